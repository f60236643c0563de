import { describe, expect, it } from 'vitest'
import { SPDR_ROWS } from './spdr-catalogue'
import { buildSpdrCatalogue, describeSpdr, SPDR_CODES } from './spdr-codes'

/**
 * What the vendor's documentation (§7) lists, counted once when the catalogue was written from it:
 * 196 codes, mentioned 46 times in the face and general proof group, 139 times in the document group
 * and 11 times in the address group (each code once). The catalogue is the source now.
 */
const listed = { face_general: 46, document: 139, address: 11 } as const

describe('SPDR catalogue', () => {
  it('holds each of the 196 codes of §7 once, in its group', () => {
    expect(SPDR_CODES).toHaveLength(196)
    expect(new Set(SPDR_CODES.map((entry) => entry.code)).size).toBe(SPDR_CODES.length)
    for (const [group, count] of Object.entries(listed))
      expect(SPDR_ROWS.filter((row) => row[1] === group)).toHaveLength(count)
    expect(describeSpdr('SPDR07')).toMatchObject({ groups: ['document'], meanings: ['name mismatch'] })
    expect(describeSpdr('SPDR80')).toMatchObject({ groups: ['address'], meanings: ['address differs from provided'] })
    expect(describeSpdr('SPDR01')).toMatchObject({ groups: ['face_general'], meanings: ['face not verified'] })
    expect(describeSpdr('SPDR261')).toMatchObject({ groups: ['face_general'], meanings: ['MRZ number mismatch'] })
  })

  it('gives every code a meaning and explains in one sentence what to ask for', () => {
    for (const entry of SPDR_CODES) {
      expect(entry.code).toMatch(/^SPDR\d+$/)
      expect(entry.meanings.length).toBeGreaterThan(0)
      for (const meaning of entry.meanings) expect(meaning).toMatch(/^[a-zA-Z]/)
      expect(entry.explanation).toMatch(/^[A-Z].*; .*\.$/)
      expect(entry.explanation.split('. ').length).toBe(1)
      expect(entry.known).toBe(true)
    }
  })

  it('merges a code listed twice into one entry with both groups and meanings', () => {
    const merged = buildSpdrCatalogue([
      ['SPDR999', 'document', 'first meaning', 'First explanation; ask for A.'],
      ['SPDR999', 'address', 'second meaning', 'Second explanation; ask for B.'],
    ])
    expect(merged).toEqual([
      {
        code: 'SPDR999',
        groups: ['document', 'address'],
        meanings: ['first meaning', 'second meaning'],
        explanation: 'First explanation; ask for A. Also listed as: second meaning.',
        known: true,
      },
    ])
    expect(SPDR_ROWS.length).toBe(listed.face_general + listed.document + listed.address)
  })

  it('describes codes case-insensitively and gives unknown codes a clear fallback', () => {
    expect(describeSpdr('spdr07')).toMatchObject({ code: 'SPDR07', groups: ['document'], meanings: ['name mismatch'] })
    const unknown = describeSpdr('SPDR9999')
    expect(unknown).toMatchObject({ code: 'SPDR9999', groups: [], meanings: [], known: false })
    expect(unknown.explanation).toContain('SPDR9999 is not in the catalogue')
  })
})
