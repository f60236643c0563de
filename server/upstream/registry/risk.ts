/**
 * Risk level and verification status follow from the registry data, never from a dice roll.
 *
 * Risk points:
 *   +2 status dissolved or in liquidation, +1 status inactive
 *   +1 registered less than two years before the reference date (a young company)
 *   +1 no filings on record
 *   +2 ownership runs through an offshore jurisdiction other than the company's own (complex
 *      cross-border offshore ownership; offshore codes in country-specs.ts)
 *   +1 no tax number on record
 * risk_level = unknown when the record lacks both a registered address and officers (nothing to
 * assess); otherwise low (0 points), medium (1–2), high (3 or more).
 *
 * verification_status:
 *   failed   when key registry data is missing (no registered address or no officers)
 *   verified when key registry data is complete: address, at least one officer, at least one filing
 *            and a tax number
 *   unknown  otherwise (the record exists but cannot be fully confirmed)
 */
export interface RiskInputs {
  status: string
  ageYears: number
  filings: number
  offshoreParent: string | null
  hasTaxNumber: boolean
  hasAddress: boolean
  officers: number
}

export type RiskLevel = 'low' | 'medium' | 'high' | 'unknown'
export type VerificationStatus = 'verified' | 'failed' | 'unknown'

export function riskPoints(input: RiskInputs): number {
  let points = 0
  if (input.status === 'dissolved' || input.status === 'in liquidation') points += 2
  else if (input.status === 'inactive') points += 1
  if (input.ageYears < 2) points += 1
  if (input.filings === 0) points += 1
  if (input.offshoreParent !== null) points += 2
  if (!input.hasTaxNumber) points += 1
  return points
}

export function riskLevelOf(input: RiskInputs): RiskLevel {
  if (!input.hasAddress && input.officers === 0) return 'unknown'
  const points = riskPoints(input)
  if (points === 0) return 'low'
  return points <= 2 ? 'medium' : 'high'
}

export function verificationStatusOf(input: RiskInputs): VerificationStatus {
  if (!input.hasAddress || input.officers === 0) return 'failed'
  if (input.filings > 0 && input.hasTaxNumber) return 'verified'
  return 'unknown'
}
