import { expect, test, type Browser, type Page } from '@playwright/test'
import { e2eUpstreamKey, e2eUpstreamUrl, expectNoAxeViolations, signIn, watchConsole } from './support'
import { scaled } from './load-factor'

/**
 * Questionnaires on the real stack: an admin creates a business-information link; a second,
 * signed-out browser at phone width fills it in by keyboard and submits it with a certificate and
 * the owners' passports drawn by the sandbox (reloading in the middle: the chosen files come back);
 * the admin sees the OCR verdict and the UBO AML and KYC statuses; the used link and an expired one
 * show their pages.
 */
const phone = { width: 360, height: 740 }

test.describe.configure({ mode: 'serial' })

async function createLink(page: Page, minutes?: string) {
  await page.goto('/questionnaires')
  await expect(page.getByRole('heading', { name: 'Business information', level: 2 })).toBeVisible()
  if (minutes) {
    await page.getByRole('radio', { name: 'A number of minutes' }).check()
    await page.getByRole('textbox', { name: 'Minutes (3 to 43199)' }).fill(minutes)
  }
  await page.getByRole('button', { name: 'Create link' }).click()
  const link = page.getByRole('textbox', { name: 'Link for the business' })
  await expect(link).toHaveValue(/\/q\/[A-Za-z0-9_-]+$/)
  await expect(page.getByRole('img', { name: 'QR code of the link' })).toBeVisible()
  await expect(page.getByRole('timer')).toContainText(/^in /)
  return link.inputValue()
}

/** The parts of the browser's IndexedDB the probe below uses (the e2e project has no DOM types). */
interface Requested<T> {
  result: T
  onsuccess: (() => void) | null
  onerror: (() => void) | null
}
interface KeptFilesDatabase {
  objectStoreNames: { contains(name: string): boolean }
  transaction(store: string): { objectStore(store: string): { count(): Requested<number> } }
  close(): void
}
interface BrowserIndexedDb {
  databases(): Promise<Array<{ name?: string }>>
  open(name: string): Requested<KeptFilesDatabase>
}

/**
 * How many fields' files the hosted form keeps in this browser's IndexedDB (ADR 0014), read without
 * creating the database when it does not exist yet.
 */
async function keptFileFields(page: Page) {
  return page.evaluate(async () => {
    const idb = (globalThis as unknown as { indexedDB: BrowserIndexedDb }).indexedDB
    const answer = <T>(request: Requested<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(new Error('IndexedDB request failed'))
      })
    const name = 'kybdesk-questionnaire-drafts'
    if (!(await idb.databases()).some((database) => database.name === name)) return 0
    const database = await answer(idb.open(name))
    try {
      return database.objectStoreNames.contains('files')
        ? await answer(database.transaction('files').objectStore('files').count())
        : 0
    } finally {
      database.close()
    }
  })
}

async function endUserPage(browser: Browser) {
  const context = await browser.newContext({ viewport: phone })
  return { context, page: await context.newPage() }
}

/** Focuses `target` and types by keyboard (date inputs take the browser's en-US order: month, day, year). */
async function typeInto(page: Page, target: ReturnType<Page['getByRole']>, text: string) {
  await target.focus()
  await page.keyboard.type(text)
}

async function pickOption(page: Page, label: RegExp, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: label })
  await input.focus()
  await page.keyboard.type(typed)
  await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(input).toHaveValue(option)
}

