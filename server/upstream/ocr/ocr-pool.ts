import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { availableParallelism, tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import {
  createScheduler,
  createWorker,
  OEM,
  PSM,
  type Bbox,
  type Page,
  type RecognizeOptions,
  type Scheduler,
} from 'tesseract.js'

/**
 * The one process-wide OCR pool (ADR 0009): a tesseract.js scheduler with one worker per core
 * (at least 1, at most 2), started on the first recognition and never before, fully offline (the
 * English model ships in @tesseract.js-data/eng). Every domain that reads images (certificates,
 * identity documents) goes through `recognise`.
 */

/** Page segmentation modes of Tesseract, by name. */
export const pageSegmentation = {
  auto: PSM.AUTO,
  singleBlock: PSM.SINGLE_BLOCK,
  singleLine: PSM.SINGLE_LINE,
  sparseText: PSM.SPARSE_TEXT,
} as const

/**
 * Tesseract parameters for print that is dark on a light ground, as an identity document's page is
 * (ADR 0130): Tesseract reads each line it is unsure of a second time inverted, in case it is light
 * print on a dark band (`tessedit_do_invert`); on an identity page that trial is made on most lines
 * (its portrait, guilloches and security pattern are read as doubtful "lines") and costs about a
 * third of the page's reading.
 */
export const DARK_PRINT_ONLY = { tessedit_do_invert: '0' } as const

export interface RecogniseOptions {
  /** Page segmentation mode (default `pageSegmentation.auto`: a page of blocks). */
  psm?: PSM
  /** Only these characters are recognised (default: all). */
  whitelist?: string
  /** Recognise only this part of the image (pixels). */
  rectangle?: { left: number; top: number; width: number; height: number }
  /** Let Tesseract measure and undo a small skew before recognising (default true). */
  deskew?: boolean
  /**
   * Further Tesseract parameters of this call only (`classify_bln_numeric_mode`, penalties…). Only
   * parameters read at recognition take effect: the dictionaries (`load_system_dawg`…) are loaded
   * when a worker starts and cannot be switched per call.
   */
  parameters?: Readonly<Record<string, string>>
}

export interface OcrBox {
  x0: number
  y0: number
  x1: number
  y1: number
}

export interface OcrWord {
  text: string
  bbox: OcrBox
}

export interface OcrLine {
  text: string
  /** 0–100. */
  confidence: number
  bbox: OcrBox
  /** The line's words with their boxes, when the reader gives them (native Tesseract does). */
  words?: OcrWord[]
}

export interface OcrResult {
  text: string
  /** Mean word confidence of the page, 0–100. */
  confidence: number
  lines: OcrLine[]
}

/** Workers of the pool: one per core, at least 1, at most 2 (the machine is shared with the HTTP servers). */
export const ocrWorkerCount = Math.min(2, Math.max(1, availableParallelism()))

const require = createRequire(import.meta.url)
const englishModel = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean }

type OcrWorker = Awaited<ReturnType<typeof createWorker>>

interface Pool {
  scheduler: Scheduler
  workers: OcrWorker[]
  /** Resolves once the first worker is ready; further workers join while jobs already run. */
  ready: Promise<void>
}

let pool: Pool | null = null

async function startWorker(): Promise<OcrWorker> {
  // Without langPath tesseract.js downloads the model and the failure is thrown inside the worker
  // thread, where nothing can catch it: the model is always read from the package.
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: englishModel.langPath,
    gzip: englishModel.gzip,
    cacheMethod: 'none',
  })
  // Tesseract prints layout statistics of empty regions ("Total count=0 … SD= 0.00") to the
  // terminal; its debug output goes nowhere instead (a quiet server log, ADR 0017).
  await worker.setParameters({ debug_file: '/dev/null' })
  return worker
}

function startPool(): Pool {
  const scheduler = createScheduler()
  const workers: OcrWorker[] = []
  const first = startWorker().then((worker) => {
    workers.push(worker)
    scheduler.addWorker(worker)
  })
  const started: Pool = { scheduler, workers, ready: first }
  // The other workers start in the background: the first job need not wait for them.
  for (let i = 1; i < ocrWorkerCount; i++) {
    void first
      .then(async () => {
        const worker = await startWorker()
        if (pool === started) {
          workers.push(worker)
          scheduler.addWorker(worker)
        } else await worker.terminate()
      })
      .catch(() => undefined)
  }
  return started
}

