import type { ReactNode } from 'react'
import type { ReportAmlFindings } from '../utils/report-aml'

/** A person's AML fields, as a slot of the profile renders them. */
export interface PersonAmlView {
  name: string
  amlRequestId: string | null
  amlRequestStatus: string | null
  amlStatus: string | null
}

/** AML controls composed in by the page (another feature): a panel under the header and a cell per person. */
export interface CompanyAmlSlots {
  panel: ReactNode
  person: (person: PersonAmlView) => ReactNode
  /** The latest company screening with its hits and decisions, and every screening's review, for the PDF report. */
  report?: () => Promise<ReportAmlFindings>
}
