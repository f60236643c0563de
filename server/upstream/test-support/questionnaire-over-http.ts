import { QuestionnaireSubmissionResponseSchema } from '@contract/services/questionnaire-submission'
import { CreateQuestionnaireUrlResponseSchema, questionnaireTokenOf } from '@contract/services/questionnaires'
import { multipartForm } from './multipart-form'

// Questionnaire work over real HTTP to an upstream process at `base` (tests of processes).

/** A company of the sandbox registry and its certificate of incorporation (PNG) drawn by the upstream. */
export async function sandboxCertificateOverHttp(
  base: string,
  token: string,
  company: { name: string; registration_number: string },
): Promise<Buffer> {
  const created = await fetch(`${base}/sandbox/companies`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify({ country_code: 'GB', ...company }),
  })
  if (created.status !== 200) throw new Error(`sandbox company: ${created.status} ${await created.text()}`)
  const query = new URLSearchParams({ country_code: 'GB', ...company, variant: '2' })
  const response = await fetch(`${base}/sandbox/documents/certificate?${query.toString()}`, { headers: { token } })
  if (response.status !== 200) throw new Error(`sandbox certificate: ${response.status} ${await response.text()}`)
  return Buffer.from(await response.arrayBuffer())
}

/**
 * Opens a link to the UK document-based KYB questionnaire and submits `certificate` as its
 * certificate of incorporation; returns the submission's ids (the OCR job reads the certificate).
 */
export async function submitCertificateQuestionnaireOverHttp(base: string, token: string, certificate: Buffer) {
  const linkResponse = await fetch(
    `${base}/api/createQuestionnaireUrl?questionnaire_id=qnr_kyb_documents_united_kingdom&country_name=united_kingdom`,
    { headers: { token } },
  )
  if (linkResponse.status !== 200)
    throw new Error(`questionnaire link: ${linkResponse.status} ${await linkResponse.text()}`)
  const link = CreateQuestionnaireUrlResponseSchema.parse(await linkResponse.json())
  const form = await multipartForm([
    ['services[]', 'questionnaire'],
    ['answers[0][question_id]', 'gb_q1'],
    [
      'answers[0][answer][0]',
      { filename: 'certificate.png', contentType: 'image/png', bytes: new Uint8Array(certificate) },
    ],
  ])
  const submitted = await fetch(`${base}/api/search`, {
    method: 'POST',
    headers: { token: questionnaireTokenOf(link.data.url) ?? '', ...form.headers },
    body: form.payload,
  })
  if (submitted.status !== 200)
    throw new Error(`questionnaire submission: ${submitted.status} ${await submitted.text()}`)
  return QuestionnaireSubmissionResponseSchema.parse(await submitted.json())
}
