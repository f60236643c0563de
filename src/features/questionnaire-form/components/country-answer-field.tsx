import { countries, flagPath } from '@contract/countries'
import type { CountryOption } from '@contract/services/questionnaires'
import { useMemo } from 'react'
import { OptionComboBox, type ComboOption } from '@/components/ui/combo-box'
import { humanizeSnakeCase } from '@/lib/place-labels'

/**
 * A countries_list question: the question's country options (the full country list when it lists
 * none) in the searchable combobox, with flags served by the proxy (an option's own flag_url is
 * another site's address and is not loaded). The answer is the country (or state) name.
 */
export function countryAnswerOptions(options: readonly CountryOption[] | undefined): ComboOption[] {
  if (!options || options.length === 0) {
    return countries.map((country) => ({
      id: country.name,
      label: country.displayName,
      imageSrc: flagPath(country.alpha2),
    }))
  }
  // A state's answer is its bare name (`georgia`), which can also be a country's: the country keeps the id.
  const countryNames = new Set(options.map((option) => option.country_name))
  return options.flatMap((option) => {
    const label =
      countries.find((c) => c.name === option.country_name)?.displayName ?? humanizeSnakeCase(option.country_name)
    const imageSrc = /^[A-Za-z]{2}$/.test(option.country_code) ? flagPath(option.country_code) : undefined
    return [
      { id: option.country_name, label, imageSrc, depth: 0 as const },
      ...option.states
        .filter((state) => !countryNames.has(state))
        .map((state) => ({ id: state, label: humanizeSnakeCase(state), depth: 1 as const, parentLabel: label })),
    ]
  })
}

export interface CountryAnswerFieldProps {
  label: string
  options: readonly CountryOption[] | undefined
  value: string
  onChange: (value: string) => void
  error?: string
}

export function CountryAnswerField({ label, options, value, onChange, error }: CountryAnswerFieldProps) {
  const items = useMemo(() => countryAnswerOptions(options), [options])
  return (
    <OptionComboBox
      label={label}
      placeholder="Type to filter, e.g. Germany"
      options={items}
      selectedId={value === '' ? null : value}
      onSelect={(id) => onChange(id ?? '')}
      error={error}
    />
  )
}
