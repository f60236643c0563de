import { readFileSync } from 'node:fs'

/**
 * CPU seconds of this process (its worker threads included) and of the children it has waited for:
 * native Tesseract runs as a child process, which process.cpuUsage does not count. Read from
 * /proc/self/stat (cutime and cstime, clock ticks of 1/100 s).
 */
export function cpuSeconds(): number {
  const own = process.cpuUsage()
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? []
  const children = (Number(fields[13] ?? 0) + Number(fields[14] ?? 0)) / 100
  return (own.user + own.system) / 1e6 + children
}
