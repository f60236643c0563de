import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ReadOcrResponseSchema } from '@contract/services/ocr'
import { signatureHeaderName, verifySignature } from '@contract/signature'
import { afterAll, beforeAll, expect } from 'vitest'
import type { z } from 'zod'
import { buildUpstreamApp, type UpstreamApp, type UpstreamAppOptions } from '../app'

/** Test helpers for the embedded upstream (test code only). */
export const testApiKey = 'test-account-key-0123456789abcdef'
export const testDatasetSize = 3000

export function makeTempDir(prefix = 'kybdesk-upstream-') {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

export function buildTestApp(
  options: Partial<UpstreamAppOptions> & ({ dbFile: string } | { dataDir: string }),
): Promise<UpstreamApp> {
  return buildUpstreamApp({ apiKey: testApiKey, timeScale: 0.001, datasetSize: testDatasetSize, ...options })
}

/**
 * The suite's upstream: built over a fresh temporary database before the suite's tests, closed and
 * its directory removed after them. Read `upstream.app` inside tests and hooks.
 */
export function useTestApp(options: Partial<UpstreamAppOptions> = {}): { readonly app: UpstreamApp } {
  const temp = makeTempDir()
  let app: UpstreamApp | undefined
  beforeAll(async () => {
    app = await buildTestApp({ dbFile: `${temp.dir}/upstream.sqlite`, ...options })
  })
  afterAll(async () => {
    await app?.close()
    temp.remove()
  })
  return {
    get app() {
      if (!app) throw new Error('the upstream test app is built in beforeAll')
      return app
    },
  }
}

export const authHeaders = { token: testApiKey }

/** True when the response's Signature header signs its exact body with the test key. */
export async function hasValidSignature(body: string, headers: Record<string, unknown>): Promise<boolean> {
  const signature = headers[signatureHeaderName('sha256').toLowerCase()]
  return typeof signature === 'string' && verifySignature(body, testApiKey, signature, 'sha256')
}

/** Sends `request` with the test key, expects 200 with a valid signature and returns the body parsed by `schema`. */
export async function injectSigned<T extends z.ZodType>(
  app: UpstreamApp,
  request: { method?: 'GET' | 'POST'; url: string; payload?: object },
  schema: T,
): Promise<z.infer<T>> {
  const res = await app.inject({ ...request, headers: authHeaders })
  expect(res.statusCode).toBe(200)
  expect(await hasValidSignature(res.body, res.headers)).toBe(true)
  return schema.parse(res.json())
}

/** `GET /api/readOcrResponse` for a service's OCR request, signed and parsed (expects 200). */
export function readOcrSigned(app: UpstreamApp, ocrRequestId: string | null | undefined) {
  return injectSigned(app, { url: `/api/readOcrResponse?ocr_request_id=${ocrRequestId ?? ''}` }, ReadOcrResponseSchema)
}

export { pollUntil } from '../../test-support/poll-until'

/** The SQLite connection of a test app on SQLite (tests that read its file directly). */
export function sqliteOf(app: UpstreamApp) {
  const { sqlite } = app.upstream.database
  if (!sqlite) throw new Error('this test reads the SQLite file of the upstream, which runs on PostgreSQL')
  return sqlite
}

/** A company of the generated dataset in `code` whose record comes from registry `registryIndex`. */
export function datasetCompany(app: UpstreamApp, code: string, registryIndex: number) {
  const row = sqliteOf(app)
    .prepare(
      'select public_id, name, registration_number from registry_company where code = ? and registry_index = ? order by id limit 1',
    )
    .get(code, registryIndex) as { public_id: string; name: string; registration_number: string } | undefined
  if (!row) throw new Error(`no company of ${code} in registry ${registryIndex}`)
  return row
}

/** Jobs still waiting in the durable queue whose payload mentions `text`. */
export function waitingJobs(app: UpstreamApp, text: string): number {
  const row = sqliteOf(app)
    .prepare("select count(*) as n from jobs where status in ('pending', 'running') and instr(payload, ?) > 0")
    .get(text) as { n: number }
  return row.n
}