async function nextStep(page: Page, button: 'Next' | 'Review answers', heading: string) {
  await page.getByRole('button', { name: button }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
}

test('a business fills a link at phone size, reloading midway, the admin sees OCR verified and the UBO AML and KYC statuses, the used link says so', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(scaled(240_000))
  const errors = watchConsole(page)
  const key = e2eUpstreamKey
  const company = { name: 'Harbour Lane Trading Ltd', country_code: 'GB' }
  const created = await request.post(`${e2eUpstreamUrl}/sandbox/companies`, { headers: { token: key }, data: company })
  expect(created.status(), await created.text()).toBe(200)
  const registrationNumber = ((await created.json()) as { data: { company: { registration_number: string } } }).data
    .company.registration_number
  const certificate = await request.get(`${e2eUpstreamUrl}/sandbox/documents/certificate`, {
    headers: { token: key },
    params: { ...company, registration_number: registrationNumber, format: 'png' },
  })
  expect(certificate.status()).toBe(200)
  // The owners, with a passport each drawn by the sandbox for the name, birth date and number entered.
  const owners = [
    { first: 'Margaret', last: 'Elwood', dob: '1980-02-01', typedDob: '02011980', id: 'P1234567' },
    { first: 'Brian', last: 'Castle', dob: '1975-11-23', typedDob: '11231975', id: 'P7654321' },
  ]
  const passports = await Promise.all(
    owners.map(async (owner) => {
      const params = {
        type: 'passport',
        first_name: owner.first,
        last_name: owner.last,
        date_of_birth: owner.dob,
        document_number: owner.id,
        country_code: 'GB',
        format: 'png',
      }
      const passport = await request.get(`${e2eUpstreamUrl}/sandbox/documents/identity`, {
        headers: { token: key },
        params,
      })
      expect(passport.status(), await passport.text()).toBe(200)
      return { name: `passport-${owner.last.toLowerCase()}.png`, mimeType: 'image/png', buffer: await passport.body() }
    }),
  )

  await signIn(page, '/questionnaires')
  // The longest validity: links run in simulated time, and the default hour is 18 s at the e2e time
  // scale (0.005), less than filling the form takes on a loaded machine (the link would answer 410).
  const url = await createLink(page, '43199')
  await expectNoAxeViolations(page, 'questionnaires')

  const endUser = await endUserPage(browser)
  const form = endUser.page
  const formErrors = watchConsole(form)
  await form.goto(url)
  await expect(form.getByText('Step 1 of 5: Company details')).toBeVisible()
  await expectNoAxeViolations(form, 'hosted form')
  await typeInto(form, form.getByRole('textbox', { name: /^Registered company name/ }), company.name)
  await typeInto(form, form.getByRole('textbox', { name: /^Registration number/ }), registrationNumber)
  await pickOption(form, /^Country of incorporation/, 'United King', 'United Kingdom')
  await typeInto(form, form.getByLabel(/^Date of incorporation/), '03152012')
  await form
    .getByLabel(/^Certificate of incorporation.*choose a file/)
    .setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: await certificate.body() })
  await expect(form.getByRole('list', { name: /Chosen for Certificate/ })).toContainText('certificate.png')
  await nextStep(form, 'Next', 'Registered address')
  await typeInto(form, form.getByRole('textbox', { name: /^Registered address/ }), '12 Harbour Lane, London E1 6AN')
  await nextStep(form, 'Next', 'Authorised representative')
  await typeInto(form, form.getByRole('textbox', { name: /^First name/ }), 'Alice')
  await typeInto(form, form.getByRole('textbox', { name: /^Last name/ }), 'Morgan')
  await typeInto(form, form.getByRole('textbox', { name: /^Identity document number/ }), 'P1234567')
  await pickOption(form, /^Country of residence/, 'United King', 'United Kingdom')
  await typeInto(form, form.getByRole('textbox', { name: /^Home address/ }), '3 Elm Road, London N1 2AB')
  await nextStep(form, 'Next', 'Ultimate beneficial owners')
  await expectNoAxeViolations(form, 'hosted form, owners')
  for (const [position, owner] of owners.entries()) {
    await form.getByRole('button', { name: position === 0 ? 'Add an owner' : 'Add another owner' }).focus()
    await form.keyboard.press('Enter')
    const group = form.getByRole('group', { name: `Owner ${position + 1}` })
    await typeInto(form, group.getByRole('textbox', { name: /^Full name/ }), `${owner.first} ${owner.last}`)
    await typeInto(form, group.getByLabel(/^Date of birth/), owner.typedDob)
    await typeInto(form, group.getByRole('textbox', { name: /^Identity document number/ }), owner.id)
    await group.getByLabel(/^Identity document \(passport.*choose a file/).setInputFiles(passports[position]!)
    await expect(group.getByRole('list', { name: /^Chosen for Identity document/ })).toContainText(
      passports[position]!.name,
    )
  }
  // A reload in the middle loses nothing: once the browser holds the three files, reload; the
  // answers, the owners' passports with their previews and the certificate are back.
  await expect.poll(() => keptFileFields(form), { timeout: scaled(15_000) }).toBe(3)
  await form.reload()
  await expect(form.getByRole('heading', { name: 'Ultimate beneficial owners', level: 1 })).toBeVisible()
  for (const [position, owner] of owners.entries()) {
    const group = form.getByRole('group', { name: `Owner ${position + 1}` })
    await expect(group.getByRole('textbox', { name: /^Full name/ })).toHaveValue(`${owner.first} ${owner.last}`)
    const chosen = group.getByRole('list', { name: /^Chosen for Identity document/ })
    await expect(chosen).toContainText(passports[position]!.name)
    await expect(chosen.locator('img[src^="blob:"]')).toBeVisible()
    // The preview shows the restored image itself (it decodes to the passport's size).
    const naturalWidth = await chosen.locator('img').evaluate((img) => {
      const image = img as unknown as { decode(): Promise<void>; naturalWidth: number }
      return image.decode().then(() => image.naturalWidth)
    })
    expect(naturalWidth).toBeGreaterThan(100)
  }
  await expect(form.getByText(/Chosen before the page was reloaded/)).toHaveCount(0)
  await nextStep(form, 'Review answers', 'Review and submit')
  await expect(form.getByRole('region', { name: 'Company details' })).toContainText('certificate.png')
  const ownersReview = form.getByRole('region', { name: 'Ultimate beneficial owners' })
  await expect(ownersReview).toContainText('Brian Castle')
  for (const passport of passports) await expect(ownersReview).toContainText(passport.name)
  await expectNoAxeViolations(form, 'hosted form, review')
  await form.getByRole('button', { name: 'Submit answers' }).focus()
  await form.keyboard.press('Enter')
  await expect(form.getByRole('heading', { name: 'Thank you, your answers were sent' })).toBeVisible({
    timeout: scaled(60_000),
  })
  await expectNoAxeViolations(form, 'hosted form, confirmation')
  // The form keeps nothing once sent; the used link now says so.
  expect(
    await form.evaluate(() => (globalThis as unknown as { localStorage: { length: number } }).localStorage.length),
  ).toBe(0)
  await expect.poll(() => keptFileFields(form)).toBe(0)
  await form.reload()
  await expect(form.getByRole('heading', { name: 'This questionnaire has already been submitted' })).toBeVisible()
  await expectNoAxeViolations(form, 'hosted form, used link')
  expect(formErrors.filter((e) => !/status of 409/.test(e))).toEqual([])

  await page.goto('/questionnaires?tab=submissions')
  await page.getByRole('table', { name: 'Questionnaire submissions' }).getByRole('link').first().click()
  await expect(page.getByRole('heading', { name: /Document OCR/ })).toContainText('verified', {
    timeout: scaled(120_000),
  })
  const checks = page
    .getByRole('region', { name: 'Checks started' })
    .or(page.locator('section[aria-labelledby="checks-title"]'))
  const uboAml = checks.locator('dt', { hasText: /^UBO AML$/ }).locator('xpath=following-sibling::dd[1]')
  for (const owner of owners)
    await expect(uboAml.getByRole('listitem').filter({ hasText: `${owner.first} ${owner.last}` })).toContainText(
      /no match|potential match/,
      { timeout: scaled(120_000) },
    )
  // Each owner's identity document was verified from the form: its KYC status resolves to accepted.
  const uboKyc = checks.locator('dt', { hasText: /^UBO KYC$/ }).locator('xpath=following-sibling::dd[1]')
  await expect(uboKyc.getByRole('listitem')).toHaveCount(owners.length)
  for (const owner of owners) {
    const status = uboKyc.getByRole('listitem').filter({ hasText: `${owner.first} ${owner.last}` })
    await expect(status).toContainText('verification.accepted', { timeout: scaled(120_000) })
    await expect(status.getByRole('link', { name: 'Case' })).toHaveAttribute('href', /^\/kyc\/cases\//)
  }
  await expectNoAxeViolations(page, 'submission')
  await page.goto('/questionnaires?tab=links')
  await expect(page.getByRole('table', { name: 'Questionnaire links' })).toContainText('submitted')
  expect(errors).toEqual([])
  await endUser.context.close()
})

test('a 3-minute link expires at the small time scale and shows the expired page; the next link opens', async ({
  page,
  browser,
}) => {
  await signIn(page, '/questionnaires')
  const url = await createLink(page, '3')
  const endUser = await endUserPage(browser)
  await endUser.page.goto(url)
  // 3 simulated minutes at the e2e time scale (playwright.config.ts) pass within a second or two:
  // reload until the link answers 410.
  await expect(async () => {
    await endUser.page.reload()
    await expect(endUser.page.getByRole('heading', { name: 'This link has expired' })).toBeVisible({
      timeout: scaled(2_000),
    })
  }).toPass({ timeout: scaled(60_000) })
  await expectNoAxeViolations(endUser.page, 'expired link')
  // Every link is read from one URL (the token is a header): the expired answer must not be served
  // from the browser's cache for the next link opened in the same browser.
  const next = await createLink(page, '43199')
  await endUser.page.goto(next)
  await expect(endUser.page.getByText('Step 1 of 5: Company details')).toBeVisible()
  await endUser.context.close()
})
