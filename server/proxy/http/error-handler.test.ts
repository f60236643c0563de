import Fastify from 'fastify'
import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { HttpError } from '../../shared/envelope'
import { registerErrorHandler } from './error-handler'

async function appWithRoutes() {
  const app = Fastify()
  registerErrorHandler(app)
  app.get('/http-error', async () => {
    throw new HttpError(409, 'Already there.', { id: 'x' }, { 'retry-after': '5' })
  })
  app.get('/zod', async (request) =>
    z.object({ n: z.coerce.number().min(1, 'must be 1 or more') }).parse(request.query),
  )
  app.post(
    '/schema',
    { schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } },
    async () => ({}),
  )
  app.get('/crash', async () => {
    throw new Error('database file is locked at /secret/path')
  })
  return app
}

describe('error handler', () => {
  it('turns every failure into the envelope with the right status', async () => {
    const app = await appWithRoutes()
    const httpError = await app.inject({ url: '/http-error' })
    expect(httpError.statusCode).toBe(409)
    expect(httpError.headers['retry-after']).toBe('5')
    expect(httpError.json()).toEqual({ error: true, message: 'Already there.', data: { id: 'x' } })

    const zodError = await app.inject({ url: '/zod?n=0' })
    expect(zodError.statusCode).toBe(400)
    expect(zodError.json()).toEqual({
      error: true,
      message: 'Invalid request: n: must be 1 or more',
      data: { fields: [{ path: 'n', message: 'must be 1 or more' }] },
    })

    const schemaError = await app.inject({ method: 'POST', url: '/schema', payload: {} })
    expect(schemaError.statusCode).toBe(400)
    expect(schemaError.json().data.fields).toEqual([{ path: 'name', message: expect.stringContaining('name') }])

    const crash = await app.inject({ url: '/crash' })
    expect(crash.statusCode).toBe(500)
    expect(crash.json()).toEqual({
      error: true,
      message: 'Unexpected error on the server; it has been logged.',
      data: {},
    })
    expect(crash.body).not.toContain('/secret/path')
    await app.close()
  })
})
