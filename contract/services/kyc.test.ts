import { describe, expect, it } from 'vitest'
import { parseBracketFields } from './bracket-fields'
import { exampleKycCountriesResponse, exampleKycLanguagesResponse, exampleReadKycResponse } from './examples'
import {
  KycCountriesResponseSchema,
  KycLanguagesResponseSchema,
  KycStatusSchema,
  ReadKycResponseQuerySchema,
  ReadKycResponseSchema,
} from './kyc'
import {
  KycAddressSubmissionFormSchema,
  KycDocumentSubmissionFormSchema,
  KycSubmissionFormSchema,
  KycSubmissionResponseSchema,
} from './kyc-submission'
import { fieldMessages } from './testing/field-messages'

const MB = 1024 * 1024
const jpeg = {
  filename: 'front.jpg',
  mimetype: 'image/jpeg',
  size: 2 * MB,
  head: new Uint8Array([0xff, 0xd8, 0xff, 0xe1]),
}
const png = { filename: 'bill.png', mimetype: 'image/png', size: 3 * MB }

const documentEntries: Array<[string, unknown]> = [
  ['services[]', 'kyc'],
  ['country_names[]', 'germany'],
  ['language', 'english'],
  ['document[supported_types][]', 'passport'],
  ['document[supported_types][]', 'id_card'],
  ['document[process_only_ocr]', '0'],
  ['document[name][full_name]', ''],
  ['document[document_number]', ''],
  ['document[dob]', '1983-08-12'],
  ['document[issue_date]', ''],
  ['document[expiry_date]', ''],
  ['document[gender]', ''],
  ['document[age][min]', '18'],
  ['document[age][max]', '99'],
  ['document[proof]', jpeg],
  ['document[additional_proof]', jpeg],
]
const addressEntries: Array<[string, unknown]> = [
  ['services[]', 'kyc'],
  ['country_names[]', 'germany'],
  ['address[full_address]', 'Heidestraße 17, 51147 Köln'],
  ['address[proof]', png],
]
const form = (entries: Array<[string, unknown]>) => parseBracketFields(entries)
const replaced = (entries: Array<[string, unknown]>, name: string, value: unknown) =>
  form(entries.map(([n, v]): [string, unknown] => [n, n === name ? value : v]))
const without = (entries: Array<[string, unknown]>, ...names: string[]) =>
  form(entries.filter(([n]) => !names.includes(n)))

