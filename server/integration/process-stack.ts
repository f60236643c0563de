import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { pollUntil } from '../test-support/poll-until'
import { freePort } from '../test-support/free-port'

/**
 * The upstream and the proxy each as its own process (their `server.ts`, configured by environment
 * as in production) over one DATA_DIR, on ports kept across restarts, so that a test can kill
 * either with SIGKILL (nothing drained, nothing closed) and start it again.
 */
export const processStackKey = 'kyb_crash_test_key_8d2f4a6c0e1b3957'
export const processStackAdmin = { email: 'admin@crash.local', password: 'crash-admin-password-1' }

const entries = {
  upstream: fileURLToPath(new URL('../upstream/server.ts', import.meta.url)),
  proxy: fileURLToPath(new URL('../proxy/server.ts', import.meta.url)),
}
export type ProcessName = keyof typeof entries

/**
 * One server (`upstream` or `proxy`) as a process of its own, configured by `env` as in production,
 * answering on `url` once this resolves; `kill9()` kills it with SIGKILL and waits for its exit.
 */
export async function startServerProcess(name: ProcessName, url: string, env: Record<string, string>) {
  // node --import tsx runs the server in this one process, so SIGKILL hits the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', entries[name]], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr = `${stderr}${chunk.toString('utf8')}`.slice(-2000)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const alive = () => child.exitCode === null && child.signalCode === null
  await pollUntil(
    () =>
      fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
    (ok) => ok || !alive(),
    120_000,
    50,
  )
  if (!alive()) throw new Error(`the ${name} process exited during start (code ${String(child.exitCode)}): ${stderr}`)
  return {
    pid: child.pid,
    async kill9() {
      if (alive()) child.kill('SIGKILL')
      await exited
    },
  }
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>

export async function startProcessStack(options: {
  dataDir: string
  timeScale: number
  datasetSize: number
  proxyEnv?: Record<string, string>
}) {
  const ports = { upstream: await freePort(), proxy: await freePort() }
  const urls = { upstream: `http://127.0.0.1:${ports.upstream}`, proxy: `http://127.0.0.1:${ports.proxy}` }
  const env: Record<ProcessName, Record<string, string>> = {
    upstream: {
      UPSTREAM_PORT: String(ports.upstream),
      UPSTREAM_API_KEY: processStackKey,
      UPSTREAM_TIME_SCALE: String(options.timeScale),
      DATASET_SIZE: String(options.datasetSize),
      UPSTREAM_CALLBACK_URL: `${urls.proxy}/callbacks/upstream`,
    },
    proxy: {
      PORT: String(ports.proxy),
      UPSTREAM_URL: urls.upstream,
      UPSTREAM_API_KEY: processStackKey,
      ADMIN_EMAIL: processStackAdmin.email,
      ADMIN_PASSWORD: processStackAdmin.password,
      ...options.proxyEnv,
    },
  }
  const children = new Map<ProcessName, ServerProcess>()

  async function start(name: ProcessName) {
    children.set(name, await startServerProcess(name, urls[name], { DATA_DIR: options.dataDir, ...env[name] }))
  }

  async function kill9(name: ProcessName) {
    await children.get(name)?.kill9()
    children.delete(name)
  }

  await start('upstream')
  await start('proxy')
  const pid = (name: ProcessName) => children.get(name)?.pid
  return { urls, start, kill9, pid, close: async () => Promise.all([kill9('proxy'), kill9('upstream')]) }
}

export type ProcessStack = Awaited<ReturnType<typeof startProcessStack>>
