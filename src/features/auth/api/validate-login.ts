import type { LoginBody } from '@contract/bff/auth'
import { safeParse } from 'zod/mini'
import { LoginBodyMiniSchema } from '@/lib/bff-mini-schemas'

/** The contract's LoginBody rules as field messages (empty when the values are valid). */
export function validateLogin(values: LoginBody): Partial<Record<keyof LoginBody, string>> {
  const result = safeParse(LoginBodyMiniSchema, values)
  const errors: Partial<Record<keyof LoginBody, string>> = {}
  if (result.success) return errors
  for (const issue of result.error.issues) {
    const key = issue.path[0]
    if ((key === 'email' || key === 'password') && !errors[key]) errors[key] = issue.message
  }
  return errors
}
