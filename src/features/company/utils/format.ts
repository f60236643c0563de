/** Formatting of profile values; anything unparsable is shown as given. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null
  // A day of the year without a year (fiscal_year_start/end, "MM-DD"): Date would invent one.
  const dayMonth = /^(\d{2})-(\d{2})$/.exec(value)
  if (dayMonth) {
    const day = new Date(Date.UTC(2000, Number(dayMonth[1]) - 1, Number(dayMonth[2])))
    return Number.isNaN(day.getTime())
      ? value
      : day.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
  }
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return value
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return /T\d{2}:/.test(value)
    ? date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC'
    : date.toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })
}

export function formatAmount(value: number | null | undefined, currency?: string | null): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null
  if (currency && /^[A-Z]{3}$/.test(currency)) {
    try {
      return new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 }).format(value)
    } catch {
      // an unknown currency code: fall through to a plain number
    }
  }
  return new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(value)
}

/** A key figure counted in money (revenue, assets), not in people or as a ratio (employees, margins). */
export const isMoneyFigure = (type: string) => !/employee|staff|headcount|count|number|ratio|percent|margin/i.test(type)

export function yesNo(value: boolean | null | undefined): string | null {
  return value === null || value === undefined ? null : value ? 'yes' : 'no'
}

/** `min`–`max` % share range; a single value when both are equal. */
export function formatShareRange(min: number | null | undefined, max: number | null | undefined): string | null {
  const has = (v: number | null | undefined): v is number => v !== null && v !== undefined && Number.isFinite(v)
  if (!has(min) && !has(max)) return null
  if (has(min) && has(max)) return min === max ? `${min} %` : `${min}–${max} %`
  return has(min) ? `at least ${min} %` : `up to ${max} %`
}

export const humanize = (value: string) => value.replace(/[_-]+/g, ' ')

const compactNumber = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 0 })

/**
 * A short, whole axis label: 9 000 000 → "9 M", with the currency code after it ("9 M SEK") or a
 * percent sign. Chart axes have room for a few characters, not "SEK 9,000,000".
 */
export function formatCompact(value: number, unit?: string | null): string {
  if (!Number.isFinite(value)) return String(value)
  const parts = compactNumber.formatToParts(value)
  const text = parts.map((part) => (part.type === 'compact' ? ` ${part.value}` : part.value)).join('')
  return unit ? `${text} ${unit}` : text
}
