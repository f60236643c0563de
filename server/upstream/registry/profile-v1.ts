import { flagPath } from '@contract/countries'
import type { CompanyCore } from './company-core'
import { INDUSTRIES } from './industries'
import { type LocalFaker, localFaker } from './locale-faker'
import { fillPattern } from './company-core'
import { companyRng, hash32, type Rng, Stream } from './random'
import { REFERENCE_DATE, addDays, dayBetween, periodBetween, timestampOf, yearsBetween } from './reference-date'
import { financialDetailOf } from './profile-financials'
import { filingsOf } from './profile-filings'
import { planOwnership } from './profile-ownership'
import { beneficialOwnersOf, fullAddress, officersOf } from './profile-people'
import { plantedNameFor } from './planted-names'
import type { ProfileV1, PersonV1 } from './profile-types'
import { SERVED, type ServedJurisdiction } from './served-countries'

/**
 * Expands the full version 1 profile (spec §2.4) of a company from its core, deterministically:
 * each section draws from its own seeded stream, so the same company always gets the same profile.
 * The profile is "resolved": the HTTP layer decides what is still pending and fills AML fields.
 */
const offshoreLabels: Record<string, string> = {
  VG: 'BVI',
  KY: 'Cayman',
  JE: 'Jersey',
  GG: 'Guernsey',
  IM: 'Isle of Man',
  BM: 'Bermuda',
  PA: 'Panama',
  SC: 'Seychelles',
  BZ: 'Belize',
}

