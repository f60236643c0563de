import type { LoginBody, MeResponse } from '@contract/bff/auth'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { FormError, TextField } from '@/components/ui/field'
import { ApiError } from '@/lib/api-client'
import { postLogin } from '../api/auth-queries'

type Errors = Partial<Record<keyof LoginBody | 'form', string>>

const loadValidator = () => import('../api/validate-login').then((m) => m.validateLogin)

/**
 * E-mail and password. The first page a visitor sees, so it is a plain form rather than
 * react-hook-form (ADR 0004: 12 KB gzip): the contract's LoginBody rules are checked on submit
 * (validator loaded then) and the proxy's answers — wrong password, 400 field errors, rate limit —
 * are shown on the fields or above the button.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (me: MeResponse) => void }) {
  const [errors, setErrors] = useState<Errors>({})
  const [submitting, setSubmitting] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const values = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') }
    setSubmitting(true)
    try {
      const validate = await loadValidator()
      const invalid = validate(values)
      setErrors(invalid)
      if (Object.keys(invalid).length > 0) return
      onSignedIn(await postLogin(values))
    } catch (error) {
      setErrors(toErrors(error))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <TextField label="E-mail" name="email" type="email" autoComplete="username" error={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <FormError message={errors.form} />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  )
}

function toErrors(error: unknown): Errors {
  if (error instanceof ApiError && error.fieldErrors.length > 0) {
    const result: Errors = {}
    for (const field of error.fieldErrors) {
      const key = field.path === 'email' || field.path === 'password' ? field.path : 'form'
      result[key] = result[key] ? `${result[key]}; ${field.message}` : field.message
    }
    return result
  }
  return { form: error instanceof Error ? error.message : 'Signing in failed.' }
}
