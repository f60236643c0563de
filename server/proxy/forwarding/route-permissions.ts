import type { Permission } from '@contract/bff/permissions'
import type { RouteDef } from '@contract/route'

/**
 * The permission each forwarded upstream route needs, by contract route id. A route of the table
 * that is missing here is not forwarded (and route-permissions.test.ts fails).
 */
export const routePermissions: Record<string, Permission> = {
  // registry
  v1CountriesRead: 'countries:read',
  v2Countries: 'countries:read',
  v1Search: 'search:run',
  v1ReadKybResponse: 'search:run',
  v2CreateKyb: 'search:run',
  v2ListKyb: 'search:run',
  v1CompaniesRead: 'profile:read',
  v2ReadKybResponse: 'profile:read',
  // AML and ongoing monitoring
  performCompanyAml: 'aml:run',
  performOfficersAml: 'aml:run',
  readAmlResponse: 'aml:run',
  ongoingRead: 'monitoring:read',
  ongoingUpdate: 'monitoring:write',
  // questionnaires, their submissions, services and OCR
  questionnairesList: 'questionnaire:manage',
  questionnaireCreateUrl: 'questionnaire:manage',
  readServiceDetail: 'questionnaire:manage',
  readQuestionnaireResponse: 'questionnaire:manage',
  readOcrResponse: 'questionnaire:manage',
  // file downloads (streamed, see forward-routes.ts)
  getFile: 'profile:read',
  // KYC
  kycCountries: 'kyc:submit',
  kycLanguages: 'kyc:submit',
  kycSubmit: 'kyc:submit',
  readKycResponse: 'kyc:review',
}

/** Routes the BFF forwards under /bff/upstream: every account route (questionnaire-token routes go under /public). */
export function isForwarded(route: RouteDef) {
  return route.auth !== 'questionnaire'
}

export function permissionOf(route: RouteDef): Permission | undefined {
  return routePermissions[route.id]
}
