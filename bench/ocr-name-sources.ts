/**
 * Where the certificate's name was read but not taken (ADR 0111): for the readings kept by
 * `BENCH_NAME_DUMP=FOLDER npx tsx bench/ocr.ts …` (bench/ocr-name-dump.ts), each certificate whose
 * name the reader got wrong, with each engine's reading: whether its text held the name (folded as
 * the engines' join folds it, within a misread character in eight, on a line or a line and the
 * next), the line that held it, and the name the rules found in that reading (and how). No OCR:
 * the name's rules run again on the kept readings, so a change to them is measured in seconds.
 *
 *   npx tsx bench/ocr-name-sources.ts FOLDER [FOLDER …]   ALL=1 prints every certificate
 *
 * VOTE=1 prints instead, for each certificate, the name the letter-by-letter vote (ADR 0114,
 * `votedName`) gives from the kept readings beside the name taken, and counts names it mends and
 * breaks (no line re-reads are kept, so only the page readings vote).
 *
 * A reading marked RULES held the name and its rules took other words or none (not the name as
 * misread). The summary counts those, and names the rules
 * now find right in a reading where the reader took a wrong one (and the other way round).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'
import { namesMatch } from '../server/upstream/ocr/certificate-comparison'
import { foldedName, paddleFieldsOf } from '../server/upstream/ocr/certificate-engines'
import { findCertificateFields, type FoundFields } from '../server/upstream/ocr/certificate-fields'
import { nameReadingsOf, votedName } from '../server/upstream/ocr/certificate-name-vote'
import { editsToNearest } from './ocr-cer'
import type { NameDump } from './ocr-name-dump'

/** Misread characters a name of `length` folded characters may hold and still be told held: one in eight. */
const allowed = (length: number) => Math.max(1, Math.floor(length / 8))

/** Whether `found` is `name` misread (folded, within `allowed`): the reading misread it, its rules took the right words. */
function nearName(found: string | null, name: string): boolean {
  const wanted = foldedName(name)
  return found !== null && damerauLevenshtein(foldedName(found), wanted) <= allowed(wanted.length)
}

/** The line (or a line and the next) of `text` holding `name` folded, within a misread character in eight. */
function lineHolding(name: string, text: string): string | null {
  const wanted = foldedName(name)
  const lines = text.split('\n').filter((line) => line.trim() !== '')
  const spans = [...lines, ...lines.slice(1).map((line, index) => `${lines[index]} / ${line}`)]
  let best: { span: string; distance: number } | null = null
  for (const span of spans) {
    const distance = editsToNearest(wanted, foldedName(span))
    if (best === null || distance < best.distance) best = { span, distance }
  }
  return best !== null && best.distance <= allowed(wanted.length) ? best.span : null
}

interface Source {
  engine: string
  text: string
  fields: FoundFields
}

function sourcesOf(dump: NameDump): Source[] {
  const [first = '', darkest] = dump.texts
  const sources: Source[] = [
    { engine: 'tesseract', text: first, fields: findCertificateFields(first, dump.countryCode, dump.tesseract) },
  ]
  if (darkest !== undefined)
    sources.push({
      engine: 'darkest',
      text: darkest,
      // Dumps from before the darkest reading was kept page by page: its text alone.
      fields: findCertificateFields(darkest, dump.countryCode, dump.darkest?.length ? dump.darkest : undefined),
    })
  if (dump.paddle.length > 0)
    sources.push({
      engine: 'paddle',
      text: dump.paddle.map((page) => page.text).join('\n\n'),
      fields: paddleFieldsOf(dump.paddle, dump.countryCode),
    })
  return sources
}

/** Each kept certificate's readings in `folders`, with its folder, in order. */
function dumpsIn(folders: readonly string[]): Array<{ folder: string; dump: NameDump }> {
  return folders.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((file) => ({ folder, dump: JSON.parse(readFileSync(join(folder, file), 'utf8')) as NameDump })),
  )
}

