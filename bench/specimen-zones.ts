/**
 * The zone a specimen prints, for the real-specimen benches (bench/kyc-specimens.ts, bench/kyc-augment.ts).
 *
 * A folder's `truth.json` gives the zone's text (`mrz_lines`) for some images and only "a zone whose
 * check digits all hold" (`expect`) for others. Counting a zone "exact" because its check digits hold
 * hides misreads whose slips cancel in the weighted sums (a D read for a 0 in a number, a state read
 * `I3Z` where no check digit covers it). `bench/data/specimen-zones.json` holds the zones of such
 * images as printed, transcribed by eye from each image and checked against its check digits, keyed
 * by the image's file name: `{ "file.jpg": ["line 1", "line 2"] }`. A character that could not be made
 * out is written `?`; such a zone is not used (the image is judged by its check digits, and the
 * bench says so).
 */
import { readFileSync } from 'node:fs'

/** One entry of a folder's truth.json. */
export interface TruthEntry {
  file: string
  mrz_lines?: string[]
  expect?: string
}

/** Where the zone a specimen is judged against comes from. */
export type ZoneSource = 'folder' | 'printed' | 'check digits'

const ZONE_LINE = /^[A-Z0-9<?]+$/
const SHAPES = new Set(['30x3', '36x2', '44x2'])

/** The bench's printed zones, each checked for its shape (TD1 3×30, TD2 2×36, TD3 2×44) and alphabet. */
export function parsePrintedZones(text: string): ReadonlyMap<string, readonly string[]> {
  const zones = new Map<string, readonly string[]>()
  for (const [file, lines] of Object.entries(JSON.parse(text) as Record<string, unknown>)) {
    if (!Array.isArray(lines) || !lines.every((line) => typeof line === 'string' && ZONE_LINE.test(line)))
      throw new Error(`specimen zones: ${file}: lines must be strings of A-Z, 0-9, < and ?`)
    const shape = `${(lines[0] as string).length}x${lines.length}`
    if (!SHAPES.has(shape) || lines.some((line: string) => line.length !== (lines[0] as string).length))
      throw new Error(`specimen zones: ${file}: ${shape} is no zone shape (30x3, 36x2, 44x2)`)
    zones.set(file, lines as string[])
  }
  return zones
}

let printed: ReadonlyMap<string, readonly string[]> | undefined

/** The zone `entry`'s image is judged against, and where it comes from (undefined lines: check digits). */
export function specimenZone(entry: TruthEntry): { lines: readonly string[] | undefined; source: ZoneSource } {
  if (entry.mrz_lines) return { lines: entry.mrz_lines, source: 'folder' }
  printed ??= parsePrintedZones(readFileSync(new URL('./data/specimen-zones.json', import.meta.url), 'utf8'))
  const lines = printed.get(entry.file)
  return lines && !lines.some((line) => line.includes('?'))
    ? { lines, source: 'printed' }
    : { lines: undefined, source: 'check digits' }
}
