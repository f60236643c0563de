import { useCallback, useMemo } from 'react'
import { useLocation, useNavigation, useSearchParams } from 'react-router'
import { safeParse, type $ZodType, type infer as Infer } from 'zod/v4/core'

/**
 * The one helper that keeps list state (filters, page, sort, tab) in the URL. A page declares a
 * zod object schema whose fields all have defaults (`.catch()` / `z._default`) so that any URL —
 * hand-edited, stale or hostile — parses to a valid state. Values equal to the default are left out
 * of the URL, so links stay short and shareable; the back button walks through the states.
 * Works with both `zod` and `zod/mini` schemas (it only uses zod's core).
 */
export type SearchParamsSchema = $ZodType<Record<string, unknown>, Record<string, unknown>>

/** Reads URLSearchParams into a plain object (a repeated key becomes an array) and validates it. */
export function parseSearchParams<S extends SearchParamsSchema>(schema: S, params: URLSearchParams): Infer<S> {
  const raw: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key)
    raw[key] = all.length > 1 ? all : (all[0] ?? '')
  }
  const parsed = safeParse(schema, raw)
  if (parsed.success) return parsed.data as Infer<S>
  // A schema whose fields all catch never lands here; fall back to the defaults alone.
  const defaults = safeParse(schema, {})
  if (defaults.success) return defaults.data as Infer<S>
  throw new Error(`The page's URL state has no defaults: ${parsed.error.issues.map((i) => i.message).join('; ')}`)
}

/** Writes a state back as URLSearchParams, leaving out empty values and values equal to the defaults. */
export function toSearchParams<S extends SearchParamsSchema>(schema: S, values: Infer<S>): URLSearchParams {
  const defaults = parseSearchParams(schema, new URLSearchParams())
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue
    if (String(value) === String((defaults as Record<string, unknown>)[key])) continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else params.set(key, String(value))
  }
  params.sort()
  return params
}

export interface SetUrlStateOptions {
  /** Replace the current history entry instead of pushing a new one (typing, not navigating). */
  replace?: boolean
}

/**
 * `[state, update]` for the current URL; `update` merges a patch and navigates. While the route's
 * loader runs for a change of this page's URL, the state is already the one navigated to, so a
 * checkbox or select shows its new value at once (not when the data arrives), and a second change
 * made meanwhile builds on the first.
 */
export function useUrlState<S extends SearchParamsSchema>(schema: S) {
  const [params, setParams] = useSearchParams()
  const { pathname } = useLocation()
  const pending = useNavigation().location
  const search = pending?.pathname === pathname ? pending.search : null
  const effective = useMemo(() => (search === null ? params : new URLSearchParams(search)), [params, search])
  const state = useMemo(() => parseSearchParams(schema, effective), [schema, effective])
  const update = useCallback(
    (patch: Partial<Infer<S>>, options: SetUrlStateOptions = {}) => {
      setParams(toSearchParams(schema, { ...parseSearchParams(schema, effective), ...patch } as Infer<S>), {
        replace: options.replace ?? false,
      })
    },
    [schema, setParams, effective],
  )
  return [state, update] as const
}