export function expandProfileV1(datasetSeed: number, core: CompanyCore, jurisdiction: ServedJurisdiction): ProfileV1 {
  const spec = jurisdiction.spec
  const stream = (s: number): { rng: Rng; faker: LocalFaker } => {
    const rng = companyRng(datasetSeed, core.seedNo, s)
    return { rng, faker: localFaker(spec.locale, rng.seed()) }
  }
  const jurisdictionCode = jurisdiction.code.toLowerCase()
  const flag = jurisdiction.flag
  const registry =
    spec.registries[core.registryIndex] ?? spec.registries[0] ?? `${jurisdiction.displayName} Business Registry`
  const sourceType = core.registryIndex === 0 ? 'primary' : 'secondary'
  const endOrNow = core.dissolutionDate ?? REFERENCE_DATE

  const financial = financialDetailOf(core, stream(Stream.financials).rng, spec.currency)

  let { rng, faker } = stream(Stream.ownership)
  const offshoreCompany = core.traits.offshoreParent
    ? `${faker.lastName()} International Holdings (${offshoreLabels[core.traits.offshoreParent] ?? core.traits.offshoreParent}) Ltd`
    : ''
  const ownership = planOwnership(core, rng, faker, () => offshoreCompany)

  ;({ rng, faker } = stream(Stream.people))
  const personContext = {
    core,
    rng,
    faker,
    nationality: jurisdiction.countryIso === 'us' ? 'United States' : countryDisplayName(jurisdiction),
    jurisdictionCode,
  }
  const people = withPlantedName(officersOf(personContext), plantedNameFor(core.seedNo))
  const owners = beneficialOwnersOf(personContext, ownership.persons)

  const filings = filingsOf(core, stream(Stream.filings).rng)

  ;({ rng, faker } = stream(Stream.profile))
  const industries = [rng.pick(INDUSTRIES), ...(rng.chance(0.3) ? [rng.pick(INDUSTRIES)] : [])].filter(
    (v, i, a) => a.indexOf(v) === i,
  )
  const registeredAddress = fullAddress(faker)
  const taxNumber = core.traits.hasTaxNumber
    ? fillPattern(spec.taxPattern, core.serial, hash32(datasetSeed, 0x7a))
    : null
  const domain = `${
    core.name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 20) || 'company'
  }.example`
  const lastAccount =
    financial.fiscal_year !== null && financial.fiscal_year_end
      ? `${financial.fiscal_year}-${financial.fiscal_year_end}`
      : null
  const confirmation =
    core.status === 'active' ? dayBetween(addDays(REFERENCE_DATE, -330), REFERENCE_DATE, rng.next()) : null
  const latestFiling = filings[0]?.date ?? core.registrationDate
  const otherJurisdictions = SERVED.filter((j) => j.code !== jurisdiction.code)

  return {
    _id: core.publicId,
    name: core.name,
    registration_number: core.registrationNumber,
    registration_date: core.registrationDate,
    status: core.status,
    type: core.type,
    country_name: jurisdiction.v1Name,
    description: `${core.type} registered in ${jurisdiction.displayName} on ${core.registrationDate}; ${industries.map((i) => i.name.toLowerCase()).join(' and ')}.`,
    country_flag: flag,
    jurisdiction_code: jurisdictionCode,
    incorporation_date: core.registrationDate,
    industries: industries.map((i) => i.name).join(', '),
    tax_number: taxNumber,
    dissolution_date: core.dissolutionDate,
    inactive_date: core.inactiveDate,
    company_fetched_data_status: 'resolved',
    company_registration_period: periodBetween(core.registrationDate, endOrNow),
    company_incorporation_period: periodBetween(core.registrationDate, endOrNow),
    years_since_dissolution: core.dissolutionDate ? yearsBetween(core.dissolutionDate, REFERENCE_DATE) : null,
    request_status: 'resolved',
    risk_level: core.riskLevel,
    verification_status: core.verificationStatus,
    company_aml_request_id: null,
    company_aml_request_status: null,
    company_aml_status: null,
    last_updated_at: timestampOf(latestFiling),
    primary_source: sourceType === 'primary',
    secondary_source: sourceType === 'secondary',
    working_on_files: false,
    meta_detail: {
      source: registry,
      source_type: sourceType,
      legal_form: core.legalForm.abbr,
      retrieved_on: REFERENCE_DATE,
    },
    services_in_progress: [],
    services_completed: ['kyb_check'],
    contacts_detail: [
      { type: 'phone', value: faker.phone(), meta_detail: { source: registry } },
      ...(rng.chance(0.6) ? [{ type: 'email', value: `info@${domain}`, meta_detail: { source: registry } }] : []),
      ...(rng.chance(0.5)
        ? [{ type: 'website', value: `https://www.${domain}`, meta_detail: { source: registry } }]
        : []),
    ],
    previous_names_detail: Array.from({ length: core.traits.previousNames }, (_, i) => ({
      company_name: `${faker.lastName()} ${core.legalForm.abbr}`,
      update_date: dayBetween(core.registrationDate, endOrNow, (i + rng.next()) / (core.traits.previousNames + 1)),
      meta_detail: { source: registry },
    })),
    filings_detail: filings,
    addresses_detail: core.traits.hasAddress
      ? [
          {
            address: registeredAddress,
            type: 'registered_office',
            description: 'Registered office address',
            meta_detail: { source: registry },
          },
          ...(rng.chance(0.3)
            ? [
                {
                  address: fullAddress(faker),
                  type: 'postal',
                  description: 'Postal address',
                  meta_detail: { source: registry },
                },
              ]
            : []),
        ]
      : [],
    announcements_detail: Array.from({ length: core.traits.announcements }, () => {
      const date = dayBetween(core.registrationDate, endOrNow, rng.next())
      const title = rng.pick(announcementTitles(core.status))
      return {
        date,
        title,
        description: `${title} — ${core.name}`,
        meta_detail: { source: registry, gazette: rng.chance(0.5) },
      }
    }).sort((a, b) => b.date.localeCompare(a.date)),
    people_detail: people,
    additional_detail: [
      {
        type: 'registry_information',
        data: [
          {
            registry,
            source_type: sourceType,
            legal_form: core.legalForm.abbr,
            registration_number: core.registrationNumber,
          },
        ],
      },
      { type: 'status_history', data: statusHistory(core) },
    ],
    parent_companies: ownership.parent
      ? [
          {
            entity_type: 'company',
            name: ownership.parent.name,
            company_number: ownership.parent.companyNumber,
            jurisdiction_code: ownership.parent.jurisdictionCode,
            country_name: ownership.parent.jurisdictionCode,
            type: 'Holding company',
            country_flag: flagPath(ownership.parent.jurisdictionCode.split('_')[0] ?? 'xx'),
            meta_detail: { percentage: ownership.parent.percentage, offshore: core.traits.offshoreParent !== null },
          },
        ]
      : [],
    branches: Array.from({ length: core.traits.branches }, (_, i) => {
      const where = rng.pick(otherJurisdictions)
      const start = dayBetween(core.registrationDate, endOrNow, rng.next())
      return {
        entity_type: 'branch',
        name: `${core.name} (${where.displayName} branch)`,
        company_number: `BR${String(hash32(core.seedNo, i) % 1_000_000).padStart(6, '0')}`,
        jurisdiction_code: where.code.toLowerCase(),
        start_date: start,
        home_company_name: core.name,
        home_company_jurisdiction_code: jurisdictionCode,
        home_company_number: core.registrationNumber,
        country_name: where.v1Name.split('.')[0] ?? where.v1Name,
        state_name: where.code.startsWith('US_') ? where.displayName : null,
        type: 'Foreign branch',
        status: core.dissolutionDate ? 'closed' : 'active',
        dissolution_date: core.dissolutionDate,
        registration_date: start,
        industries: industries[0]?.name ?? '',
        address: fullAddress(faker),
        country_flag: where.flag,
      }
    }),
    beneficial_owners_detail: owners,
    ownership_shares_detail: ownership.persons.map((p) => ({
      name: p.name,
      ownership_min_shares: p.shares.ownership_min_shares,
      ownership_max_shares: p.shares.ownership_max_shares,
    })),
    voting_shares_detail: ownership.persons.map((p) => ({
      name: p.name,
      voting_min_shares: p.shares.voting_min_shares,
      voting_max_shares: p.shares.voting_max_shares,
    })),
    accounts_detail: lastAccount
      ? {
          last_account: lastAccount,
          next_account: addDays(lastAccount, 365),
          due_by_date: addDays(lastAccount, 365 + 274),
        }
      : { last_account: null, next_account: null, due_by_date: null },
    confirmation_statement_detail: confirmation
      ? {
          last_account: confirmation,
          next_account: addDays(confirmation, 365),
          due_by_date: addDays(confirmation, 379),
        }
      : { last_account: null, next_account: null, due_by_date: null },
    identifiers: [
      { identifier_type: 'registration_number', identifier_code: registry, identifier_number: core.registrationNumber },
      ...(taxNumber
        ? [{ identifier_type: 'tax_number', identifier_code: spec.taxIdName, identifier_number: taxNumber }]
        : []),
      ...(rng.chance(0.3) ? [{ identifier_type: 'lei', identifier_code: 'LEI', identifier_number: leiOf(core) }] : []),
    ],
    capital_stock_information: [
      {
        capital_class: 'ordinary',
        capital_number: financial.total_number_of_shares ?? 0,
        capital_per_value: financial.per_share_value ?? 0,
        meta_detail: { currency: spec.currency },
      },
      ...(financial.has_more_than_one_class_of_share
        ? [
            {
              capital_class: 'preference',
              capital_number: Math.max(1, Math.round((financial.total_number_of_shares ?? 100) / 10)),
              capital_per_value: financial.per_share_value ?? 1,
              meta_detail: { currency: spec.currency },
            },
          ]
        : []),
    ],
    industries_detail: industries.map((i) => ({
      code: i.code,
      name: i.name,
      description: i.description,
      meta_detail: { scheme: 'NACE Rev. 2' },
    })),
    ownership_structure: ownership.tree,
    financial_detail: financial,
    registries_detail: registriesDetail(spec.registries, core.registryIndex),
  }
}

