import {
  kycCountriesRoute,
  kycLanguagesRoute,
  kycSubmitRoute,
  readKycResponseRoute,
} from '@contract/routes/routes-services'
import type { KycDocumentInput, KycAddressInput } from '@contract/services/kyc-submission'
import type { KycResult } from '@contract/services/kyc'
import { HttpError } from '../../shared/envelope'
import type { ReceivedFile } from '../../shared/multipart/receive-multipart'
import { toVendorTimestamp } from '../clock/time-scale'
import type { UpstreamCore } from '../core'
import { implement } from '../http/contract-routes'
import { fileBytes } from '../http/multipart-body'
import { success } from '../http/success'
import { kycFileId } from './kyc-files'
import { KYC_LANGUAGES, kycCountryNames, kycLanguage } from './kyc-languages'
import type { KycOutcome } from './kyc-outcome'
import type { ProofUpload, ProvidedAddress, ProvidedDocument } from './kyc-request'
import { startKycRequest } from './start-kyc-verification'
import type { KycFilesTable } from './tables'

export function kycCountries() {
  return implement(kycCountriesRoute, async () =>
    success('Countries fetched successfully', { countries: kycCountryNames() }),
  )
}

export function kycLanguages() {
  return implement(kycLanguagesRoute, async () =>
    success('Languages fetched successfully', { languages: KYC_LANGUAGES.map(([name]) => name) }),
  )
}

function badField(path: string, message: string): never {
  throw new HttpError(400, `Invalid request body: ${path}: ${message}`, { fields: [{ path, message }] })
}

function upload(file: { filename: string; mimetype: string } | undefined): ProofUpload | undefined {
  if (!file) return undefined
  return {
    bytes: fileBytes(file as unknown as ReceivedFile),
    fileName: file.filename,
    mimeType: file.mimetype.toLowerCase(),
  }
}

function providedDocument(input: KycDocumentInput): ProvidedDocument {
  const bound = (value: string | undefined) => (value ? Number(value) : null)
  return {
    supported_types: [...new Set(input.supported_types)],
    process_only_ocr: input.process_only_ocr === '1',
    full_name: input.name?.full_name?.trim() ?? '',
    document_number: input.document_number?.trim() ?? '',
    dob: input.dob ?? '',
    issue_date: input.issue_date ?? '',
    expiry_date: input.expiry_date ?? '',
    gender: input.gender?.trim() ?? '',
    age_min: bound(input.age?.min),
    age_max: bound(input.age?.max),
  }
}

function providedAddress(input: KycAddressInput): ProvidedAddress {
  return { full_address: input.full_address }
}

/** `POST /api/search` with services[]=kyc: a document verification, an address verification, or both (spec §4.5). */
export function kycSubmit(core: UpstreamCore) {
  return implement(kycSubmitRoute, async ({ body }) => {
    const countryName = body.country_names[0]!.toLowerCase()
    if (!kycCountryNames().includes(countryName))
      badField('country_names', 'must be a country of GET /api/readKycCountries')
    if (body.language !== undefined && body.language !== '' && !kycLanguage(body.language))
      badField('language', 'must be a language of GET /api/readKycLanguages')
    const started = await core.db.transaction().execute((trx) =>
      startKycRequest(trx, core, {
        countryName,
        language: body.language,
        document: body.document && {
          provided: providedDocument(body.document),
          proof: upload(body.document.proof)!,
          additionalProof: upload(body.document.additional_proof),
        },
        address: body.address && {
          provided: providedAddress(body.address),
          proof: upload(body.address.proof)!,
          additionalProof: upload(body.address.additional_proof),
        },
      }),
    )
    core.wakeJobs()
    return { kyc_request_id: started.kyc_request_id, service_id: started.service_id }
  })
}

type FileRow = Pick<KycFilesTable, 'id' | 'role' | 'filename' | 'mime_type' | 'extension' | 'size'>

