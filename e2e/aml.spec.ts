import { expect, test, type Page } from '@playwright/test'
import {
  e2eAdmin,
  e2eUpstreamKey,
  e2eUpstreamUrl,
  expectNoAxeViolations,
  runSearch,
  signIn,
  watchConsole,
} from './support'
import { scaled } from './load-factor'
import { pdfText } from './pdf-text'

/**
 * AML end to end on the real stack. The sandbox (companies with chosen officers, watchlist entries)
 * is reachable only with the account key, never through the proxy: the test calls the embedded
 * upstream directly with the account key the stack was started with (playwright.config.ts).
 */

async function sandbox(path: string, body: unknown) {
  const response = await fetch(new URL(path, e2eUpstreamUrl), {
    method: 'POST',
    headers: { token: e2eUpstreamKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status, await response.clone().text()).toBeLessThan(300)
  return (await response.json()) as { data: Record<string, unknown> }
}

const company = 'Quillmarsh Vantage Holdings Ltd'
const listed = 'Zorvan Kettleby Ardashir'
const clean = 'Teodora Vasquez Lindqvist'

async function openProfile(page: Page) {
  await page.goto('/search')
  await runSearch(page, { version: 'v2', term: 'Quillmarsh Vantage', country: ['United King', 'United Kingdom'] })
  await page.getByRole('table', { name: 'Search results' }).getByRole('link', { name: company }).click()
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible()
}

test.describe.serial('AML screening, review and monitoring', () => {
  test.beforeAll(async () => {
    await sandbox('/sandbox/watchlist', {
      name: listed,
      type: 'person',
      programs: ['SANDBOX-E2E'],
      nationality: 'Narnia',
    })
    await sandbox('/sandbox/companies', {
      country_code: 'GB',
      name: company,
      officers: [
        { name: listed, designation: 'director' },
        { name: clean, designation: 'secretary' },
      ],
    })
  })

  test('screen all officers, see the potential match live, review it and mark a hit false positive', async ({
    page,
  }) => {
    test.setTimeout(scaled(180_000))
    const consoleErrors = watchConsole(page)
    await signIn(page, '/search')
    await expectNoAxeViolations(page, 'search')
    await openProfile(page)
    await expectNoAxeViolations(page, 'profile')

    await page.getByRole('button', { name: 'Screen all officers and owners' }).click()
    const dialog = page.getByRole('dialog', { name: 'Start AML screening' })
    await expect(dialog).toContainText(`all 2 officers and owners of ${company}`)
    await expectNoAxeViolations(page, 'screening dialog')
    await dialog.getByRole('button', { name: 'Screen', exact: true }).click()
    await expect(dialog).toBeHidden()

    // No reload: the officers' statuses arrive through live events (and polling while pending).
    await page.getByRole('tab', { name: /^Officers/ }).click()
    const listedCard = page.getByRole('listitem').filter({ hasText: listed }).first()
    await expect(listedCard.getByText(/potential match · 1 hit/)).toBeVisible({ timeout: scaled(60_000) })
    const cleanCard = page.getByRole('listitem').filter({ hasText: clean }).first()
    await expect(cleanCard.getByText('no match', { exact: true })).toBeVisible({ timeout: scaled(60_000) })
    await expectNoAxeViolations(page, 'profile officers with AML statuses')

    await listedCard.getByRole('link', { name: `Review of the AML screening of ${listed}` }).click()
    await expect(page.getByRole('heading', { name: 'AML review' })).toBeVisible()
    const hit = page.getByRole('article', { name: listed })
    await expect(hit.getByRole('region', { name: 'Listed entry' })).toContainText('sandbox')
    await expect(hit.getByRole('region', { name: 'Why it scored' })).toContainText(/name similarity/i)
    await expect(hit.locator('mark').first()).toBeVisible()
    await expectNoAxeViolations(page, 'AML review')

    const form = hit.getByRole('form', { name: `Decide on ${listed}` })
    await form.getByRole('radio', { name: 'False positive' }).check()
    await form.getByRole('button', { name: 'Record decision' }).click()
    await expect(form.getByText(/Note: must be at least 3 characters/)).toBeVisible()
    const note = 'Different person: the director was born decades after the listing.'
    await form.getByRole('textbox', { name: 'Note (required)' }).fill(note)
    await form.getByRole('button', { name: 'Record decision' }).click()
    const history = hit.getByRole('region', { name: 'Decision history' })
    await expect(history).toContainText(`False positive by ${e2eAdmin.email}`)
    await expect(history).toContainText(note)
    await expectNoAxeViolations(page, 'AML review after a decision')

    // The audit trail has the decision with its note.
    await expect
      .poll(async () => {
        const response = await page.request.get('/bff/audit?action=aml.decision')
        const body = (await response.json()) as {
          entries: Array<{ actor_email: string; detail: { decision?: string; note?: string; listed_name?: string } }>
        }
        return body.entries.map((e) => [e.actor_email, e.detail.decision, e.detail.note, e.detail.listed_name])
      })
      .toContainEqual([e2eAdmin.email, 'false_positive', note, listed])

    // The company report prints the person's screening with its review, not the bare status.
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download report (PDF)' }).click(),
    ])
    // One false positive on a strong hit waits for a second reviewer (four eyes); a weak one clears it.
    expect(await pdfText(await download.path())).toMatch(
      new RegExp(`${listed} \\(potential match, (waiting for a decision|cleared by review)\\)`),
    )

    await page.getByRole('link', { name: 'AML reviews' }).first().click()
    await expect(page.getByRole('heading', { name: 'AML reviews' })).toBeVisible()
    const queueRow = page.getByRole('table', { name: 'AML requests' }).getByRole('row').filter({ hasText: listed })
    await expect(queueRow.getByRole('link', { name: listed })).toBeVisible()
    // The person's screening keeps who asked for it ("Screen all officers and owners" answers no id).
    await expect(queueRow).toContainText(e2eAdmin.email)
    await expectNoAxeViolations(page, 'AML queue')
    expect(consoleErrors).toEqual([])
  })

  test('monitoring: filter through the URL, enable with a duration, a watchlist addition raises an alert', async ({
    page,
  }) => {
    test.setTimeout(scaled(180_000))
    const consoleErrors = watchConsole(page)
    await signIn(page, `/monitoring?match=no_match&search=${encodeURIComponent('Teodora')}`)
    await expect(page.getByRole('heading', { name: 'Monitoring' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Match status' })).toHaveValue('no_match')
    await expect(page.getByRole('textbox', { name: 'Name or service id' })).toHaveValue('Teodora')
    const table = page.getByRole('table', { name: 'Monitored AML requests' })
    const row = table.getByRole('row').filter({ hasText: clean })
    await expect(row).toBeVisible()
    await expect(table.getByText('potential match', { exact: true })).toHaveCount(0)
    await expectNoAxeViolations(page, 'monitoring filtered by URL')

    await row.getByRole('button', { name: `Enable monitoring of ${clean}` }).click()
    const dialog = page.getByRole('dialog', { name: `Enable monitoring of ${clean}` })
    await dialog.getByRole('combobox', { name: 'Duration type' }).selectOption('week')
    await dialog.getByRole('spinbutton', { name: 'Duration' }).fill('9')
    await dialog.getByRole('button', { name: 'Enable monitoring' }).click()
    await expect(dialog.getByText('must be 1 to 4 for duration_type week')).toBeVisible()
    await expectNoAxeViolations(page, 'monitoring dialog with an error')
    await dialog.getByRole('spinbutton', { name: 'Duration' }).fill('2')
    await dialog.getByRole('button', { name: 'Enable monitoring' }).click()
    await expect(dialog).toBeHidden()
    await expect(row).toContainText('on · 2 weeks')

    // Show every match status, then list the clean officer's name: monitoring re-screens and flips it.
    await page.getByRole('combobox', { name: 'Match status' }).selectOption('')
    await expect.poll(() => new URL(page.url()).searchParams.get('match')).toBeNull()
    await sandbox('/sandbox/watchlist', { name: clean, type: 'person', programs: ['SANDBOX-E2E'] })
    await expect(page.getByText(/Monitoring alert: the screening status of AML request/)).toBeVisible({
      timeout: scaled(60_000),
    })
    await expect(row.getByText('potential match', { exact: true })).toBeVisible()
    await expect(row.getByText('new alert')).toBeVisible()
    await expectNoAxeViolations(page, 'monitoring with an alert')
    expect(consoleErrors).toEqual([])
  })
})
