import {
  ResetPasswordResponseSchema,
  UserListResponseSchema,
  UserSchema,
  type CreateUserBody,
  type UpdateUserBody,
  type User,
} from '@contract/bff/users'
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export async function fetchUsers(signal?: AbortSignal) {
  return UserListResponseSchema.parse(await apiRequest('/bff/users', { signal })).users
}

export async function postUser(body: CreateUserBody): Promise<User> {
  return UserSchema.parse(await apiRequest('/bff/users', { method: 'POST', body }))
}

export async function patchUser({ id, changes }: { id: string; changes: UpdateUserBody }): Promise<User> {
  return UserSchema.parse(await apiRequest(`/bff/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes }))
}

export async function postResetPassword(id: string) {
  return ResetPasswordResponseSchema.parse(
    await apiRequest(`/bff/users/${encodeURIComponent(id)}/reset-password`, { method: 'POST' }),
  )
}

export const userQueries = {
  all: () => ['users'] as const,
  list: () => queryOptions({ queryKey: [...userQueries.all(), 'list'], queryFn: ({ signal }) => fetchUsers(signal) }),
}

export const userMutations = {
  create: () =>
    mutationOptions({
      mutationKey: ['users', 'create'],
      mutationFn: postUser,
      meta: { invalidates: [userQueries.all()] },
    }),
  update: () =>
    mutationOptions({
      mutationKey: ['users', 'update'],
      mutationFn: patchUser,
      meta: { invalidates: [userQueries.all()] },
    }),
  resetPassword: () =>
    mutationOptions({
      mutationKey: ['users', 'reset-password'],
      mutationFn: postResetPassword,
      meta: { invalidates: [userQueries.all()] },
    }),
}
