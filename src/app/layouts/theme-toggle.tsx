import { useState } from 'react'
import { readThemePreference, saveThemePreference, type ThemePreference } from '@/lib/theme'

const next: Record<ThemePreference, ThemePreference> = { system: 'light', light: 'dark', dark: 'system' }
const labels: Record<ThemePreference, string> = { system: 'Theme: system', light: 'Theme: light', dark: 'Theme: dark' }

/** Cycles system → light → dark; the choice survives reloads. */
export function ThemeToggle() {
  const [preference, setPreference] = useState(readThemePreference)
  return (
    <button
      type="button"
      className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      onClick={() => {
        const value = next[preference]
        saveThemePreference(value)
        setPreference(value)
      }}
    >
      {labels[preference]}
    </button>
  )
}
