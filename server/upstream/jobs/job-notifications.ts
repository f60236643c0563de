import pg from 'pg'
import type { Logger } from 'pino'
import { jobsChannel } from './job-queue'

/** Real milliseconds between two attempts to listen again after the listening connection was lost. */
const reconnectMs = 1000

export interface JobListener {
  /** Settles once the first attempt to listen is over (listening, or failed and retrying). */
  ready: Promise<void>
  close(): Promise<void>
}

/**
 * Listens on `jobsChannel` with a connection of its own (LISTEN holds its session) and calls
 * `onJob` for each announcement. A lost connection is opened again after a second; `onJob` is also
 * called each time listening starts, for jobs announced while nobody listened. Announcements can
 * still be missed in between: the runner's poll stays the fallback.
 */
export function listenForJobs(url: string, onJob: () => void, log: Pick<Logger, 'warn'>): JobListener {
  let current: pg.Client | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url })
    let lost = false
    const onLost = (error?: unknown) => {
      if (lost) return
      lost = true
      if (current === client) current = undefined
      client.end().catch(() => undefined)
      if (closed) return
      log.warn({ err: error }, 'job notifications: listening connection lost, listening again')
      retry = setTimeout(() => void connect(), reconnectMs)
    }
    client.on('notification', () => onJob())
    client.on('error', onLost)
    client.on('end', () => onLost())
    try {
      await client.connect()
      await client.query(`listen ${jobsChannel}`)
    } catch (error) {
      onLost(error)
      return
    }
    if (closed) {
      await client.end().catch(() => undefined)
      return
    }
    current = client
    onJob()
  }

  const ready = connect()
  return {
    ready,
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      await ready
      await current?.end().catch(() => undefined)
    },
  }
}
