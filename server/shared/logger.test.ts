import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loggerOptions, RequestLinesAtDebug } from './logger'

async function logLinesOfOneRequest(level: string) {
  const lines: Array<{ msg: string; level: number }> = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { msg: string; level: number })
      done()
    },
  })
  const app = Fastify({
    logger: { ...loggerOptions(level, 'test', false), stream },
    logController: new RequestLinesAtDebug(),
  })
  app.get('/ok', async () => ({ ok: true }))
  app.get('/boom', async () => {
    throw new Error('boom')
  })
  await app.inject({ url: '/ok' })
  await app.inject({ url: '/boom' })
  app.log.warn('a warning')
  await app.close()
  return lines.map((line) => line.msg)
}

describe('request logging', () => {
  it('keeps per-request lines out of the default info level, warnings and failures in', async () => {
    const messages = await logLinesOfOneRequest('info')
    expect(messages).not.toContain('incoming request')
    expect(messages).not.toContain('request completed')
    expect(messages).toContain('a warning')
    expect(messages).toContain('boom')
  })

  it('shows a line per request at debug', async () => {
    const messages = await logLinesOfOneRequest('debug')
    expect(messages.filter((m) => m === 'incoming request')).toHaveLength(2)
    expect(messages).toContain('request completed')
  })

  it('pretty-prints in a terminal, JSON otherwise', () => {
    expect(loggerOptions('info', 'x', true).transport).toMatchObject({ target: 'pino-pretty' })
    expect(loggerOptions('info', 'x', false).transport).toBeUndefined()
  })
})
