import { readdirSync, readFileSync } from 'node:fs'

/** Clock ticks per second of /proc's CPU times (100 on Linux's usual builds). */
const ticksPerSecond = 100

function statFields(pid: number) {
  try {
    // The command name (field 2) may hold spaces: fields after it start at the last ") ".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(') ') + 2).split(' ')
  } catch {
    return null // the process has ended
  }
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc/PID/stat; with `reaped`, also
 * what its children that ended and were waited for used (a server's short-lived workers).
 */
export function processCpuSeconds(pid: number | undefined, reaped = false) {
  const fields = pid ? statFields(pid) : null
  if (!fields) return 0
  const own = Number(fields[11]) + Number(fields[12])
  return (own + (reaped ? Number(fields[13]) + Number(fields[14]) : 0)) / ticksPerSecond
}

/** Resident memory of a process in MB (0 once it has ended). */
export function residentMb(pid: number | undefined) {
  try {
    return pid ? Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024 : 0
  } catch {
    return 0
  }
}

/**
 * CPU seconds used so far by the PostgreSQL server listening on `port`: its postmaster (found by the
 * `-p PORT` of its command line), every process it started (backends, writer, WAL writer…) and the
 * ones that ended. Other clusters on the machine are not counted.
 */
export function postgresCpuSeconds(port: number) {
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  const postmaster = pids.find((pid) => {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      return /postgres$/.test(args[0] ?? '') && args.some((arg, i) => arg === '-p' && args[i + 1] === String(port))
    } catch {
      return false
    }
  })
  if (!postmaster) return 0
  let total = processCpuSeconds(Number(postmaster), true)
  for (const pid of pids) if (statFields(Number(pid))?.[1] === postmaster) total += processCpuSeconds(Number(pid))
  return total
}