function countryDisplayName(jurisdiction: ServedJurisdiction): string {
  return jurisdiction.displayName
}

function announcementTitles(status: string): string[] {
  const common = [
    'Change of registered office',
    'Appointment of new director',
    'Increase of share capital',
    'Amendment of articles of association',
  ]
  if (status === 'dissolved')
    return [...common, 'Notice of dissolution', 'First Gazette notice for compulsory strike-off']
  if (status === 'in liquidation') return [...common, 'Appointment of liquidator', 'Notice of winding-up resolution']
  return common
}

function statusHistory(core: CompanyCore): Record<string, string>[] {
  const history = [{ status: 'active', date: core.registrationDate }]
  if (core.inactiveDate) history.push({ status: core.status, date: core.inactiveDate })
  if (core.dissolutionDate) history.push({ status: 'dissolved', date: core.dissolutionDate })
  return history
}

function registriesDetail(registries: readonly string[], registryIndex: number): ProfileV1['registries_detail'] {
  const detail: ProfileV1['registries_detail'] = []
  registries.forEach((name, index) => {
    if (index === 0 || index === registryIndex)
      detail.push({ name, source_type: index === 0 ? 'primary' : 'secondary' })
  })
  return detail
}

/** A 20-character Legal Entity Identifier shape (LOU prefix, 12 characters, 2 check digits). */
function leiOf(core: CompanyCore): string {
  const body =
    hash32(core.seedNo, 0x1e1).toString(36).toUpperCase().padStart(7, '0') +
    hash32(core.seedNo, 0x1e2).toString(36).toUpperCase().padStart(7, '0')
  return `5493${body.slice(0, 14)}${String(hash32(core.seedNo) % 100).padStart(2, '0')}`
}

/** The last officer renamed to a planted watchlist name (planted-names.ts), when the company has one. */
function withPlantedName(people: PersonV1[], planted: string | null): PersonV1[] {
  const last = people.at(-1)
  if (!planted || !last) return people
  return [...people.slice(0, -1), { ...last, name: planted }]
}
