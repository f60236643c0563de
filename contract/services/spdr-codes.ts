import { SPDR_ROWS, type SpdrGroup, type SpdrRow } from './spdr-catalogue'

/** KYC decline codes (spec §7) as a catalogue with plain-language explanations. */
export type { SpdrGroup } from './spdr-catalogue'

export interface SpdrCode {
  code: string
  /** Groups of spec §7 the code is listed under (one, or several if listed in several groups). */
  groups: SpdrGroup[]
  /** The spec's words for the code (several when the spec lists the code more than once). */
  meanings: string[]
  /** What went wrong and what to ask the user for. */
  explanation: string
  /** False for a code the catalogue does not know (describeSpdr's fallback). */
  known: boolean
}

export const SPDR_GROUP_LABELS: Record<SpdrGroup, string> = {
  face_general: 'Face and general proof',
  document: 'Document',
  address: 'Address',
}

/** One entry per code; a code listed twice carries both groups and both meanings. */
export function buildSpdrCatalogue(rows: readonly SpdrRow[]): SpdrCode[] {
  const byCode = new Map<string, SpdrCode>()
  for (const [code, group, meaning, explanation] of rows) {
    const entry = byCode.get(code)
    if (!entry) {
      byCode.set(code, { code, groups: [group], meanings: [meaning], explanation, known: true })
      continue
    }
    if (!entry.groups.includes(group)) entry.groups.push(group)
    if (!entry.meanings.includes(meaning)) {
      entry.meanings.push(meaning)
      entry.explanation = `${entry.explanation} Also listed as: ${meaning}.`
    }
  }
  return [...byCode.values()]
}

export const SPDR_CODES: readonly SpdrCode[] = buildSpdrCatalogue(SPDR_ROWS)

const BY_CODE = new Map(SPDR_CODES.map((entry) => [entry.code, entry]))

/** The catalogue entry of `code` (case-insensitive); unknown codes get an entry that says so. */
export function describeSpdr(code: string): SpdrCode {
  const normalized = code.trim().toUpperCase()
  return (
    BY_CODE.get(normalized) ?? {
      code: normalized || code,
      groups: [],
      meanings: [],
      explanation: `Decline code ${normalized || '(empty)'} is not in the catalogue of spec §7; read the request's declined_reason and ask the user for clearer, genuine proofs.`,
      known: false,
    }
  )
}
