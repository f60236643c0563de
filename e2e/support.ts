import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { scaled } from './load-factor'

/** The admin that playwright.config.ts creates on the first start of the stack. */
export const e2eAdmin = { email: 'admin@kybdesk.test', password: 'e2e-admin-password-1' }
/** The embedded upstream's account key and address (playwright.config.ts sets them), for sandbox documents. */
export const e2eUpstreamKey = 'kyb_e2e_upstream_key_3f9a1c7e5b2d8046'
export const e2eUpstreamUrl = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 4110}`

/**
 * Collects console errors. A signed-out visit answers `GET /auth/me` with 401, which Chromium
 * logs as a failed resource: that one is expected and left out.
 */
export function watchConsole(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const text = message.text()
    if (/Failed to load resource: the server responded with a status of 401/.test(text)) return
    errors.push(text)
  })
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
  return errors
}

export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map(
      (v) =>
        `${label}: ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([])
}

/** Signs in through the sign-in page (from wherever the app sent the browser). */
export async function signIn(page: Page, next = '/', user: { email: string; password: string } = e2eAdmin) {
  await page.goto(next)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeHidden()
}

/** Picks a place in the country combobox by typing part of its name. */
export async function pickCountry(page: Page, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: 'Country or state' })
  await input.fill(typed)
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect(input).toHaveValue(option.split(',')[0]!)
}

/** Runs a registry search through the search form and waits until it is complete. */
export async function runSearch(
  page: Page,
  options: { version: 'v1' | 'v2'; by?: 'name' | 'number'; term: string; country: [string, string]; type?: RegExp },
) {
  await page.getByRole('radio', { name: options.version === 'v2' ? 'Version 2 (recommended)' : 'Version 1' }).check()
  if (options.by === 'number') await page.getByRole('radio', { name: 'Registration number' }).check()
  else await page.getByRole('radio', { name: 'Company name' }).check()
  await page
    .getByRole('textbox', { name: options.by === 'number' ? 'Registration number' : 'Company name' })
    .fill(options.term)
  await pickCountry(page, ...options.country)
  // The form starts from the URL (the previous search): set the search type every time.
  if (options.by !== 'number') await page.getByRole('radio', { name: options.type ?? /^Contains/ }).check()
  const previous = new URL(page.url()).searchParams.get('request')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect
    .poll(() => new URL(page.url()).searchParams.get('request'), { timeout: scaled(30_000) })
    .not.toBe(previous)
  await expect.poll(() => new URL(page.url()).searchParams.get('request')).toBeTruthy()
  // While registries answer a progress bar shows; then the search completes (profiles may still fill in).
  await expect(page.getByRole('progressbar').or(page.getByText(/Search complete/))).toBeVisible()
  await expect(page.getByText(/Search complete/)).toBeVisible({ timeout: scaled(60_000) })
  await expect(page.getByRole('progressbar')).toBeHidden()
}
