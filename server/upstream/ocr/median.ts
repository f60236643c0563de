/**
 * The middle value of `values` (the upper of the two middle ones for an even count), 0 for none: the
 * robust height, pitch or edge of a set of boxes and glyphs that a mark's or a speck's outlier does
 * not move.
 */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
}
