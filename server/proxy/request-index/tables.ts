/** Tables of the request index (filled in by the proxy forwarding work). */
export type RequestIndexTables = Record<never, never>
