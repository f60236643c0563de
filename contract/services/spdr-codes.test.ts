import { describe, expect, it } from 'vitest'
import { SPDR_ROWS } from './spdr-catalogue'
import { buildSpdrCatalogue, describeSpdr, SPDR_CODES } from './spdr-codes'
import { readSpec } from './testing/read-spec'

const spec = await readSpec()
const section = spec.slice(spec.indexOf('### KYC decline codes'), spec.indexOf('## 8. Limits'))
const groupOf: Record<string, string> = { 'Face and general proof group:': 'face_general', 'Document group:': 'document', 'Address group:': 'address' }

/** [code, group] for every mention in spec §7, in order. */
function specMentions(): Array<[string, string]> {
  const mentions: Array<[string, string]> = []
  let group = ''
  for (const line of section.split('\n')) {
    if (groupOf[line.trim()]) group = groupOf[line.trim()] ?? ''
    for (const match of line.matchAll(/\bSPDR\d+\b/g)) mentions.push([match[0], group])
  }
  return mentions
}

describe('SPDR catalogue', () => {
  const mentions = specMentions()
  const specCodes = new Set(mentions.map(([code]) => code))

  it('holds every code of spec §7 once, and no other', () => {
    expect(specCodes.size).toBeGreaterThan(150)
    expect(SPDR_CODES).toHaveLength(specCodes.size)
    expect(new Set(SPDR_CODES.map((entry) => entry.code)).size).toBe(SPDR_CODES.length)
    expect(SPDR_CODES.map((entry) => entry.code).sort()).toEqual([...specCodes].sort())
  })

  it('files each code under the groups the spec lists it in', () => {
    for (const [code, group] of mentions) expect(describeSpdr(code).groups).toContain(group)
  })

  it('keeps the spec wording and explains in one sentence what to ask for', () => {
    for (const entry of SPDR_CODES) {
      for (const meaning of entry.meanings) expect(section).toContain(`${entry.code} ${meaning}`)
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
      { code: 'SPDR999', groups: ['document', 'address'], meanings: ['first meaning', 'second meaning'], explanation: 'First explanation; ask for A. Also listed as: second meaning.', known: true },
    ])
    expect(SPDR_ROWS.length).toBe(mentions.length)
  })

  it('describes codes case-insensitively and gives unknown codes a clear fallback', () => {
    expect(describeSpdr('spdr07')).toMatchObject({ code: 'SPDR07', groups: ['document'], meanings: ['name mismatch'] })
    const unknown = describeSpdr('SPDR9999')
    expect(unknown).toMatchObject({ code: 'SPDR9999', groups: [], meanings: [], known: false })
    expect(unknown.explanation).toContain('SPDR9999 is not in the catalogue')
  })
})
