/** Tables of the callback inbox (filled in by the proxy callbacks work). */
export type CallbackTables = Record<never, never>
