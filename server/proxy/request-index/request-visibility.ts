import { can, type Permission, type Role } from '@contract/bff/permissions'
import { RequestKindSchema, type RequestKind } from '@contract/bff/requests'

/** Who may see which rows of the index: the permission that creates or reviews that kind. */
export const kindPermission: Record<RequestKind, Permission> = {
  kyb_search_v1: 'search:run',
  kyb_search_v2: 'search:run',
  company_aml: 'aml:run',
  officers_aml: 'aml:run',
  kyc: 'kyc:review',
  questionnaire_link: 'questionnaire:manage',
  questionnaire_submission: 'questionnaire:manage',
  service: 'questionnaire:manage',
  ocr: 'questionnaire:manage',
}

export function visibleKinds(role: Role): RequestKind[] {
  return RequestKindSchema.options.filter((kind) => can(role, kindPermission[kind]))
}
