import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CompanyRow } from './company-summary'
import { normaliseName, normaliseRegistrationNumber, wordsOf } from './normalise'
import { openRegistry } from './registry'
import type { SearchInput } from './search'
import { openTestDatabase, upstreamEngines } from '../test-support/engines'

describe.each(upstreamEngines)('registry search on %s', (engine) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>
  let registry: ReturnType<typeof openRegistry>
  let companies: CompanyRow[]

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    registry = openRegistry({ store: database.registryStore })
    await registry.ensureDataset({ size: 4000 })
    // Name order as the engine sorts (binary on both).
    companies = (await database.db
      .selectFrom('registry_company')
      .selectAll()
      .orderBy('name_norm')
      .orderBy('id')
      .execute()) as CompanyRow[]
  })
  afterAll(() => database?.close())

  const rowsIn = (code: string) => companies.filter((row) => row.code === code)
  /** Brute force: the ids, in name order, of the rows of `code` whose normalised name passes `test`. */
  const expected = (code: string, test: (nameNorm: string) => boolean) =>
    rowsIn(code)
      .filter((r) => test(r.name_norm))
      .map((r) => r.public_id)
  const ids = async (input: SearchInput) => (await registry.search(input)).rows.map((r) => r.id)
  const pick = (code: string, test: (r: CompanyRow) => boolean) => {
    const row = rowsIn(code).find(test)
    if (!row) throw new Error(`no ${code} company fits the test`)
    return row
  }

  describe('contains', () => {
    it('finds the substring anywhere in the name, case- and accent-insensitively', async () => {
      const row = pick('GB', (r) => r.name_norm.length > 12)
      const part = row.name_norm.slice(3, 8)
      const result = await registry.search({ code: 'GB', name: part.toUpperCase(), mode: 'contains' })
      expect(result.rows.map((r) => r.id)).toEqual(expected('GB', (n) => n.includes(part)))
      expect(result.total).toBe(result.rows.length)
      expect(result.rows.map((r) => r.id)).toContain(row.public_id)
    })

    it('folds accents: "muller" finds "Müller"', async () => {
      const row = pick('DE', (r) => /[äöü]/.test(r.name.toLowerCase()))
      const accented = row.name.toLowerCase().match(/\S*[äöü]\S*/)?.[0] ?? ''
      const folded = normaliseName(accented)
      expect(await ids({ code: 'DE', name: folded, mode: 'contains' })).toContain(row.public_id)
      expect(await ids({ code: 'DE', name: accented, mode: 'contains' })).toEqual(
        await ids({ code: 'DE', name: folded, mode: 'contains' }),
      )
    })

    it('answers terms under 3 characters correctly', async () => {
      expect(await ids({ code: 'GB', name: 'an', mode: 'contains' })).toEqual(expected('GB', (n) => n.includes('an')))
      expect((await ids({ code: 'JP', name: '株式', mode: 'contains' })).length).toBe(
        expected('JP', (n) => n.includes('株式')).length,
      )
    })

    it('takes FTS syntax characters literally', async () => {
      for (const name of ['"ab', 'a-1 "x" OR y', 'NEAR(a b)', 'ltd*']) {
        await expect(registry.search({ code: 'GB', name, mode: 'contains' })).resolves.toBeDefined()
      }
      expect((await registry.search({ code: 'GB', name: 'ltd*', mode: 'contains' })).total).toBe(0)
    })

    it('returns at most the limit with the full total', async () => {
      const all = await registry.search({ code: 'GB', name: 'ltd', mode: 'contains' })
      const five = await registry.search({ code: 'GB', name: 'ltd', mode: 'contains', limit: 5 })
      expect(all.total).toBeGreaterThan(5)
      expect(five.total).toBe(all.total)
      expect(five.rows.map((r) => r.id)).toEqual(all.rows.slice(0, 5).map((r) => r.id))
    })
  })

  describe('start_with', () => {
    it('finds names beginning with the text, in name order', async () => {
      const row = pick('DE', (r) => r.name_norm.length > 6)
      const prefix = row.name_norm.slice(0, 4)
      expect(await ids({ code: 'DE', name: prefix, mode: 'start_with' })).toEqual(
        expected('DE', (n) => n.startsWith(prefix)),
      )
      expect(await ids({ code: 'DE', name: prefix, mode: 'start_with' })).toContain(row.public_id)
    })

    it('works with one or two characters', async () => {
      expect(await ids({ code: 'FR', name: 'b', mode: 'start_with' })).toEqual(expected('FR', (n) => n.startsWith('b')))
      expect(await ids({ code: 'FR', name: 'Ma', mode: 'start_with' })).toEqual(
        expected('FR', (n) => n.startsWith('ma')),
      )
    })
  })

  describe('fuzzy (version 1): every word present as a whole word, any order', () => {
    it('matches the words in any order', async () => {
      const row = pick('GB', (r) => wordsOf(r.name_norm).length >= 3)
      const words = wordsOf(row.name_norm).slice(0, 2).reverse()
      const found = await ids({ code: 'GB', name: words.join(' '), mode: 'fuzzy' })
      expect(found).toContain(row.public_id)
      expect(found).toEqual(expected('GB', (n) => words.every((w) => wordsOf(n).includes(w))))
    })

    it('does not match part of a word', async () => {
      const row = pick('GB', (r) => (wordsOf(r.name_norm)[0]?.length ?? 0) >= 6)
      const word = wordsOf(row.name_norm)[0] ?? ''
      const partial = word.slice(0, -2)
      const found = await ids({ code: 'GB', name: partial, mode: 'fuzzy' })
      expect(found).not.toContain(row.public_id)
      expect(found).toEqual(expected('GB', (n) => wordsOf(n).includes(partial)))
    })

    it('matches short words', async () => {
      expect(await ids({ code: 'PL', name: 'sp z o o', mode: 'fuzzy' })).toEqual(
        expected('PL', (n) => ['sp', 'z', 'o'].every((w) => wordsOf(n).includes(w))),
      )
    })
  })

  describe('fuzzy tolerant (version 2)', () => {
    it('finds a misspelt name and ranks the closest first', async () => {
      const row = pick('DE', (r) => (wordsOf(r.name_norm)[0]?.length ?? 0) >= 7)
      const word = wordsOf(row.name_norm)[0] ?? ''
      const misspelt = word.slice(0, 3) + word[4] + word[3] + word.slice(5) // swap two letters
      const result = await registry.search({ code: 'DE', name: misspelt, mode: 'fuzzy', tolerant: true })
      expect(result.rows.map((r) => r.id)).toContain(row.public_id)
      expect(wordsOf(normaliseName(result.rows[0]?.name ?? ''))).toContain(word)
      expect(await ids({ code: 'DE', name: misspelt, mode: 'fuzzy' })).not.toContain(row.public_id)
    })

    it('finds a short word whose typo leaves no trigram in common', async () => {
      const row = pick('GB', (r) => (wordsOf(r.name_norm)[0]?.length ?? 0) === 5 && wordsOf(r.name_norm).length === 2)
      const word = wordsOf(row.name_norm)[0] ?? ''
      const misspelt = word.slice(0, 1) + word[2] + word[1] + word.slice(3)
      const result = await registry.search({ code: 'GB', name: `${misspelt} ltd`, mode: 'fuzzy', tolerant: true })
      expect(result.rows.map((r) => r.id)).toContain(row.public_id)
    })

    it('ranks a name with fewer unmatched words first', async () => {
      const row = pick(
        'GB',
        (r) =>
          wordsOf(r.name_norm).length === 2 && (wordsOf(r.name_norm)[0]?.length ?? 0) >= 6 && /ltd$/.test(r.name_norm),
      )
      const word = wordsOf(row.name_norm)[0] ?? ''
      const rows = (await registry.search({ code: 'GB', name: word, mode: 'fuzzy', tolerant: true })).rows
      expect(rows.map((r) => r.id)).toContain(row.public_id)
      expect(wordsOf(normaliseName(rows[0]?.name ?? '')).length).toBeLessThanOrEqual(2)
    })

    it('puts an exact match before close ones', async () => {
      const row = pick('GB', (r) => wordsOf(r.name_norm).length === 2 && (wordsOf(r.name_norm)[0]?.length ?? 0) >= 5)
      const first = (await registry.search({ code: 'GB', name: row.name, mode: 'fuzzy', tolerant: true })).rows[0]
      expect(normaliseName(first?.name ?? '')).toBe(row.name_norm)
    })

    it('handles words under 3 characters', async () => {
      const result = await registry.search({ code: 'GB', name: 'ab', mode: 'fuzzy', tolerant: true })
      for (const row of result.rows) expect(wordsOf(normaliseName(row.name)).some((w) => w.startsWith('ab'))).toBe(true)
    })
  })

  describe('registration number', () => {
    it('matches after removing spaces and case', async () => {
      const row = pick('DE', () => true)
      const spaced = ` ${row.registration_number.toLowerCase().split('').join(' ')} `
      expect(await ids({ code: 'DE', registrationNumber: spaced })).toEqual([row.public_id])
      expect(normaliseRegistrationNumber(spaced)).toBe(row.reg_norm)
    })

    it('matches the digits alone, without the registry\'s letters ("350618" finds "HRB 350618")', async () => {
      const row = pick('DE', (r) => /^HR[AB] \d+$/.test(r.registration_number))
      const digits = row.registration_number.replace(/\D/g, '')
      expect(await ids({ code: 'DE', registrationNumber: digits })).toContain(row.public_id)
      expect(await ids({ code: 'DE', registrationNumber: row.registration_number })).toEqual([row.public_id])
      // A number of another length is not padded into the format.
      expect(await ids({ code: 'DE', registrationNumber: digits.slice(1) })).not.toContain(row.public_id)
    })

    it('also requires the name when both are given', async () => {
      const row = pick('AU', () => true)
      expect(
        await ids({
          code: 'AU',
          registrationNumber: row.registration_number,
          name: row.name_norm.slice(0, 4),
          mode: 'start_with',
        }),
      ).toEqual([row.public_id])
      expect(
        await ids({ code: 'AU', registrationNumber: row.registration_number, name: 'zzzz', mode: 'contains' }),
      ).toEqual([])
    })
  })

  describe('jurisdiction', () => {
    it('never returns companies of another country or state', async () => {
      const gb = pick('GB', () => true)
      expect(await ids({ code: 'IE', registrationNumber: gb.registration_number })).toEqual([])
      for (const input of [
        { code: 'US_CA', name: 'llc', mode: 'contains' },
        { code: 'US_CA', name: 'a', mode: 'start_with' },
        { code: 'US_CA', name: 'llc', mode: 'fuzzy' },
        { code: 'US_CA', name: 'holdngs', mode: 'fuzzy', tolerant: true },
        { code: 'US_CA', name: 'in', mode: 'contains' },
      ] as SearchInput[]) {
        const result = await registry.search(input)
        expect(result.rows.length).toBeGreaterThan(0)
        expect(new Set(result.rows.map((r) => r.country_code))).toEqual(new Set(['US_CA']))
      }
    })

    it('refuses an unknown code', async () => {
      await expect(registry.search({ code: 'XX', name: 'abc' })).rejects.toThrow(/unknown country or state code XX/)
    })
  })
})
