import Database from 'better-sqlite3'
import { ReadServiceDetailResponseSchema } from '@contract/services/service-detail'
import { afterAll, describe, expect, it } from 'vitest'
import type { UpstreamApp } from '../app'
import { spawnUpstream } from '../conformance/upstream-process'
import {
  sandboxCertificateOverHttp,
  submitCertificateQuestionnaireOverHttp,
} from '../test-support/questionnaire-over-http'
import {
  buildTestApp,
  injectSigned,
  makeTempDir,
  pollUntil,
  readOcrSigned,
  testApiKey,
  testDatasetSize,
} from '../test-support/upstream-harness'
import { questionnaireJobKinds } from './questionnaire-jobs-kinds'
import { scaled } from '../../../e2e/load-factor'

/** This file's deadline for its slow steps, scaled to the machine's load like every default (e2e/load-factor.ts). */
const deadline = scaled(180_000)

/** The server process is killed with SIGKILL while it reads a submitted certificate; the next start reads it again and finishes. */
describe('kill -9 during OCR of a submission', () => {
  const temp = makeTempDir()
  let app: UpstreamApp | undefined
  afterAll(async () => {
    await app?.close()
    temp.remove()
  })

  it('resumes the OCR and resolves the service after a restart', { timeout: deadline }, async () => {
    const upstream = await spawnUpstream({
      dataDir: temp.dir,
      timeScale: 0.02,
      datasetSize: testDatasetSize,
      apiKey: testApiKey,
    })
    let ids: { service_id: string; questionnaire_request_id: string }
    try {
      const certificate = await sandboxCertificateOverHttp(upstream.base, testApiKey, {
        name: 'Kestrel Lane Foods Ltd',
        registration_number: '05512873',
      })
      ids = await submitCertificateQuestionnaireOverHttp(upstream.base, testApiKey, certificate)

      const sqlite = new Database(`${temp.dir}/upstream.sqlite`, { readonly: true })
      try {
        await pollUntil(
          async () =>
            sqlite.prepare('select status from jobs where kind = ?').get(questionnaireJobKinds.ocr) as
              { status: string } | undefined,
          (job) => job?.status === 'running',
          30_000,
          5,
        )
        await upstream.kill9()
        // Killed mid-OCR: the job is still claimed and nothing was read yet.
        expect(sqlite.prepare('select stage, status from ocr_requests').get()).toEqual({
          stage: 'reading',
          status: 'pending',
        })
        expect(sqlite.prepare('select status from jobs where kind = ?').get(questionnaireJobKinds.ocr)).toEqual({
          status: 'running',
        })
      } finally {
        sqlite.close()
      }
    } finally {
      await upstream.kill9()
    }

    app = await buildTestApp({ dataDir: temp.dir, timeScale: 0.02 })
    const resolved = await pollUntil(
      () =>
        injectSigned(
          app!,
          { url: `/api/readServiceDetail?service_id=${ids.service_id}` },
          ReadServiceDetailResponseSchema,
        ),
      (body) => body.data.service_detail.status === 'resolved',
      90_000,
      100,
    )
    const ocr = await readOcrSigned(app, resolved.data.service_detail.oc_request_id)
    expect(ocr.data).toMatchObject({
      ocr_status: 'verified',
      ocr_response: { company_name: 'Kestrel Lane Foods Ltd', registration_number: '05512873' },
    })
  })
})
