import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { OptionComboBox } from '@/components/ui/combo-box'
import { Skeleton } from '@/components/ui/skeleton'
import { countryQueries } from '../api/country-queries'
import { kycCountryOptions, v1CountryOptions, v2CountryOptions } from '../utils/country-options'

export interface CountryPickerProps {
  /** v1 picks snake_case names (`united_states.alabama`), v2 picks codes (`US_AL`), kyc the KYC countries' names (`germany`). */
  version: 'v1' | 'v2' | 'kyc'
  value: string | null
  onChange: (value: string | null) => void
  label?: string
  error?: string
}

/** The served countries and their states of one API version, in the shared accessible combobox. */
export function CountryPicker({ version, value, onChange, label = 'Country or state', error }: CountryPickerProps) {
  const v1 = useQuery({ ...countryQueries.v1(), enabled: version === 'v1' })
  const v2 = useQuery({ ...countryQueries.v2(), enabled: version === 'v2' })
  const kyc = useQuery({ ...countryQueries.kyc(), enabled: version === 'kyc' })
  const { isPending, isError, error: loadError } = version === 'v1' ? v1 : version === 'kyc' ? kyc : v2
  const options = useMemo(
    () =>
      version === 'v1'
        ? v1CountryOptions(v1.data ?? [])
        : version === 'kyc'
          ? kycCountryOptions(kyc.data ?? [])
          : v2CountryOptions(v2.data ?? []),
    [version, v1.data, v2.data, kyc.data],
  )
  if (isPending) {
    return (
      <div role="status" aria-label="Loading countries" className="space-y-1">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-9 w-full" />
      </div>
    )
  }
  if (isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        The country list could not be loaded: {loadError.message}
      </p>
    )
  return (
    <OptionComboBox
      key={version}
      label={label}
      placeholder="Type to filter, e.g. Germany"
      options={options}
      selectedId={value}
      onSelect={onChange}
      error={error}
    />
  )
}
