import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const workerEntry = fileURLToPath(new URL('../worker.ts', import.meta.url))

/**
 * `npm run worker` as its own process (test code only), configured by `env` as in production, so
 * a test can kill it with SIGKILL mid-job.
 */
export function spawnWorker(env: NodeJS.ProcessEnv) {
  // node --import tsx runs the worker in this one process, so SIGKILL hits the worker itself.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', workerEntry], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: 'ignore',
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    pid: child.pid ?? -1,
    alive: () => child.exitCode === null && child.signalCode === null,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}
