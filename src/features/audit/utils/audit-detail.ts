import { keyLabel } from '@/lib/key-label'

/**
 * An audit entry's detail as labelled lines people read ("Listed name: IVAN SIDOROV"), nested values
 * flattened by their path ("Changes · Role: admin"), lists joined by commas; nothing is cut mid-word.
 */
export function auditDetailLines(detail: unknown, prefix = ''): Array<[label: string, text: string]> {
  if (detail === null || detail === undefined) return []
  if (typeof detail !== 'object' || Array.isArray(detail)) return [[prefix || 'Detail', textOf(detail)]]
  return Object.entries(detail).flatMap(([key, value]) => {
    const label = prefix ? `${prefix} · ${keyLabel(key)}` : keyLabel(key)
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? auditDetailLines(value, label)
      : [[label, textOf(value)] as [string, string]]
  })
}

function textOf(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (Array.isArray(value)) return value.map(textOf).join(', ') || '—'
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}
