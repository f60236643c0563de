import { defineConfig } from '@playwright/test'
import { scaled } from './e2e/load-factor'

/**
 * End-to-end tests against the really started stack (server/start.ts: embedded upstream + proxy
 * serving the built SPA) in Debian's Chromium. `npm test` picks free ports and a temporary
 * DATA_DIR and passes them in E2E_*; run alone, the defaults below apply. Deadlines scale with the
 * machine's load (e2e/load-factor.ts).
 */
const port = Number(process.env.E2E_PORT ?? 3100)
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? 4110)
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'
export const baseURL = `http://127.0.0.1:${port}`
export const e2eAdmin = { email: 'admin@kybdesk.test', password: 'e2e-admin-password-1' }
/** The embedded upstream's account key, known to the specs that fetch sandbox documents from it. */
export const e2eUpstreamKey = 'kyb_e2e_upstream_key_3f9a1c7e5b2d8046'

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: scaled(60_000),
  expect: { timeout: scaled(15_000) },
  forbidOnly: true,
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx server/start.ts',
    url: `${baseURL}/healthz`,
    timeout: scaled(180_000),
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      UPSTREAM_PORT: String(upstreamPort),
      DATA_DIR: dataDir,
      // Every wait of the tests is on a condition; at 0.005 the slowest registry answers within about
      // 1 s and a profile is complete within about 7 s (1480 simulated seconds, ADR 0017).
      UPSTREAM_TIME_SCALE: '0.005',
      DATASET_SIZE: '20000',
      UPSTREAM_API_KEY: e2eUpstreamKey,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      LOG_LEVEL: 'warn',
    },
  },
})