function usePool(): Pool {
  if (!pool) {
    pool = startPool()
    const starting = pool
    starting.ready.catch(() => {
      if (pool === starting) pool = null
    })
  }
  return pool
}

/** Whether the pool has been started (by a recognition) and not terminated since. */
export function ocrPoolStarted(): boolean {
  return pool !== null
}

function boxOf(bbox: Bbox): OcrBox {
  return { x0: bbox.x0, y0: bbox.y0, x1: bbox.x1, y1: bbox.y1 }
}

function linesOf(page: Page): OcrLine[] {
  return (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({
        text: line.text.replace(/\s+$/, ''),
        confidence: line.confidence,
        bbox: boxOf(line.bbox),
      })),
    ),
  )
}

/**
 * Recognises the text of one image (PNG, JPEG… as bytes). The options are Tesseract parameters of
 * this call only: tesseract.js saves the worker's parameters before the call and restores them
 * after, so nothing leaks to the next job on a shared worker.
 */
export async function recognise(image: Buffer, options: RecogniseOptions = {}): Promise<OcrResult> {
  const { scheduler, ready } = usePool()
  await ready
  const parameters: Partial<RecognizeOptions> & Record<string, string> = {
    tessedit_pageseg_mode: options.psm ?? PSM.AUTO,
    // An explicit empty whitelist: a previous job's list can never apply.
    tessedit_char_whitelist: options.whitelist ?? '',
    user_defined_dpi: '300',
    ...options.parameters,
  }
  if (options.rectangle) parameters.rectangle = options.rectangle
  if (options.deskew ?? true) parameters.rotateAuto = true
  const result = await scheduler.addJob('recognize', image, parameters, { text: true, blocks: true })
  const page = result.data
  return { text: page.text, confidence: page.confidence, lines: linesOf(page) }
}

/** Stops every worker of the pool (nothing happens when it never started). A later `recognise` starts a new pool. */
export async function terminateOcrPool(): Promise<void> {
  const stopping = pool
  if (!stopping) return
  pool = null
  await stopping.ready.catch(() => undefined)
  // Not scheduler.terminate(): it does not wait for the worker threads to end.
  await Promise.all(stopping.workers.map((worker) => worker.terminate()))
}

/**
 * Debian's native Tesseract (`tesseract-ocr`), run as a process: several times faster than the
 * wasm build, used for the machine-readable zones of identity documents (ADR 0020). At most
 * `ocrWorkerCount` run at once, each on one thread, so they share the machine like the pool's workers.
 */
export const nativeTesseract = process.env.TESSERACT_PATH ?? 'tesseract'

let nativeRunning = 0
const nativeWaiting: Array<() => void> = []

async function nativeSlot(): Promise<() => void> {
  if (nativeRunning >= ocrWorkerCount) await new Promise<void>((resolve) => nativeWaiting.push(resolve))
  nativeRunning += 1
  return () => {
    nativeRunning -= 1
    nativeWaiting.shift()?.()
  }
}

export interface NativeRecogniseOptions {
  psm: number
  whitelist: string
  /** Further Tesseract parameters (`-c name=value`). */
  parameters?: Readonly<Record<string, string>>
  /** A folder holding the model to read with (`--tessdata-dir`; default: the system's). */
  tessdataDir?: string
  /** The models to read with, as Tesseract's `-l` takes them (`deu+eng`; default: English). */
  languages?: string
  /**
   * Output `text` (default), `boxes`: one line per character, `c left bottom right top page`
   * (bottom-left origin), or `tsv`: one row per page, block, paragraph, line and word with its box
   * and confidence (top-left origin).
   */
  output?: 'text' | 'boxes' | 'tsv'
}

/**
 * Native Tesseract stopped because it ran past its CPU time on one image (ADR 0059): a page of
 * noise can keep its page layout busy for minutes. What the pass read is nothing.
 */
export class OcrTimeoutError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'OcrTimeoutError'
  }
}

/** What `reading` gives, or `nothing` when its native Tesseract run ran out of time (it read nothing). */
export async function orNothingOnTimeout<T>(reading: Promise<T>, nothing: T): Promise<T> {
  try {
    return await reading
  } catch (error) {
    if (error instanceof OcrTimeoutError) return nothing
    throw error
  }
}

/**
 * CPU seconds one native Tesseract run may take (`prlimit`, so the limit does not depend on how
 * busy the machine is): a whole certificate page takes a few seconds. TESSERACT_CPU_SECONDS sets
 * another limit (a slower machine).
 */
