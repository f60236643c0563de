import type { MeResponse } from '@contract/bff/auth'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router'
import { authQueries } from '@/features/auth/api/auth-queries'
import { SignInForm } from '@/features/auth/components/sign-in-form'
import { toSafeNextPath } from '@/lib/safe-url'

export function SignInPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const next = toSafeNextPath(params.get('next'))
  const onSignedIn = (me: MeResponse) => {
    queryClient.clear()
    queryClient.setQueryData(authQueries.me().queryKey, me)
    void navigate(next, { replace: true })
  }
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <div className="w-full max-w-sm space-y-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="space-y-1">
          <p className="text-lg font-semibold tracking-tight">kybdesk</p>
          <h1 className="text-2xl font-semibold">Sign in</h1>
          {next !== '/' && (
            <p className="break-all text-sm text-slate-700 dark:text-slate-300">Sign in to continue to {next}</p>
          )}
        </div>
        <SignInForm onSignedIn={onSignedIn} />
      </div>
    </main>
  )
}
