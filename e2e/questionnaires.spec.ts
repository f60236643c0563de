import { expect, test, type Browser, type Page } from '@playwright/test'
import { e2eUpstreamKey, e2eUpstreamUrl, expectNoAxeViolations, signIn, watchConsole } from './support'

/**
 * Questionnaires on the real stack: an admin creates a business-information link; a second,
 * signed-out browser at phone width fills it in by keyboard and submits it with a certificate drawn
 * by the sandbox; the admin sees the OCR verdict and the UBO AML statuses; the used link and an
 * expired one show their pages.
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

test('a business fills a link at phone size, the admin sees OCR verified and UBO AML statuses, the used link says so', async ({ page, browser, request }) => {
  test.setTimeout(240_000)
  const errors = watchConsole(page)
  const key = e2eUpstreamKey
  const company = { name: 'Harbour Lane Trading Ltd', country_code: 'GB' }
  const created = await request.post(`${e2eUpstreamUrl}/sandbox/companies`, { headers: { token: key }, data: company })
  expect(created.status(), await created.text()).toBe(200)
  const registrationNumber = ((await created.json()) as { data: { company: { registration_number: string } } }).data.company.registration_number
  const certificate = await request.get(`${e2eUpstreamUrl}/sandbox/documents/certificate`, { headers: { token: key }, params: { ...company, registration_number: registrationNumber, format: 'png' } })
  expect(certificate.status()).toBe(200)

  await signIn(page, '/questionnaires')
  const url = await createLink(page)
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
  await form.getByLabel(/^Certificate of incorporation.*choose a file/).setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: await certificate.body() })
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
  for (const [position, owner] of [['1', { name: 'Alice Morgan', dob: '02011980', id: 'P1234567' }], ['2', { name: 'Brian Castle', dob: '11231975', id: 'P7654321' }]] as const) {
    await form.getByRole('button', { name: position === '1' ? 'Add an owner' : 'Add another owner' }).focus()
    await form.keyboard.press('Enter')
    const group = form.getByRole('group', { name: `Owner ${position}` })
    await typeInto(form, group.getByRole('textbox', { name: /^Full name/ }), owner.name)
    await typeInto(form, group.getByLabel(/^Date of birth/), owner.dob)
    await typeInto(form, group.getByRole('textbox', { name: /^Identity document number/ }), owner.id)
  }
  await nextStep(form, 'Review answers', 'Review and submit')
  await expect(form.getByRole('region', { name: 'Ultimate beneficial owners' })).toContainText('Brian Castle')
  await expectNoAxeViolations(form, 'hosted form, review')
  await form.getByRole('button', { name: 'Submit answers' }).focus()
  await form.keyboard.press('Enter')
  await expect(form.getByRole('heading', { name: 'Thank you, your answers were sent' })).toBeVisible({ timeout: 60_000 })
  await expectNoAxeViolations(form, 'hosted form, confirmation')
  // The form keeps nothing once sent; the used link now says so.
  expect(await form.evaluate(() => (globalThis as unknown as { localStorage: { length: number } }).localStorage.length)).toBe(0)
  await form.reload()
  await expect(form.getByRole('heading', { name: 'This questionnaire has already been submitted' })).toBeVisible()
  await expectNoAxeViolations(form, 'hosted form, used link')
  expect(formErrors.filter((e) => !/status of 409/.test(e))).toEqual([])

  await page.goto('/questionnaires?tab=submissions')
  await page.getByRole('table', { name: 'Questionnaire submissions' }).getByRole('link').first().click()
  await expect(page.getByRole('heading', { name: /Document OCR/ })).toContainText('verified', { timeout: 120_000 })
  const checks = page.getByRole('region', { name: 'Checks started' }).or(page.locator('section[aria-labelledby="checks-title"]'))
  await expect(checks.getByText('Alice Morgan')).toBeVisible({ timeout: 120_000 })
  await expect(checks.getByText('Brian Castle')).toBeVisible()
  await expect(checks.getByText(/no match|potential match/).first()).toBeVisible({ timeout: 120_000 })
  await expectNoAxeViolations(page, 'submission')
  await page.goto('/questionnaires?tab=links')
  await expect(page.getByRole('table', { name: 'Questionnaire links' })).toContainText('submitted')
  expect(errors).toEqual([])
  await endUser.context.close()
})

test('a 3-minute link expires at the small time scale and shows the expired page', async ({ page, browser }) => {
  await signIn(page, '/questionnaires')
  const url = await createLink(page, '3')
  const endUser = await endUserPage(browser)
  await endUser.page.goto(url)
  // 3 simulated minutes at the e2e time scale (playwright.config.ts) pass within a second or two:
  // reload until the link answers 410.
  await expect(async () => {
    await endUser.page.reload()
    await expect(endUser.page.getByRole('heading', { name: 'This link has expired' })).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  await expectNoAxeViolations(endUser.page, 'expired link')
  await endUser.context.close()
})