describe('KYC submission (document)', () => {
  it('accepts a full document request and a minimal one', () => {
    expect(fieldMessages(KycSubmissionFormSchema, form(documentEntries))).toEqual([])
    expect(fieldMessages(KycDocumentSubmissionFormSchema, form(documentEntries))).toEqual([])
    const minimal: Array<[string, unknown]> = [
      ['services[]', 'kyc'],
      ['country_names[]', 'germany'],
      ['document[supported_types][]', 'driving_license'],
      ['document[process_only_ocr]', '1'],
      ['document[proof]', { filename: 'scan.pdf', mimetype: 'application/pdf', size: 10 }],
    ]
    expect(fieldMessages(KycSubmissionFormSchema, form(minimal))).toEqual([])
  })

  it('names each broken rule on its field', () => {
    const check = (name: string, value: unknown) =>
      fieldMessages(KycSubmissionFormSchema, replaced(documentEntries, name, value))
    expect(check('services[]', 'kyb_check')).toEqual(['services: must include kyc'])
    expect(check('document[supported_types][]', 'visa')).toEqual([
      'document.supported_types.0: must be one of id_card, driving_license, passport',
      'document.supported_types.1: must be one of id_card, driving_license, passport',
    ])
    expect(check('document[process_only_ocr]', '2')).toEqual(['document.process_only_ocr: must be 0 or 1'])
    expect(check('document[dob]', '12-08-1983')).toEqual([
      'document.dob: must be a real date as YYYY-MM-DD, or empty to extract it',
    ])
    expect(check('document[expiry_date]', '2031-02-30')).toEqual([
      'document.expiry_date: must be a real date as YYYY-MM-DD, or empty to extract it',
    ])
    expect(check('document[age][min]', '0')).toEqual(['document.age.min: must be 1 to 170'])
    expect(check('document[age][max]', '171')).toEqual(['document.age.max: must be 1 to 170'])
    expect(check('document[age][min]', '99')).toEqual(['document.age.min: must be less than document[age][max]'])
    expect(check('document[age][min]', 'ten')).toEqual(['document.age.min: must be a whole number'])
    expect(check('document[proof]', { ...jpeg, size: 16 * MB })).toEqual(['document.proof: must be under 16 MB'])
    expect(check('document[proof]', { filename: 'x.gif', mimetype: 'image/gif', size: 1 })).toEqual([
      'document.proof: must be one of jpg, jpeg, png, pdf (got x.gif, image/gif)',
    ])
    expect(
      check('document[additional_proof]', { ...jpeg, head: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]) }),
    ).toEqual(['document.additional_proof: content is not a jpg file'])
  })

  it('refuses dates that cannot be: a birth or an issue in the future, an impossible age, an expiry before the issue', () => {
    const dates = (dob: string, issue: string, expiry: string) =>
      fieldMessages(
        KycSubmissionFormSchema,
        form(
          documentEntries.map(([n, v]): [string, unknown] => [
            n,
            n === 'document[dob]'
              ? dob
              : n === 'document[issue_date]'
                ? issue
                : n === 'document[expiry_date]'
                  ? expiry
                  : v,
          ]),
        ),
      )
    expect(dates('1983-08-12', '2021-11-01', '2031-10-31')).toEqual([])
    expect(dates('2090-01-01', '', '')).toEqual([expect.stringMatching(/^document\.dob: must not be in the future/)])
    expect(dates('1850-01-01', '', '')).toEqual([
      "document.dob: must be a living person's birth date (at most 130 years ago)",
    ])
    expect(dates('', '2090-01-01', '')).toEqual([
      expect.stringMatching(/^document\.issue_date: must not be in the future/),
    ])
    expect(dates('', '2021-11-01', '2021-10-31')).toEqual(['document.expiry_date: must be after document[issue_date]'])
    expect(dates('1983-08-12', '1979-01-01', '')).toEqual([
      'document.issue_date: must be after document[dob] (a document is issued after its holder is born)',
    ])
  })

  it('requires supported types, process_only_ocr, the proof and a country', () => {
    expect(fieldMessages(KycSubmissionFormSchema, without(documentEntries, 'document[supported_types][]'))).toEqual([
      'document.supported_types: must list at least one of id_card, driving_license, passport',
    ])
    expect(fieldMessages(KycSubmissionFormSchema, without(documentEntries, 'document[process_only_ocr]'))).toEqual([
      'document.process_only_ocr: is required (0 or 1)',
    ])
    expect(fieldMessages(KycSubmissionFormSchema, without(documentEntries, 'document[proof]'))).toEqual([
      'document.proof: is required (a file)',
    ])
    expect(fieldMessages(KycSubmissionFormSchema, without(documentEntries, 'country_names[]'))).toEqual([
      'country_names: is required',
    ])
    expect(fieldMessages(KycSubmissionFormSchema, form([...documentEntries, ['country_names[]', 'france']]))).toEqual([
      'country_names: must hold exactly one country name',
    ])
  })
})

