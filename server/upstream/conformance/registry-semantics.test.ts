import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BlackBoxServer, pollUntil, startBlackBoxServer } from './black-box-server'
import { checkShape, paginationShape } from './spec-shapes'

interface V1Company {
  id: string
  name: string
  registration_number: string | null
  country_name: string
}
interface V2Company {
  kyb_response_id: string
  name: string
  registration_number: string | null
  country_code: string
}
interface Page<T> {
  items: T[]
  pagination: { total: number; per_page: number; current_page: number; last_page: number; from: number; to: number }
}

/** Lower case, accents removed, spaces collapsed: how a reader compares names. */
function plain(text: string) {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}
const wordsOf = (text: string) =>
  plain(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/**
 * Spec §4.1, §4.2, §2.1, §8: what the searches find (contains, start_with, fuzzy v1 and v2,
 * registration number, place) and how results are paginated.
 */
describe('registry search semantics and pagination', () => {
  let server: BlackBoxServer
  beforeAll(async () => {
    server = await startBlackBoxServer({ timeScale: 0 })
  })
  afterAll(async () => server.close())

  async function v1Search(body: Record<string, unknown>, query = ''): Promise<Page<V1Company>> {
    const started = await server.call('/api/search', { body: { services: ['kyb_check'], ...body } })
    expect(started.status, started.text).toBe(200)
    const id = (started.json as { request_id: string }).request_id
    const read = await pollUntil(
      async () =>
        (await server.call(`/api/readKybResponse?request_id=${id}${query}`)).json as {
          data: { request_status: string; kyb_request_data: V1Company[]; pagination: Page<V1Company>['pagination'] }
        },
      (r) => r.data.request_status === 'resolved',
    )
    return { items: read.data.kyb_request_data, pagination: read.data.pagination }
  }

  async function v1Page(requestId: string, query: string) {
    const response = await server.call(`/api/readKybResponse?request_id=${requestId}${query}`)
    expect(response.status, response.text.slice(0, 200)).toBe(200)
    const data = (
      response.json as { data: { kyb_request_data: V1Company[]; pagination: Page<V1Company>['pagination'] } }
    ).data
    return { items: data.kyb_request_data, pagination: data.pagination }
  }

  async function v2Search(
    body: Record<string, unknown>,
  ): Promise<{ requestId: string; first: Page<V2Company>; all: Page<V2Company> }> {
    const created = await server.call('/v2/kyb', { body })
    expect(created.status, created.text.slice(0, 200)).toBe(200)
    const data = (
      created.json as {
        data: {
          kyb_request: { kyb_request_id: string }
          kyb_responses: V2Company[]
          pagination: Page<V2Company>['pagination']
        }
      }
    ).data
    const requestId = data.kyb_request.kyb_request_id
    const all = await pollUntil(
      async () =>
        (await server.call(`/v2/kyb?kyb_request_id=${requestId}&limit=1000`)).json as {
          data: {
            kyb_request: { status: string }
            kyb_responses: V2Company[]
            pagination: Page<V2Company>['pagination']
          }
        },
      (r) => r.data.kyb_request.status === 'resolved',
    )
    return {
      requestId,
      first: { items: data.kyb_responses, pagination: data.pagination },
      all: { items: all.data.kyb_responses, pagination: all.data.pagination },
    }
  }

  /** Every company of a place found by a broad search (registration numbers searched from it). */
  let germany: V1Company[] = []
  let alabama: V2Company[] = []
  beforeAll(async () => {
    germany = (await v1Search({ search: 'gmbh', country_names: ['germany'] }, '&limit=1000')).items
    alabama = (await v2Search({ name: 'inc', country_codes: ['US_AL'] })).all.items
  })

  /** A company whose name has a run of `length` plain ASCII letters at `from`. */
  function companyWithAsciiRun(companies: { name: string }[], length: number) {
    for (const company of companies) {
      const match = new RegExp(`[a-z]{${length}}`).exec(plain(company.name))
      if (match) return { company, run: match[0] }
    }
    throw new Error('no company with a plain ASCII run')
  }

  it('the data set has companies to search (germany and united_states.alabama)', () => {
    expect(germany.length).toBeGreaterThan(3)
    expect(alabama.length).toBeGreaterThan(0)
  })

  it('contains: every result has the text anywhere in its name, and the source company is found (v1 and v2)', async () => {
    const { company, run } = companyWithAsciiRun(germany.slice(1), 5)
    const middle = run.slice(1, 5)
    const v1 = await v1Search(
      { search: middle.toUpperCase(), country_names: ['germany'], search_type: 'contains' },
      '&limit=1000',
    )
    expect(v1.items.map((c) => c.id).length).toBe(v1.pagination.total)
    for (const c of v1.items) expect(plain(c.name), `v1 contains ${middle}`).toContain(middle)
    expect(v1.items.map((c) => c.name)).toContain(company.name)
    const v2 = await v2Search({ name: middle, country_codes: ['DE'] })
    for (const c of v2.all.items) expect(plain(c.name), `v2 contains ${middle}`).toContain(middle)
    expect(v2.all.items.map((c) => c.name)).toContain(company.name)
  })

  it('start_with: every result begins with the text (v1 and v2)', async () => {
    const target = germany.find((c) => /^[a-z]{4}/.test(plain(c.name)))
    if (!target) throw new Error('no company name starting with 4 ASCII letters')
    const prefix = plain(target.name).slice(0, 4)
    const v1 = await v1Search({ search: prefix, country_names: ['germany'], search_type: 'start_with' }, '&limit=1000')
    expect(v1.items.length).toBeGreaterThan(0)
    for (const c of v1.items) expect(plain(c.name).startsWith(prefix), `${c.name} starts with ${prefix}`).toBe(true)
    expect(v1.items.map((c) => c.name)).toContain(target.name)
    const v2 = await v2Search({ name: prefix, country_codes: ['DE'], search_type: 'start_with' })
    for (const c of v2.all.items) expect(plain(c.name).startsWith(prefix), `${c.name} starts with ${prefix}`).toBe(true)
    expect(v2.all.items.map((c) => c.name)).toContain(target.name)
  })

  it('fuzzy v1: the exact words in any order', async () => {
    const target = germany.find((c) => wordsOf(c.name).filter((w) => w.length >= 3).length >= 2)
    if (!target) throw new Error('no company with two words')
    const words = wordsOf(target.name)
      .filter((w) => w.length >= 3)
      .slice(0, 2)
    const reversed = [...words].reverse().join(' ')
    const found = await v1Search({ search: reversed, country_names: ['germany'], search_type: 'fuzzy' }, '&limit=1000')
    expect(found.items.map((c) => c.name)).toContain(target.name)
    for (const c of found.items)
      for (const w of words) expect(wordsOf(c.name), `${c.name} has the word ${w}`).toContain(w)
    // A word that is only part of a name word is not an exact word match.
    const partial = await v1Search({ search: `${words[0]}zzq`, country_names: ['germany'], search_type: 'fuzzy' })
    expect(partial.pagination.total).toBe(0)
  })

  it('fuzzy v2: finds an exact full name first, and tolerates a misspelling', async () => {
    const target = alabama.find((c) => wordsOf(c.name).some((w) => /^[a-z]{6,}$/.test(w))) ?? alabama[0]
    if (!target) throw new Error('no Alabama company')
    const exact = await v2Search({ name: target.name, country_codes: ['US_AL'], search_type: 'fuzzy' })
    expect(plain(exact.all.items[0]?.name ?? ''), 'the exact name ranks first').toBe(plain(target.name))
    const word = wordsOf(target.name).find((w) => /^[a-z]{6,}$/.test(w))
    if (!word) throw new Error(`no long word in ${target.name}`)
    // One letter replaced in the middle of the longest word.
    const at = Math.floor(word.length / 2)
    const typo = word.slice(0, at) + (word[at] === 'x' ? 'q' : 'x') + word.slice(at + 1)
    const misspelt = plain(target.name).replace(word, typo)
    const tolerant = await v2Search({ name: misspelt, country_codes: ['US_AL'], search_type: 'fuzzy' })
    const names = tolerant.all.items.map((c) => c.name)
    expect(names, `${misspelt} finds ${target.name}`).toContain(target.name)
    expect(names.indexOf(target.name), 'ranked by closeness: the misspelt company is among the first').toBeLessThan(5)
  })

  /** Up to 8 distinct company names per place, found by a common word of the place's names. */
  async function sampleNames() {
    const samples: [string, string][] = [
      ['FR', 'sas'],
      ['DE', 'gmbh'],
      ['GB', 'ltd'],
      ['JP', '株式会社'],
      ['IT', 's.r.l'],
      ['US_AL', 'inc'],
    ]
    const found: [string, string][] = []
    for (const [code, common] of samples) {
      const names = [
        ...new Set((await v2Search({ name: common, country_codes: [code] })).all.items.map((c) => c.name)),
      ].slice(0, 8)
      expect(names.length, `${code} has companies named with ${common}`).toBeGreaterThan(0)
      for (const name of names) found.push([code, name])
    }
    return found
  }

  // "Ranked by closeness": the name searched for, letter for letter, is the closest there is — also
  // when other names differ from it only by their legal form (FR "Blanc SASU" vs "Blanc SAS").
  it('fuzzy v2 across countries: an exact full name ranks first', async () => {
    const exactNotFirst: string[] = []
    for (const [code, name] of await sampleNames()) {
      const exact = (await v2Search({ name, country_codes: [code], search_type: 'fuzzy' })).all.items.map((c) => c.name)
      if (plain(exact[0] ?? '') !== plain(name))
        exactNotFirst.push(`${code} ${name} → ${exact.slice(0, 3).join(' | ')}`)
    }
    expect(exactNotFirst, 'exact full names not ranked first').toEqual([])
  })

  // Registry bug (server/upstream/registry): the legal form the user typed is ignored in ranking,
  // so "Leclercq SAS" ranks below "Leclercq SA" and "Leclercq SARL" (name order breaks the tie).
  it('fuzzy v2: a full name that differs from others only by its legal form still ranks first', async () => {
    const forms: [string, string[]][] = [
      ['FR', ['sas', 'sarl', 'sci']],
      ['BR', ['ltda', 'eireli']],
      ['NG', ['ltd', 'llc']],
      ['GB', ['ltd', 'limited']],
    ]
    const notFirst: string[] = []
    let checked = 0
    for (const [code, words] of forms) {
      const names = new Set<string>()
      for (const word of words)
        for (const c of (await v2Search({ name: word, country_codes: [code] })).all.items) names.add(c.name)
      // Names alike but for their last word (the legal form): "Leclercq SAS", "Leclercq SARL".
      const byStem = new Map<string, Set<string>>()
      for (const name of names) {
        const stem = plain(name).split(' ').slice(0, -1).join(' ')
        if (stem.length >= 3) byStem.set(stem, new Set([...(byStem.get(stem) ?? []), name]))
      }
      for (const group of [...byStem.values()].filter((g) => new Set([...g].map(plain)).size > 1).slice(0, 4)) {
        for (const name of group) {
          checked++
          const found = (await v2Search({ name, country_codes: [code], search_type: 'fuzzy' })).all.items.map(
            (c) => c.name,
          )
          if (plain(found[0] ?? '') !== plain(name)) notFirst.push(`${code} ${name} → ${found.slice(0, 3).join(' | ')}`)
        }
      }
    }
    expect(checked, 'the data set has names alike but for their legal form').toBeGreaterThan(0)
    expect(notFirst, 'exact full names not ranked first').toEqual([])
  })

  it('fuzzy v2 across countries: one misspelt letter still finds the company among the first five', async () => {
    const typoLost: string[] = []
    for (const [code, name] of await sampleNames()) {
      const word = wordsOf(name)
        .filter((w) => /^[a-z]{6,}$/.test(w))
        .sort((a, b) => b.length - a.length)[0]
      if (!word) continue
      const at = Math.floor(word.length / 2)
      const misspelt = plain(name).replace(
        word,
        word.slice(0, at) + (word[at] === 'x' ? 'q' : 'x') + word.slice(at + 1),
      )
      const found = (await v2Search({ name: misspelt, country_codes: [code], search_type: 'fuzzy' })).all.items.map(
        (c) => c.name,
      )
      if (!found.slice(0, 5).includes(name)) typoLost.push(`${code} ${misspelt} → ${found.slice(0, 3).join(' | ')}`)
    }
    expect(typoLost, 'misspelt names not among the first five').toEqual([])
  })

  it('registration number: exact after normalising spaces and case, limited to the place (v1 and v2)', async () => {
    const target =
      germany.find((c) => c.registration_number && /[a-z]/i.test(c.registration_number)) ??
      germany.find((c) => c.registration_number && c.registration_number.length > 3)
    if (!target?.registration_number) throw new Error('no registration number')
    const number = target.registration_number
    const messy = ` ${number.slice(0, 2).toLowerCase()} ${number.slice(2).toLowerCase()} `
    const v1 = await v1Search({ registration_number: messy, country_names: ['germany'] })
    expect(v1.items.map((c) => c.registration_number)).toContain(number)
    for (const c of v1.items)
      expect(c.registration_number?.replace(/\s+/g, '').toUpperCase()).toBe(number.replace(/\s+/g, '').toUpperCase())
    const v2 = await v2Search({ registration_number: messy, country_codes: ['DE'] })
    expect(v2.all.items.map((c) => c.registration_number)).toContain(number)
    // A prefix of the number is not the number.
    const prefixOnly = await v2Search({ registration_number: number.slice(0, -1), country_codes: ['DE'] })
    expect(prefixOnly.all.items.map((c) => c.registration_number)).not.toContain(number)
    // Another place does not hold it.
    const elsewhere = await v2Search({ registration_number: number, country_codes: ['FR'] })
    expect(elsewhere.all.items.map((c) => c.registration_number)).not.toContain(number)
  })

  it('results are limited to the requested country or state (v1 country.state and v2 US_AL)', async () => {
    for (const c of germany) expect(c.country_name).toBe('germany')
    for (const c of alabama) expect(c.country_code).toBe('US_AL')
    const target = alabama.find((c) => c.registration_number)
    if (!target?.registration_number) throw new Error('no Alabama registration number')
    const v1State = await v1Search({
      registration_number: target.registration_number,
      country_names: ['united_states.alabama'],
    })
    expect(v1State.items.map((c) => c.name)).toContain(target.name)
    // A result names its country, or (as the request did) its country.state.
    for (const c of v1State.items) expect(['united_states', 'united_states.alabama']).toContain(c.country_name)
    const otherState = await v1Search({
      registration_number: target.registration_number,
      country_names: ['united_states.california'],
    })
    expect(otherState.items.map((c) => c.name)).not.toContain(target.name)
    const v2Other = await v2Search({ registration_number: target.registration_number, country_codes: ['US_CA'] })
    expect(v2Other.all.items.map((c) => c.name)).not.toContain(target.name)
  })

  it('pagination: v1 default 50, limit honoured, from/to/last_page math, page beyond the last', async () => {
    const started = await server.call('/api/search', {
      body: { search: 'gmbh', country_names: ['germany'], services: ['kyb_check'] },
    })
    const id = (started.json as { request_id: string }).request_id
    const whole = await pollUntil(
      () => v1Page(id, ''),
      (p) => p.pagination.total > 0 && p.pagination.total === germany.length,
    )
    expect(checkShape(whole.pagination, paginationShape)).toEqual([])
    expect(whole.pagination.per_page).toBe(50)
    expect(whole.items.length).toBe(Math.min(50, whole.pagination.total))
    const total = whole.pagination.total
    const limit = Math.max(1, Math.min(7, total - 1))
    const lastPage = Math.ceil(total / limit)
    expect((await v1Page(id, `&limit=${limit}`)).pagination).toMatchObject({
      total,
      per_page: limit,
      current_page: 1,
      last_page: lastPage,
      from: 1,
      to: Math.min(limit, total),
    })
    const last = await v1Page(id, `&limit=${limit}&page=${lastPage}`)
    expect(last.pagination).toMatchObject({
      total,
      per_page: limit,
      current_page: lastPage,
      last_page: lastPage,
      from: (lastPage - 1) * limit + 1,
      to: total,
    })
    expect(last.items.length).toBe(total - (lastPage - 1) * limit)
    // Pages do not overlap and together hold every company once.
    const seen = new Set<string>()
    for (let page = 1; page <= lastPage; page++)
      for (const c of (await v1Page(id, `&limit=${limit}&page=${page}`)).items) seen.add(c.id)
    expect(seen.size).toBe(total)
    const beyond = await v1Page(id, `&limit=${limit}&page=${lastPage + 1}`)
    expect(beyond.items).toEqual([])
    expect(checkShape(beyond.pagination, paginationShape), 'from/to stay integers on an empty page').toEqual([])
    expect(beyond.pagination).toMatchObject({ total, per_page: limit, current_page: lastPage + 1, last_page: lastPage })
  })

  it('pagination: v2 default 25 on POST and GET, limit and page honoured', async () => {
    const { requestId, first } = await v2Search({ name: 'gmbh', country_codes: ['DE'] })
    expect(first.pagination.per_page).toBe(25)
    expect(checkShape(first.pagination, paginationShape)).toEqual([])
    const read = async (query: string) => {
      const response = await server.call(`/v2/kyb?kyb_request_id=${requestId}${query}`)
      return (response.json as { data: { kyb_responses: V2Company[]; pagination: Page<V2Company>['pagination'] } }).data
    }
    const whole = await read('')
    expect(whole.pagination.per_page).toBe(25)
    expect(whole.pagination.current_page).toBe(1)
    const total = whole.pagination.total
    expect(total).toBeGreaterThan(3)
    const second = await read('&limit=3&page=2')
    expect(second.pagination).toMatchObject({
      total,
      per_page: 3,
      current_page: 2,
      last_page: Math.ceil(total / 3),
      from: 4,
      to: Math.min(6, total),
    })
    expect(second.kyb_responses.map((c) => c.kyb_response_id)).toEqual(
      whole.kyb_responses.slice(3, 6).map((c) => c.kyb_response_id),
    )
    const empty = await v2Search({ name: 'zzqxjw', country_codes: ['DE'] })
    expect(empty.all.items).toEqual([])
    expect(checkShape(empty.all.pagination, paginationShape), 'from/to stay integers with no results').toEqual([])
    expect(empty.all.pagination).toMatchObject({ total: 0, current_page: 1 })
  })
})
