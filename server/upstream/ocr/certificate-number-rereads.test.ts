import { describe, expect, it } from 'vitest'
import {
  boxOfNumber,
  gluedNumbersIn,
  numberInReading,
  numberSidedWith,
  numberTheRereadsAgreeOn,
  unglued,
} from './certificate-number-rereads'
import type { LineReading } from './certificate-line-rereads'
import type { PageText } from './document-text'

/** Re-reads of a number's line by preparation: `[[first preparation's cuts…], [second's…]]`. */
function rereadsOf(byPreparation: ReadonlyArray<readonly string[]>): LineReading[] {
  return byPreparation.flatMap((texts, preparation) => texts.map((text) => ({ text, preparation })))
}

describe('numberSidedWith', () => {
  const numbers = { first: 'U99191DL3236PTC312485', second: 'U99191DL3230PTC312485' }

  it("takes the engines' number most cuts of a preparation read whole, and most of none the other", () => {
    const rereads = rereadsOf([
      ['CIN: U99191DL3230PTC312485', 'U99191DL3230PTC312485', 'U99191DL323OPTC312485'],
      ['U99191DL3236PTC312485', 'U99191DL3230PTC312485', 'U99191DL32 0PTC312485'],
    ])
    expect(numberSidedWith(rereads, numbers, 'IN')).toBe(numbers.second)
  })

  it('takes neither where each preparation reads another, however many cuts read alike', () => {
    const rereads = rereadsOf([
      ['U99191DL3230PTC312485', 'U99191DL3230PTC312485', 'U99191DL3230PTC312485'],
      ['U99191DL3236PTC312485', 'U99191DL3236PTC312485', ''],
    ])
    expect(numberSidedWith(rereads, numbers, 'IN')).toBeNull()
  })

  it('never mends a digit: a re-read reading a third number, or a number cut short, reads neither', () => {
    const rereads = rereadsOf([
      ['U99191DL3238PTC312485', 'U99191DL323', 'U99191DL3238PTC312485'],
      ['99191DL3230PTC312485', 'U99191DL32300PTC312485', ''],
    ])
    expect(numberSidedWith(rereads, numbers, 'IN')).toBeNull()
  })

  it('reads no number whose check digits fail, where the format has them', () => {
    // 0112038-9 holds the Finnish Y-tunnus check; 0112036-9 does not.
    expect(numberInReading('Y-tunnus 0112038-9', 'FI')).toBe('0112038-9')
    expect(numberInReading('Y-tunnus 0112036-9', 'FI')).toBeNull()
  })
})

describe('numberTheRereadsAgreeOn', () => {
  const candidates = ['0004307088', '0004307080']

  it('takes a candidate most cuts of every preparation read, two thirds of all cuts', () => {
    const rereads = rereadsOf([
      ['numerem 0004307088', 'numereml0004307088', '0004307088 z dnia'],
      ['0004307088', 'O0O4307088', '0%04307088'],
    ])
    expect(numberTheRereadsAgreeOn(rereads, candidates, 'PL')).toBe('0004307088')
  })

  it('takes none where a preparation reads it in one cut of three, or a cut reads another candidate', () => {
    const unread = rereadsOf([
      ['0004307088', '0004307088', '0004307088'],
      ['0%04307088', '0%04307088', '0004307088'],
    ])
    expect(numberTheRereadsAgreeOn(unread, candidates, 'PL')).toBeNull()
    const other = rereadsOf([
      ['0004307088', '0004307088', '0004307088'],
      ['0004307088', '0004307088', '0004307080'],
    ])
    expect(numberTheRereadsAgreeOn(other, candidates, 'PL')).toBeNull()
    expect(numberTheRereadsAgreeOn([], candidates, 'PL')).toBeNull()
  })
})

describe('unglued', () => {
  it("sets a number apart from the small letters PaddleOCR glued it to, places kept; never a number's capitals", () => {
    expect(unglued('jest wpisana pod numeremI0004307088 z dnia')).toBe('jest wpisana pod numeremI0004307088 z dnia')
    expect(unglued('jest wpisana pod numereml0004307088 z dnia')).toBe('jest wpisana pod numerem 0004307088 z dnia')
    expect(unglued('HRB123456 NOR35845700 am 12')).toBe('HRB123456 NOR35845700 am 12')
  })

  it('finds the numbers only a glued reading holds', () => {
    const text = (line: string): PageText => ({
      pageNumber: 1,
      source: 'ocr',
      text: `${line}\n`,
      confidence: 80,
      lines: [],
      upsideDown: false,
      timedOut: false,
    })
    expect(gluedNumbersIn(text('pod numerem0004307088 z dnia'), 'PL')).toEqual(['0004307088'])
    expect(gluedNumbersIn(text('pod numerem 0004307088 z dnia'), 'PL')).toEqual([])
  })
})

describe('boxOfNumber', () => {
  const text: PageText = {
    pageNumber: 1,
    source: 'ocr',
    text: 'CIN: U99191DL3236PTC312485\n',
    confidence: 80,
    lines: [
      {
        text: 'CIN: U99191DL3236PTC312485',
        confidence: 80,
        bbox: { x0: 10, y0: 100, x1: 400, y1: 120 },
        words: [
          { text: 'CIN:', bbox: { x0: 10, y0: 100, x1: 60, y1: 120 } },
          { text: 'U99191DL3236PTC312485', bbox: { x0: 80, y0: 101, x1: 400, y1: 121 } },
        ],
      },
    ],
    upsideDown: false,
    timedOut: false,
  }

  it("boxes the words holding the number, not its label's", () => {
    expect(boxOfNumber(text, 'U99191DL3236PTC312485', 'IN')).toEqual({ x0: 80, y0: 101, x1: 400, y1: 121 })
    expect(boxOfNumber(text, 'U99191DL3230PTC312485', 'IN')).toBeNull()
    expect(boxOfNumber({ ...text, upsideDown: true }, 'U99191DL3236PTC312485', 'IN')).toBeNull()
  })
})
