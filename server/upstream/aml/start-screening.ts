import type { Transaction } from 'kysely'
import type { UpstreamCore } from '../core'
import type { UpstreamDatabase } from '../db/schema'
import { enqueueJob } from '../jobs/job-queue'
import { newObjectId, newRandomReference } from '../db/ids'
import { amlJobKinds, screeningSeconds } from './aml-jobs-kinds'
import { asciiWords } from '../text/ascii-words'

/** Who or what is screened, and where it comes from. */
export interface AmlSubject {
  name: string
  type: 'person' | 'company'
  /** Further names screened with it (a company's previous names). */
  other_names?: string[]
  country_code?: string
  date_of_birth?: string
  nationality?: string
  origin: {
    kind: 'company' | 'officer' | 'owner' | 'ubo'
    kyb_result_id?: string
    kyb_request_id?: string
    questionnaire_request_id?: string
    role?: string
  }
}

/** The key that ties a person's screening to their row of a profile: the name, transliterated and lower case. */
export function personKey(name: string): string {
  return asciiWords(name).join(' ')
}

/**
 * Records an AML request and its durable screening job in the caller's transaction; returns its
 * aml_request_id. Call `core.wakeJobs()` once the transaction has committed.
 */
export async function startAmlScreening(
  core: UpstreamCore,
  trx: Transaction<UpstreamDatabase>,
  subject: AmlSubject,
): Promise<string> {
  const now = core.clock.now()
  const id = newObjectId(now)
  await trx
    .insertInto('aml_requests')
    .values({
      id,
      service_random_id: newRandomReference('AML'),
      subject_name: subject.name,
      subject_type: subject.type,
      other_names: JSON.stringify(subject.other_names ?? []),
      country_code: subject.country_code ?? null,
      date_of_birth: subject.date_of_birth ?? null,
      nationality: subject.nationality ?? null,
      origin_kind: subject.origin.kind,
      kyb_result_id: subject.origin.kyb_result_id ?? null,
      kyb_request_id: subject.origin.kyb_request_id ?? null,
      questionnaire_request_id: subject.origin.questionnaire_request_id ?? null,
      role: subject.origin.role ?? null,
      person_key: subject.type === 'person' ? personKey(subject.name) : null,
      status: 'pending',
      match_status: null,
      hits: '[]',
      lists_screened: '[]',
      ongoing_monitoring: 0,
      duration: '',
      duration_type: '',
      monitor_until: null,
      monitor_generation: 0,
      total_ongoing_request: 0,
      created_at: now,
      last_updated_at: now,
      screened_at: null,
    })
    .execute()
  await enqueueJob(
    trx,
    { kind: amlJobKinds.screen, payload: { amlRequestId: id }, runAt: core.clock.after(screeningSeconds) },
    now,
  )
  return id
}
