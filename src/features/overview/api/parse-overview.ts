import {
  OverviewQuerySchema,
  OverviewResponseSchema,
  type OverviewQuery,
  type OverviewResponse,
} from '@contract/bff/overview'

/** Loaded alongside the overview's request (the overview is a first route, ADR 0004). */
export function parseOverview(value: unknown): OverviewResponse {
  return OverviewResponseSchema.parse(value)
}

/**
 * The period of the URL's overview parameters, validated by the contract's rules; an invalid one
 * falls back to the default period (the period picker says why).
 */
export function overviewQueryOf(search: string): OverviewQuery {
  const parsed = OverviewQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search)))
  return parsed.success ? parsed.data : {}
}
