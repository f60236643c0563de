import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, pickCountry, signIn, watchConsole } from './support'
import { scaled } from './load-factor'

/** Toasts fade in and out: axe would measure their contrast mid-fade. Scan once they are gone. */
async function toastsGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: scaled(15_000) })
}

test.describe('operations pages', () => {
  test('overview, users, audit, callbacks and the command palette, each without axe violations', async ({ page }) => {
    test.setTimeout(scaled(120_000))
    const consoleErrors = watchConsole(page)
    await signIn(page, '/')

    // A search makes index rows and callbacks for the pages below.
    await page.goto('/search')
    await page.getByRole('textbox', { name: 'Company name' }).fill('GmbH')
    await pickCountry(page, 'Germ', 'Germany')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByText(/Search complete/)).toBeVisible({ timeout: scaled(30_000) })
    await expect(page.getByRole('link', { name: /Export all \d+ as CSV/ })).toHaveAttribute(
      'href',
      /\/bff\/exports\/search\.csv\?version=v2&request=/,
    )

    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
    await expect(page.getByTestId('activity-chart')).toBeVisible()
    await expect(page.getByText(/[1-9]\d* search(es)?, \d+ AML checks? and \d+ KYC checks? in 30 days/)).toBeVisible()
    await expectNoAxeViolations(page, 'overview')
    await page.getByRole('combobox', { name: 'Period' }).selectOption('7d')
    await expect(page).toHaveURL(/\?period=7d$/)
    await expect(page.getByText(/[1-9]\d* search(es)?, \d+ AML checks? and \d+ KYC checks? in 7 days/)).toBeVisible()

    // Every table exports from the proxy with the page's filters (the session cookie goes along).
    const csv = await page.request.get('/bff/exports/questionnaire-links.csv?status=active')
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
    expect((await csv.text()).split('\r\n')[0]).toBe(
      'link_token,questionnaire_id,country,status,ttl_minutes,expires_at,questionnaire_request_id,created_by,created_at,updated_at',
    )

    // Users: add one, reset their password (shown once), filter through the URL.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click()
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible()
    const email = `e2e-${Date.now()}@kybdesk.test`
    await page.getByRole('button', { name: 'Add a user' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a user' })
    await dialog.getByLabel('E-mail').fill(email)
    await dialog.getByLabel('Name').fill('E2E Analyst')
    await dialog.getByLabel('First password').fill('e2e-analyst-password-1')
    await dialog.getByRole('button', { name: 'Add user' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible()
    await expect(page.getByText(`${email} was added as Analyst.`)).toBeVisible()
    await toastsGone(page)
    await page.getByRole('button', { name: `Reset the password of ${email}` }).click()
    const reset = page.getByRole('dialog', { name: `Reset the password of ${email}` })
    await reset.getByRole('button', { name: 'Reset password' }).click()
    await expect(reset.getByLabel('One-time password')).toHaveText(/^[\w-]{24}$/)
    await expectNoAxeViolations(page, 'users reset dialog')
    await reset.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('analyst')
    await expect(page).toHaveURL(/\/users\?role=analyst/)
    await expectNoAxeViolations(page, 'users')

    // Audit: the user changes are there; the chain is intact.
    await page.goto('/audit?action=users')
    await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible()
    await expect(
      page.getByRole('table', { name: 'Audit trail' }).getByRole('cell', { name: 'users.reset_password' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Check the chain' }).click()
    await expect(page.getByText(/^Intact: all \d+ entries chain correctly\.$/)).toBeVisible()
    await expectNoAxeViolations(page, 'audit')

    // Callbacks: the search's deliveries were accepted; one is re-applied.
    await page.goto('/callbacks?verdict=accepted')
    const deliveries = page.getByRole('table', { name: 'Callback deliveries' })
    await expect(deliveries.getByText('accepted').first()).toBeVisible({ timeout: scaled(30_000) })
    await deliveries
      .getByRole('button', { name: /^Re-apply/ })
      .first()
      .click()
    await expect(page.getByText(/Re-applied: \d+ index change/)).toBeVisible()
    await toastsGone(page)
    await expectNoAxeViolations(page, 'callbacks')

    // The command palette goes to any page; `?` lists the shortcuts.
    await page.keyboard.press('Control+k')
    const palette = page.getByRole('dialog', { name: 'Command palette' })
    await palette.getByRole('combobox').fill('users')
    await expectNoAxeViolations(page, 'command palette')
    await palette.getByRole('option', { name: 'Go to Users' }).click()
    await expect(page).toHaveURL(/\/users$/)
    await page.keyboard.press('?')
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
    await expectNoAxeViolations(page, 'shortcuts help')
    expect(consoleErrors).toEqual([])
  })
})