function proofFields(core: UpstreamCore, files: FileRow[], prefix: 'document' | 'address') {
  const now = core.clock.now()
  const of = (role: string) => files.find((f) => f.role === role)
  const link = (file: FileRow | undefined) => (file ? core.files.link(kycFileId(file.id), now) : null)
  const meta = (file: FileRow | undefined) =>
    file
      ? { extension: file.extension, mime_type: file.mime_type, file_size: file.size, filename: file.filename }
      : null
  const proof = of(`${prefix}_proof`)
  const additional = of(`${prefix}_additional_proof`)
  return {
    proof: link(proof),
    additional_proof: link(additional),
    proof_meta_detail: meta(proof),
    additional_proof_meta_detail: meta(additional),
  }
}

/** `GET /api/readKycResponse`: the request as sent and, once processed, what was read and every check (spec §2.8). */
export function readKycResponse(core: UpstreamCore) {
  return implement(readKycResponseRoute, async ({ query }) => {
    const row = await core.db
      .selectFrom('kyc_requests')
      .selectAll()
      .where('id', '=', query.kyc_request_id)
      .executeTakeFirst()
    if (!row)
      throw new HttpError(404, `Not found: no KYC request has kyc_request_id ${query.kyc_request_id}`, {
        fields: [{ path: 'kyc_request_id', message: 'does not match a KYC request' }],
      })
    const files = await core.db
      .selectFrom('kyc_files')
      .select(['id', 'role', 'filename', 'mime_type', 'extension', 'size'])
      .where('kyc_request_id', '=', row.id)
      .execute()
    const document = row.document_input ? (JSON.parse(row.document_input) as ProvidedDocument) : null
    const address = row.address_input ? (JSON.parse(row.address_input) as ProvidedAddress) : null
    const outcome = row.result ? (JSON.parse(row.result) as KycOutcome) : null
    const created = toVendorTimestamp(row.created_at)
    const updated = toVendorTimestamp(row.updated_at)
    const result: KycResult = {
      request_status: row.status,
      kyc_response_data: outcome && {
        _id: `${row.id.slice(0, 16)}${Math.floor(outcome.processed_at / 1000)
          .toString(16)
          .slice(-8)}`,
        kyc_request_id: row.id,
        service_id: row.service_id,
        user_id: row.user_id,
        country: row.country_code,
        created_at: toVendorTimestamp(outcome.processed_at),
        updated_at: updated,
        declined_codes: outcome.declined_codes,
        declined_reason: outcome.declined_reason,
        services_declined_codes: {
          ...(outcome.document ? { document: outcome.document.codes } : {}),
          ...(outcome.address ? { address: outcome.address.codes } : {}),
        },
        verification_data: {
          ...(outcome.document ? { document: outcome.document.data } : {}),
          ...(outcome.address ? { address: outcome.address.data } : {}),
        },
        verification_result: {
          ...(outcome.document ? { document: outcome.document.flags } : {}),
          ...(outcome.address ? { address: outcome.address.flags } : {}),
        },
      },
      kyc_request: {
        _id: row.id,
        user_id: row.user_id,
        company_id: row.company_id,
        service_id: row.service_id,
        kyc_request_type: JSON.parse(row.request_types) as Array<'document' | 'address'>,
        status: row.status,
        language_code: row.language_code,
        language_name: row.language_name,
        country_code: row.country_code,
        country_name: row.country_name,
        document: document && {
          supported_types: document.supported_types,
          name: { full_name: document.full_name },
          gender: document.gender,
          document_number: document.document_number,
          issue_date: document.issue_date,
          dob: document.dob,
          expiry_date: document.expiry_date,
          age:
            document.age_min === null && document.age_max === null
              ? null
              : { min: document.age_min, max: document.age_max },
          ...proofFields(core, files, 'document'),
        },
        address: address && { full_address: address.full_address, ...proofFields(core, files, 'address') },
        created_at: created,
        updated_at: updated,
      },
    }
    return success('KYC response fetched successfully', result)
  })
}
