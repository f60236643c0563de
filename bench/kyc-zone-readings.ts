/**
 * Why a phone photo's zone is not read exactly, arrival by arrival: each real specimen of FOLDER
 * (with its printed zone known) made into an arrival (`bench/kyc-augment.ts`, KYC_BENCH_AUGMENT,
 * default `phone`) for each seed of KYC_BENCH_SEEDS (default 1), its zone read alone (`readZone`: no
 * page OCR, no visual zone) and chosen by `chooseZone`, judged against the printed zone. Prints each
 * arrival's verdict and what it leaves unconfirmed; for a miss (for every arrival with `SHOW_ALL=1`),
 * the bands each search finds (length × thickness @ degrees) and every distinct
 * reading of every pass, whether its check digits hold. `KYC_BENCH_ONLY=lux,Peru` keeps those
 * specimens; `KYC_BENCH_KEEP=FOLDER` writes each arrival's passes as JSON, which `--replay FOLDER`
 * chooses among again without reading (a zone-choice rule measured in seconds; it says nothing of
 * the page OCR's or the visual zone's part).
 *
 *   KYC_BENCH_SEEDS=1,2 KYC_BENCH_KEEP=/tmp/passes npx tsx bench/kyc-zone-readings.ts FOLDER
 *   npx tsx bench/kyc-zone-readings.ts --replay /tmp/passes
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { readMrz } from '../server/upstream/kyc/mrz/read-mrz'
import { readZone, type ZonePass } from '../server/upstream/kyc/mrz/read-zone'
import { findZoneBands, ZONE_SEARCHES } from '../server/upstream/kyc/mrz/zone-locator'
import { chooseZone } from '../server/upstream/kyc/zone-choice'
import { terminateOcrPool } from '../server/upstream/ocr/ocr-pool'
import { arrivalOfSpecimen, type Transform } from './kyc-augment'
import { specimenZone, type TruthEntry } from './specimen-zones'

interface KeptArrival {
  printed: readonly string[]
  passes: ZonePass[]
}

const showAll = process.env.SHOW_ALL === '1'

/** The verdict on one arrival's passes: chosen zone exact, and a wrong zone that leaves nothing unconfirmed. */
function judged(name: string, { printed, passes }: KeptArrival): { exact: boolean; wrongClean: boolean } {
  const chosen = chooseZone(passes, {})
  const got = chosen?.mrz.lines ?? []
  const exact = got.join('\n') === printed.join('\n')
  const wrongClean = !exact && chosen !== null && chosen.unconfirmed.length === 0
  const unconfirmed = chosen ? chosen.unconfirmed.join(',') || 'nothing' : 'no zone'
  console.log(`${exact ? 'exact ' : 'missed'} ${name} unconfirmed: ${unconfirmed}${wrongClean ? ' WRONG ZONE' : ''}`)
  if (!exact || showAll) {
    console.log(`    printed ${printed.join(' / ')}`)
    console.log(`    chosen  ${got.join(' / ')}`)
  }
  return { exact, wrongClean }
}

/** Every distinct reading of the passes, with its pass, method and whether its check digits hold. */
function printPasses(passes: readonly ZonePass[]): void {
  const seen = new Set<string>()
  for (const { pass, method, lines } of passes) {
    const key = `${method} ${lines.join(' / ')}`
    if (seen.has(key)) continue
    seen.add(key)
    const reading = readMrz(lines)
    const checks = !reading ? 'no zone' : reading.failedChecks.length > 0 ? reading.failedChecks.join(',') : 'hold'
    console.log(`      ${pass.padEnd(18)} ${method.padEnd(8)} ${lines.join(' / ')}  (${checks})`)
  }
}

async function printBands(arrival: Buffer): Promise<void> {
  for (const search of ZONE_SEARCHES) {
    const { bands } = await findZoneBands(arrival, search)
    const shown = bands.map(
      (band) => `${Math.round(band.length)}×${Math.round(band.thickness)}@${band.degrees.toFixed(1)}`,
    )
    console.log(`    search ${search.workWidth}${search.quarterTurn ? ' turned' : ''}: ${shown.join(' ') || 'no band'}`)
  }
}

async function readArrivals(folder: string): Promise<Array<{ exact: boolean; wrongClean: boolean }>> {
  const seeds = (process.env.KYC_BENCH_SEEDS ?? '1').split(',').map(Number)
  const transform = (process.env.KYC_BENCH_AUGMENT ?? 'phone') as Transform
  const only = process.env.KYC_BENCH_ONLY?.split(',')
  const keep = process.env.KYC_BENCH_KEEP
  if (keep) await mkdir(keep, { recursive: true })
  const entries = (JSON.parse(await readFile(join(folder, 'truth.json'), 'utf8')) as TruthEntry[]).filter(
    (entry) => !only || only.some((part) => entry.file.includes(part)),
  )
  const verdicts = []
  for (const seed of seeds)
    for (const entry of entries) {
      const printed = specimenZone(entry).lines
      if (!printed) continue
      const arrival = await arrivalOfSpecimen(await readFile(join(folder, entry.file)), entry.file, transform, seed)
      const kept = { printed, passes: await readZone(arrival) }
      const name = `seed ${seed} ${entry.file}`
      if (keep) await writeFile(join(keep, `${transform}-seed${seed}-${entry.file}.json`), JSON.stringify(kept))
      const verdict = judged(name, kept)
      if (!verdict.exact || showAll) {
        await printBands(arrival)
        printPasses(kept.passes)
      }
      verdicts.push(verdict)
    }
  await terminateOcrPool()
  return verdicts
}

async function replayed(folder: string): Promise<Array<{ exact: boolean; wrongClean: boolean }>> {
  const files = (await readdir(folder)).filter((file) => file.endsWith('.json')).sort()
  const verdicts = []
  for (const file of files)
    verdicts.push(judged(file, JSON.parse(await readFile(join(folder, file), 'utf8')) as KeptArrival))
  return verdicts
}

const [first, second] = process.argv.slice(2)
if (!first) throw new Error('usage: kyc-zone-readings.ts FOLDER | --replay KEPT_FOLDER')
const verdicts = first === '--replay' ? await replayed(second!) : await readArrivals(first)
const exact = verdicts.filter((verdict) => verdict.exact).length
const wrong = verdicts.filter((verdict) => verdict.wrongClean).length
console.log(`zones exact ${exact}/${verdicts.length}; a wrong zone with nothing unconfirmed ${wrong}`)
