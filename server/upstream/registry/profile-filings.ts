import type { CompanyCore } from './company-core'
import { hash32, type Rng } from './random'
import { REFERENCE_DATE, addDays, dayBetween } from './reference-date'
import type { FilingV1 } from './profile-types'

/** The stable file id of a filing (`meta_detail.file_id`), or undefined. */
export function fileIdOfFiling(filing: FilingV1): string | undefined {
  const id = filing.meta_detail.file_id
  return typeof id === 'string' ? id : undefined
}

/**
 * Filing history. Each filing has a stable `file_id` (in meta_detail) and a placeholder
 * `file_url` of `/files/<file_id>` that the HTTP layer turns into a signed link. Prices are in the
 * registry's currency: price = price_without_service_charges + service_charges.
 */
const kinds = [
  {
    code: 'AA',
    type: 'accounts',
    category: 'accounts',
    title: (d: string) => `Annual accounts made up to ${d}`,
    base: 3,
  },
  {
    code: 'CS01',
    type: 'confirmation-statement',
    category: 'confirmation-statement',
    title: (d: string) => `Confirmation statement made on ${d}`,
    base: 3,
  },
  { code: 'AP01', type: 'officers', category: 'officers', title: () => 'Appointment of a director', base: 2 },
  {
    code: 'TM01',
    type: 'officers',
    category: 'officers',
    title: () => 'Termination of appointment of a director',
    base: 2,
  },
  { code: 'AD01', type: 'address', category: 'address', title: () => 'Change of registered office address', base: 2 },
  {
    code: 'SH01',
    type: 'capital',
    category: 'capital',
    title: () => 'Statement of capital following an allotment of shares',
    base: 4,
  },
  {
    code: 'RES01',
    type: 'resolution',
    category: 'resolution',
    title: () => 'Resolution of adoption of articles',
    base: 4,
  },
] as const

export function fileIdOf(publicId: string, index: number): string {
  return `fil_${publicId.slice(4)}_${index.toString(36)}`
}

export function filingsOf(core: CompanyCore, rng: Rng): FilingV1[] {
  const filings: FilingV1[] = []
  const end = core.dissolutionDate ?? REFERENCE_DATE
  for (let i = 0; i < core.traits.filings; i++) {
    const isIncorporation = i === 0
    const kind = isIncorporation ? null : rng.pick(kinds)
    const date = isIncorporation
      ? core.registrationDate
      : dayBetween(addDays(core.registrationDate, 30), end, rng.next())
    const fileId = fileIdOf(core.publicId, i)
    const net = kind ? kind.base + rng.int(0, 4) : 5
    const service = rng.pick([1, 1.5, 2])
    const instant = rng.chance(0.7)
    filings.push({
      uid: hash32(core.seedNo, i, 0xf11e).toString(16).padStart(8, '0') + i.toString(16).padStart(4, '0'),
      title: kind ? kind.title(date) : 'Certificate of incorporation',
      date,
      description: kind ? `${kind.title(date)} (${kind.code})` : `Incorporation of ${core.name}`,
      filing_code: kind ? kind.code : 'NEWINC',
      filing_type: kind ? kind.type : 'incorporation',
      file_url: `/files/${fileId}`,
      file_status: instant ? 'available' : 'on_request',
      file_requested: false,
      price: net + service,
      price_without_service_charges: net,
      service_charges: service,
      category: kind ? kind.category : 'incorporation',
      deliver_time: instant ? 'instant' : `${rng.int(1, 3)} business days`,
      file_not_found: false,
      meta_detail: { file_id: fileId, pages: rng.int(1, 40) },
      previous_file_detail: null,
      own_document_available: null,
    })
  }
  return filings.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.uid.localeCompare(b.uid))
}
