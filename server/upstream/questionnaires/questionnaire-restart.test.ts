import Database from 'better-sqlite3'
import { ReadOcrResponseSchema } from '@contract/services/ocr'
import { QuestionnaireSubmissionResponseSchema } from '@contract/services/questionnaire-submission'
import { CreateQuestionnaireUrlResponseSchema, questionnaireTokenOf } from '@contract/services/questionnaires'
import { ReadServiceDetailResponseSchema } from '@contract/services/service-detail'
import { afterAll, describe, expect, it } from 'vitest'
import type { UpstreamApp } from '../app'
import { spawnUpstream } from '../conformance/upstream-process'
import { multipartForm } from '../test-support/multipart-form'
import {
  authHeaders,
  buildTestApp,
  injectSigned,
  makeTempDir,
  pollUntil,
  testApiKey,
  testDatasetSize,
} from '../test-support/upstream-harness'
import { questionnaireJobKinds } from './questionnaire-jobs-kinds'

/** The server process is killed with SIGKILL while it reads a submitted certificate; the next start reads it again and finishes. */
describe('kill -9 during OCR of a submission', () => {
  const temp = makeTempDir()
  let app: UpstreamApp | undefined
  afterAll(async () => {
    await app?.close()
    temp.remove()
  })

  it('resumes the OCR and resolves the service after a restart', async () => {
    const upstream = await spawnUpstream({
      dataDir: temp.dir,
      timeScale: 0.02,
      datasetSize: testDatasetSize,
      apiKey: testApiKey,
    })
    let ids: { service_id: string; questionnaire_request_id: string }
    try {
      const company = { name: 'Kestrel Lane Foods Ltd', registration_number: '05512873' }
      const sandbox = await fetch(`${upstream.base}/sandbox/companies`, {
        method: 'POST',
        headers: { ...authHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ country_code: 'GB', ...company }),
      })
      expect(sandbox.status).toBe(200)
      const certificate = await fetch(
        `${upstream.base}/sandbox/documents/certificate?${new URLSearchParams({ country_code: 'GB', ...company, variant: '2' }).toString()}`,
        { headers: authHeaders },
      )
      expect(certificate.status).toBe(200)
      const link = CreateQuestionnaireUrlResponseSchema.parse(
        await (
          await fetch(
            `${upstream.base}/api/createQuestionnaireUrl?questionnaire_id=qnr_kyb_documents_united_kingdom&country_name=united_kingdom`,
            { headers: authHeaders },
          )
        ).json(),
      )
      const form = await multipartForm([
        ['services[]', 'questionnaire'],
        ['answers[0][question_id]', 'gb_q1'],
        [
          'answers[0][answer][0]',
          {
            filename: 'certificate.png',
            contentType: 'image/png',
            bytes: new Uint8Array(await certificate.arrayBuffer()),
          },
        ],
      ])
      const submitted = await fetch(`${upstream.base}/api/search`, {
        method: 'POST',
        headers: { token: questionnaireTokenOf(link.data.url) ?? '', ...form.headers },
        body: form.payload,
      })
      expect(submitted.status).toBe(200)
      ids = QuestionnaireSubmissionResponseSchema.parse(await submitted.json())

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
    const ocr = await injectSigned(
      app,
      { url: `/api/readOcrResponse?ocr_request_id=${resolved.data.service_detail.oc_request_id ?? ''}` },
      ReadOcrResponseSchema,
    )
    expect(ocr.data).toMatchObject({
      ocr_status: 'verified',
      ocr_response: { company_name: 'Kestrel Lane Foods Ltd', registration_number: '05512873' },
    })
  }, 180_000)
})
