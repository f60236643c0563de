import { readMrz } from './read-mrz'
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
    const cells = alike[0]!.lines.map((line, row) =>
      [...line].map((_, at) => {
        const read = (pass: ZonePass) => pass.lines[row]![at]!
        return cellVote(alike.map(read), alike.filter((pass) => pass.method === 'cells').map(read))
      }),
    )
    const lines = settledRound(cells)
    return [{ pass: `${bandOf(group[0]!.pass)} voted`, lines }]
  })
}

/**
 * OCR-B's round glyphs (ADR 0091): the digit 0 and the letters O and Q differ by a stroke's length or
 * a corner's radius, which a phone photo's blur takes away. Where Tesseract reads a blurred 0, the
 * classifier reads O and the outlines Q: counted apart, a cell whose readers all saw a round glyph
 * went to whichever spelling most of them used. D stays apart: its straight stem survives the blur,
 * and Germany's nationality is printed `D`.
 */
const ROUND = new Set(['0', 'O', 'Q'])

/** A cell's vote: its character, or the round spellings still in play where the readers left it open. */
type CellVote = string | readonly string[]

/** The character read most often (the first of as many), `?` where every reading left the cell unread. */
function plurality(chars: readonly string[]): string {
  const counts = new Map<string, number>()
  for (const char of chars) if (char !== '?') counts.set(char, (counts.get(char) ?? 0) + 1)
  let best = '?'
  let bestCount = 0
  for (const [char, count] of counts) if (count > bestCount) [best, bestCount] = [char, count]
  return best
}

/**
 * A cell's vote (ADR 0083, 0091). The round glyphs count as one: where they win the cell together,
 * Tesseract's readings of it (`tesseract`) say which of them, where they read one; else the spellings
 * the other readers used stay in play, for the check digits to choose (settledRound).
 */
function cellVote(chars: readonly string[], tesseract: readonly string[]): CellVote {
  const best = plurality(chars.map((char) => (ROUND.has(char) ? '0' : char)))
  if (best !== '0') return best
  const round = tesseract.filter((char) => ROUND.has(char))
  if (round.length > 0) return plurality(round)
  const spellings = chars.filter((char) => ROUND.has(char))
  const count = (char: string) => spellings.filter((other) => other === char).length
  // Most read first: where the check digits choose none, the cell takes that one.
  const seen = [...new Set(spellings)].sort((a, b) => count(b) - count(a))
  return seen.length === 1 ? seen[0]! : seen
}

/** Cells left open a vote may try every spelling of; with more, each takes its most read spelling. */
const MAX_OPEN_CELLS = 4

/**
 * The voted lines. A round glyph the readers left open is the one spelling with which the zone's check
 * digits hold (a field's class first makes a date's O its 0 and a name's 0 its O, readMrz); where none
 * or several do, the spelling most readers used, which the check digits then judge like any
 * reading (in a number, settledNumber weighs every round twin, ADR 0033).
 */
function settledRound(cells: ReadonlyArray<readonly CellVote[]>): string[] {
  const open = cells.flatMap((row, line) =>
    row.flatMap((vote, at) => (typeof vote === 'string' ? [] : [{ line, at, spellings: vote }])),
  )
  const first = cells.map((row) => row.map((vote) => (typeof vote === 'string' ? vote : vote[0]!)))
  const join = (chars: string[][]) => chars.map((row) => row.join(''))
  if (open.length === 0 || open.length > MAX_OPEN_CELLS) return join(first)
  let variants = [first]
  for (const { line, at, spellings } of open)
    variants = variants.flatMap((chars) =>
      spellings.map((spelling) => chars.map((row, index) => (index === line ? row.with(at, spelling) : row))),
    )
  const holding = new Map<string, string[]>()
  for (const variant of variants) {
    const reading = readMrz(join(variant))
    if (reading?.checkDigitsHold) holding.set(reading.lines.join('\n'), join(variant))
  }
  return holding.size === 1 ? [...holding.values()][0]! : join(first)
}
