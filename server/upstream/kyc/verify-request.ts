import { UnreadableDocumentError } from '../ocr/document-pages'
import { countries, countryByV1Name } from '@contract/countries'
import { checkAddress, type ExtractedAddress } from './address-checks'
import { ageOn } from './compare-values'
import { declinedReason, DOCUMENT_DECLINES } from './decline-codes'
import { checkDocument, selectedTypes } from './document-checks'
import type { ExtractedDocument } from './extracted-document'
import type { ProvidedAddress, ProvidedDocument } from './kyc-request'
import type { KycOutcome } from './kyc-outcome'
import { countryNameOfAlpha3, isKnownAlpha3, mergeReadings, settleNumberByProvided } from './merge-readings'
import { readAddressDocument } from './read-address-document'
import { readIdentityDocument } from './read-identity-document'
import type { KycRequestsTable } from './tables'

export interface RequestProofs {
  document: Buffer[]
  address: Buffer[]
}

/** Readers of the proofs; tests may pass fixed readings. */
export interface ProofReaders {
  identity(proofs: readonly Buffer[], today: Date): Promise<ExtractedDocument>
  address(proofs: readonly Buffer[], today: Date): Promise<ExtractedAddress>
}

export const ocrReaders: ProofReaders = { identity: readIdentityDocument, address: readAddressDocument }

const unreadableDocument = (today: Date): ExtractedDocument =>
  mergeReadings({ readable: false, mrz: null, visual: {}, titleType: null, today })

async function documentPart(
  request: KycRequestsTable,
  provided: ProvidedDocument,
  proofs: Buffer[],
  readers: ProofReaders,
  today: Date,
): Promise<NonNullable<KycOutcome['document']>> {
  const country = countryByV1Name(request.country_name)
  let extracted: ExtractedDocument
  let corrupted = false
  try {
    extracted = settleNumberByProvided(await readers.identity(proofs, today), provided.document_number)
  } catch (error) {
    if (!(error instanceof UnreadableDocumentError)) throw error
    extracted = unreadableDocument(today)
    corrupted = true
  }
  const outcome = checkDocument(extracted, provided, {
    countryAlpha3: country?.alpha3 ?? '',
    countryAliases: country?.alpha3 === 'DEU' ? ['D'] : [],
    knownAlpha3: isKnownAlpha3,
    today,
  })
  // A file that is no readable image or PDF: the one code that says so.
  if (corrupted) outcome.codes.splice(0, outcome.codes.length, DOCUMENT_DECLINES.corrupted.code)
  const issuing = extracted.issuingAlpha3 ? countryNameOfAlpha3(extracted.issuingAlpha3) : null
  const fullName = [extracted.firstName, extracted.lastName].filter(Boolean).join(' ')
  const names = (extracted.firstName ?? '').split(/\s+/).filter(Boolean)
  return {
    data: {
      name:
        extracted.lastName || extracted.firstName
          ? {
              first_name: names[0] ?? null,
              middle_name: names.length > 1 ? names.slice(1).join(' ') : null,
              last_name: extracted.lastName,
              full_name: fullName || null,
            }
          : null,
      document_number: extracted.documentNumber,
      dob: extracted.dob,
      gender: extracted.gender,
      age: extracted.dob ? (ageOn(extracted.dob, today) ?? null) : null,
      expiry_date: extracted.expiryDate,
      issue_date: extracted.issueDate,
      selected_type: selectedTypes(extracted),
      supported_types: provided.supported_types,
      document_country_name: issuing?.name ?? null,
      document_country_code: issuing?.alpha2 ?? extracted.issuingAlpha3,
      // Extension (ADR 0008 addendum): the zone as read, for the reviewer's check-digit verdicts.
      mrz: extracted.mrz ? { format: extracted.mrz.format, lines: extracted.mrz.lines } : null,
    },
    flags: outcome.flags,
    codes: outcome.codes,
  }
}

async function addressPart(
  request: KycRequestsTable,
  provided: ProvidedAddress,
  proofs: Buffer[],
  readers: ProofReaders,
  today: Date,
): Promise<NonNullable<KycOutcome['address']>> {
  let extracted: ExtractedAddress
  try {
    extracted = await readers.address(proofs, today)
  } catch (error) {
    if (!(error instanceof UnreadableDocumentError)) throw error
    extracted = { lines: [], issueDate: null, countries: [] }
  }
  const outcome = checkAddress(extracted, provided.full_address, { countryAlpha2: request.country_code, today })
  const named = extracted.countries.includes(request.country_code) ? request.country_code : extracted.countries[0]
  const documentCountry = named ? countries.find((c) => c.alpha2 === named) : undefined
  return {
    data: {
      full_address: provided.full_address,
      native_full_address: extracted.lines.length > 0 ? extracted.lines.join('\n') : null,
      address_country_name: documentCountry?.displayName ?? named ?? null,
      address_country_code: named ?? null,
    },
    flags: outcome.flags,
    codes: outcome.codes,
  }
}

/** Reads and checks every proof of a request: the outcome to store (ADR 0011, ADR 0012). */
export async function verifyKycRequest(
  request: KycRequestsTable,
  proofs: RequestProofs,
  readers: ProofReaders,
  now: number,
): Promise<KycOutcome> {
  const today = new Date(now)
  const documentInput = request.document_input ? (JSON.parse(request.document_input) as ProvidedDocument) : null
  const addressInput = request.address_input ? (JSON.parse(request.address_input) as ProvidedAddress) : null
  const document = documentInput
    ? await documentPart(request, documentInput, proofs.document, readers, today)
    : undefined
  const address = addressInput ? await addressPart(request, addressInput, proofs.address, readers, today) : undefined
  const declined = [...(document?.codes ?? []), ...(address?.codes ?? [])]
  return {
    ...(document ? { document } : {}),
    ...(address ? { address } : {}),
    declined_codes: declined,
    declined_reason: declinedReason(declined),
    processed_at: now,
  }
}
