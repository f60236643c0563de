import type { QueryClient } from '@tanstack/react-query'
import { redirect, type LoaderFunctionArgs } from 'react-router'
import { authQueries } from '@/features/auth/api/auth-queries'
import { ApiError } from '@/lib/api-client'
import { signInPathFor } from '../routes/loader-helpers'

/** The shell's loader: the signed-in user, or a redirect to sign-in that comes back here. */
export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    try {
      await queryClient.ensureQueryData(authQueries.me())
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw redirect(signInPathFor(new URL(request.url)))
      throw error
    }
    return null
  }
}
