import { KycCountriesResponseSchema, KycLanguagesResponseSchema, ReadKycResponseSchema } from '@contract/services/kyc'
import { KycSubmissionResponseSchema } from '@contract/services/kyc-submission'
import { describe, expect, it } from 'vitest'
import type { UpstreamApp } from '../app'
import { authHeaders, hasValidSignature, injectSigned, pollUntil, useTestApp } from '../test-support/upstream-harness'
import { png, sandboxDocument, submitKyc, type FormValue } from '../test-support/kyc-test-forms'

async function readKyc(app: UpstreamApp, id: string) {
  return injectSigned(app, { url: `/api/readKycResponse?kyc_request_id=${id}` }, ReadKycResponseSchema)
}

async function processed(app: UpstreamApp, id: string) {
  return pollUntil(
    () => readKyc(app, id),
    (r) => r.data.request_status !== 'pending',
    60_000,
  )
}

const licence = {
  type: 'driving_license',
  first_name: 'Erika',
  last_name: 'Mustermann',
  document_number: 'D4471922',
  date_of_birth: '1983-08-12',
  issue_date: '2022-03-01',
  expiry_date: '2032-02-28',
  country_code: 'DE',
}

const documentForm = (proof: FormValue, extra: Array<[string, string]> = []): Array<[string, FormValue]> => [
  ['services[]', 'kyc'],
  ['country_names[]', 'germany'],
  ['language', 'english'],
  ['document[supported_types][]', 'driving_license'],
  ['document[supported_types][]', 'passport'],
  ['document[process_only_ocr]', '0'],
  ['document[proof]', proof],
  ...extra,
]

