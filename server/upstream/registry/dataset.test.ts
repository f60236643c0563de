import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFERENCE_DATE } from './reference-date'
import { openRegistry } from './registry'
import { SERVED } from './served-countries'
import type { CompanyRow } from './company-summary'
import { openTestDatabase, upstreamEngines } from '../test-support/engines'

describe.each(upstreamEngines)('dataset generation on %s', (engine) => {
  async function makeRegistry(size: number) {
    const database = await openTestDatabase(engine)
    const registry = openRegistry({ store: database.registryStore })
    const info = await registry.ensureDataset({ size })
    return { database, registry, info }
  }

  let a: Awaited<ReturnType<typeof makeRegistry>>
  let b: Awaited<ReturnType<typeof makeRegistry>>
  const rowsOf = async (x: typeof a, where = 'true') =>
    (
      await sql<CompanyRow>`select * from registry_company where ${sql.raw(where)} order by seed_no`.execute(
        x.database.db,
      )
    ).rows
  const withoutId = (rows: CompanyRow[]) => rows.map(({ id: _id, ...rest }) => rest)
  const companyCount = async (x: typeof a, table: 'registry_company' | 'registry_profile') =>
    Number(
      (
        await x.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  beforeAll(async () => {
    a = await makeRegistry(3000)
    b = await makeRegistry(2000)
  })
  afterAll(async () => {
    await a?.database.close()
    await b?.database.close()
  })

  it('is deterministic: company N is the same whatever the dataset size', async () => {
    expect(a.info.generatedNow).toBe(true)
    expect(withoutId(await rowsOf(a, 'seed_no < 2000'))).toEqual(withoutId(await rowsOf(b)))
  })

  it('expands the same profile for the same company in two databases', async () => {
    const ids = (await rowsOf(b, 'seed_no % 97 = 5')).map((r) => r.public_id)
    for (const id of ids) expect(await a.registry.getProfileV1(id)).toEqual(await b.registry.getProfileV1(id))
  })

  it('gives every served country and state companies', async () => {
    const stats = await a.registry.countryStats()
    expect(stats.map((s) => s.code)).toEqual(SERVED.map((j) => j.code))
    expect(stats.filter((s) => s.count === 0)).toEqual([])
    expect(stats.reduce((sum, s) => sum + s.count, 0)).toBe(3000)
  })

  it('weights big registries above small ones', async () => {
    const counts = await a.registry.countryStats()
    const count = (code: string) => counts.find((s) => s.code === code)?.count ?? 0
    expect(count('GB')).toBeGreaterThan(count('LU') * 5)
    expect(count('US_CA')).toBeGreaterThan(count('US_WY'))
  })

  it('uses locale-appropriate legal forms and names', async () => {
    for (const row of await rowsOf(a, "code = 'DE'"))
      expect(row.name).toMatch(/ (GmbH|UG \(haftungsbeschränkt\)|AG|GmbH & Co\. KG|OHG)$/)
    for (const row of await rowsOf(a, "code = 'JP'")) expect(row.name).toMatch(/株式会社|合同会社|有限会社/)
    for (const row of await rowsOf(a, "code = 'FR'")) expect(row.name).toMatch(/ (SAS|SARL|SASU|SA|SCI)$/)
    for (const row of await rowsOf(a, "code = 'GB'")) expect(row.name).toMatch(/ (Ltd|Limited|PLC|LLP|CIC)$/)
    for (const row of await rowsOf(a, "code like 'US_%'")) expect(row.name).toMatch(/ (LLC|Inc\.|Corp\.|LP|PLLC)$/)
    const japanese = (await rowsOf(a, "code = 'JP'")).map((r) => r.name).join('')
    expect(japanese).toMatch(/[\u4e00-\u9fff]/)
  })

  it('formats registration numbers per country, unique within a jurisdiction', async () => {
    for (const row of await rowsOf(a, "code = 'GB'"))
      expect(row.registration_number).toMatch(/^(\d{8}|SC\d{6}|NI\d{6})$/)
    for (const row of await rowsOf(a, "code = 'DE'")) expect(row.registration_number).toMatch(/^HR[AB] \d{6}$/)
    for (const row of await rowsOf(a, "code = 'NL'")) expect(row.registration_number).toMatch(/^\d{8}$/)
    for (const row of await rowsOf(a, "code = 'FR'")) {
      expect(row.registration_number).toMatch(/^\d{9}$/)
      expect(luhnValid(row.registration_number)).toBe(true)
    }
    const duplicates = await a.database.db
      .selectFrom('registry_company')
      .select(['code', 'reg_norm'])
      .groupBy(['code', 'reg_norm'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute()
    expect(duplicates).toEqual([])
  })

  it('keeps dates consistent with the status', async () => {
    for (const row of await rowsOf(a)) {
      for (const date of [row.registration_date, row.dissolution_date, row.inactive_date])
        if (date) expect(date <= REFERENCE_DATE).toBe(true)
      if (row.status === 'dissolved') {
        expect(row.dissolution_date).not.toBeNull()
        expect(row.dissolution_date! > row.registration_date).toBe(true)
      } else expect(row.dissolution_date).toBeNull()
      if (row.status === 'inactive' || row.status === 'in liquidation')
        expect(row.inactive_date! > row.registration_date).toBe(true)
    }
  })

  it('names real registries and marks the source type', async () => {
    expect(a.registry.registriesOf('GB')[0]).toEqual({ name: 'Companies House', source_type: 'primary' })
    expect(a.registry.registriesOf('DE').map((r) => r.name)).toContain('Handelsregister')
    expect(a.registry.registriesOf('US_TX')[0]?.name).toBe('Texas Secretary of State')
    expect(a.registry.registriesOf('FR')[0]?.name).toBe('Registre du commerce et des sociétés (INPI)')
    const secondary = (await rowsOf(a, 'registry_index > 0'))[0]
    expect(secondary).toBeDefined()
    const summary = (await a.registry.getSummary(secondary!.public_id))!
    expect(summary.secondary_source).toBe(true)
    expect(summary.registry_name).toBe(a.registry.registriesOf(secondary!.code)[secondary!.registry_index]?.name)
  })

  it('regenerates a dataset made by another generator version, dropping its stored profiles', async () => {
    const c = await makeRegistry(1000)
    const [first] = await rowsOf(c)
    const id = first!.public_id
    const profile = await c.registry.getProfileV1(id)
    const metaRow = c.database.db.selectFrom('registry_meta').select('value').where('key', '=', 'dataset')
    const meta = JSON.parse((await metaRow.executeTakeFirstOrThrow()).value) as object
    await c.database.db
      .updateTable('registry_meta')
      .set({ value: JSON.stringify({ ...meta, version: 0 }) })
      .where('key', '=', 'dataset')
      .execute()
    const messages: string[] = []
    const again = await c.registry.ensureDataset({ size: 1200, log: (m) => messages.push(m) })
    expect(again.generatedNow).toBe(true)
    expect(messages.join('\n')).toMatch(/regenerating/)
    expect(await companyCount(c, 'registry_company')).toBe(1200)
    expect(await companyCount(c, 'registry_profile')).toBe(0)
    expect(
      (
        await c.registry.search({
          code: first!.code,
          registrationNumber: first!.registration_number,
        })
      ).total,
    ).toBe(1)
    expect(await c.registry.getProfileV1(id)).toEqual(profile)
    await c.database.close()
  })

  it('keeps an existing dataset on restart, even with another size', async () => {
    const messages: string[] = []
    const again = await a.registry.ensureDataset({ size: 5000, log: (m) => messages.push(m) })
    expect(again.generatedNow).toBe(false)
    expect(again.size).toBe(3000)
    expect(messages.join('\n')).toMatch(/keeping the existing dataset of 3000 companies/)
    expect(await companyCount(a, 'registry_company')).toBe(3000)
  })
})

function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}
