import { createHash, timingSafeEqual } from 'node:crypto'
import type { AuthKind } from '@contract/route'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../../shared/envelope'

/** Who a request speaks for: the account (its secret key), or the end user of one questionnaire link. */
export type Credential = { kind: 'account' } | { kind: 'questionnaire'; token: string }

/**
 * Recognises a token that is not the account key (a questionnaire link's, from the questionnaire
 * domain). Throws an HttpError for a token it knows that can no longer be used (410 expired, 409
 * already submitted); undefined when the token is not one of its own.
 */
export type TokenResolver = (token: string) => Promise<Credential | undefined>

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The kinds of token the route accepts (contract route `auth`). Routes without it are public. */
    auth?: readonly AuthKind[]
  }
  interface FastifyRequest {
    /** Set on every route with `config.auth` once its token is recognised. */
    credential?: Credential
  }
}

function digest(value: string) {
  return createHash('sha256').update(value).digest()
}

/** True when a route of auth kind `auth` may be called with `credential`. */
export function allows(auth: AuthKind, credential: Credential): boolean {
  return auth === 'account_or_questionnaire' || auth === credential.kind
}

/** The 403 of a credential on a route that does not accept its kind (ADR 0008). */
export function wrongCredential(credential: Credential): HttpError {
  return credential.kind === 'questionnaire'
    ? new HttpError(
        403,
        'Forbidden: a questionnaire token can only list and submit its own questionnaire; this endpoint needs the account key',
      )
    : new HttpError(
        403,
        'Forbidden: this endpoint needs the questionnaire token of a link (the last path segment of the URL from createQuestionnaireUrl)',
      )
}

/**
 * Checks the header `token` on every route with `config.auth`: the account key, or a token one of
 * `resolvers` recognises (a questionnaire link's). 401 for a missing or unknown token, 403 when
 * the route does not accept that kind of token; the resolvers answer 410 / 409 themselves.
 */
export function registerAccountAuth(app: FastifyInstance, apiKey: string, resolvers: readonly TokenResolver[] = []) {
  const expected = digest(apiKey)
  app.decorateRequest('credential', undefined)
  app.addHook('onRequest', async (request) => {
    const accepted = request.routeOptions.config.auth
    if (!accepted) return
    const token = request.headers.token
    if (typeof token !== 'string' || token.length === 0)
      throw new HttpError(401, 'Unauthorized: the header token is missing')
    let credential: Credential | undefined = timingSafeEqual(digest(token), expected) ? { kind: 'account' } : undefined
    for (const resolve of resolvers) credential ??= await resolve(token)
    if (!credential)
      throw new HttpError(401, 'Unauthorized: the header token is not a valid account key or questionnaire token')
    if (!accepted.some((auth) => allows(auth, credential))) throw wrongCredential(credential)
    request.credential = credential
  })
}
