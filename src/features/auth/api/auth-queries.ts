import type { ChangePasswordBody, LoginBody, MeResponse } from '@contract/bff/auth'
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

/** The validator is loaded alongside the request, not before it (first-route size, ADR 0004). */
const loadParseMe = () => import('./parse-me').then((m) => m.parseMe)

export async function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  const [parseMe, body] = await Promise.all([loadParseMe(), apiRequest('/auth/me', { signal })])
  return parseMe(body)
}

export async function postLogin(body: LoginBody): Promise<MeResponse> {
  const [parseMe, response] = await Promise.all([loadParseMe(), apiRequest('/auth/login', { method: 'POST', body })])
  return parseMe(response)
}

export async function postLogout(): Promise<void> {
  await apiRequest('/auth/logout', { method: 'POST' })
}

export async function postChangePassword(body: ChangePasswordBody): Promise<void> {
  await apiRequest('/auth/password', { method: 'POST', body })
}

export const authQueries = {
  all: () => ['auth'] as const,
  /** The signed-in user and their permissions; fails with a 401 ApiError when signed out. */
  me: () =>
    queryOptions({
      queryKey: [...authQueries.all(), 'me'],
      queryFn: ({ signal }) => fetchMe(signal),
      staleTime: 5 * 60_000,
    }),
}

export const authMutations = {
  login: () => mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: postLogin }),
  logout: () => mutationOptions({ mutationKey: ['auth', 'logout'], mutationFn: postLogout }),
  changePassword: () =>
    mutationOptions({
      mutationKey: ['auth', 'password'],
      mutationFn: postChangePassword,
      meta: { invalidates: [authQueries.all()] },
    }),
}