describe('KYC submission (address)', () => {
  it('accepts an address request, and document and address together', () => {
    expect(fieldMessages(KycSubmissionFormSchema, form(addressEntries))).toEqual([])
    expect(fieldMessages(KycAddressSubmissionFormSchema, form(addressEntries))).toEqual([])
    const both = form([...documentEntries, ...addressEntries.slice(2)])
    const parsed = KycSubmissionFormSchema.parse(both)
    expect(parsed.document?.supported_types).toEqual(['passport', 'id_card'])
    expect(parsed.address?.full_address).toBe('Heidestraße 17, 51147 Köln')
  })

  it('requires the full address and the proof, and one of the two variants', () => {
    expect(fieldMessages(KycSubmissionFormSchema, without(addressEntries, 'address[full_address]'))).toEqual([
      'address.full_address: is required (the address as on the document)',
    ])
    expect(fieldMessages(KycSubmissionFormSchema, replaced(addressEntries, 'address[full_address]', '  '))).toEqual([
      'address.full_address: is required (the address as on the document)',
    ])
    expect(fieldMessages(KycSubmissionFormSchema, without(addressEntries, 'address[proof]'))).toEqual([
      'address.proof: is required (a file)',
    ])
    expect(fieldMessages(KycSubmissionFormSchema, form(addressEntries.slice(0, 2)))).toEqual([
      'document: document or address fields are required',
    ])
  })

  it('returns the bare identifiers', () => {
    expect(fieldMessages(KycSubmissionResponseSchema, { kyc_request_id: 'k', service_id: 's', extra: 1 })).toEqual([])
    expect(fieldMessages(KycSubmissionResponseSchema, { kyc_request_id: 'k' })[0]).toMatch(/^service_id:/)
  })
})

describe('KYC reads', () => {
  it('lists countries and languages', () => {
    expect(fieldMessages(KycCountriesResponseSchema, exampleKycCountriesResponse)).toEqual([])
    expect(fieldMessages(KycLanguagesResponseSchema, exampleKycLanguagesResponse)).toEqual([])
    expect(
      fieldMessages(KycLanguagesResponseSchema, { error: false, message: 'm', data: { languages: 'english' } })[0],
    ).toMatch(/^data\.languages:/)
  })

  it('reads a full KYC response and lets unknown fields through', () => {
    expect(fieldMessages(ReadKycResponseSchema, exampleReadKycResponse)).toEqual([])
    const extra = { ...exampleReadKycResponse, data: { ...exampleReadKycResponse.data, face_match: 0.9 } }
    expect(ReadKycResponseSchema.parse(extra).data).toHaveProperty('face_match', 0.9)
    expect(fieldMessages(ReadKycResponseQuerySchema, {})).toEqual(['kyc_request_id: is required'])
  })

  it('keeps the status values and 0/1 flags strict', () => {
    expect(KycStatusSchema.options).toEqual(['pending', 'verification.accepted', 'verification.declined'])
    const data = exampleReadKycResponse.data
    const responseData = data.kyc_response_data!
    const withStatus = { ...exampleReadKycResponse, data: { ...data, request_status: 'accepted' } }
    expect(fieldMessages(ReadKycResponseSchema, withStatus)[0]).toMatch(/^data\.request_status:/)
    const flags = {
      ...responseData.verification_result,
      document: { ...responseData.verification_result.document, name: 2 },
    }
    const withFlag = {
      ...exampleReadKycResponse,
      data: { ...data, kyc_response_data: { ...responseData, verification_result: flags } },
    }
    expect(fieldMessages(ReadKycResponseSchema, withFlag)).toEqual([
      'data.kyc_response_data.verification_result.document.name: must be 0 or 1',
    ])
    const requestType = {
      ...exampleReadKycResponse,
      data: { ...data, kyc_request: { ...data.kyc_request, kyc_request_type: ['face'] } },
    }
    expect(fieldMessages(ReadKycResponseSchema, requestType)[0]).toMatch(/^data\.kyc_request\.kyc_request_type\.0:/)
  })

  it('reads a pending request before any result exists', () => {
    const pending = {
      ...exampleReadKycResponse,
      data: {
        request_status: 'pending',
        kyc_response_data: null,
        kyc_request: { ...exampleReadKycResponse.data.kyc_request, status: 'pending', address: null },
      },
    }
    expect(fieldMessages(ReadKycResponseSchema, pending)).toEqual([])
  })
})
