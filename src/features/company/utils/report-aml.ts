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
