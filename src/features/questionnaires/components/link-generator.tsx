import { questionnaireTokenOf } from '@contract/services/questionnaires'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { QRCodeSVG } from 'qrcode.react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormError, TextField } from '@/components/ui/field'
import { ApiError } from '@/lib/api-client'
import { questionnaireMutations } from '../api/questionnaire-queries'
import { LinkFormSchema, linkExpiry, linkQuery, validityPresets, type LinkFormValues } from '../utils/link-form-schema'
import { ExpiryCountdown } from './expiry-countdown'

export interface CreatedLink {
  url: string
  expiresAt: string
}

/** The link of the hosted form on this desk (`/q/<token>`), whatever address the upstream put in front. */
export function hostedFormUrl(upstreamUrl: string, origin = window.location.origin) {
  const token = questionnaireTokenOf(upstreamUrl)
  return token ? `${origin}/q/${encodeURIComponent(token)}` : upstreamUrl
}

function CreatedLinkPanel({ link }: { link: CreatedLink }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    await navigator.clipboard.writeText(link.url)
    setCopied(true)
  }
  return (
    <section
      aria-labelledby="created-link-title"
      className="space-y-3 rounded-lg border border-green-300 bg-green-50 p-4 dark:border-green-800 dark:bg-green-950"
    >
      <h3 id="created-link-title" className="font-semibold">
        Link created
      </h3>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="Link for the business"
          value={link.url}
          readOnly
          className="min-w-0 flex-1"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <span className="sr-only" role="status">
        {copied ? 'The link was copied.' : ''}
      </span>
      <ExpiryCountdown expiresAt={link.expiresAt} />
      <QRCodeSVG
        value={link.url}
        size={160}
        marginSize={2}
        title="QR code of the link"
        role="img"
        aria-label="QR code of the link"
        className="rounded bg-white"
      />
    </section>
  )
}

/**
 * Creates a link of the chosen questionnaire: validity from the presets or in minutes (3 to 43 199),
 * the country of a document-based questionnaire; the contract's rules before anything is sent.
 */
export function LinkGenerator({
  questionnaireId,
  documentBased,
  country,
}: {
  questionnaireId: string
  documentBased: boolean
  country: string
}) {
  const form = useForm<LinkFormValues>({
    resolver: zodResolver(LinkFormSchema),
    values: { questionnaire_id: questionnaireId, documentBased, country_name: country, validity: '60', minutes: '' },
    resetOptions: { keepDirtyValues: true },
  })
  const create = useMutation(questionnaireMutations.createLink())
  const [created, setCreated] = useState<CreatedLink | undefined>(undefined)
  const validity = useWatch({ control: form.control, name: 'validity' })
  const errors = form.formState.errors
  const onSubmit = form.handleSubmit(async (values) => {
    const query = linkQuery(values)
    try {
      const data = await create.mutateAsync(query)
      setCreated({ url: hostedFormUrl(data.url), expiresAt: linkExpiry(data, query.ttl) })
    } catch (error) {
      if (error instanceof ApiError)
        for (const field of error.fieldErrors)
          if (field.path === 'ttl') form.setError('minutes', { message: `Minutes ${field.message}` })
    }
  })
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-labelledby="generator-title">
      <h2 id="generator-title" className="text-lg font-semibold">
        Create a link
      </h2>
      <fieldset className="space-y-2" aria-describedby="validity-clock">
        <legend className="text-sm font-medium">Valid for</legend>
        <p id="validity-clock" className="text-sm text-slate-700 dark:text-slate-300">
          Counted on the verification service’s clock: a sandbox started with a shortened time scale
          (UPSTREAM_TIME_SCALE) runs these periods faster than the wall clock.
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {[...validityPresets, { value: 'custom', label: 'A number of minutes' }].map((preset) => (
            <label key={preset.value} className="inline-flex items-center gap-2 text-sm">
              <input type="radio" value={preset.value} {...form.register('validity')} />
              {preset.label}
            </label>
          ))}
        </div>
      </fieldset>
      {validity === 'custom' && (
        <TextField
          label="Minutes (3 to 43199)"
          inputMode="numeric"
          error={errors.minutes?.message}
          {...form.register('minutes')}
        />
      )}
      <FormError
        message={
          errors.questionnaire_id?.message ??
          errors.country_name?.message ??
          (create.error && !(create.error instanceof ApiError && create.error.fieldErrors.some((f) => f.path === 'ttl'))
            ? create.error.message
            : undefined)
        }
      />
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create link'}
      </Button>
      {created && <CreatedLinkPanel link={created} />}
    </form>
  )
}
