/** Tables of the registry dataset (filled in by the registry work). */
export type RegistryTables = Record<never, never>
