import SwaggerParser from '@apidevtools/swagger-parser'
import { describe, expect, it } from 'vitest'
import { hasValidSignature, useTestApp } from '../test-support/upstream-harness'

describe('OpenAPI document and docs page', () => {
  const upstream = useTestApp()

  it('serves a valid OpenAPI 3.1 document of the implemented routes, without token', async () => {
    const res = await upstream.app.inject({ url: '/openapi.json' })
    expect(res.statusCode).toBe(200)
    expect(await hasValidSignature(res.body, res.headers)).toBe(true)
    const document = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> }
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/companies/read',
        '/api/countries/read',
        '/api/readKybResponse',
        '/api/search',
        '/v2/countries',
        '/v2/kyb',
        '/v2/kyb/{kyb_response_id}',
        '/api/getFile',
        '/api/performCompanyAml',
        '/api/performOfficersAml',
        '/api/readAmlResponse',
        '/api/ongoingRequest/read',
        '/api/ongoingRequest/update',
        '/sandbox/companies',
        '/sandbox/watchlist',
        '/sandbox/watchlist/{entry_id}',
        '/sandbox/documents/certificate',
        '/api/getAllQuestionnaires',
        '/api/createQuestionnaireUrl',
        '/api/readServiceDetail',
        '/api/readQuestionnaireResponse',
        '/api/readOcrResponse',
        '/api/readKycCountries',
        '/api/readKycLanguages',
        '/api/readKycResponse',
        '/sandbox/documents/identity',
        '/sandbox/documents/address',
      ].sort(),
    )
    expect(Object.keys(document.paths['/sandbox/watchlist/{entry_id}'] ?? {})).toEqual(['delete'])
    expect(Object.keys(document.paths['/v2/kyb'] ?? {}).sort()).toEqual(['get', 'post'])
    await SwaggerParser.validate(structuredClone(document) as never)
  })

  it('renders a self-contained HTML page listing routes, parameters and schemas', async () => {
    const res = await upstream.app.inject({ url: '/docs' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    const html = res.body
    expect(html).not.toMatch(/<script|src="http|href="http/)
    expect(html).toContain('/v2/kyb/{kyb_response_id}')
    expect(html).toContain('kyb_request_id')
    expect(html).toContain('country_codes')
    expect(html).toContain('registry-v2')
    expect(html).toContain('min length 3') // the rules of the fields are shown
    expect(html).toContain('financial_detail')
    expect(html).toContain('key_figure_readings') // nested inside a nullable object
  })
})
