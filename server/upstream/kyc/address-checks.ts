import type { ADDRESS_CHECKS } from '@contract/services/kyc'
import { bestAddressCoverage, countriesNamed, looksLikeAddress } from './address-compare'
import { ADDRESS_DECLINES, type AddressDecline } from './decline-codes'
import { declineCollector, type CheckOutcome, type Flags } from './document-checks'

export type AddressFlag = (typeof ADDRESS_CHECKS)[number]

/** What was read from an address document. */
export interface ExtractedAddress {
  lines: string[]
  /** YYYY-MM-DD of the document's issue (bill) date, when found. */
  issueDate: string | null
  /** Alpha-2 codes of the countries the document names. */
  countries: string[]
}

/** Proof of address must be at most this many months old. */
export const ADDRESS_MAX_AGE_MONTHS = 3

/** Words needed before a document counts as readable. */
const READABLE_WORDS = 4

function monthsBefore(today: Date, months: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, today.getUTCDate()))
  return date.toISOString().slice(0, 10)
}

/** Every check of an address verification (ADR 0011). */
export function checkAddress(
  extracted: ExtractedAddress,
  fullAddress: string,
  context: { countryAlpha2: string; today: Date },
): CheckOutcome<AddressFlag> {
  const initial: Flags<AddressFlag> = { full_address: null, address_document_country: null, address_document: null }
  const c = declineCollector<AddressFlag, AddressDecline>(ADDRESS_DECLINES, initial)
  const words = extracted.lines
    .join(' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]{2,}/.test(w))
  if (words.length < READABLE_WORDS) {
    c.fail('unreadable')
    c.fail('addressAbsent')
    return { flags: c.flags, codes: c.codes }
  }
  const today = context.today.toISOString().slice(0, 10)
  if (
    !extracted.issueDate ||
    extracted.issueDate < monthsBefore(context.today, ADDRESS_MAX_AGE_MONTHS) ||
    extracted.issueDate > today
  )
    c.fail('notRecent')
  else c.pass('address_document')

  if (bestAddressCoverage(fullAddress, extracted.lines) >= 1) c.pass('full_address')
  else if (extracted.lines.some(looksLikeAddress)) c.fail('addressDiffers')
  else c.fail('addressAbsent')

  // A document naming no country cannot contradict the selected one (many bills leave it out).
  const named = extracted.countries.length > 0 ? extracted.countries : countriesNamed(fullAddress)
  if (named.length > 0 && !named.includes(context.countryAlpha2)) c.fail('countryDiffers')
  else c.pass('address_document_country')
  return { flags: c.flags, codes: c.codes }
}
