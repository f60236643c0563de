import { z } from 'zod'

export const companyTabs = [
  'overview',
  'officers',
  'owners',
  'ownership',
  'documents',
  'financials',
  'history',
  'branches',
  'capital',
] as const
export type CompanyTab = (typeof companyTabs)[number]

/** The profile page's URL state: the open tab (`?tab=officers`), so every tab can be linked to. */
export const CompanyUrlSchema = z.object({ tab: z.enum(companyTabs).catch('overview') })
