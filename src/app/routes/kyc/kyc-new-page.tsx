import { useNavigate } from 'react-router'
import { CountryPicker } from '@/features/countries/components/country-picker'
import { KycSubmissionForm } from '@/features/kyc/components/kyc-submission-form'

export function KycNewPage() {
  const navigate = useNavigate()
  return (
    <div className="max-w-4xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">New KYC verification</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Verify an identity document or a proof of address. The result appears in the queue when it is ready.
        </p>
      </div>
      <KycSubmissionForm
        onSubmitted={(id) => void navigate(`/kyc/cases/${encodeURIComponent(id)}`)}
        renderCountryField={(props) => <CountryPicker version="kyc" label="Country" {...props} />}
      />
    </div>
  )
}
