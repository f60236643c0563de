/**
 * A rate-limit window counted in the database (migration 0170-rate-limit-window), so that several
 * instances share the limits: `hits` requests by `key` since `window_start_ms`.
 */
export interface RateLimitWindowTable {
  key: string
  window_start_ms: number
  hits: number
}

export interface RateLimitTables {
  rate_limit_window: RateLimitWindowTable
}
