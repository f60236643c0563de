import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv, proxyEnvSchema, upstreamEnvSchema } from './config'

describe('environment configuration', () => {
  it('applies the documented defaults', () => {
    const proxy = parseEnv(proxyEnvSchema, {})
    expect(proxy).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', UPSTREAM_SIGNATURE: 'sha256' })
    const upstream = parseEnv(upstreamEnvSchema, {})
    expect(upstream).toMatchObject({ UPSTREAM_PORT: 4010, UPSTREAM_TIME_SCALE: 1, DATASET_SIZE: 200_000 })
  })

  it('names the variable and the rule of every bad value', () => {
    let error: unknown
    try {
      parseEnv(proxyEnvSchema, { PORT: '99999', UPSTREAM_URL: 'not a url', ADMIN_PASSWORD: 'short' })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as ConfigError).message
    expect(message).toContain('PORT: must be between 1 and 65535 (got "99999")')
    expect(message).toContain('UPSTREAM_URL: must be an http(s) URL')
    expect(message).toContain('ADMIN_PASSWORD: must be at least 12 characters')
    expect(message).not.toContain('short')
  })

  it('never repeats the value of a secret: a database URL carries its password', () => {
    expect(() =>
      parseEnv(upstreamEnvSchema, { UPSTREAM_DATABASE_URL: 'mysql://desk:hunter2-secret@db.internal/kyb' }),
    ).toThrow(/^(?![\s\S]*hunter2)[\s\S]*UPSTREAM_DATABASE_URL: must be a postgres:\/\/ URL/)
    expect(() => parseEnv(proxyEnvSchema, { DATABASE_URL: 'mysql://desk:hunter2-secret@db.internal/kyb' })).toThrow(
      /^(?![\s\S]*hunter2)[\s\S]*DATABASE_URL: must be a postgres:\/\/ URL/,
    )
  })

  it('refuses a negative time scale and a tiny dataset', () => {
    expect(() => parseEnv(upstreamEnvSchema, { UPSTREAM_TIME_SCALE: '-1' })).toThrow(
      'UPSTREAM_TIME_SCALE: must be 0 or more',
    )
    expect(() => parseEnv(upstreamEnvSchema, { DATASET_SIZE: '10' })).toThrow('DATASET_SIZE: must be at least 1000')
  })

  it('takes QUESTIONNAIRE_PUBLIC_URL as a URL', () => {
    expect(
      parseEnv(upstreamEnvSchema, { QUESTIONNAIRE_PUBLIC_URL: 'https://desk.example.com/q' }).QUESTIONNAIRE_PUBLIC_URL,
    ).toBe('https://desk.example.com/q')
    expect(parseEnv(upstreamEnvSchema, {}).QUESTIONNAIRE_PUBLIC_URL).toBeUndefined()
    expect(() => parseEnv(upstreamEnvSchema, { QUESTIONNAIRE_PUBLIC_URL: 'forms' })).toThrow(
      'QUESTIONNAIRE_PUBLIC_URL: must be an http(s) URL',
    )
  })
})
