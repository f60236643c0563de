import { defineRoute, type RouteDef } from '../route'
import { V1CountriesResponseSchema, V2CountriesResponseSchema } from '../registry/country-listings'
import { V1CompaniesReadQuerySchema, V1CompaniesReadResponseSchema } from '../registry/v1-company-profile'
import { V1ReadKybResponseQuerySchema, V1ReadKybResponseSchema } from '../registry/v1-kyb-results'
import { V1KybSearchBodySchema, V1SearchStartedSchema } from '../registry/v1-search'
import { V2ReadKybResponseParamsSchema, V2ReadKybResponseSchema } from '../registry/v2-company-insights'
import { V2CreateKybBodySchema, V2KybResponseSchema, V2ListKybQuerySchema } from '../registry/v2-kyb'

/** Routes of the registry search, versions 1 and 2, and their country lists (spec §4.1, §4.2). */
export const v1CountriesReadRoute = defineRoute({
  id: 'v1CountriesRead',
  method: 'GET',
  path: '/api/countries/read',
  summary: 'List the countries (and states) served by version 1 search',
  tag: 'countries',
  auth: 'account',
  bodyKind: 'none',
  response: V1CountriesResponseSchema,
  enveloped: true,
})

export const v1SearchRoute = defineRoute({
  id: 'v1Search',
  method: 'POST',
  path: '/api/search',
  summary: 'Start a version 1 registry search (services includes kyb_check)',
  tag: 'registry-v1',
  auth: 'account',
  bodyKind: 'json',
  body: V1KybSearchBodySchema,
  response: V1SearchStartedSchema,
  enveloped: false,
  variant: { field: 'services', value: 'kyb_check' },
})

export const v1ReadKybResponseRoute = defineRoute({
  id: 'v1ReadKybResponse',
  method: 'GET',
  path: '/api/readKybResponse',
  summary: 'Read the companies found by a version 1 search, page by page',
  tag: 'registry-v1',
  auth: 'account',
  bodyKind: 'none',
  query: V1ReadKybResponseQuerySchema,
  response: V1ReadKybResponseSchema,
  enveloped: true,
})

export const v1CompaniesReadRoute = defineRoute({
  id: 'v1CompaniesRead',
  method: 'GET',
  path: '/api/companies/read',
  summary: 'Read the version 1 enhanced profile of one company',
  tag: 'registry-v1',
  auth: 'account',
  bodyKind: 'none',
  query: V1CompaniesReadQuerySchema,
  response: V1CompaniesReadResponseSchema,
  enveloped: true,
})

export const v2CountriesRoute = defineRoute({
  id: 'v2Countries',
  method: 'GET',
  path: '/v2/countries',
  summary: 'List the country and state codes served by version 2 search',
  tag: 'countries',
  auth: 'account',
  bodyKind: 'none',
  response: V2CountriesResponseSchema,
  enveloped: true,
})

export const v2CreateKybRoute = defineRoute({
  id: 'v2CreateKyb',
  method: 'POST',
  path: '/v2/kyb',
  summary: 'Start a version 2 registry search; returns the data already available',
  tag: 'registry-v2',
  auth: 'account',
  bodyKind: 'json',
  body: V2CreateKybBodySchema,
  response: V2KybResponseSchema,
  enveloped: true,
})

export const v2ListKybRoute = defineRoute({
  id: 'v2ListKyb',
  method: 'GET',
  path: '/v2/kyb',
  summary: 'Read the companies found by a version 2 search, page by page',
  tag: 'registry-v2',
  auth: 'account',
  bodyKind: 'none',
  query: V2ListKybQuerySchema,
  response: V2KybResponseSchema,
  enveloped: true,
})

export const v2ReadKybResponseRoute = defineRoute({
  id: 'v2ReadKybResponse',
  method: 'GET',
  path: '/v2/kyb/{kyb_response_id}',
  summary: 'Read the detailed insights of one version 2 company',
  tag: 'registry-v2',
  auth: 'account',
  bodyKind: 'none',
  params: V2ReadKybResponseParamsSchema,
  response: V2ReadKybResponseSchema,
  enveloped: true,
})

export const registryRoutes: RouteDef[] = [
  v1CountriesReadRoute,
  v1SearchRoute,
  v1ReadKybResponseRoute,
  v1CompaniesReadRoute,
  v2CountriesRoute,
  v2CreateKybRoute,
  v2ListKybRoute,
  v2ReadKybResponseRoute,
]
