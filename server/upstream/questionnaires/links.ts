import { randomBytes } from 'node:crypto'
import { HttpError } from '../../shared/envelope'
import { toVendorTimestamp } from '../clock/time-scale'
import type { UpstreamCore } from '../core'
import type { TokenResolver } from '../http/account-auth'
import type { QuestionnaireLinksTable } from './tables'

/**
 * Questionnaire links (spec §4.4, ADR 0008): a random token, the last path segment of
 * `QUESTIONNAIRE_PUBLIC_URL/<token>`, active for its ttl in simulated time and for one submission.
 */

export function newQuestionnaireToken(): string {
  return randomBytes(24).toString('base64url')
}

export function linkUrl(core: UpstreamCore, token: string): string {
  return `${core.settings.questionnairePublicUrl}/${token}`
}

/** Records a link; its ttl (minutes) runs in simulated time. */
export async function createLink(
  core: UpstreamCore,
  input: { questionnaireId: string; ttlMinutes: number; countryName: string | null },
): Promise<QuestionnaireLinksTable> {
  const now = core.clock.now()
  const link: QuestionnaireLinksTable = {
    token: newQuestionnaireToken(),
    questionnaire_id: input.questionnaireId,
    country_name: input.countryName,
    ttl_minutes: input.ttlMinutes,
    created_at: now,
    expires_at: core.clock.after(input.ttlMinutes * 60),
    submitted_at: null,
    questionnaire_request_id: null,
  }
  await core.db.insertInto('questionnaire_links').values(link).execute()
  return link
}

/** Why a link can no longer be used, as the HttpError to answer with (410 expired, 409 submitted); undefined when usable. */
export function linkUnusable(link: QuestionnaireLinksTable, now: number): HttpError | undefined {
  if (link.submitted_at !== null) {
    return new HttpError(
      409,
      `Conflict: this questionnaire link has already been submitted (questionnaire_request_id ${link.questionnaire_request_id ?? ''}); a link accepts one submission, ask for a new link`,
    )
  }
  if (now >= link.expires_at) {
    return new HttpError(
      410,
      `Gone: this questionnaire link expired at ${toVendorTimestamp(link.expires_at)}; ask for a new link`,
    )
  }
  return undefined
}

export async function findLink(core: UpstreamCore, token: string): Promise<QuestionnaireLinksTable | undefined> {
  return core.db.selectFrom('questionnaire_links').selectAll().where('token', '=', token).executeTakeFirst()
}

/** The link behind a request's questionnaire token (the auth hook has checked it is usable). */
export async function linkOfRequest(
  core: UpstreamCore,
  credential: { kind: string; token?: string } | undefined,
): Promise<QuestionnaireLinksTable> {
  const link =
    credential?.kind === 'questionnaire' && credential.token ? await findLink(core, credential.token) : undefined
  if (!link) throw new HttpError(401, 'Unauthorized: the header token is not a questionnaire token')
  return link
}

/** Recognises questionnaire tokens for the auth hook: usable links, 410 / 409 for the others. */
export function questionnaireTokenResolver(core: UpstreamCore): TokenResolver {
  return async (token) => {
    if (token.length > 64) return undefined
    const link = await findLink(core, token)
    if (!link) return undefined
    const problem = linkUnusable(link, core.clock.now())
    if (problem) throw problem
    return { kind: 'questionnaire', token }
  }
}
