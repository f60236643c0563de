/**
 * Where an identity document's CPU runs, thread by thread (ADR 0118): each specimen of FOLDER (or
 * those named in KYC_BENCH_ONLY) is read once, and the CPU each thread of this process used (from
 * /proc/self/task) and the native Tesseract children's are printed beside the wall time. Threads
 * are named as Linux names them: `main`, `libvips worker`, and `node TID` for the others (V8's four
 * platform threads, compiling and collecting garbage beside the main thread, start right after it;
 * tesseract.js's page workers start with the first page read).
 *
 *   npx tsx bench/kyc-threads.ts FOLDER
 *   taskset -c 0 npx tsx bench/kyc-threads.ts FOLDER   (on one core)
 */
import { readdirSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { terminateOcrPool } from '../server/upstream/ocr/ocr-pool'
import { measureSpecimen, warmUp } from './kyc-specimens'
import type { TruthEntry } from './specimen-zones'

/** CPU seconds of each live thread of this process (clock ticks of 1/100 s), and the waited-for children's. */
function threadSeconds(): Map<string, number> {
  const byName = new Map<string, number>()
  for (const task of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8')
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const ticks = Number(fields[11]) + Number(fields[12])
      const key = task === String(process.pid) ? 'main' : name === 'node' ? `node ${task}` : name
      byName.set(key, (byName.get(key) ?? 0) + ticks / 100)
    } catch {
      // the thread ended between the listing and the read
    }
  }
  const own = readFileSync('/proc/self/stat', 'utf8')
  const fields = own.slice(own.lastIndexOf(')') + 2).split(' ')
  byName.set('(children)', (Number(fields[13]) + Number(fields[14])) / 100)
  return byName
}

const folder = process.argv[2]!
const only = process.env.KYC_BENCH_ONLY?.split(',')
const entries = (JSON.parse(await readFile(join(folder, 'truth.json'), 'utf8')) as TruthEntry[]).filter(
  (entry) => !only || only.some((name) => entry.file.includes(name)),
)
await warmUp(folder, entries)
const totals = new Map<string, number>()
let wallTotal = 0
for (const entry of entries) {
  const before = threadSeconds()
  const outcome = await measureSpecimen(await readFile(join(folder, entry.file)), undefined, Date.now())
  const after = threadSeconds()
  wallTotal += outcome.wall
  const spent = [...after]
    .map(([name, seconds]): [string, number] => [name, seconds - (before.get(name) ?? 0)])
    .filter(([, seconds]) => seconds > 0.005)
    .sort((a, b) => b[1] - a[1])
  for (const [name, seconds] of spent) totals.set(name, (totals.get(name) ?? 0) + seconds)
  console.log(
    `${entry.file}: wall ${outcome.wall.toFixed(2)} s, CPU ${outcome.cpu.toFixed(2)} s; ${spent.map(([name, s]) => `${name} ${s.toFixed(2)}`).join(', ')}`,
  )
}
console.log(
  `all: wall ${wallTotal.toFixed(2)} s; ${[...totals]
    .sort((a, b) => b[1] - a[1])
    .map(([name, s]) => `${name} ${s.toFixed(2)}`)
    .join(', ')}`,
)
await terminateOcrPool()
process.exit(0)
