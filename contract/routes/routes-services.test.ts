import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { serviceRoutes } from './routes-services'
import { serviceResponseExamples } from '../services/examples'

const expectedIds = [
  'performCompanyAml',
  'performOfficersAml',
  'readAmlResponse',
  'ongoingRead',
  'ongoingUpdate',
  'questionnairesList',
  'questionnairesListForToken',
  'questionnaireCreateUrl',
  'questionnaireSubmit',
  'readServiceDetail',
  'readQuestionnaireResponse',
  'readOcrResponse',
  'getFile',
  'kycCountries',
  'kycLanguages',
  'kycSubmit',
  'readKycResponse',
]

describe('serviceRoutes', () => {
  it('has one entry per endpoint and variant, ids unique', () => {
    expect(serviceRoutes.map((route) => route.id).sort()).toEqual([...expectedIds].sort())
  })

  it('marks the bare-identifier and file responses as not enveloped, every other as enveloped', () => {
    const bare = serviceRoutes.filter((route) => !route.enveloped).map((route) => route.id)
    expect(bare.sort()).toEqual(['getFile', 'kycSubmit', 'questionnaireSubmit'])
  })

  it('selects the POST /api/search variants by services, as multipart', () => {
    const search = serviceRoutes.filter((route) => route.path === '/api/search')
    expect(search.map((route) => [route.id, route.variant?.value, route.bodyKind, route.auth])).toEqual([
      ['questionnaireSubmit', 'questionnaire', 'multipart', 'questionnaire'],
      ['kycSubmit', 'kyc', 'multipart', 'account'],
    ])
  })

  it('serves the questionnaire listing to account keys and questionnaire tokens on one path', () => {
    const listings = serviceRoutes.filter((route) => route.path === '/api/getAllQuestionnaires')
    expect(listings.map((route) => [route.id, route.auth])).toEqual([
      ['questionnairesList', 'account'],
      ['questionnairesListForToken', 'questionnaire'],
    ])
  })

  it('declares a body exactly for POST routes and validates each example response', () => {
    for (const route of serviceRoutes) {
      expect(route.body !== undefined, route.id).toBe(route.method === 'POST')
      expect(route.bodyKind === 'none', route.id).toBe(route.method === 'GET')
      const example = serviceResponseExamples[route.id]
      if (route.id === 'getFile') continue
      expect(example, route.id).toBeDefined()
      const result = route.response.safeParse(example)
      expect(result.error?.issues ?? [], route.id).toEqual([])
    }
  })

  it('converts every schema to JSON Schema (requests as inputs, responses as outputs)', () => {
    for (const route of serviceRoutes) {
      for (const schema of [route.query, route.body])
        if (schema) expect(() => z.toJSONSchema(schema, { io: 'input' }), route.id).not.toThrow()
      expect(() => z.toJSONSchema(route.response, { io: 'output' }), route.id).not.toThrow()
    }
  })
})
