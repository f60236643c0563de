import { randomBytes, randomInt } from 'node:crypto'
import type { SandboxCompanyBody } from '@contract/sandbox/companies'
import { generateCompanyCore } from './company-core'
import { normaliseName, normaliseRegistrationNumber } from './normalise'
import { expandProfileV1 } from './profile-v1'
import type { BeneficialOwnerV1, PersonV1, ProfileV1 } from './profile-types'
import { periodBetween, REFERENCE_DATE } from './reference-date'
import type { ServedJurisdiction } from './served-countries'
import type { RegistrySandboxCompanyTable } from './tables'

/**
 * A sandbox company: a generated company of the place (legal form, dates, filings, financials…)
 * renamed as asked, active, with exactly the officers and owners given and its profile complete.
 */
export function buildSandboxCompany(
  datasetSeed: number,
  jurisdiction: ServedJurisdiction,
  input: SandboxCompanyBody,
  now: number,
): Omit<RegistrySandboxCompanyTable, 'id'> {
  // Seed numbers far above any dataset's, so nothing collides with a generated company.
  const core = generateCompanyCore(
    datasetSeed,
    1_000_000_000 + randomInt(0, 1_000_000_000),
    jurisdiction,
    randomInt(1, 900_000),
  )
  const registrationNumber = input.registration_number ?? core.registrationNumber
  const sandboxCore = {
    ...core,
    name: input.name,
    registrationNumber,
    status: 'active' as const,
    dissolutionDate: null,
    inactiveDate: null,
    registryIndex: 0,
  }
  const generated = expandProfileV1(datasetSeed, sandboxCore, jurisdiction)
  // Every field written out: the persons are exactly those given, whatever the generated company had.
  const address = generated.addresses_detail[0]?.address ?? null
  const appointed = sandboxCore.registrationDate < REFERENCE_DATE ? sandboxCore.registrationDate : REFERENCE_DATE
  const since = periodBetween(appointed, REFERENCE_DATE)
  const people: PersonV1[] = (input.officers ?? []).map((officer) => ({
    name: officer.name,
    status: 'active',
    address,
    postal_address: address,
    designation: officer.designation ?? 'director',
    appointment_date: appointed,
    appointment_period: since,
    termination_period: null,
    termination_date: null,
    nationality: officer.nationality ?? null,
    email: null,
    phone_number: null,
    fax_number: null,
    meta_detail: { date_of_birth: officer.date_of_birth ?? null, officer_role_code: 'DIR' },
    similar_people: [],
    employment_status: 'current',
    aml_request_status: null,
    aml_request_id: null,
  }))
  const owners: BeneficialOwnerV1[] = (input.beneficial_owners ?? []).map((owner) => {
    const share = owner.ownership_percentage ?? null
    return {
      name: owner.name,
      email: null,
      status: 'active',
      address,
      designation: share !== null && share >= 25 ? 'person with significant control' : 'shareholder',
      postal_address: address,
      phone_number: null,
      fax_number: null,
      appointment_date: appointed,
      appointment_period: since,
      legal_authority: 'Commercial register law',
      legal_form: 'natural person',
      nationality: owner.nationality ?? null,
      termination_date: null,
      ceased_on: null,
      termination_period: null,
      meta_detail: { date_of_birth: owner.date_of_birth ?? null, natures_of_control: [] },
      shares_detail: {
        voting_min_shares: share,
        voting_max_shares: share,
        ownership_min_shares: share,
        ownership_max_shares: share,
      },
      employment_status: 'current',
      aml_request_status: null,
      aml_status: null,
      aml_request_id: null,
    }
  })
  const shares = (input.beneficial_owners ?? []).map((o) => o.ownership_percentage ?? null)
  const profile: ProfileV1 = {
    ...generated,
    people_detail: people,
    beneficial_owners_detail: owners,
    ownership_shares_detail: owners.map((o, i) => ({
      name: o.name,
      ownership_min_shares: shares[i] ?? null,
      ownership_max_shares: shares[i] ?? null,
    })),
    voting_shares_detail: owners.map((o, i) => ({
      name: o.name,
      voting_min_shares: shares[i] ?? null,
      voting_max_shares: shares[i] ?? null,
    })),
    ownership_structure: {
      id: generated.ownership_structure?.id ?? core.publicId,
      name: input.name,
      children: owners.map((o, i) => ({
        name: o.name ?? '',
        percentage: shares[i] ?? null,
        active: true,
        meta_detail: {},
      })),
    },
  }
  return {
    public_id: `sbx_${randomBytes(8).toString('hex')}`,
    code: jurisdiction.code,
    name: input.name,
    name_norm: normaliseName(input.name),
    registration_number: registrationNumber,
    reg_norm: normaliseRegistrationNumber(registrationNumber),
    type: core.type,
    status: 'active',
    registration_date: appointed,
    dissolution_date: null,
    inactive_date: null,
    risk_level: core.riskLevel,
    verification_status: core.verificationStatus,
    registry_index: 0,
    sections: core.sections,
    profile: JSON.stringify(profile),
    created_at: now,
  }
}

/** Sandbox companies have public ids `sbx_…` (generated ones `cmp_…`). */
export function isSandboxCompany(publicId: string): boolean {
  return publicId.startsWith('sbx_')
}
