import type { QueryClient } from '@tanstack/react-query'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'
import { countryQueries } from '@/features/countries/api/country-queries'
import { CountryPicker } from '@/features/countries/components/country-picker'
import { kycQueries } from '@/features/kyc/api/kyc-queries'
import { KycSubmissionForm } from '@/features/kyc/components/kyc-submission-form'
import { prefetchOrSignIn } from '../loader-helpers'

export function KycNewPage() {
  const navigate = useNavigate()
  return (
    <div className="max-w-4xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">New KYC verification</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">Verify an identity document or a proof of address. The result appears in the queue when it is ready.</p>
      </div>
      <KycSubmissionForm
        onSubmitted={(id) => void navigate(`/kyc/cases/${encodeURIComponent(id)}`)}
        renderCountryField={(props) => <CountryPicker version="kyc" label="Country" {...props} />}
      />
    </div>
  )
}

export function route(queryClient: QueryClient) {
  return {
    Component: KycNewPage,
    loader: async ({ request }: LoaderFunctionArgs) =>
      prefetchOrSignIn(request, [queryClient.ensureQueryData(countryQueries.kyc()), queryClient.ensureQueryData(kycQueries.languages())]),
  }
}
