import { z } from 'zod'

/** `GET /bff/exports/search.csv` (permission search:run): every company a search found, all pages. */
export const SearchExportQuerySchema = z.object({
  version: z.enum(['v1', 'v2'], 'must be v1 or v2'),
  /** request_id (v1) or kyb_request_id (v2). */
  request: z.string().trim().min(1, 'is required').max(128, 'must be at most 128 characters'),
})
export type SearchExportQuery = z.infer<typeof SearchExportQuerySchema>

export const searchExportColumns = ['name', 'registration_number', 'country', 'type', 'status', 'risk_level', 'verification_status', 'fetch_status', 'id'] as const
