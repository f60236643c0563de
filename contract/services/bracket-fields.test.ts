import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BracketFieldError,
  MAX_BRACKET_INDEX,
  parseBracketFields,
  splitBracketName,
  toBracketFields,
} from './bracket-fields'

describe('parseBracketFields', () => {
  it('builds the nested form of a KYC document submission', () => {
    const proof = { filename: 'front.jpg', mimetype: 'image/jpeg', size: 10 }
    const parsed = parseBracketFields<unknown>([
      ['services[]', 'kyc'],
      ['country_names[]', 'germany'],
      ['document[supported_types][]', 'passport'],
      ['document[supported_types][]', 'id_card'],
      ['document[process_only_ocr]', '0'],
      ['document[name][full_name]', ''],
      ['document[age][min]', '18'],
      ['document[age][max]', '99'],
      ['document[proof]', proof],
    ])
    expect(parsed).toEqual({
      services: ['kyc'],
      country_names: ['germany'],
      document: {
        supported_types: ['passport', 'id_card'],
        process_only_ocr: '0',
        name: { full_name: '' },
        age: { min: '18', max: '99' },
        proof,
      },
    })
    expect((parsed.document as { proof: unknown }).proof).toBe(proof)
  })

  it('builds questionnaire answers with files and sub-question entries, keeping positions', () => {
    const file = { filename: 'c.pdf', mimetype: 'application/pdf', size: 1 }
    const parsed = parseBracketFields<unknown>([
      ['services[]', 'questionnaire'],
      ['answers[0][question_id]', 'q1'],
      ['answers[0][answer]', 'Acme'],
      ['answers[1][question_id]', 'q5'],
      ['answers[1][answer][0]', file],
      ['answers[2][question_id]', 'q6'],
      ['answers[2][answer][0][full_name]', 'Jane'],
      ['answers[2][answer][1][full_name]', 'John'],
      ['answers[2][answer][1][kyc_check_id_document]', file],
    ])
    expect(parsed).toEqual({
      services: ['questionnaire'],
      answers: [
        { question_id: 'q1', answer: 'Acme' },
        { question_id: 'q5', answer: [file] },
        { question_id: 'q6', answer: [{ full_name: 'Jane' }, { full_name: 'John', kyc_check_id_document: file }] },
      ],
    })
  })

  it('keeps gaps so error paths name the positions sent, and repeats turn into lists', () => {
    const parsed = parseBracketFields([['answers[1][question_id]', 'q1']])
    expect(Array.isArray(parsed.answers)).toBe(true)
    expect((parsed.answers as unknown[])[0]).toBeUndefined()
    expect(
      parseBracketFields([
        ['services', 'kyc'],
        ['services', 'questionnaire'],
      ]),
    ).toEqual({ services: ['kyc', 'questionnaire'] })
    expect(
      parseBracketFields([
        ['a[b]', '1'],
        ['a[b]', '2'],
      ]),
    ).toEqual({ a: { b: ['1', '2'] } })
  })

  it('refuses malformed, dangerous and conflicting names with the field named', () => {
    const fails = (entries: Array<[string, string]>, reason: RegExp) => {
      let thrown: unknown
      try {
        parseBracketFields(entries)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(BracketFieldError)
      expect((thrown as BracketFieldError).reason).toMatch(reason)
      return thrown as BracketFieldError
    }
    expect(fails([['a[b', 'x']], /not a valid field name/).field).toBe('a[b')
    fails([['[a]', 'x']], /not a valid field name/)
    fails([['a[__proto__][x]', 'x']], /__proto__/)
    fails([['constructor', 'x']], /constructor/)
    fails([['a[][b]', 'x']], /only end with \[\]/)
    fails([[`a[${MAX_BRACKET_INDEX + 1}]`, 'x']], /at most/)
    fails(
      [
        ['a', '1'],
        ['a[b]', '2'],
      ],
      /conflicts/,
    )
    fails(
      [
        ['a[b]', '1'],
        ['a[0]', '2'],
      ],
      /mixes/,
    )
    fails(
      [
        ['a[0]', '1'],
        ['a[b]', '2'],
      ],
      /mixes/,
    )
    fails(
      [
        ['a[0]', '1'],
        ['a[0]', '2'],
      ],
      /twice/,
    )
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })

  it('treats file descriptor objects as values, never as containers', () => {
    const file = { filename: 'a.png', mimetype: 'image/png', size: 3 }
    expect(() =>
      parseBracketFields<unknown>([
        ['f', file],
        ['f[filename]', 'evil'],
      ]),
    ).toThrow(BracketFieldError)
    expect(file).toEqual({ filename: 'a.png', mimetype: 'image/png', size: 3 })
  })

  it('splits names into segments', () => {
    expect(splitBracketName('answers[2][answer][0][full_name]')).toEqual(['answers', '2', 'answer', '0', 'full_name'])
    expect(splitBracketName('services[]')).toEqual(['services', ''])
    expect(splitBracketName('plain')).toEqual(['plain'])
  })
})

/** Nested form values: objects with name-like keys, non-empty lists, string leaves. */
const key = fc
  .stringMatching(/^[a-z_][a-z0-9_]{0,8}$/)
  .filter((k) => !['__proto__', 'prototype', 'constructor'].includes(k))
const { tree } = fc.letrec<{ tree: Record<string, unknown>; node: unknown; list: unknown[] }>((tie) => ({
  tree: fc.dictionary(key, tie('node'), { minKeys: 1, maxKeys: 4 }),
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.string({ maxLength: 8 }), tie('tree'), tie('list')),
  list: fc.array(tie('node'), { minLength: 1, maxLength: 4 }),
}))

describe('toBracketFields and parseBracketFields', () => {
  it('round-trip any nested form value', () => {
    fc.assert(
      fc.property(tree, (value) => {
        expect(parseBracketFields(toBracketFields<string>(value))).toEqual(value)
      }),
      { numRuns: 300 },
    )
  })

  it('round-trip entries written with explicit positions', () => {
    const entries: Array<[string, string]> = [
      ['answers[0][question_id]', 'q1'],
      ['answers[0][answer][0][full_name]', 'Jane'],
      ['answers[0][answer][0][dob]', '1980-01-01'],
    ]
    expect(toBracketFields(parseBracketFields(entries))).toEqual(entries)
  })
})
