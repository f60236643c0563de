/**
 * The company's latest AML screening as the report shows it: what the page composes in from the
 * AML feature (its review records on the proxy), in the report's own terms.
 */
export interface ReportAmlDecision {
  decision: string
  by: string
  at: string
  note: string
}

export interface ReportAmlHit {
  listedName: string
  /** The alias of the entry that matched, when not its primary name. */
  matchedAlias: string | null
  list: string
  entryId: string
  entityType: string
  score: number
  /** Word pairs the matcher found alike, e.g. "acme = akme (phonetic)". */
  matchedTokens: string[]
  /** The hit's review state (undecided, confirmed, cleared, escalated, awaiting_second). */
  state: string
  /** Cleared by a remembered false positive of the same subject and entry. */
  rememberedFalsePositive: boolean
  /** Every reviewer decision, oldest first. */
  decisions: ReportAmlDecision[]
}

export interface ReportAml {
  requestId: string
  requestStatus: string | null
  matchStatus: string | null
  disposition: string
  /** False when the vendor does not list the hits behind a status. */
  hitsAvailable: boolean
  hits: ReportAmlHit[]
}

/** The screening, none (`null`: never screened), or why it could not be read. */
export type ReportAmlSection = ReportAml | { unavailable: string } | null

/**
 * What the report shows of AML: the company's latest screening and the review disposition (open,
 * cleared, confirmed, none) of each screening it knows, the people's included, by AML request id.
 */
export interface ReportAmlFindings {
  screening: ReportAmlSection
  dispositions: Readonly<Record<string, string>>
}

const reviewOutcome: Readonly<Record<string, string>> = {
  open: 'waiting for a decision',
  cleared: 'cleared by review',
  confirmed: 'confirmed by review',
  none: 'no hits to review',
}

/** A disposition in words ("cleared by review"); an unknown one as given. */
export const describeDisposition = (disposition: string) => reviewOutcome[disposition] ?? disposition

/**
 * A screening's status with what the review decided, e.g. "potential match, cleared by review"; the
 * status alone while no review is known (or none was needed).
 */
export function screeningOutcome(
  status: string | null | undefined,
  requestId: string | null | undefined,
  dispositions: Readonly<Record<string, string>>,
): string | null {
  if (!status) return null
  const disposition = requestId ? dispositions[requestId] : undefined
  return disposition && disposition !== 'none' ? `${status}, ${describeDisposition(disposition)}` : status
}
