/** Light/dark theme: follows the system until the user picks one, which is kept in localStorage. */
export type ThemePreference = 'system' | 'light' | 'dark'

const storageKey = 'kybdesk-theme'
const systemDark = () => window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false

export function readThemePreference(): ThemePreference {
  const stored = window.localStorage.getItem(storageKey)
  return stored === 'light' || stored === 'dark' ? stored : 'system'
}

export function resolveTheme(preference: ThemePreference): 'light' | 'dark' {
  if (preference === 'system') return systemDark() ? 'dark' : 'light'
  return preference
}

export function applyTheme(preference: ThemePreference) {
  document.documentElement.classList.toggle('dark', resolveTheme(preference) === 'dark')
}

export function saveThemePreference(preference: ThemePreference) {
  if (preference === 'system') window.localStorage.removeItem(storageKey)
  else window.localStorage.setItem(storageKey, preference)
  applyTheme(preference)
}
