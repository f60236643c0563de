import { OverviewResponseSchema, type OverviewResponse } from '@contract/bff/overview'

/** Loaded alongside the overview's request (the overview is a first route, ADR 0004). */
export function parseOverview(value: unknown): OverviewResponse {
  return OverviewResponseSchema.parse(value)
}
