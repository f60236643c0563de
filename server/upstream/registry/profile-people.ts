import type { LocalFaker } from './locale-faker'
import type { CompanyCore } from './company-core'
import type { Rng } from './random'
import { REFERENCE_DATE, dayBetween, periodBetween } from './reference-date'
import type { Shareholder } from './profile-ownership'
import type { BeneficialOwnerV1, PersonV1, SimilarPerson } from './profile-types'

/**
 * Officers and beneficial owners. Everyone of a dissolved company ceased on its dissolution date;
 * otherwise some officers resigned. AML fields start null (the AML service fills them).
 */
const designations = [
  'director',
  'director',
  'director',
  'secretary',
  'managing director',
  'chief executive officer',
  'chief financial officer',
  'chairman',
]

interface PersonContext {
  core: CompanyCore
  rng: Rng
  faker: LocalFaker
  nationality: string
  jurisdictionCode: string
}

export function officersOf(ctx: PersonContext): PersonV1[] {
  const { core, rng, faker } = ctx
  const people: PersonV1[] = []
  for (let i = 0; i < core.traits.officers; i++) {
    const appointed = dayBetween(
      core.registrationDate,
      core.dissolutionDate ?? REFERENCE_DATE,
      i === 0 ? 0 : rng.next(),
    )
    const ended =
      core.dissolutionDate ?? (i > 0 && rng.chance(0.25) ? dayBetween(appointed, REFERENCE_DATE, rng.next()) : null)
    const address = fullAddress(faker)
    people.push({
      name: faker.fullName(),
      status: ended ? 'resigned' : 'active',
      address,
      postal_address: rng.chance(0.8) ? address : fullAddress(faker),
      designation: i === 0 ? 'director' : rng.pick(designations),
      appointment_date: appointed,
      appointment_period: periodBetween(appointed, ended ?? REFERENCE_DATE),
      termination_period: ended ? periodBetween(ended, REFERENCE_DATE) : null,
      termination_date: ended,
      nationality: rng.chance(0.8) ? ctx.nationality : faker.country(),
      email: rng.chance(0.4) ? faker.email().toLowerCase() : null,
      phone_number: rng.chance(0.5) ? faker.phone() : null,
      fax_number: rng.chance(0.05) ? faker.phone() : null,
      meta_detail: {
        occupation: faker.jobTitle(),
        date_of_birth: birthMonth(rng),
        officer_role_code: i === 0 ? 'DIR' : 'OFF',
      },
      similar_people: similarPeople(ctx),
      employment_status: ended ? 'former' : 'current',
      aml_request_status: null,
      aml_request_id: null,
    })
  }
  return people
}

export function beneficialOwnersOf(ctx: PersonContext, owners: Shareholder[]): BeneficialOwnerV1[] {
  const { core, rng, faker } = ctx
  return owners.map((owner) => {
    const appointed = dayBetween(core.registrationDate, core.dissolutionDate ?? REFERENCE_DATE, rng.next() * 0.3)
    const ceased = core.dissolutionDate
    const address = fullAddress(faker)
    const controlling = (owner.shares.ownership_min_shares ?? 0) >= 25
    return {
      name: owner.name,
      email: rng.chance(0.3) ? faker.email().toLowerCase() : null,
      status: ceased ? 'ceased' : 'active',
      address,
      designation: controlling ? 'person with significant control' : 'shareholder',
      postal_address: address,
      phone_number: rng.chance(0.3) ? faker.phone() : null,
      fax_number: null,
      appointment_date: appointed,
      appointment_period: periodBetween(appointed, ceased ?? REFERENCE_DATE),
      legal_authority: ctx.jurisdictionCode.startsWith('gb') ? 'Companies Act 2006' : 'Commercial register law',
      legal_form: 'natural person',
      nationality: rng.chance(0.85) ? ctx.nationality : faker.country(),
      termination_date: ceased,
      ceased_on: ceased,
      termination_period: ceased ? periodBetween(ceased, REFERENCE_DATE) : null,
      meta_detail: {
        natures_of_control: controlling
          ? [`ownership-of-shares-${owner.shares.ownership_min_shares}-to-${owner.shares.ownership_max_shares}-percent`]
          : [],
        date_of_birth: birthMonth(rng),
      },
      shares_detail: owner.shares,
      employment_status: ceased ? 'former' : 'current',
      aml_request_status: null,
      aml_status: null,
      aml_request_id: null,
    }
  })
}

function similarPeople(ctx: PersonContext): SimilarPerson[] {
  const { rng, faker } = ctx
  const count = rng.chance(0.6) ? rng.int(1, 2) : 0
  return Array.from({ length: count }, () => {
    const appointed = dayBetween('1990-01-01', REFERENCE_DATE, rng.next())
    const ended = rng.chance(0.4) ? dayBetween(appointed, REFERENCE_DATE, rng.next()) : null
    return {
      name: faker.fullName(),
      address: fullAddress(faker),
      designation: rng.pick(designations),
      nationality: ctx.nationality,
      appointment_date: appointed,
      termination_date: ended,
      meta_detail: {
        occupation: faker.jobTitle(),
        current_status: ended ? 'resigned' : 'active',
        date_of_birth: birthMonth(rng),
        company: {
          name: `${faker.lastName()} ${faker.buzzNoun()} Ltd`,
          jurisdiction_code: ctx.jurisdictionCode,
          company_number: String(rng.int(1_000_000, 99_999_999)),
        },
      },
    }
  })
}

export function fullAddress(faker: LocalFaker): string {
  return `${faker.streetAddress()}, ${faker.zipCode()} ${faker.city()}`
}

/** Month and year of birth only, as registers publish it. */
function birthMonth(rng: Rng): string {
  return `${rng.int(1940, 2000)}-${String(rng.int(1, 12)).padStart(2, '0')}`
}
