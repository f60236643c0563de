import { performCompanyAmlRoute, performOfficersAmlRoute } from '@contract/routes/routes-services'
import { HttpError } from '../../shared/envelope'
import type { UpstreamCore } from '../core'
import { implement } from '../http/contract-routes'
import { findVisibleResult } from '../search-results/visible-results'
import { success } from '../http/success'
import type { AmlSubject } from './start-screening'
import { personKey, startAmlScreening } from './start-screening'

/**
 * `POST /api/performCompanyAml` and `/api/performOfficersAml` (spec §4.1). Both take version 1 ids
 * (company_id and request_id of a search) or version 2 ids (kyb_response_id and kyb_request_id):
 * both name one company among the results of one search.
 */
async function companyOfSearch(core: UpstreamCore, companyId: string, requestId: string) {
  const found = await findVisibleResult(core.db, companyId, requestId)
  const resolved = found ? await core.registry.getProfileV1(found.company_id) : null
  if (!found || !resolved) {
    throw new HttpError(404, `Not found: company ${companyId} is not among the results of request ${requestId}`, {
      fields: [{ path: 'company_id', message: 'does not match a company of that request' }],
    })
  }
  const summary = JSON.parse(found.summary) as { country_code?: string }
  return { result: found, profile: resolved, countryCode: summary.country_code }
}

export function performCompanyAml(core: UpstreamCore) {
  return implement(performCompanyAmlRoute, async ({ body }) => {
    const { result, profile, countryCode } = await companyOfSearch(core, body.company_id, body.request_id)
    const previous = profile.previous_names_detail
      .map((p) => p.company_name)
      .filter((n): n is string => typeof n === 'string' && n !== '' && n !== profile.name)
    const id = await core.db.transaction().execute((trx) =>
      startAmlScreening(core, trx, {
        name: profile.name,
        type: 'company',
        other_names: previous,
        ...(countryCode ? { country_code: countryCode } : {}),
        origin: { kind: 'company', kyb_result_id: result.id, kyb_request_id: result.request_id },
      }),
    )
    core.wakeJobs()
    return success('Company AML has been started successfully', { aml_request_id: id })
  })
}

/**
 * One screening per person: someone who is both officer and owner is screened once, with both roles
 * (their rows of the profile then show the same screening), not twice identically.
 */
function onePerPerson(subjects: AmlSubject[]): AmlSubject[] {
  const byPerson = new Map<string, AmlSubject>()
  for (const subject of subjects) {
    const key = personKey(subject.name)
    const known = byPerson.get(key)
    if (!known) {
      byPerson.set(key, subject)
      continue
    }
    const roles = [known.origin.role, subject.origin.role].filter((role): role is string => Boolean(role))
    byPerson.set(key, {
      ...known,
      origin: { ...known.origin, ...(roles.length > 0 ? { role: [...new Set(roles)].join(', ') } : {}) },
    })
  }
  return [...byPerson.values()]
}

export function performOfficersAml(core: UpstreamCore) {
  return implement(performOfficersAmlRoute, async ({ body }) => {
    const { result, profile, countryCode } = await companyOfSearch(core, body.company_id, body.request_id)
    const person = (
      kind: 'officer' | 'owner',
      p: { name: string | null; designation?: string | null; nationality?: string | null; meta_detail?: unknown },
    ): AmlSubject | [] => {
      if (!p.name) return []
      const dob = (p.meta_detail as { date_of_birth?: unknown } | null | undefined)?.date_of_birth
      return {
        name: p.name,
        type: 'person',
        ...(countryCode ? { country_code: countryCode } : {}),
        ...(typeof dob === 'string' && dob !== '' ? { date_of_birth: dob } : {}),
        ...(p.nationality ? { nationality: p.nationality } : {}),
        origin: {
          kind,
          kyb_result_id: result.id,
          kyb_request_id: result.request_id,
          ...(p.designation ? { role: p.designation } : {}),
        },
      }
    }
    let subjects = [
      ...profile.people_detail.flatMap((p) => person('officer', p)),
      ...profile.beneficial_owners_detail.flatMap((p) => person('owner', p)),
    ]
    if (body.person_name !== undefined) {
      const wanted = personKey(body.person_name)
      subjects = subjects.filter((s) => personKey(s.name) === wanted)
      if (subjects.length === 0) {
        throw new HttpError(
          404,
          `Not found: no officer or owner of company ${body.company_id} is named ${body.person_name}`,
          {
            fields: [{ path: 'person_name', message: 'does not match an officer or owner of the company' }],
          },
        )
      }
    }
    subjects = onePerPerson(subjects)
    await core.db.transaction().execute(async (trx) => {
      for (const subject of subjects) await startAmlScreening(core, trx, subject)
    })
    core.wakeJobs()
    return success(
      `AML on officers is being performed (${subjects.length} ${subjects.length === 1 ? 'person' : 'persons'})`,
      {},
    )
  })
}