describe('KYC through the API (real OCR on a few small documents)', () => {
  const upstream = useTestApp({ datasetSize: 1000 })

  it('lists countries in lower case and languages', async () => {
    const countries = await injectSigned(upstream.app, { url: '/api/readKycCountries' }, KycCountriesResponseSchema)
    expect(countries.data.countries).toContain('germany')
    expect(countries.data.countries.every((c) => c === c.toLowerCase())).toBe(true)
    const languages = await injectSigned(upstream.app, { url: '/api/readKycLanguages' }, KycLanguagesResponseSchema)
    expect(languages.data.languages).toEqual(expect.arrayContaining(['english', 'german', 'french']))
  })

  it('draws sandbox documents as signed files, and refuses bad parameters naming the field', async () => {
    const identity = await upstream.app.inject({
      url: '/sandbox/documents/identity?type=id_card&format=jpg',
      headers: authHeaders,
    })
    expect(identity.statusCode).toBe(200)
    expect(identity.headers['content-type']).toBe('image/jpeg')
    expect(identity.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    expect(await hasValidSignature(identity.rawPayload as unknown as string, identity.headers)).toBe(true)
    const pdf = await upstream.app.inject({ url: '/sandbox/documents/address?format=pdf', headers: authHeaders })
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const bad = await upstream.app.inject({
      url: '/sandbox/documents/identity?document_number=TOO-LONG-NUMBER',
      headers: authHeaders,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json<{ data: { fields: Array<{ path: string }> } }>().data.fields[0]?.path).toBe('document_number')
    expect((await upstream.app.inject({ url: '/sandbox/documents/identity' })).statusCode).toBe(401)
  })

  it('refuses bad submissions with the envelope and the field (400, 413, 415)', async () => {
    const proof = png(await sandboxDocument(upstream.app, 'address', {}))
    const cases: Array<[Array<[string, FormValue]>, number, string]> = [
      [
        documentForm(proof).filter(([name]) => !name.startsWith('document[supported_types]')),
        400,
        'document.supported_types',
      ],
      [
        documentForm(proof, [
          ['document[age][min]', '40'],
          ['document[age][max]', '30'],
        ]),
        400,
        'document.age.min',
      ],
      [documentForm(proof, [['document[age][max]', '171']]), 400, 'document.age.max'],
      [documentForm(proof, [['document[dob]', '12.08.1983']]), 400, 'document.dob'],
      [documentForm(proof).map(([n, v]) => (n === 'country_names[]' ? [n, 'atlantis'] : [n, v])), 400, 'country_names'],
      [documentForm(proof).map(([n, v]) => (n === 'language' ? [n, 'klingon'] : [n, v])), 400, 'language'],
      [documentForm(proof).filter(([name]) => name !== 'document[proof]'), 400, 'document.proof'],
      [
        [
          ['services[]', 'kyc'],
          ['country_names[]', 'germany'],
          ['address[proof]', proof],
        ],
        400,
        'address.full_address',
      ],
      [
        documentForm({ bytes: Buffer.from('not an image at all'), filename: 'proof.png', type: 'image/png' }),
        415,
        'document[proof]',
      ],
      [
        documentForm({ bytes: Buffer.alloc(16 * 1024 * 1024, 0xff), filename: 'proof.jpg', type: 'image/jpeg' }),
        413,
        'document[proof]',
      ],
    ]
    for (const [fields, status, path] of cases) {
      const response = await submitKyc(upstream.app, fields)
      expect(response.statusCode, path).toBe(status)
      const body = response.json<{ error: boolean; message: string; data: { fields: Array<{ path: string }> } }>()
      expect(body.error).toBe(true)
      expect(body.data.fields.map((f) => f.path)).toContain(path)
    }
    expect(
      (await upstream.app.inject({ url: '/api/readKycResponse?kyc_request_id=nope', headers: authHeaders })).statusCode,
    ).toBe(404)
  })

  it('accepts a matching driving licence: §2.8 shape, flags 1, proof downloadable through its signed link', async () => {
    const bytes = await sandboxDocument(upstream.app, 'identity', licence)
    const response = await submitKyc(
      upstream.app,
      documentForm(png(bytes, 'licence.png'), [
        ['document[name][full_name]', 'Mustermann Erika'],
        ['document[dob]', '1983-08-12'],
        ['document[age][min]', '18'],
        ['document[age][max]', '90'],
      ]),
    )
    expect(response.statusCode).toBe(200)
    const ids = KycSubmissionResponseSchema.parse(response.json())
    expect(Object.keys(response.json<object>()).sort()).toEqual(['kyc_request_id', 'service_id'])
    const pending = await readKyc(upstream.app, ids.kyc_request_id)
    expect(pending.data).toMatchObject({
      request_status: 'pending',
      kyc_response_data: null,
      kyc_request: { status: 'pending', kyc_request_type: ['document'], country_code: 'DE', language_code: 'en' },
    })

    const done = await processed(upstream.app, ids.kyc_request_id)
    const data = done.data.kyc_response_data!
    expect(done.data.request_status, JSON.stringify(data)).toBe('verification.accepted')
    expect(data.verification_data.document).toMatchObject({
      document_number: 'D4471922',
      dob: '1983-08-12',
      expiry_date: '2032-02-28',
      issue_date: '2022-03-01',
      selected_type: ['driving_license'],
      document_country_code: 'DE',
    })
    expect(data.verification_result.document).toMatchObject({
      document: 1,
      name: 1,
      dob: 1,
      age: 1,
      expiry_date: 1,
      document_country: 1,
      selected_type: 1,
      document_number: 1,
    })
    expect(data.declined_codes).toEqual([])

    const link = new URL(done.data.kyc_request.document!.proof!, 'http://localhost')
    const file = await upstream.app.inject({ url: `${link.pathname}${link.search}` })
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(bytes)).toBe(true)
    expect(done.data.kyc_request.document!.proof_meta_detail).toEqual({
      extension: 'png',
      mime_type: 'image/png',
      file_size: bytes.length,
      filename: 'licence.png',
    })
  })

  it('declines a wrong name, the wrong type and an age out of bounds with their codes', async () => {
    const bytes = await sandboxDocument(upstream.app, 'identity', licence)
    const fields = documentForm(png(bytes), [
      ['document[name][full_name]', 'John Doe'],
      ['document[age][min]', '50'],
      ['document[age][max]', '90'],
    ]).filter(([n, v]) => !(n === 'document[supported_types][]' && v === 'driving_license'))
    const ids = KycSubmissionResponseSchema.parse((await submitKyc(upstream.app, fields)).json())
    const done = await processed(upstream.app, ids.kyc_request_id)
    expect(done.data.request_status).toBe('verification.declined')
    const data = done.data.kyc_response_data!
    expect(data.declined_codes).toEqual(expect.arrayContaining(['SPDR07', 'SPDR13', 'SPDR14']))
    expect(data.services_declined_codes.document).toEqual(data.declined_codes)
    expect(data.verification_result.document).toMatchObject({ name: 0, selected_type: 0, age: 0, dob: 1 })
    expect(data.declined_reason).toMatch(/name mismatch/i)
  })

  it('reads a bilingual licence without MRZ: names with diacritics, a month-name date and the lone sex letter match what was provided', async () => {
    const bilingual = { ...licence, first_name: 'Jürgen', last_name: 'Groß', gender: 'M', variant: '3' }
    const bytes = await sandboxDocument(upstream.app, 'identity', bilingual)
    const extra: Array<[string, string]> = [
      ['document[name][full_name]', 'Juergen Gross'],
      ['document[gender]', 'male'],
      ['document[dob]', '1983-08-12'],
      ['document[document_number]', 'd4471922'],
    ]
    const ids = KycSubmissionResponseSchema.parse(
      (await submitKyc(upstream.app, documentForm(png(bytes), extra))).json(),
    )
    const done = await processed(upstream.app, ids.kyc_request_id)
    const data = done.data.kyc_response_data!
    expect(done.data.request_status, JSON.stringify(data)).toBe('verification.accepted')
    expect(data.verification_result.document).toMatchObject({
      document: 1,
      name: 1,
      gender: 1,
      dob: 1,
      document_number: 1,
    })
  })

  it('verifies an address document: accepted when it matches, and the response is signed', async () => {
    const bill = await sandboxDocument(upstream.app, 'address', {
      full_name: 'Erika Mustermann',
      full_address: 'Heidestrasse 17, 51147 Koeln',
      country_code: 'DE',
    })
    const response = await submitKyc(upstream.app, [
      ['services[]', 'kyc'],
      ['country_names[]', 'germany'],
      ['address[full_address]', 'Heidestr. 17, 51147 KOELN'],
      ['address[proof]', png(bill, 'bill.png')],
    ])
    expect(response.statusCode).toBe(200)
    const ids = KycSubmissionResponseSchema.parse(response.json())
    const done = await processed(upstream.app, ids.kyc_request_id)
    const data = done.data.kyc_response_data!
    expect(done.data.request_status, JSON.stringify(data)).toBe('verification.accepted')
    expect(data.verification_result.address).toEqual({
      full_address: 1,
      address_document_country: 1,
      address_document: 1,
    })
    expect(data.verification_data.address).toMatchObject({
      address_country_code: 'DE',
      full_address: 'Heidestr. 17, 51147 KOELN',
    })
    const raw = await upstream.app.inject({
      url: `/api/readKycResponse?kyc_request_id=${ids.kyc_request_id}`,
      headers: authHeaders,
    })
    expect(await hasValidSignature(raw.body, raw.headers)).toBe(true)
  })
})
