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

/** The check digits of a visa (ICAO 9303 part 7): no composite, and the optional data carry none. */
const VISA_CHECKS = new Set(['documentNumberCheckDigit', 'birthDateCheckDigit', 'expirationDateCheckDigit'])

/**
 * A visa's zone (document code V; MRVA 2×44, MRVB 2×36), which the `mrz` package does not know, as
 * the passport (TD3) or card (TD2) zone whose fields stand where the visa's do up to the expiry's
 * check digit; only those check digits are the visa's.
 */
function visaAsKnownZone(lines: readonly string[]): { lines: string[]; format: string } | undefined {
  const [first, second] = lines
  if (lines.length !== 2 || !first?.startsWith('V') || second === undefined) return undefined
  const passportShape = first.length === 44
  return { lines: [(passportShape ? 'P' : 'I') + first.slice(1), second], format: passportShape ? 'MRVA' : 'MRVB' }
}

/**
 * The check-digit verdicts of MRZ lines, computed with the `mrz` package (ICAO 9303 weights). Only
 * check digits are judged here; other field rules (e.g. a real country code) are not the question.
 */
export function mrzVerdicts(lines: readonly string[]): MrzVerdicts {
  try {
    const visa = visaAsKnownZone(lines)
    const result = parse(visa?.lines ?? [...lines])
    const verdicts = result.details
      .filter((detail) => /CheckDigit$/.test(detail.field ?? '') && (!visa || VISA_CHECKS.has(detail.field ?? '')))
      .map((detail) => ({
        label: detail.label,
        value: detail.value ?? '',
        valid: detail.valid,
        line: detail.line,
        start: detail.start,
      }))
    return { format: visa?.format ?? String(result.format), verdicts, allHold: verdicts.every((v) => v.valid) }
  } catch (error) {
    return {
      format: 'unknown',
      verdicts: [],
      allHold: false,
      problem: error instanceof Error ? error.message : 'not a machine-readable zone',
    }
  }
}
