import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ProxyDb } from '../store/proxy-db'
import { openTestProxyDb, proxyDbEngines } from '../test-support/proxy-db-engines'
import { fileAccess, fileKeyOf, fileLinksIn, grantFileLinks } from './file-grants'

const base = new URL('http://127.0.0.1:4010')
const link = (id: string, expires = '1900000000') =>
  `http://127.0.0.1:4010/api/getFile?file_id=${id}&expires=${expires}&signature=ab`

describe('file links in a response', () => {
  it('finds the upstream file links at any depth and nothing else', () => {
    const body = {
      data: {
        kyc_request: {
          document: { proof: link('f1'), additional_proof: null },
          address: { proof: '/api/getFile?file_id=f2&expires=1&signature=cd' },
        },
        filings: [
          { file_url: 'http://127.0.0.1:4010/api/get-file/annual-2024.pdf' },
          { file_url: 'http://evil.example/api/getFile?file_id=f3' },
        ],
        note: 'see /api/getFile for details',
      },
    }
    expect(fileLinksIn(body, base).map(fileKeyOf)).toEqual(['f1', 'f2', '/api/get-file/annual-2024.pdf'])
  })

  it('names a file by its id whatever the signature and expiry', () => {
    expect(fileKeyOf(new URL(link('f1', '1')))).toBe(fileKeyOf(new URL(link('f1', '2'))))
  })
})

describe.each(proxyDbEngines)('file access by role on %s', (engine) => {
  let proxyDb: ProxyDb
  beforeEach(async () => {
    proxyDb = await openTestProxyDb(engine)
  })
  afterEach(() => proxyDb.close())

  it('lets a role open a link handed out with one of its permissions', async () => {
    await grantFileLinks(proxyDb.db, { proof: link('kyc-proof') }, base, 'kyc:review')
    await grantFileLinks(proxyDb.db, { filing: link('filing') }, base, 'profile:read')
    expect(await fileAccess(proxyDb.db, new URL(link('kyc-proof')), 'compliance_manager')).toBe('allowed')
    expect(await fileAccess(proxyDb.db, new URL(link('kyc-proof')), 'analyst')).toBe('forbidden')
    expect(await fileAccess(proxyDb.db, new URL(link('filing')), 'analyst')).toBe('allowed')
    expect(await fileAccess(proxyDb.db, new URL(link('other')), 'admin')).toBe('unknown')
  })

  it('keeps every permission a link was handed out with, once each', async () => {
    await grantFileLinks(proxyDb.db, { proof: link('shared') }, base, 'questionnaire:manage')
    await grantFileLinks(proxyDb.db, { proof: link('shared', '2000000000') }, base, 'kyc:review')
    await grantFileLinks(proxyDb.db, { proof: link('shared') }, base, 'kyc:review')
    const rows = await proxyDb.db
      .selectFrom('file_grant')
      .select(['file_key', 'permission'])
      .orderBy('permission')
      .execute()
    expect(rows).toEqual([
      { file_key: 'shared', permission: 'kyc:review' },
      { file_key: 'shared', permission: 'questionnaire:manage' },
    ])
    expect(await fileAccess(proxyDb.db, new URL(link('shared')), 'compliance_manager')).toBe('allowed')
  })
})
