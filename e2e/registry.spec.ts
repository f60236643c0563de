import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, runSearch, signIn, watchConsole } from './support'
import { scaled } from './load-factor'

/** Tab names; a count may follow (`Officers (3)`). */
const tabs = [
  /^Overview$/,
  /^Officers( \(\d+\))?$/,
  /^Owners( \(\d+\))?$/,
  /^Ownership$/,
  /^(Documents|Filings)( \(\d+\))?$/,
  /^Financials$/,
  /^History$/,
  /^Branches & parents$/,
  /^Capital & registries$/,
]

function resultLinks(page: Page) {
  return page.getByRole('table', { name: 'Search results' }).getByRole('link')
}

/** Opens each result's profile until one has a chart; visits every tab of that profile. */
async function visitProfileWithChart(page: Page, label: string) {
  const searchUrl = page.url()
  const count = Math.min(await resultLinks(page).count(), 10)
  expect(count).toBeGreaterThan(0)
  for (let index = 0; index < count; index += 1) {
    await resultLinks(page).nth(index).click()
    await expect(page.getByRole('tablist', { name: 'Company profile sections' })).toBeVisible()
    await expect(page.getByText(/still being fetched/)).toBeHidden({ timeout: scaled(30_000) })
    await page.getByRole('tab', { name: /^Financials$/ }).click()
    const chart = page.getByTestId('financial-chart').first()
    const none = page
      .getByText('No financial information is recorded for this company.')
      .or(page.getByText('No multi-year figures to chart.'))
    await expect(chart.or(none).first()).toBeVisible()
    if (await chart.isVisible()) {
      await expect(chart.locator('.recharts-line-curve').first()).toBeVisible()
      for (const name of tabs) {
        const tab = page.getByRole('tab', { name })
        await tab.click()
        await expect(tab).toHaveAttribute('aria-selected', 'true')
        await expect(page.getByRole('tabpanel')).toBeVisible()
        await expectNoAxeViolations(page, `${label} profile tab ${String(name)}`)
      }
      return
    }
    await page.goto(searchUrl)
  }
  throw new Error(`none of the first ${count} results of ${label} has financial charts`)
}

test.describe('registry search and company profiles', () => {
  test('version 2: search by name, watch progress, open a profile, visit every tab, see a chart', async ({ page }) => {
    test.setTimeout(scaled(120_000))
    const consoleErrors = watchConsole(page)
    await signIn(page, '/search')
    await expect(page.getByRole('heading', { name: 'Registry search' })).toBeVisible()
    await expectNoAxeViolations(page, 'search')
    // Find real names first with a common legal form, then search one of them by its name.
    await runSearch(page, { version: 'v2', term: 'GmbH', country: ['Germ', 'Germany'] })
    const name = (await resultLinks(page).first().textContent())?.trim() ?? ''
    expect(name.length).toBeGreaterThanOrEqual(3)
    await runSearch(page, { version: 'v2', term: name, country: ['Germ', 'Germany'], type: /Starts with/ })
    await expect(resultLinks(page).filter({ hasText: name }).first()).toBeVisible()
    expect(new URL(page.url()).searchParams.get('request')).toBeTruthy()
    await expectNoAxeViolations(page, 'v2 results')
    // The URL holds the search: reloading shows the same results.
    await page.reload()
    await expect(resultLinks(page).filter({ hasText: name }).first()).toBeVisible()
    await runSearch(page, { version: 'v2', term: 'GmbH', country: ['Germ', 'Germany'] })
    await visitProfileWithChart(page, 'v2')
    expect(consoleErrors).toEqual([])
  })

  test('version 1: search by name, open a profile, visit every tab, see a chart', async ({ page }) => {
    test.setTimeout(scaled(120_000))
    const consoleErrors = watchConsole(page)
    await signIn(page, '/search?version=v1')
    await runSearch(page, { version: 'v1', term: 'GmbH', country: ['Germ', 'Germany'] })
    await expectNoAxeViolations(page, 'v1 results')
    await visitProfileWithChart(page, 'v1')
    expect(consoleErrors).toEqual([])
  })

  test('search by registration number finds the company', async ({ page }) => {
    test.setTimeout(scaled(120_000))
    const consoleErrors = watchConsole(page)
    await signIn(page, '/search')
    await runSearch(page, { version: 'v2', term: 'GmbH', country: ['Germ', 'Germany'] })
    const table = page.getByRole('table', { name: 'Search results' })
    const firstRow = table.getByRole('row').nth(1)
    const name = (await firstRow.getByRole('link').textContent())?.trim() ?? ''
    const number = (await firstRow.getByRole('cell').nth(1).textContent())?.trim() ?? ''
    expect(number).not.toBe('—')
    await runSearch(page, { version: 'v2', by: 'number', term: number, country: ['Germ', 'Germany'] })
    await expect(resultLinks(page).filter({ hasText: name }).first()).toBeVisible()
    expect(new URL(page.url()).searchParams.get('mode')).toBe('number')
    // The same search through version 1.
    await runSearch(page, { version: 'v1', by: 'number', term: number, country: ['Germ', 'Germany'] })
    await expect(resultLinks(page).filter({ hasText: name }).first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Your recent searches' }).getByRole('link').first()).toBeVisible()
    await expectNoAxeViolations(page, 'search by number')
    expect(consoleErrors).toEqual([])
  })
})
