import { expect, test, type Browser, type Page } from '@playwright/test'
import { e2eUpstreamKey, e2eUpstreamUrl, expectNoAxeViolations, runSearch, signIn, watchConsole } from './support'
import { scaled } from './load-factor'

/**
 * The inbox on the real stack, for a team of three: the admin screens a company whose two officers
 * are listed (two AML cases open) and sets the AML queue's SLA; one reviewer takes a case with "a"
 * and mentions the other in a comment; the admin gives the second case to the other reviewer, who
 * is notified, decides it on the AML review page (its case closes) and sees the first one overdue.
 * The overview's counts are the inbox's.
 */
const csrf = { 'x-requested-with': 'kybdesk' }
const stamp = Date.now().toString(36)
const reviewers = [1, 2].map((n) => ({
  email: `inbox-reviewer-${n}-${stamp}@kybdesk.test`,
  name: `Inbox reviewer ${n}`,
  role: 'compliance_manager',
  password: `inbox-reviewer-${n}-password-${stamp}`,
}))
const company = 'Harrowgate Pellinor Trading Ltd'
const firstListed = 'Brannoch Veyle Istvaanson'
const secondListed = 'Marisol Quenby Tarkovane'

async function sandbox(path: string, body: unknown) {
  const response = await fetch(new URL(path, e2eUpstreamUrl), {
    method: 'POST',
    headers: { token: e2eUpstreamKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status, await response.clone().text()).toBeLessThan(300)
}

async function reviewerPage(browser: Browser, reviewer: (typeof reviewers)[number], next: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const errors = watchConsole(page)
  await signIn(page, next, reviewer)
  return { page, errors, close: () => context.close() }
}

/** The inbox's count on a view's button. */
const inboxCount = (page: Page, view: string) => page.getByTestId(`inbox-count-${view}`)

test('a team of three assigns, comments, decides and sees an overdue case; the overview counts as the inbox', async ({
  browser,
  page,
}) => {
  test.setTimeout(scaled(300_000))
  const adminErrors = watchConsole(page)
  for (const name of [firstListed, secondListed])
    await sandbox('/sandbox/watchlist', { name, type: 'person', programs: ['SANDBOX-INBOX'], nationality: 'Ruritania' })
  await sandbox('/sandbox/companies', {
    country_code: 'GB',
    name: company,
    officers: [
      { name: firstListed, designation: 'director' },
      { name: secondListed, designation: 'secretary' },
    ],
  })
  await signIn(page, '/search')
  for (const reviewer of reviewers) {
    const created = await page.request.post('/bff/users', { headers: csrf, data: reviewer })
    expect(created.status(), await created.text()).toBe(201)
  }

  // The admin screens the officers: two potential matches, two cases.
  await runSearch(page, { version: 'v2', term: 'Harrowgate Pellinor', country: ['United King', 'United Kingdom'] })
  await page.getByRole('table', { name: 'Search results' }).getByRole('link', { name: company }).click()
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible()
  await page.getByRole('button', { name: 'Screen all officers and owners' }).click()
  await page
    .getByRole('dialog', { name: 'Start AML screening' })
    .getByRole('button', { name: 'Screen', exact: true })
    .click()

  await page.goto(`/inbox?q=${encodeURIComponent(secondListed)}`)
  await expect(page.getByTestId('case-row').filter({ hasText: secondListed })).toBeVisible({ timeout: scaled(60_000) })
  await page.goto(`/inbox?q=${encodeURIComponent(firstListed)}`)
  await expect(page.getByTestId('case-row').filter({ hasText: firstListed })).toBeVisible({ timeout: scaled(60_000) })

  // The admin sets the AML queue's SLA to one minute: the open AML cases are due a minute after they opened.
  await page.getByText('Queue settings: SLA and round-robin').click()
  const amlQueue = page.getByRole('form', { name: 'AML potential match queue' })
  await amlQueue.getByLabel('SLA in minutes (empty: no due date)').fill('1')
  await amlQueue.getByRole('button', { name: 'Save aml potential match queue' }).click()
  await expect(amlQueue.getByText('Saved.')).toBeVisible()
  await expectNoAxeViolations(page, 'inbox with queue settings')

  // Reviewer 1 takes the first case from the keyboard (the selection starts on the first row), opens it, mentions reviewer 2.
  const first = await reviewerPage(
    browser,
    reviewers[0]!,
    `/inbox?view=unassigned&q=${encodeURIComponent(firstListed)}`,
  )
  const firstRow = first.page.getByTestId('case-row').filter({ hasText: firstListed })
  await expect(firstRow).toBeVisible()
  await first.page.keyboard.press('a')
  await expect(firstRow).toBeHidden()
  await first.page.goto(`/inbox?view=mine&q=${encodeURIComponent(firstListed)}`)
  await expect(firstRow).toContainText(reviewers[0]!.email)
  await first.page.keyboard.press('Enter')
  const panel = first.page.getByRole('region', { name: firstListed })
  await expect(panel).toContainText(`Assignee: ${reviewers[0]!.email}`)
  await panel
    .getByRole('textbox', { name: /Comment/ })
    .fill(`@${reviewers[1]!.email} could you check the date of birth?`)
  await panel.getByRole('button', { name: 'Add comment' }).click()
  await expect(panel.getByRole('list', { name: 'Timeline' })).toContainText(`${reviewers[0]!.email} commented`)
  await expect(panel.getByRole('list', { name: 'Timeline' })).toContainText('could you check the date of birth?')
  await expectNoAxeViolations(first.page, 'inbox with a case open')

  // The admin gives the second case to reviewer 2.
  await page.goto(`/inbox?q=${encodeURIComponent(secondListed)}`)
  await page.getByTestId('case-row').filter({ hasText: secondListed }).getByRole('link').click()
  const secondPanel = page.getByRole('region', { name: secondListed })
  await secondPanel.getByLabel('Assign to').selectOption({ label: `Inbox reviewer 2 (${reviewers[1]!.email})` })
  await expect(secondPanel).toContainText(`Assignee: ${reviewers[1]!.email}`)

  // Reviewer 2 is notified of both (assigned, mentioned), decides the case on its AML page, and it closes.
  const second = await reviewerPage(browser, reviewers[1]!, '/inbox?view=mine')
  await expect(second.page.getByTestId('unread-count')).toHaveText(/^2/)
  await second.page.getByRole('button', { name: /Notifications/ }).click()
  await expect(second.page.getByRole('list', { name: 'Notifications' })).toContainText('You were mentioned')
  await expect(second.page.getByRole('list', { name: 'Notifications' })).toContainText('Assigned to you')
  await second.page.keyboard.press('Escape')
  const mine = second.page.getByTestId('case-row').filter({ hasText: secondListed })
  await mine.getByRole('link').click()
  await second.page.getByRole('link', { name: 'Open to decide' }).click()
  const hit = second.page.getByRole('article', { name: secondListed })
  const form = hit.getByRole('form', { name: `Decide on ${secondListed}` })
  await form.getByRole('radio', { name: 'Confirmed match' }).check()
  await form.getByRole('textbox', { name: 'Note (required)' }).fill('Same person: date of birth and nationality agree.')
  await form.getByRole('button', { name: 'Record decision' }).click()
  await expect(hit.getByRole('region', { name: 'Decision history' })).toContainText(reviewers[1]!.email)
  await second.page.goto(`/inbox?state=closed&q=${encodeURIComponent(secondListed)}`)
  await expect(second.page.getByTestId('case-row').filter({ hasText: secondListed })).toBeVisible()
  await second.page.goto(`/inbox?q=${encodeURIComponent(secondListed)}`)
  await expect(second.page.getByText('No case matches this view and these filters.')).toBeVisible()

  // A minute after it opened, the first case is overdue.
  await second.page.goto(`/inbox?view=overdue&q=${encodeURIComponent(firstListed)}`)
  await expect(async () => {
    await second.page.reload()
    await expect(second.page.getByTestId('case-row').filter({ hasText: firstListed })).toContainText('Overdue since', {
      timeout: scaled(2_000),
    })
  }).toPass({ timeout: scaled(120_000) })

  // The overview counts what the inbox counts, for the same person.
  await second.page.goto('/inbox')
  const counts: Record<string, string> = {}
  for (const view of ['all', 'mine', 'unassigned', 'overdue']) {
    await expect(inboxCount(second.page, view)).not.toHaveText('…')
    counts[view] = (await inboxCount(second.page, view).textContent()) ?? ''
  }
  await second.page.goto('/')
  const attention = second.page.getByRole('region', { name: 'Needs your attention' })
  const overviewCounts = attention.getByRole('list', { name: 'Open cases in the inbox' })
  await expect(overviewCounts.getByRole('link', { name: `Open cases: ${counts.all}` })).toBeVisible()
  await expect(overviewCounts.getByRole('link', { name: `Mine: ${counts.mine}` })).toBeVisible()
  await expect(overviewCounts.getByRole('link', { name: `Unassigned: ${counts.unassigned}` })).toBeVisible()
  await expect(overviewCounts.getByRole('link', { name: `Overdue: ${counts.overdue}` })).toBeVisible()
  expect(Number(counts.overdue)).toBeGreaterThanOrEqual(1)
  await expect(attention.getByRole('link', { name: new RegExp(secondListed) })).toHaveCount(0)
  await expectNoAxeViolations(second.page, 'overview')

  expect([...adminErrors, ...first.errors, ...second.errors]).toEqual([])
  await first.close()
  await second.close()
})
