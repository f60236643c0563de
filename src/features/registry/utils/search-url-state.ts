import { SearchTypeSchema } from '@contract/common'
import { z } from 'zod'
import { ApiVersionSchema, SearchModeSchema } from './search-form-schema'

export const sortableColumns = [
  'name',
  'registration_number',
  'country',
  'type',
  'status',
  'risk',
  'verification',
  'fetch',
] as const
export type SortableColumn = (typeof sortableColumns)[number]

/**
 * Everything the search page shows is in its URL: the inputs, the request being shown, the page
 * and the sort. Any value that does not fit falls back to its default.
 */
export const SearchUrlSchema = z.object({
  version: ApiVersionSchema.catch('v2'),
  mode: SearchModeSchema.catch('name'),
  q: z.string().max(255).catch(''),
  country: z.string().max(128).catch(''),
  type: SearchTypeSchema.catch('contains'),
  ttl: z
    .string()
    .regex(/^\d{0,9}$/)
    .catch(''),
  /** request_id (v1) or kyb_request_id (v2) of the search whose results are shown. */
  request: z.string().max(128).catch(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  sort: z.enum([...sortableColumns, '']).catch(''),
  dir: z.enum(['asc', 'desc']).catch('asc'),
})
export type SearchUrlState = z.infer<typeof SearchUrlSchema>
