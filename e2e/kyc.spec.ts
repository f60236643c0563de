import { expect, test, type Browser, type Page } from '@playwright/test'
import { e2eUpstreamKey, e2eUpstreamUrl, expectNoAxeViolations, signIn, watchConsole } from './support'
import { scaled } from './load-factor'

/**
 * KYC on the real stack: a compliance manager submits a passport drawn by the sandbox with a
 * wrong provided name; the queue shows it declined with the name code explained; the manager
 * overrides to accept, which waits for a second manager, who approves; the audit trail has both.
 */
const csrf = { 'x-requested-with': 'kybdesk' }
const stamp = Date.now().toString(36)
const managers = [1, 2].map((n) => ({
  email: `kyc-manager-${n}-${stamp}@kybdesk.test`,
  name: `KYC manager ${n}`,
  role: 'compliance_manager',
  password: `kyc-manager-${n}-password-${stamp}`,
}))

async function managerPage(browser: Browser, manager: (typeof managers)[number], next: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const errors = watchConsole(page)
  await signIn(page, next, manager)
  return { page, errors, close: () => context.close() }
}

async function decide(page: Page, action: RegExp, note: string) {
  const form = page.getByRole('form', { name: 'Review decision' })
  await form.getByRole('radio', { name: action }).check()
  await form.getByRole('textbox', { name: /Note/ }).fill(note)
  await form.getByRole('button', { name: 'Record decision' }).click()
}

test('a declined passport is overridden by one manager and approved by a second', async ({
  browser,
  page,
  request,
}) => {
  // The verification reads the passport by OCR on a shared machine: allow it time.
  test.setTimeout(scaled(240_000))
  // The admin creates the two compliance managers through the proxy's users API.
  const adminErrors = watchConsole(page)
  await signIn(page, '/')
  for (const manager of managers) {
    const created = await page.request.post('/bff/users', { headers: csrf, data: manager })
    expect(created.status(), await created.text()).toBe(201)
  }

  // A specimen passport of Erika Mustermann, drawn by the embedded upstream's sandbox.
  const passport = await request.get(
    `${e2eUpstreamUrl}/sandbox/documents/identity?type=passport&first_name=Erika&last_name=Mustermann&format=png`,
    { headers: { token: e2eUpstreamKey } },
  )
  expect(passport.status()).toBe(200)
  const passportBytes = await passport.body()

  const first = await managerPage(browser, managers[0]!, '/kyc/new')
  const form = first.page.getByRole('form', { name: 'New KYC verification' })
  await expect(form).toBeVisible()
  await expectNoAxeViolations(first.page, 'new verification')
  const country = first.page.getByRole('combobox', { name: 'Country' })
  await country.fill('Germ')
  await first.page.getByRole('option', { name: 'Germany', exact: true }).click()
  await form.getByRole('textbox', { name: 'Full name' }).fill('Erica Musterfrau')
  // An impossible date is refused on its field (the contract's rule, as the proxy and the upstream apply it).
  await form.getByLabel('Date of birth').fill('2090-01-01')
  await form.getByRole('button', { name: 'Submit verification' }).click()
  await expect(form.getByLabel('Date of birth')).toHaveAccessibleDescription(/must not be in the future/)
  await form.getByLabel('Date of birth').fill('')
  await form
    .getByLabel('Proof', { exact: true })
    .and(first.page.locator('input[type=file]'))
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: passportBytes })
  await expect(form.getByRole('img', { name: 'Proof: passport.png' })).toBeVisible()
  await form.getByRole('button', { name: 'Submit verification' }).click()

  // The case page follows the verification until it is declined for the name.
  await expect(first.page).toHaveURL(/\/kyc\/cases\//)
  const caseUrl = new URL(first.page.url()).pathname
  await expect(first.page.getByRole('region', { name: 'Document', exact: true }).getByText(/SPDR07/)).toBeVisible({
    timeout: scaled(120_000),
  })
  await expect(first.page.getByRole('region', { name: 'Document', exact: true })).toContainText(
    'The name on the document does not match the name provided',
  )
  await expect(first.page.getByRole('img', { name: 'Document proof' })).toBeVisible()
  // The zone the upstream read, with the verdict of each check digit (the sandbox draws correct ones).
  const digits = first.page.getByRole('list', { name: 'Check digits' })
  await expect(digits).toContainText('Document number check digit')
  await expect(digits.getByText('fails')).toHaveCount(0)
  await expectNoAxeViolations(first.page, 'case review')

  // The queue lists it declined, awaiting review, with the code's words.
  await first.page.getByRole('link', { name: 'Back to the queue' }).click()
  // The filter lives in the URL: the box shows checked once the queue has navigated to it.
  const needsReview = first.page.getByRole('checkbox', { name: 'Needs review only' })
  await needsReview.click()
  await expect(needsReview).toBeChecked()
  const row = first.page
    .getByRole('table', { name: 'KYC verifications' })
    .getByRole('row', { name: /Erica Musterfrau/ })
  await expect(row).toContainText('declined')
  await expect(row).toContainText('SPDR07 name mismatch')
  await expect(row.getByText(/name mismatch/)).toHaveAttribute('title', /The name on the document does not match/)
  await expectNoAxeViolations(first.page, 'queue')

  // The first manager overrides to accept; it waits for a second one.
  await row.getByRole('link', { name: 'Erica Musterfrau' }).click()
  await decide(
    first.page,
    /Override to accept/,
    'Musterfrau is her married name; the passport was checked by video call.',
  )
  await expect(first.page.getByText(/Four eyes: another compliance manager must approve or reject it/)).toBeVisible()
  await expectNoAxeViolations(first.page, 'case awaiting a second reviewer')

  // The second manager approves.
  const second = await managerPage(browser, managers[1]!, caseUrl)
  await decide(second.page, /Approve the override/, 'Agreed after reading the video call notes.')
  await expect(second.page.getByText('The review is closed: accepted by override.')).toBeVisible()
  const history = second.page.getByRole('list', { name: 'Decision history' })
  await expect(history).toContainText(`Override to accept by ${managers[0]!.email}`)
  await expect(history).toContainText(`Approve the override by ${managers[1]!.email}`)
  await expectNoAxeViolations(second.page, 'case decided')

  // The audit trail shows both decisions.
  const audit = await page.request.get('/bff/audit?action=kyc.review&page_size=50')
  const entries = ((await audit.json()) as { entries: Array<{ action: string; actor_email: string; outcome: string }> })
    .entries
  expect(entries.map((e) => [e.action, e.actor_email, e.outcome]).reverse()).toEqual([
    ['kyc.review.override_accept', managers[0]!.email, 'success'],
    ['kyc.review.approve_override', managers[1]!.email, 'success'],
  ])

  expect([...adminErrors, ...first.errors, ...second.errors]).toEqual([])
  await first.close()
  await second.close()
})