function nativeCpuSeconds(): number {
  const setting = process.env.TESSERACT_CPU_SECONDS
  if (setting === undefined || setting === '') return 30
  const seconds = Number(setting)
  if (!Number.isInteger(seconds) || seconds < 1)
    throw new Error(`TESSERACT_CPU_SECONDS must be a whole number of seconds, at least 1 (it is "${setting}")`)
  return seconds
}
/** Wall-clock limit of one run, against a process that hangs without using CPU. */
const nativeWallMs = 300_000

/** The command line of one native Tesseract run reading from stdin, under its CPU limit (`prlimit`). */
function nativeArguments(options: NativeRecogniseOptions, cpuSeconds: number): string[] {
  const parameters = { tessedit_char_whitelist: options.whitelist, debug_file: '/dev/null', ...options.parameters }
  return [
    // SIGXCPU at the limit; SIGKILL two seconds later should the process ignore it.
    `--cpu=${cpuSeconds}:${cpuSeconds + 2}`,
    nativeTesseract,
    'stdin',
    'stdout',
    '--psm',
    String(options.psm),
    ...(options.tessdataDir ? ['--tessdata-dir', options.tessdataDir, '--oem', '1'] : []),
    ...(options.languages ? ['-l', options.languages] : []),
    ...Object.entries(parameters).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    // The TSV output by its parameters, not the `tsv` config file (absent from another tessdata folder).
    ...(options.output === 'boxes'
      ? ['makebox']
      : options.output === 'tsv'
        ? ['-c', 'tessedit_create_tsv=1', '-c', 'tessedit_create_txt=0']
        : []),
  ]
}

/** One native Tesseract run fed `input` on stdin (an image, or a list of image files), in a slot of its own. */
async function runNative(input: Buffer, args: string[], what: string): Promise<string> {
  const release = await nativeSlot()
  try {
    return await new Promise<string>((resolve, reject) => {
      const child = execFile(
        'prlimit',
        args,
        { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, maxBuffer: 1 << 20, timeout: nativeWallMs },
        (error, stdout) => {
          if (!error) resolve(stdout)
          else if (error.signal === 'SIGXCPU' || error.killed)
            reject(new OcrTimeoutError(`native tesseract ran out of time on ${what}`))
          else
            reject(
              new Error(
                `native tesseract failed (prlimit ${nativeTesseract}; install Debian's tesseract-ocr and util-linux): ${error.message}`,
              ),
            )
        },
      )
      child.stdin?.end(input)
    })
  } finally {
    release()
  }
}

/**
 * What native Tesseract reads in `image` (PNG bytes), as its output says; throws OcrTimeoutError
 * when it ran out of time, another error when the binary is missing.
 */
export async function recogniseNative(image: Buffer, options: NativeRecogniseOptions): Promise<string> {
  return runNative(image, nativeArguments(options, nativeCpuSeconds()), `a ${image.length}-byte image`)
}

/**
 * The boxes native Tesseract reads in each of `images` (PNG bytes), one run for all of them: each
 * run spends about a tenth of a second starting (its model, the ambiguity table) before it reads
 * anything, and Tesseract reads a list of images one by one, each as a page of its own, as separate
 * runs read them (ADR 0121). Each image's boxes are its page's lines of the `boxes` output, as
 * recogniseNative gives them for that image alone. The run may take each image's CPU limit; where it
 * runs out of time, every image read nothing (OcrTimeoutError).
 */
export async function recogniseNativeBoxesEach(
  images: readonly Buffer[],
  options: Omit<NativeRecogniseOptions, 'output'>,
): Promise<string[]> {
  const folder = await mkdtemp(join(tmpdir(), 'kybdesk-tesseract-'))
  try {
    const files = images.map((_, at) => join(folder, `${at}.png`))
    await Promise.all(images.map((image, at) => writeFile(files[at]!, image)))
    const args = nativeArguments({ ...options, output: 'boxes' }, nativeCpuSeconds() * images.length)
    const boxes = await runNative(Buffer.from(`${files.join('\n')}\n`), args, `${images.length} images`)
    // `c left bottom right top page`: each line goes to its page's image, as page 0 of its own.
    const pages: string[] = images.map(() => '')
    for (const line of boxes.split('\n')) {
      const fields = line.split(' ')
      const page = Number(fields[5])
      if (fields.length === 6 && Number.isInteger(page) && page < pages.length)
        pages[page] += `${fields.slice(0, 5).join(' ')} 0\n`
    }
    return pages
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
