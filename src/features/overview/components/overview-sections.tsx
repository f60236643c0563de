import type { OverviewResponse } from '@contract/bff/overview'
import { DeclineCodes } from './decline-codes'
import { OverviewCharts } from './overview-charts'

/** The overview's charts and the decline codes explained: loaded after the page (recharts; first-route budget, ADR 0004). */
export function OverviewSections({ figures }: { figures: OverviewResponse }) {
  return (
    <>
      {figures.top_decline_codes && <DeclineCodes codes={figures.top_decline_codes} />}
      <OverviewCharts figures={figures} />
    </>
  )
}
