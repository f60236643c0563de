import { ProxyHealthSchema, type ProxyHealth } from '@contract/bff/health'

/** The proxy's `/healthz`, validated with the contract's schema (loaded with the request: ADR 0004). */
export type Health = ProxyHealth

export function parseHealth(value: unknown): Health {
  return ProxyHealthSchema.parse(value)
}
