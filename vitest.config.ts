import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { scaled } from './e2e/load-factor'
import { alias } from './vite.config.ts'

export default defineConfig({
  resolve: { alias },
  test: {
    // Every core (Vitest's default leaves one free): most test files wait on child processes
    // (Tesseract, spawned upstreams and proxies, PostgreSQL) much of the time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup-tests.ts'],
          // A deadline, not a speed goal: a busy 2-core machine renders a whole page slowly.
          testTimeout: scaled(30_000),
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'contract/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eslint-rules/**/*.test.ts',
          ],
          // One throwaway PostgreSQL cluster for the run: store tests run on both engines.
          globalSetup: ['server/test-support/postgres-global-setup.ts'],
          // Deadlines scaled to the machine's load when the run starts (e2e/load-factor.ts).
          testTimeout: scaled(30_000),
          hookTimeout: scaled(60_000),
        },
      },
    ],
  },
})