/** VOTE=1: what the vote gives on each certificate's kept readings, against the name taken. */
function printVotes(folders: readonly string[]): void {
  const tally = { certificates: 0, voted: 0, mended: 0, broken: 0, stillWrong: 0 }
  for (const { folder, dump } of dumpsIn(folders)) {
    tally.certificates += 1
    const taken = dump.taken.name
    if (taken === null) continue
    const readings = nameReadingsOf(
      sourcesOf(dump).map((source) => ({
        engine: source.engine === 'paddle' ? 'paddle' : 'tesseract',
        text: source.text,
      })),
      taken,
      dump.countryCode,
    )
    const voted = votedName(taken, readings, dump.countryCode)
    if (voted === null) continue
    tally.voted += 1
    const [before, after] = [namesMatch(taken, dump.name), namesMatch(voted, dump.name)]
    if (!before && after) tally.mended += 1
    if (before && !after) tally.broken += 1
    if (!before && !after) tally.stillWrong += 1
    console.log(
      `${folder.split('/').at(-1)} #${dump.index} ${dump.label}: ${before ? 'right' : 'wrong'} → ${after ? 'right' : 'wrong'}`,
    )
    console.log(
      `     expected ${JSON.stringify(dump.name)}  taken ${JSON.stringify(taken)}  voted ${JSON.stringify(voted)}`,
    )
    for (const reading of readings) console.log(`     ${reading.voice.padEnd(20)} ${JSON.stringify(reading.name)}`)
  }
  console.log(
    `\n${tally.certificates} certificates, ${tally.voted} names voted otherwise: ${tally.mended} mended, ${tally.broken} broken, ${tally.stillWrong} wrong either way`,
  )
}

const folders = process.argv.slice(2)
if (process.env.VOTE === '1') {
  printVotes(folders)
  process.exit(0)
}
const tally = { certificates: 0, missed: 0, heldNotFound: 0, nowRight: 0, nowWrong: 0 }
for (const { folder, dump } of dumpsIn(folders)) {
  tally.certificates += 1
  const takenRight = dump.taken.name !== null && namesMatch(dump.taken.name, dump.name)
  const sources = sourcesOf(dump)
  const right = (source: Source) =>
    source.fields.company_name !== null && namesMatch(source.fields.company_name, dump.name)
  // A reading whose rules now find the name right where the reader took it wrong, or now find it
  // wrong where the reader's own source did find it right (a rule change's gain and loss).
  const nowRight = !takenRight && sources.some(right)
  if (nowRight) tally.nowRight += 1
  if (takenRight && !sources.some(right)) tally.nowWrong += 1
  if (takenRight && process.env.ALL !== '1') continue
  if (!takenRight) tally.missed += 1
  console.log(`\n${takenRight ? 'ok  ' : 'MISS'} ${folder.split('/').at(-1)} #${dump.index} ${dump.label}`)
  console.log(`     expected ${JSON.stringify(dump.name)}  taken ${JSON.stringify(dump.taken.name)}`)
  for (const source of sources) {
    const held = lineHolding(dump.name, source.text)
    // Held, and the rules took other words than the name's (not the name as misread).
    const rulesMissed = held !== null && !right(source) && !nearName(source.fields.company_name, dump.name)
    if (rulesMissed) tally.heldNotFound += 1
    console.log(
      `     ${source.engine.padEnd(9)} ${right(source) ? 'RIGHT' : rulesMissed ? 'RULES' : 'wrong'} ${String(source.fields.nameFoundBy).padEnd(18)} ${JSON.stringify(source.fields.company_name)}`,
    )
    console.log(`               held: ${held === null ? '-' : JSON.stringify(held)}`)
  }
}
console.log(
  `\n${tally.certificates} certificates, ${tally.missed} names missed; readings holding the name whose rules took other words or none (RULES): ${tally.heldNotFound}; missed names a reading's rules now find right: ${tally.nowRight}; names taken right no reading's rules now find: ${tally.nowWrong}`,
)
