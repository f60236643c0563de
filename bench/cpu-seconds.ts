import { readFileSync } from 'node:fs'

/** Clock ticks of user and system time in a /proc stat line (fields 14 and 15 and, children, 16 and 17). */
function ticksOf(path: string, children: boolean): number {
  const fields = readFileSync(path, 'utf8').split(') ')[1]?.split(' ') ?? []
  const at = children ? 13 : 11
  return Number(fields[at] ?? 0) + Number(fields[at + 1] ?? 0)
}

/**
 * CPU seconds of this process (its worker threads included) and of the children it has waited for:
 * native Tesseract runs as a child process, which process.cpuUsage does not count. Read from
 * /proc/self/stat (cutime and cstime, clock ticks of 1/100 s).
 */
export function cpuSeconds(): number {
  const own = process.cpuUsage()
  return (own.user + own.system) / 1e6 + ticksOf('/proc/self/stat', true) / 100
}

/**
 * CPU seconds so far by who spent them (ADR 0117): the main thread (JavaScript, onnxruntime's
 * PaddleOCR), the process's other threads (V8's garbage collector and compiler helpers, libvips's
 * workers, libuv's pool) and native Tesseract's processes. What runs beside the main thread is what
 * a second core, when one is free, takes on; pinned to one core (`taskset -c 0`) it queues instead.
 */
export function cpuSplit(): { main: number; threads: number; tesseract: number } {
  const own = process.cpuUsage()
  const main = ticksOf('/proc/thread-self/stat', false) / 100
  return {
    main,
    threads: Math.max(0, (own.user + own.system) / 1e6 - main),
    tesseract: ticksOf('/proc/self/stat', true) / 100,
  }
}
