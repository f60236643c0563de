import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, signIn, watchConsole } from './support'

test('a signed-out visit goes to sign-in, and signing in shows the app shell with no axe violations', async ({
  page,
}) => {
  const consoleErrors = watchConsole(page)
  await page.goto('/')
  await expect(page).toHaveURL(/\/sign-in$/)
  await expectNoAxeViolations(page, 'sign-in')
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
  await expect(page.getByText('answering', { exact: true })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const label of ['Overview', 'Search', 'Users']) await expect(nav).toContainText(label)
  await expectNoAxeViolations(page, 'overview')
  expect(consoleErrors).toEqual([])
})

test('a wrong password is refused with a message', async ({ page }) => {
  await page.goto('/sign-in')
  await page.getByLabel('E-mail').fill('admin@kybdesk.test')
  await page.getByLabel('Password').fill('not the password at all')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page).toHaveURL(/\/sign-in/)
})

test('an unknown client route shows the not-found page after sign-in, and the user can sign out', async ({ page }) => {
  await signIn(page, '/definitely/not/here')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('button', { name: /User menu/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/sign-in$/)
  await page.goto('/search')
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fsearch$/)
})
