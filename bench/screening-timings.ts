import { loadavg } from 'node:os'

/**
 * Wall and CPU time of each screening, for the screening benches. On a shared machine the wall time
 * also counts the other processes' turns; the CPU time is what one screening costs.
 */
export class ScreeningTimings {
  readonly wall: number[] = []
  readonly cpu: number[] = []

  time<T>(screen: () => T): T {
    const wall = performance.now()
    const cpu = process.cpuUsage()
    const result = screen()
    const used = process.cpuUsage(cpu)
    this.wall.push(performance.now() - wall)
    this.cpu.push((used.user + used.system) / 1000)
    return result
  }

  /** `p50 … ms, p95 … ms, p99 … ms (N names); CPU time p50 … ms, p95 … ms, p99 … ms; load average …` */
  summary(): string {
    const wall = percentiles(this.wall)
    const cpu = percentiles(this.cpu)
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')
    return `p50 ${wall(50)} ms, p95 ${wall(95)} ms, p99 ${wall(99)} ms (${this.wall.length} names); CPU time p50 ${cpu(50)} ms, p95 ${cpu(95)} ms, p99 ${cpu(99)} ms; load average ${load}`
  }
}

function percentiles(values: readonly number[]): (p: number) => string {
  const sorted = [...values].sort((a, b) => a - b)
  return (p) => (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2)
}
