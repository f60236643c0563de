import { parse } from 'mrz'

export interface MrzVerdict {
  label: string
  /** The check digit as read. */
  value: string
  valid: boolean
  /** 0-based line and character range of the digit. */
  line: number
  start: number
}

export interface MrzVerdicts {
  format: string
  verdicts: MrzVerdict[]
  /** Every check digit holds. */
  allHold: boolean
  /** Why the lines could not be read as a zone, if they could not. */
  problem?: string
}

/**
 * The check-digit verdicts of MRZ lines, computed with the `mrz` package (ICAO 9303 weights). Only
 * check digits are judged here; other field rules (e.g. a real country code) are not the question.
 */
export function mrzVerdicts(lines: readonly string[]): MrzVerdicts {
  try {
    const result = parse([...lines])
    const verdicts = result.details
      .filter((detail) => /CheckDigit$/.test(detail.field ?? ''))
      .map((detail) => ({
        label: detail.label,
        value: detail.value ?? '',
        valid: detail.valid,
        line: detail.line,
        start: detail.start,
      }))
    return { format: String(result.format), verdicts, allHold: verdicts.every((v) => v.valid) }
  } catch (error) {
    return {
      format: 'unknown',
      verdicts: [],
      allHold: false,
      problem: error instanceof Error ? error.message : 'not a machine-readable zone',
    }
  }
}
