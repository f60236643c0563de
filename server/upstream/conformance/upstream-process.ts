import { type ChildProcess, spawn } from 'node:child_process'
import { freePort } from '../../test-support/free-port'
import { fileURLToPath } from 'node:url'
import { blackBoxKey, createCaller, pollUntil } from './black-box-server'

/** How much of a spawned upstream's stderr is kept for the error of a failed start. */
const stderrKept = 4096

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url))

/**
 * The upstream as its own process (`server.ts`, configured by environment as in production), so
 * a test can kill it with SIGKILL — nothing drained, nothing closed — and start it again.
 */
export async function spawnUpstream(options: {
  dataDir: string
  timeScale: number
  datasetSize: number
  apiKey?: string
  /** More environment (UPSTREAM_DATABASE_URL, UPSTREAM_JOBS…). */
  env?: NodeJS.ProcessEnv
  /** How long the start may take (default 60 s). */
  startTimeoutMs?: number
}) {
  const apiKey = options.apiKey ?? blackBoxKey
  const port = await freePort()
  // node --import tsx runs the server in this one process, so SIGKILL hits the server itself.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      UPSTREAM_PORT: String(port),
      UPSTREAM_API_KEY: apiKey,
      UPSTREAM_TIME_SCALE: String(options.timeScale),
      DATASET_SIZE: String(options.datasetSize),
      LOG_LEVEL: 'silent',
      ...options.env,
    },
    // stderr is kept (its last few KB) so a failed start says why.
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderrTail = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString('utf8')).slice(-stderrKept)
  })
  // 'close' comes after 'exit' once stderr is read to its end.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()))
  const alive = () => child.exitCode === null && child.signalCode === null
  const base = `http://127.0.0.1:${port}`
  const kill9 = async () => {
    if (alive()) child.kill('SIGKILL')
    await exited
  }
  try {
    await pollUntil(
      () =>
        fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      (ok) => ok || !alive(),
      options.startTimeoutMs ?? 60_000,
      100,
    )
    if (!alive()) {
      await exited
      throw new Error(`the upstream process exited during start (code ${String(child.exitCode)}):\n${stderrTail}`)
    }
  } catch (error) {
    await kill9()
    throw error
  }
  return { base, call: createCaller(base, apiKey), kill9 }
}
