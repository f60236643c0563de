import type { ZonePass } from './read-zone'

/**
 * A band's readings voted cell by cell (ADR 0083). One band is read at several line heights, and at
 * each by Tesseract in cells, fused with the OCR-B outlines and by the small-cell classifier: on a
 * blurred phone photo each of these readings slips somewhere else (a `?` Tesseract left unread, a `<`
 * read `4`, one date's digit at one height), so that none of them holds whole, while in each cell
 * most of them read what is printed. The character most of the band's readings read in a cell is the
 * zone's there; it is a reading of its own, which the zone's check digits judge like any other.
 */

/** Readings that vote: Tesseract's cells, the same fused with the outlines, and the small-cell classifier. */
export const VOTING: ReadonlySet<ZonePass['method']> = new Set(['cells', 'outline', 'learned'])

/** Readings a band needs to vote: with fewer, the vote is one of its readings again. */
const MIN_VOTERS = 3

/** The band a pass was read from (`band 2 at 32 px` → `band 2`). */
const bandOf = (pass: string) => pass.replace(/ at \d+ px$/, '')

/**
 * One voted reading per band of `passes`: the readings of the methods in `voting`, ranked so that
 * where a cell's vote is tied the method first in `rank` wins. A band's passes are the consecutive
 * passes of one band name (a page read again restarts the names), and only readings with the shape
 * most of them have vote. Cells no reading read (`?`) are left unread.
 */
export function consensusReadings(
  passes: readonly ZonePass[],
  rank: Readonly<Record<ZonePass['method'], number>>,
  voting: ReadonlySet<ZonePass['method']> = VOTING,
): Array<{ pass: string; lines: string[] }> {
  const groups: ZonePass[][] = []
  for (const pass of passes) {
    const last = groups.at(-1)
    if (last && bandOf(last[0]!.pass) === bandOf(pass.pass)) last.push(pass)
    else groups.push([pass])
  }
  return groups.flatMap((group) => {
    const voters = group
      .filter((pass) => voting.has(pass.method) && pass.pass !== bandOf(pass.pass))
      .sort((a, b) => rank[a.method] - rank[b.method])
    const shapeOf = (pass: ZonePass) => pass.lines.map((line) => line.length).join(',')
    const counts = new Map<string, number>()
    for (const pass of voters) counts.set(shapeOf(pass), (counts.get(shapeOf(pass)) ?? 0) + 1)
    const [shape, count] = [...counts].reduce<[string, number]>(
      (best, entry) => (entry[1] > best[1] ? entry : best),
      ['', 0],
    )
    if (count < MIN_VOTERS) return []
    const alike = voters.filter((pass) => shapeOf(pass) === shape)
    const lines = alike[0]!.lines.map((line, row) =>
      [...line].map((_, at) => mostRead(alike.map((pass) => pass.lines[row]![at]!))).join(''),
    )
    return [{ pass: `${bandOf(group[0]!.pass)} voted`, lines }]
  })
}

/** The character read most often (the first of as many), `?` where every reading left the cell unread. */
function mostRead(chars: readonly string[]): string {
  const counts = new Map<string, number>()
  for (const char of chars) if (char !== '?') counts.set(char, (counts.get(char) ?? 0) + 1)
  let best = '?'
  let bestCount = 0
  for (const [char, count] of counts) if (count > bestCount) [best, bestCount] = [char, count]
  return best
}
