import { describe, expect, it } from 'vitest'
import { printedNameLabels, printedNumberLabels, printedOtherFieldLabels } from './certificate-label-patterns'
import { isMisreadLabel, nameLabelWords, numberLabelWords, otherFieldWords } from './certificate-misread-labels'
import { phrasesOf } from './pattern-phrases'

describe('the phrases a label pattern prints (ADR 0082)', () => {
  it('spells out alternatives, optional parts, classes and white space, and drops assertions', () => {
    expect(phrasesOf([/name\s+of\s+(?:the\s+)?(?:company|firm)/iu])).toEqual([
      'name of the company',
      'name of the firm',
      'name of company',
      'name of firm',
    ])
    expect(phrasesOf([/^[^\p{L}]*(?:d[ée]nomination)(?=\s)|(?<!der\s)firma(?=\s*[:.])/iu])).toEqual([
      'dénomination',
      'firma',
    ])
    expect(phrasesOf([/kvk[- ]?nummer|objects?\b/iu])).toEqual(['kvk-nummer', 'kvknummer', 'objects', 'object'])
  })

  it('gives no phrase for an alternative written for OCR look-alikes, and keeps the printed word beside it', () => {
    expect(phrasesOf([/regist\p{L}{0,2}[nm]u[nm]{1,2}er|registernummer/iu])).toEqual(['registernummer'])
    expect(phrasesOf([/n[úu]mero\s+de\s+registro|.+/iu])).toEqual(['número de registro'])
  })

  it('derives the misread labels from the patterns, so a label written once is also read misread', () => {
    // Printed as a label stands, before its separator (`Firma :`, as `(?=\s*[:.])` asks).
    const printed = (patterns: readonly RegExp[], words: readonly string[]) =>
      words.every((word) => patterns.some((pattern) => pattern.test(`${word} : `)))
    expect(printed(printedNameLabels, nameLabelWords)).toBe(true)
    expect(printed(printedNumberLabels, numberLabelWords)).toBe(true)
    expect(printed(printedOtherFieldLabels, otherFieldWords)).toBe(true)
    for (const label of ['name of the company', 'dénomination sociale', 'handelsregisternummer'])
      expect([...nameLabelWords, ...numberLabelWords]).toContain(label)
    expect(isMisreadLabel('NAME OF COVDANY')).toBe(true)
    expect(isMisreadLabel('Registered oce', otherFieldWords, true)).toBe(true)
    // A sign is dropped when compared: `registration #` is no label `registration`.
    expect(numberLabelWords).not.toContain('registration #')
    expect(isMisreadLabel('Registration', numberLabelWords, true)).toBe(false)
  })
})
