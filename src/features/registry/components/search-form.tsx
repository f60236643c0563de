import { v1NameToV2Code, v2CodeToV1Name } from '@contract/countries'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormError, TextField } from '@/components/ui/field'
import { applyServerErrors } from '@/lib/form-errors'
import { registryMutations } from '../api/registry-queries'
import {
  formFieldOf,
  SearchFormSchema,
  searchTypeHelp,
  toV1Body,
  toV2Body,
  type ApiVersion,
  type SearchFormValues,
} from '../utils/search-form-schema'
import type { V2KybResults } from '@contract/registry'

export interface CountryFieldProps {
  version: ApiVersion
  value: string | null
  onChange: (value: string | null) => void
  error?: string
}

export interface SearchStarted {
  values: SearchFormValues
  /** request_id (v1) or kyb_request_id (v2). */
  requestId: string
  /** Version 2 answers with the first page at once. */
  firstPage?: V2KybResults
}

const radioGroupClasses = 'space-y-1.5'
const radioClasses = 'h-4 w-4 accent-brand-600'

/**
 * Company name or registration number in one country or state, for either API version. The
 * country field is passed in (the countries feature's picker) so features stay independent.
 */
export function SearchForm({
  defaults,
  onStarted,
  renderCountryField,
}: {
  defaults: SearchFormValues
  onStarted: (started: SearchStarted) => void
  renderCountryField: (props: CountryFieldProps) => ReactNode
}) {
  const startV1 = useMutation(registryMutations.startV1())
  const startV2 = useMutation(registryMutations.startV2())
  const { control, register, handleSubmit, setError, setValue, getValues, formState } = useForm<SearchFormValues>({
    resolver: zodResolver(SearchFormSchema),
    defaultValues: defaults,
  })
  const version = useWatch({ control, name: 'version' })
  const mode = useWatch({ control, name: 'mode' })
  const ids = { version: useId(), mode: useId(), type: useId() }

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (values.version === 'v1') {
        const started = await startV1.mutateAsync(toV1Body(values))
        onStarted({ values, requestId: started.request_id })
      } else {
        const results = await startV2.mutateAsync(toV2Body(values))
        onStarted({ values, requestId: results.kyb_request.kyb_request_id, firstPage: results })
      }
    } catch (error) {
      applyServerErrors(error, setError, formFieldOf)
    }
  })

  const switchVersion = (next: ApiVersion) => {
    const country = getValues('country')
    // Keep the chosen place when the other version serves it too (germany ⇄ DE).
    const converted = country ? (next === 'v2' ? v1NameToV2Code(country) : v2CodeToV1Name(country)) : ''
    setValue('version', next)
    setValue('country', converted ?? '')
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Registry search" className="space-y-5">
      <div className="grid gap-5 md:grid-cols-2">
        <fieldset className={radioGroupClasses} aria-describedby={`${ids.version}-help`}>
          <legend className="text-sm font-medium">API version</legend>
          {(['v2', 'v1'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                className={radioClasses}
                checked={version === value}
                onChange={() => switchVersion(value)}
                name="version"
                value={value}
              />
              {value === 'v2' ? 'Version 2 (recommended)' : 'Version 1'}
            </label>
          ))}
          <p id={`${ids.version}-help`} className="text-xs text-slate-600 dark:text-slate-400">
            Version 2 answers at once and fetches the rest in the background.
          </p>
        </fieldset>
        <fieldset className={radioGroupClasses}>
          <legend className="text-sm font-medium">Search by</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" className={radioClasses} value="name" {...register('mode')} />
            Company name
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" className={radioClasses} value="number" {...register('mode')} />
            Registration number
          </label>
        </fieldset>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label={mode === 'number' ? 'Registration number' : 'Company name'}
          description={mode === 'number' ? '1 to 255 characters, as the registry writes it.' : '3 to 128 characters.'}
          autoComplete="off"
          error={formState.errors.term?.message}
          {...register('term')}
        />
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <>
              {renderCountryField({
                version,
                value: field.value || null,
                onChange: (value) => field.onChange(value ?? ''),
                error: fieldState.error?.message,
              })}
            </>
          )}
        />
      </div>
      {mode === 'name' && (
        <fieldset className={radioGroupClasses}>
          <legend className="text-sm font-medium">Search type</legend>
          {(Object.keys(searchTypeHelp) as (keyof typeof searchTypeHelp)[]).map((value) => (
            <label key={value} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                className={`${radioClasses} mt-0.5`}
                value={value}
                aria-describedby={`${ids.type}-${value}`}
                {...register('searchType')}
              />
              <span>
                <span className="font-medium">{searchTypeHelp[value].label}</span>
                <span id={`${ids.type}-${value}`} className="block text-xs text-slate-600 dark:text-slate-400">
                  {searchTypeHelp[value].help}
                </span>
              </span>
            </label>
          ))}
          {formState.errors.searchType?.message && (
            <p className="text-sm text-red-700 dark:text-red-300">{formState.errors.searchType.message}</p>
          )}
        </fieldset>
      )}
      <TextField
        label="Time limit in seconds (optional)"
        description="At least 60. When it runs out, the search keeps only what the registries answered by then."
        inputMode="numeric"
        className="max-w-xs"
        error={formState.errors.ttl?.message}
        {...register('ttl')}
      />
      <FormError message={formState.errors.root?.server?.message} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Starting the search…' : 'Search'}
      </Button>
    </form>
  )
}
