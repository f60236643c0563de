import { describe, expect, it } from 'vitest'
import { checkDocument } from './document-checks'
import type { ExtractedDocument } from './extracted-document'
import { extractionOnly } from '../test-support/extraction-only'
import { mergeReadings } from './merge-readings'
import { generateMrz, type MrzSubject } from '../documents/identity/generate-mrz'
import type { ZonePass } from './mrz/read-zone'
import { readMrz } from './mrz/read-mrz'
import { consensusReadings } from './mrz/zone-consensus'
import { chooseZone } from './zone-choice'

const subject = (overrides: Partial<MrzSubject> = {}): MrzSubject => ({
  format: 'TD3',
  documentCode: 'P',
  issuingState: 'CAN',
  nationality: 'CAN',
  lastName: 'Martin',
  givenNames: 'Sarah',
  documentNumber: 'ZE136529',
  birthDate: '1985-01-01',
  expiryDate: '2033-01-14',
  sex: 'F',
  ...overrides,
})

const pass = (lines: string[], name: string, method: ZonePass['method'] = 'cells'): ZonePass => ({
  lines,
  pass: name,
  method,
  topShare: 0.8,
})
/** The zone's lines with one character of line `line` read as `char`. */
const slip = (lines: string[], line: number, at: number, char: string) =>
  lines.map((text, index) => (index === line ? text.slice(0, at) + char + text.slice(at + 1) : text))
const today = new Date('2026-11-26T12:00:00Z')
const codesOf = (extracted: ExtractedDocument) =>
  checkDocument(extracted, extractionOnly, { countryAlpha3: '', knownAlpha3: () => true, today }).codes

/** A number whose zeros OCR-B's O resembles. */
const zeros = { documentNumber: 'ZE000509' }

/** The zone's number with some of its zeros read as O: the check digits stay the same (24·(1+7) + 24·7 ≡ 0 mod 10). */
function withCancellingSlips(lines: string[]): string[] {
  return [lines[0]!, lines[1]!.slice(0, 2) + 'OO' + lines[1]!.slice(4, 6) + 'O' + lines[1]!.slice(7)]
}

describe('the zone chosen and what confirms it (ADR 0020)', () => {
  it('takes a zone read alike by two passes, names and states confirmed', () => {
    const lines = generateMrz(subject())
    const chosen = chooseZone([pass(lines, 'band 1 at 32 px'), pass(lines, 'band 1 at 24 px')], {})
    expect(chosen?.mrz.lines).toEqual(lines)
    expect(chosen?.unconfirmed).toEqual([])
  })

  it('leaves a name read by one pass only unconfirmed, unless the visual zone shows it', () => {
    const lines = generateMrz(subject())
    const misread = generateMrz(subject({ lastName: 'Hartin' }))
    const passes = [pass(lines, 'band 1 at 32 px'), pass(misread, 'band 1 at 24 px')]
    expect(chooseZone(passes, {})?.unconfirmed).toEqual(['names'])
    expect(chooseZone(passes, { surname: 'MARTIN', givenNames: 'SARAH' })?.unconfirmed).toEqual([])
    // Outline guesses never confirm, however many agree.
    expect(
      chooseZone(
        [
          pass(lines, 'band 1 at 32 px'),
          pass(lines, 'band 1 at 24 px', 'outline'),
          pass(lines, 'band 2 at 24 px', 'shape'),
        ],
        {},
      )?.unconfirmed,
    ).toEqual(['names', 'issuingState', 'nationality', 'documentCode'])
  })

  it('leaves a name unconfirmed when two values are each read alike by two passes (ADR 0052)', () => {
    const lines = generateMrz(subject({ givenNames: 'Joanna' }))
    // Another band of the page whose passes both read the filler after the name as a C.
    const withC = generateMrz(subject({ givenNames: 'Joannac' }))
    const holding = [pass(lines, 'band 1 at 32 px'), pass(lines, 'band 1 at 24 px')]
    expect(chooseZone(holding, {})?.unconfirmed).toEqual([])
    const contradicted = chooseZone(
      [...holding, pass(withC, 'band 2 at 32 px'), pass(withC, 'band 2 at 24 px'), pass(withC, 'band 2 at 28 px')],
      {},
    )
    expect(contradicted?.unconfirmed).toEqual(['names'])
    // One pass's slip against two that agree is no contradiction.
    expect(chooseZone([...holding, pass(withC, 'band 2 at 32 px')], {})?.unconfirmed).toEqual([])
  })

  it('leaves a name unconfirmed when the visual zone reads a look-alike of it, however many passes agree', () => {
    const misread = generateMrz(subject({ lastName: 'Lindovist', givenNames: 'Ines' }))
    const passes = [pass(misread, 'band 1 at 32 px'), pass(misread, 'band 1 at 24 px')]
    expect(chooseZone(passes, {})?.unconfirmed).toEqual([])
    expect(chooseZone(passes, { surname: 'LINDQVIST', givenNames: 'INES' })?.unconfirmed).toEqual(['names'])
    // The visual zone reading the zone's own word (or another word altogether) is no contradiction.
    expect(chooseZone(passes, { surname: 'LINDOVIST', givenNames: 'INES' })?.unconfirmed).toEqual([])
  })

  it('confirms a field two passes in cells read alike, whatever each left unread elsewhere', () => {
    const lines = generateMrz(subject())
    // Each pass left a cell of the names unread (neither is a zone on its own): the states they both
    // read are confirmed, the names (an unread cell in each) are not.
    const unread = (at: number) => [lines[0]!.slice(0, at) + '?' + lines[0]!.slice(at + 1), lines[1]!]
    const chosen = chooseZone([pass(lines, 'a', 'outline'), pass(unread(40), 'b'), pass(unread(20), 'c')], {})
    expect(chosen?.unconfirmed).toEqual(['names'])
    // A group cut astride the zone's lines (the name line in the number line's cells), read alike by
    // two passes, is no reading of the zone: it confirms nothing, not even the known state DEU that
    // stands where the nationality would.
    const deu = generateMrz(subject({ lastName: 'Martideu' }))
    const astride = ['?'.repeat(13) + 'DAPWTRNWCSUTOERY'.padEnd(31, '?'), deu[0]!]
    expect(astride[1]!.slice(10, 13)).toBe('DEU')
    const garbled = chooseZone([pass(deu, 'a', 'outline'), pass(astride, 'b'), pass(astride, 'c')], {})
    expect(garbled?.mrz.nationality).toBe('CAN')
    expect(garbled?.unconfirmed).toEqual(['names', 'issuingState', 'nationality', 'documentCode'])
    // Two passes that read the same wrong state confirm nothing ICAO does not know.
    const zeroed = [lines[0]!, lines[1]!.slice(0, 10) + 'C4N' + lines[1]!.slice(13)]
    expect(chooseZone([pass(lines, 'a', 'outline'), pass(zeroed, 'b'), pass(zeroed, 'c')], {})?.unconfirmed).toEqual([
      'nationality',
    ])
  })

  it('confirms a blank nationality (fillers) as it confirms a state', () => {
    const lines = generateMrz(subject({ format: 'TD1', documentCode: 'I', nationality: '<<<' }))
    expect(lines[1]!.slice(15, 18)).toBe('<<<')
    expect(chooseZone([pass(lines, 'a'), pass(lines, 'b')], {})?.unconfirmed).toEqual([])
    expect(chooseZone([pass(lines, 'a')], {})?.unconfirmed).toEqual([
      'names',
      'issuingState',
      'nationality',
      'documentCode',
    ])
  })

  it('never takes an outline’s letter for a filler no check digit can tell from it (ADR 0033)', () => {
    const lines = generateMrz(subject())
    // The filler after an eight-character number: Tesseract read nothing there, the outlines (which
    // hold no filler) a K, whose value 20 moves no check digit. Every check digit holds on the K.
    const unread = [lines[0]!, lines[1]!.slice(0, 8) + '?' + lines[1]!.slice(9)]
    const guessed = [lines[0]!, lines[1]!.slice(0, 8) + 'K' + lines[1]!.slice(9)]
    expect(readMrz(guessed)?.checkDigitsHold).toBe(true)
    const failing = [lines[0]!, lines[1]!.slice(0, 13) + '9' + lines[1]!.slice(14)]
    // A reading of Tesseract's whose check digits hold is chosen before it, however it fails elsewhere.
    const held = chooseZone([pass(failing, 'a'), pass(lines, 'b'), pass(guessed, 'a', 'shape')], {})
    expect(held?.mrz.lines).toEqual(lines)
    // Where nothing else holds it is chosen, but its number is not taken (SPDR78): never accepted.
    const chosen = chooseZone([pass(unread, 'a'), pass(failing, 'b'), pass(guessed, 'a', 'shape')], {})
    expect(chosen?.mrz.lines).toEqual(guessed)
    expect(chosen?.unconfirmed).toContain('documentNumber')
    // Where a pass of Tesseract read that letter too, the outline reading counts as any other.
    const read = chooseZone([pass(guessed, 'a'), pass(unread, 'b'), pass(guessed, 'a', 'outline')], {})
    expect(read?.mrz.lines).toEqual(guessed)
  })

  it('shows the document code two passes of Tesseract read, not the fused reading’s letter (ADR 0058)', () => {
    const lines = generateMrz(subject())
    const fused = ['F' + lines[0]!.slice(1), lines[1]!]
    // Tesseract read the code P at both heights, with a number slip that breaks its check digit; the
    // fusion with the outlines mended the number and took their F for the code.
    const slipped = [lines[0]!, lines[1]!.replace('ZE136529', 'ZE13652S')]
    const passes = [
      pass(slipped, 'band 1 at 32 px'),
      pass(slipped, 'band 1 at 24 px'),
      pass(fused, 'band 1 at 32 px', 'outline'),
      pass(fused, 'band 1 at 24 px', 'outline'),
    ]
    const chosen = chooseZone(passes, {})
    expect(chosen?.mrz.lines).toEqual(lines)
    expect(chosen?.mrz.documentCode).toBe('P')
    // A code read alike by one pass only, or that would make another kind of zone (a visa's V), is left as read.
    expect(chooseZone([pass(slipped, 'band 1 at 32 px'), ...passes.slice(2)], {})?.mrz.documentCode).toBe('F')
    const visa = ['V' + lines[0]!.slice(1), lines[1]!.replace('ZE136529', 'ZE13652S')]
    const asVisa = [pass(visa, 'band 1 at 32 px'), pass(visa, 'band 1 at 24 px'), ...passes.slice(2)]
    expect(chooseZone(asVisa, {})?.mrz.documentCode).toBe('F')
  })

  it('never reports a document code whose letter ICAO gives no document, and never takes one', () => {
    const lines = generateMrz(subject({ format: 'TD1', documentCode: 'IA', issuingState: 'USA', nationality: 'USA' }))
    const misread = ['X' + lines[0]!.slice(1), lines[1]!, lines[2]!]
    // Read `XA` by every pass: the check digits hold (none covers the code), but the zone breaks ICAO's rules.
    const alike = chooseZone([pass(misread, 'a'), pass(misread, 'b')], {})!
    expect(alike.mrz.checkDigitsHold).toBe(true)
    expect(alike.unconfirmed).toEqual(['documentCode'])
    const extracted = mergeReadings({
      readable: true,
      mrz: alike.mrz,
      unconfirmed: alike.unconfirmed,
      visual: {},
      titleType: null,
      today,
    })
    expect(codesOf(extracted)).toEqual(['SPDR239'])
    // Two passes of Tesseract reading `XA` (and slipping in the number) never replace the `IA` of the
    // reading fused with the outlines, as a code with a known letter would (ADR 0058); and as no two
    // passes of Tesseract read `IA`, that code is not confirmed either (ADR 0084).
    const slipped = ['X' + lines[0]!.slice(1, 5) + 'X' + lines[0]!.slice(6), lines[1]!, lines[2]!]
    const chosen = chooseZone(
      [pass(slipped, 'a'), pass(slipped, 'b'), pass(lines, 'a', 'outline'), pass(lines, 'b', 'outline')],
      {},
    )!
    expect(chosen.mrz.lines).toEqual(lines)
    expect(chosen.unconfirmed).toEqual(['documentCode'])
  })

  it('reads a code letter ICAO never gives, T, as the I it resembles, taken as two readers read it (ADR 0108)', () => {
    const lines = generateMrz(subject({ format: 'TD1', documentCode: 'IA', issuingState: 'USA', nationality: 'USA' }))
    // Tesseract reads OCR-B's blurred I as T at every height; the outlines alone read it I.
    const misread = ['T' + lines[0]!.slice(1), lines[1]!, lines[2]!]
    const tesseract = [pass(misread, 'a'), pass(misread, 'b')]
    const chosen = chooseZone([...tesseract, pass(lines, 'a', 'shape'), pass(lines, 'b', 'shape')], {})!
    expect(chosen.mrz.lines).toEqual(lines)
    expect(chosen.unconfirmed).toEqual([])
    // Where another reader puts forward another code, the code is in doubt as before (ADR 0084).
    const other = ['IX' + lines[0]!.slice(2), lines[1]!, lines[2]!]
    const split = chooseZone([...tesseract, pass(other, 'a', 'shape'), pass(other, 'b', 'shape')], {})!
    expect(split.unconfirmed).toEqual(['documentCode'])
  })

  it('takes a state two passes of Tesseract read alike as contradicted where the classifier and Paddle read another (ADR 0108)', () => {
    const lines = generateMrz(subject({ issuingState: 'TWN', nationality: 'TWN' }))
    const nationality = lines[1]!.indexOf('TWN')
    const tun = slip(lines, 1, nationality + 1, 'U')
    // Tesseract reads `TUN` (a state ICAO knows) at both heights; the classifier `TWK` (none) at two
    // heights and `TWN` at one; Paddle `TWN`.
    const passes = [
      pass(tun, 'band 1 at 32 px'),
      pass(tun, 'band 1 at 24 px'),
      pass(slip(lines, 1, nationality + 2, 'K'), 'band 1 at 32 px', 'learned'),
      pass(lines, 'band 1 at 24 px', 'learned'),
      pass(slip(lines, 1, nationality + 2, 'K'), 'band 1 at 40 px', 'learned'),
      pass(lines, 'band 1 at 32 px', 'paddle'),
    ]
    expect(chooseZone(passes, {})?.unconfirmed).toContain('nationality')
    // Without Paddle's reading, one reading of the classifier contradicts nothing.
    expect(chooseZone(passes.slice(0, 5), {})?.unconfirmed).not.toContain('nationality')
    // The other readers reading two other names alike, twice each, still contradict Tesseract's.
    const name = lines[0]!.indexOf('MARTIN')
    const named = [
      pass(slip(lines, 0, name, 'N'), 'band 1 at 32 px'),
      pass(slip(lines, 0, name, 'N'), 'band 1 at 24 px'),
      pass(lines, 'band 1 at 32 px', 'learned'),
      pass(lines, 'band 1 at 24 px', 'learned'),
      pass(slip(lines, 0, name + 1, 'R'), 'band 1 at 40 px', 'learned'),
      pass(slip(lines, 0, name + 1, 'R'), 'band 1 at 32 px', 'paddle'),
    ]
    expect(chooseZone(named, {})?.unconfirmed).toContain('names')
  })

  it('reports a document code two readers read, and none two readers read each their own way (ADR 0084)', () => {
    // The US resident card's `C1`: no check digit covers the code, and its second character may be a
    // letter, a filler or a digit, so a `1` read as an `I` breaks no rule of the zone's.
    const lines = generateMrz(subject({ format: 'TD1', documentCode: 'C1', issuingState: 'USA', nationality: 'USA' }))
    const misread = ['CI' + lines[0]!.slice(2), lines[1]!, lines[2]!]
    expect(readMrz(misread)?.checkDigitsHold).toBe(true)
    // Tesseract reads `CI` at two heights, the outlines alone `C1`: one reader against another.
    const tesseract = [pass(misread, 'a'), pass(misread, 'b')]
    const outlines = [pass(lines, 'a', 'shape'), pass(lines, 'b', 'shape')]
    const split = chooseZone([...tesseract, ...outlines], {})!
    expect(split.unconfirmed).toEqual(['documentCode'])
    const extracted = mergeReadings({
      readable: true,
      mrz: split.mrz,
      unconfirmed: split.unconfirmed,
      visual: {},
      titleType: null,
      today,
    })
    expect(codesOf(extracted)).toEqual(['SPDR239'])
    // The small-cell classifier reads `C1` too: two readers against one, the code is `C1`.
    const learned = [pass(lines, 'a', 'learned'), pass(lines, 'b', 'learned')]
    const two = chooseZone([...tesseract, ...outlines, ...learned], {})!
    expect(two.mrz.documentCode).toBe('C1')
    expect(two.unconfirmed).toEqual([])
    // Tesseract alone, in two passes, is taken where no other reader reads another code; in one, nothing is.
    const alone = chooseZone([pass(lines, 'a'), pass(lines, 'b')], {})!
    expect(alone.mrz.documentCode).toBe('C1')
    expect(alone.unconfirmed).toEqual([])
    expect(chooseZone([pass(lines, 'a'), ...outlines], {})?.unconfirmed).toContain('documentCode')
  })

  it('never confirms a state code ICAO does not know, however often it was read', () => {
    const lines = generateMrz(subject({ issuingState: 'UWO', nationality: 'UWO' }))
    const chosen = chooseZone([pass(lines, 'a'), pass(lines, 'b'), pass(lines, 'c')], {})
    expect(chosen?.mrz.checkDigitsHold).toBe(true)
    expect(chosen?.unconfirmed).toEqual(expect.arrayContaining(['issuingState', 'nationality']))
  })

  it('takes a number whose look-alikes cancel in the check digits only as the visual zone prints it', () => {
    const lines = generateMrz(subject(zeros))
    const slipped = withCancellingSlips(lines)
    const passes = [pass(slipped, 'band 1 at 32 px'), pass(lines, 'band 1 at 24 px')]
    const unsettled = chooseZone(passes, {})
    expect(unsettled?.mrz.checkDigitsHold).toBe(true)
    expect(unsettled?.unconfirmed).toContain('documentNumber')
    const settled = chooseZone(passes, { documentNumber: 'ZE000509' })
    expect(settled?.mrz.documentNumber).toBe('ZE000509')
    expect(settled?.unconfirmed).not.toContain('documentNumber')
  })

  it('names the numbers left in doubt, for the visual zone to be read again, and none once settled (ADR 0040)', () => {
    const lines = generateMrz(subject(zeros))
    const passes = [pass(withCancellingSlips(lines), 'a'), pass(withCancellingSlips(lines), 'b')]
    const unsettled = chooseZone(passes, {})
    // Every twin of the zeros that makes the check digits hold: the one printed is among them.
    expect(unsettled?.doubtedNumbers).toEqual(expect.arrayContaining(['ZE000509', 'ZEOO05O9']))
    expect(chooseZone(passes, { documentNumber: 'ZE000509' })?.doubtedNumbers).toEqual([])
    const noTwins = generateMrz(subject())
    expect(chooseZone([pass(noTwins, 'a'), pass(noTwins, 'b')], {})?.doubtedNumbers).toEqual([])
  })

  it('chooses the zone the most passes read whole alike with their own characters, Tesseract first among as many (ADR 0042)', () => {
    // A 9 read O and a 4 read 1 cancel in the check digits (−27 + 24 · 3 … ≡ 0): Tesseract's cells at
    // one scale hold on the slip, the fusion with the outlines reads the printed zone at two scales.
    const lines = generateMrz(subject({ documentNumber: 'T9ML23YC4' }))
    const number = lines[1]!.slice(0, 9)
    const slipped = [lines[0]!, 'T0ML23YC1' + lines[1]!.slice(9)]
    expect(readMrz(slipped)?.checkDigitsHold).toBe(true)
    expect(number).toBe('T9ML23YC4')
    const passes = [
      pass(slipped, 'band 1 at 32 px'),
      pass(lines, 'band 1 at 32 px', 'outline'),
      pass(lines, 'band 1 at 24 px', 'outline'),
    ]
    const chosen = chooseZone(passes, {})
    expect(chosen?.mrz.lines).toEqual(lines)
    // Tesseract saw the slip: the number stays in doubt unless the visual zone prints it.
    expect(chosen?.unconfirmed).toContain('documentNumber')
    expect(chooseZone(passes, { documentNumber: 'T9ML23YC4' })?.unconfirmed).not.toContain('documentNumber')
    // As many passes each way: Tesseract's cells first, as before.
    expect(chooseZone(passes.slice(0, 2), {})?.mrz.lines).toEqual(slipped)
  })

  it('takes no number whose round twins cancel, however many passes read it alike (ADR 0033)', () => {
    // A square zero read O by every pass of one engine: ZEOO05O9 and ZE000509 share their check digits.
    const lines = generateMrz(subject(zeros))
    const slipped = withCancellingSlips(lines)
    for (const reading of [lines, slipped]) {
      const chosen = chooseZone([pass(reading, 'band 1 at 32 px'), pass(reading, 'band 1 at 24 px')], {})
      expect(chosen?.mrz.checkDigitsHold).toBe(true)
      expect(chosen?.unconfirmed).toContain('documentNumber')
      // Tesseract read these O: shown as read (ADR 0051).
      expect(chosen?.mrz.documentNumber).toBe(reading[1]!.slice(0, 8))
    }
    // The visual zone settles it either way; a number with no twin that cancels is taken as read.
    const settled = chooseZone([pass(slipped, 'a'), pass(slipped, 'b')], { documentNumber: 'ZE 000509' })
    expect(settled?.mrz.documentNumber).toBe('ZE000509')
    expect(settled?.unconfirmed).toEqual([])
    const single = generateMrz(subject({ documentNumber: 'ZE136509' }))
    expect(chooseZone([pass(single, 'a'), pass(single, 'b')], {})?.unconfirmed).toEqual([])
  })

  it('shows a number in doubt with the letters only the outlines saw for digits read as digits, never taking it (ADR 0051)', () => {
    // Under a watermark Tesseract read the first zero nothing and the second 0; the outlines read both D:
    // 13 · 7 + 13 · 3 ≡ 0, the check digits hold on both.
    const lines = generateMrz(subject({ documentNumber: '007007007' }))
    const slipped = [lines[0]!, 'DD' + lines[1]!.slice(2)]
    const tesseract = [lines[0]!, '?' + lines[1]!.slice(1)]
    expect(readMrz(slipped)?.checkDigitsHold).toBe(true)
    const passes = [
      pass(tesseract, 'a'),
      pass(slipped, 'a', 'outline'),
      pass(tesseract, 'b'),
      pass(slipped, 'b', 'outline'),
    ]
    const chosen = chooseZone(passes, {})
    expect(chosen?.mrz.documentNumber).toBe('007007007')
    expect(chosen?.mrz.lines).toEqual(lines)
    expect(chosen?.unconfirmed).toContain('documentNumber')
    // Where the glyph heights say letter, the letters stay as read.
    const heights = ['.'.repeat(44), 'll' + '.'.repeat(42)]
    const measured = chooseZone(
      passes.map((one) => ({ ...one, heights })),
      {},
    )
    expect(measured?.mrz.documentNumber).toBe('DD7007007')
    // Letters Tesseract read are shown as read.
    const read = chooseZone([pass(slipped, 'a'), pass(slipped, 'b')], {})
    expect(read?.mrz.documentNumber).toBe('DD7007007')
    expect(read?.unconfirmed).toContain('documentNumber')
  })

  it('shows zeros Tesseract read as letters where every reading of the classifier read them zeros, never taking it (ADR 0095)', () => {
    const lines = generateMrz(subject({ documentNumber: '007007007' }))
    const slipped = [lines[0]!, 'DD' + lines[1]!.slice(2)]
    const tesseract = [pass(slipped, 'a'), pass(slipped, 'b')]
    const chosen = chooseZone([...tesseract, pass(lines, 'a', 'learned'), pass(lines, 'b', 'learned')], {})
    expect(chosen?.mrz.lines).toEqual(lines)
    expect(chosen?.unconfirmed).toContain('documentNumber')
    expect(chosen?.doubtedNumbers).toContain('DD7007007')
    // One reading of the classifier, or its readings split, leave the letters Tesseract read.
    expect(chooseZone([...tesseract, pass(lines, 'a', 'learned')], {})?.mrz.documentNumber).toBe('DD7007007')
    const split = chooseZone([...tesseract, pass(lines, 'a', 'learned'), pass(slipped, 'b', 'learned')], {})
    expect(split?.mrz.documentNumber).toBe('DD7007007')
  })

  it('shows the names and states of a zone the outlines alone read as the same pass’s fusion read them (ADR 0051)', () => {
    const lines = generateMrz(subject({ issuingState: 'JPN', nationality: 'JPN', documentNumber: 'XS1234567' }))
    // The outlines alone hold every check digit with an M for the N; the fusion kept Tesseract's N but its S for a 3.
    const alone = [lines[0]!, lines[1]!.slice(0, 12) + 'M' + lines[1]!.slice(13)]
    const fused = [lines[0]!, lines[1]!.slice(0, 9) + 'S' + lines[1]!.slice(10)]
    expect(readMrz(alone)?.checkDigitsHold).toBe(true)
    expect(readMrz(fused)?.checkDigitsHold).toBe(false)
    const passes = (name: string) => [pass(fused, name, 'outline'), pass(alone, name, 'shape')]
    const chosen = chooseZone([...passes('band 1 at 24 px'), ...passes('band 1 at 40 px')], {})
    expect(chosen?.mrz.lines).toEqual(lines)
    // Shown, not confirmed: no pass of Tesseract read the nationality.
    expect(chosen?.unconfirmed).toContain('nationality')
  })

  it('keeps in doubt any character a reading of the same zone saw in the number, look-alike or not (ADR 0033)', () => {
    // The outlines overruled Tesseract's B with a D, and read the O a 0: the two slips cancel (+2 − 72).
    const lines = generateMrz(subject({ documentNumber: 'G6B8O0I1S' }))
    const slipped = [lines[0]!, 'G6D800I1S' + lines[1]!.slice(9)]
    // Tesseract read the B and left a cell of the birth date unread (no zone of its own).
    const tesseract = [lines[0]!, lines[1]!.slice(0, 16) + '?' + lines[1]!.slice(17)]
    const chosen = chooseZone([pass(tesseract, 'a'), pass(tesseract, 'b'), pass(slipped, 'a', 'outline')], {})
    expect(chosen?.mrz.checkDigitsHold).toBe(true)
    expect(chosen?.mrz.documentNumber).toBe('G6D800I1S')
    expect(chosen?.unconfirmed).toContain('documentNumber')
  })

  it('settles such a number by the glyph heights, and never takes a number they contradict (ADR 0028)', () => {
    const lines = generateMrz(subject(zeros))
    const slipped = withCancellingSlips(lines)
    // Z and E at the zone's letter height, the six digits of ZE000509 at its digit height.
    const heights = ['.'.repeat(44), 'll' + 'd'.repeat(6) + '.'.repeat(36)]
    const measured = (reading: string[], name: string) => ({ ...pass(reading, name), heights })
    const settled = chooseZone([measured(slipped, 'band 1 at 32 px'), measured(lines, 'band 1 at 24 px')], {})
    expect(settled?.mrz.documentNumber).toBe('ZE000509')
    expect(settled?.unconfirmed).not.toContain('documentNumber')
    // Every pass read the O slips: at digit height they are the zeros they resemble.
    const repaired = chooseZone([measured(slipped, 'band 1 at 32 px'), measured(slipped, 'band 1 at 24 px')], {})
    expect(repaired?.mrz.documentNumber).toBe('ZE000509')
    expect(repaired?.unconfirmed).not.toContain('documentNumber')
    // One O slip fails the check digits as read; at digit height it is the zero, and the zone holds.
    const oneSlip = [lines[0]!, lines[1]!.slice(0, 2) + 'O' + lines[1]!.slice(3)]
    const single = chooseZone([measured(oneSlip, 'band 1 at 32 px')], {})
    expect(single?.mrz.lines).toEqual(lines)
    expect(single?.mrz.checkDigitsHold).toBe(true)
    expect(chooseZone([pass(oneSlip, 'band 1 at 32 px')], {})?.mrz.checkDigitsHold).toBe(false)
    // Two 1 read T cancel out and only the second was measured: repairing it alone would break a zone
    // whose check digits hold (SPDR239, "edited"). The reading as read stays; the number is unsettled.
    const ones = generateMrz(subject({ documentNumber: '11234567' }))
    const twoTs = [ones[0]!, 'TT' + ones[1]!.slice(2)]
    const partly = chooseZone(
      [{ ...pass(twoTs, 'band 1 at 32 px'), heights: ['.'.repeat(44), '.d' + '.'.repeat(42)] }],
      {},
    )
    expect(partly?.mrz.checkDigitsHold).toBe(true)
    expect(partly?.unconfirmed).toContain('documentNumber')
    // A zero at letter height is refused even where no other reading holds.
    const refused = chooseZone(
      [{ ...pass(lines, 'band 1 at 32 px'), heights: ['.'.repeat(44), '..l' + '.'.repeat(41)] }],
      {},
    )
    expect(refused?.mrz.checkDigitsHold).toBe(true)
    expect(refused?.unconfirmed).toContain('documentNumber')
    // A pass whose heights say otherwise at the slipped positions leaves them undecided: back to the visual zone.
    const doubted = chooseZone(
      [
        measured(slipped, 'band 1 at 32 px'),
        { ...pass(lines, 'band 1 at 24 px'), heights: ['.'.repeat(44), 'llll..l' + '.'.repeat(37)] },
      ],
      {},
    )
    expect(doubted?.unconfirmed).toContain('documentNumber')
  })
})

describe('the extraction-only rules (ADR 0020)', () => {
  it('declines SPDR120 when no zone was read, whatever the visual zone shows', () => {
    const extracted = mergeReadings({
      readable: true,
      mrz: null,
      visual: { surname: 'MARTIN', givenNames: 'SARAH', documentNumber: 'ZE000509', dob: '1985-01-01' },
      titleType: 'passport',
      today,
    })
    expect(codesOf(extracted)).toEqual(['SPDR120'])
  })

  it('declines each unconfirmed value with the code that names it, and accepts a confirmed zone', () => {
    const lines = generateMrz(subject())
    const confirmed = chooseZone([pass(lines, 'a'), pass(lines, 'b')], {})!
    expect(
      codesOf(
        mergeReadings({
          readable: true,
          mrz: confirmed.mrz,
          unconfirmed: confirmed.unconfirmed,
          visual: {},
          titleType: null,
          today,
        }),
      ),
    ).toEqual([])
    const all = mergeReadings({
      readable: true,
      mrz: confirmed.mrz,
      unconfirmed: ['names', 'nationality', 'documentNumber'],
      visual: {},
      titleType: null,
      today,
    })
    expect(codesOf(all)).toEqual(['SPDR76', 'SPDR187', 'SPDR78'])
  })
})

describe('a state no two passes confirm, and the visual zone read again (ADR 0072)', () => {
  const japanese = subject({ issuingState: 'JPN', nationality: 'JPN', lastName: 'Gaimu', givenNames: 'Sakura' })
  /** The zone with its nationality (line 2, cells 10–12) read as `code`. */
  const withNationality = (lines: string[], code: string) => [
    lines[0]!,
    lines[1]!.slice(0, 10) + code + lines[1]!.slice(13),
  ]

  it('names a known state one pass read and Tesseract misread alike as no state, and confirms it where the visual zone prints it', () => {
    const lines = generateMrz(japanese)
    const passes = [
      pass(lines, 'a'),
      pass(withNationality(lines, 'IPN'), 'b'),
      pass(withNationality(lines, 'IPN'), 'c'),
    ]
    const first = chooseZone(passes, {})!
    expect(first.unconfirmed).toEqual(['nationality'])
    expect(first.statesInDoubt).toEqual(['JPN'])
    const confirmed = chooseZone(passes, {}, ['JPN'])!
    expect(confirmed.unconfirmed).toEqual([])
    expect(confirmed.mrz.lines).toEqual(lines)
    // The visual zone printing another state confirms nothing.
    expect(chooseZone(passes, {}, ['JOR'])?.unconfirmed).toEqual(['nationality'])
  })

  it('asks nothing of the visual zone where two passes read another state alike, or the code is none ICAO knows', () => {
    const lines = generateMrz(japanese)
    const rivalled = [
      pass(lines, 'a'),
      pass(withNationality(lines, 'IPN'), 'b'),
      pass(withNationality(lines, 'IPN'), 'c'),
      pass(withNationality(lines, 'JOR'), 'l1', 'learned'),
      pass(withNationality(lines, 'JOR'), 'l2', 'learned'),
    ]
    expect(chooseZone(rivalled, {})?.statesInDoubt).toEqual([])
    expect(chooseZone(rivalled, {}, ['JPN'])?.unconfirmed).toEqual(['nationality'])
    // The cells' outlines alone reading another state alike twice contradict it as well.
    const outlined = [
      ...rivalled.slice(0, 3),
      pass(withNationality(lines, 'JOR'), 's1', 'shape'),
      pass(withNationality(lines, 'JOR'), 's2', 'shape'),
    ]
    expect(chooseZone(outlined, {})?.statesInDoubt).toEqual([])
    expect(chooseZone(rivalled.slice(0, 3), {})?.statesInDoubt).toEqual(['JPN'])
    const old = generateMrz(subject({ issuingState: 'BDR', nationality: 'D' }))
    const bdr = chooseZone([pass(old, 'a')], {}, ['BDR'])!
    expect(bdr.unconfirmed).toContain('issuingState')
    expect(bdr.statesInDoubt).not.toContain('BDR')
  })
})

describe("a band's readings voted cell by cell (ADR 0083)", () => {
  /** The zone with the character at `at` of line `line` replaced. */
  it('takes the vote of a band none of whose readings holds whole, each slipping elsewhere', () => {
    const lines = generateMrz(subject())
    // The birth date's, the expiry's and the number's check digits fail in one reading each.
    const passes = [
      pass(slip(lines, 1, 15, '7'), 'band 1 at 32 px'),
      pass(slip(lines, 1, 23, '9'), 'band 1 at 32 px', 'outline'),
      pass(slip(slip(lines, 1, 4, '?'), 0, 5, 'H'), 'band 1 at 24 px'),
      pass(slip(lines, 1, 3, '9'), 'band 1 at 24 px', 'learned'),
    ]
    expect(passes.every(({ lines: read }) => !readMrz(read)?.checkDigitsHold)).toBe(true)
    const chosen = chooseZone(passes, {})
    expect(chosen?.mrz.lines).toEqual(lines)
    // The vote confirms nothing: one pass of Tesseract read the names `MARTIN`, the other `HARTIN`.
    expect(chosen?.unconfirmed).toContain('names')
  })

  it("votes the small-cell classifier's readings alone where Tesseract's and the outlines' are no zone", () => {
    const lines = generateMrz(subject())
    // Tesseract and the outlines read every letter `Q`, and leave a cell of the name unread at each height.
    const garbage = (at: number) =>
      slip(
        lines.map((text) => text.replace(/[A-Z]/g, 'Q')),
        0,
        6 + at,
        '?',
      )
    // The classifier's readings all hold, each with another name: the vote takes the name two read.
    const passes = ['32', '24', '40'].flatMap((height, at) => [
      pass(garbage(at), `band 1 at ${height} px`),
      pass(garbage(at), `band 1 at ${height} px`, 'outline'),
      pass(
        at === 0 ? slip(lines, 0, 10, '<') : at === 1 ? slip(lines, 0, 7, 'Q') : lines,
        `band 1 at ${height} px`,
        'learned',
      ),
    ])
    expect(chooseZone(passes, {})?.mrz.lines).toEqual(lines)
  })

  it('takes no vote of readings of different bands, nor a vote whose check digits fail', () => {
    const lines = generateMrz(subject())
    const apart = [
      pass(slip(lines, 1, 15, '7'), 'band 1 at 32 px'),
      pass(slip(lines, 1, 23, '9'), 'band 2 at 32 px'),
      pass(slip(lines, 1, 4, '8'), 'band 3 at 32 px'),
    ]
    expect(chooseZone(apart, {})?.mrz.checkDigitsHold).toBe(false)
    // Two of three readings slip in the same cell: the vote takes the slip, and its check digit fails.
    const alike = [
      pass(slip(lines, 1, 15, '7'), 'band 1 at 32 px'),
      pass(slip(lines, 1, 15, '7'), 'band 1 at 24 px'),
      pass(slip(lines, 1, 4, '8'), 'band 1 at 40 px'),
    ]
    expect(chooseZone(alike, {})?.mrz.checkDigitsHold).toBe(false)
  })

  /** Readings of one band at three heights, each method's cell `at` of the number read as `reads` gives at that height. */
  const roundBand = (lines: string[], at: number, reads: Record<'cells' | 'outline' | 'learned', string[]>) =>
    ['32', '24', '40'].flatMap((height, index) =>
      (['cells', 'outline', 'learned'] as const).map((method) =>
        // Each reading slips once more elsewhere (a birth date's digit), so that none of them holds whole.
        pass(
          slip(slip(lines, 1, at, reads[method][index]!), 1, 13 + index + (method === 'cells' ? 0 : 3), '?'),
          `band 1 at ${height} px`,
          method,
        ),
      ),
    )

  it("counts OCR-B's round glyphs as one, Tesseract saying which (ADR 0091)", () => {
    const lines = generateMrz(subject(zeros))
    // The number's third character, a 0: Tesseract reads it 0 once, the outlines Q, the classifier O.
    const passes = roundBand(lines, 2, { cells: ['0', '?', '?'], outline: ['Q', 'Q', '0'], learned: ['O', 'O', 'O'] })
    expect(chooseZone(passes, {})?.mrz.lines).toEqual(lines)
    // Tesseract reading an O there (a letter it saw) is not outvoted by the other spellings either.
    const read = roundBand(lines, 2, { cells: ['O', '?', 'O'], outline: ['0', '0', '0'], learned: ['0', '0', '0'] })
    expect(
      consensusReadings(read, { cells: 0, page: 1, outline: 2, learned: 3, shape: 4, paddle: 5 })[0]?.lines[1]?.[2],
    ).toBe('O')
  })

  it('lets the check digits choose the round spelling Tesseract left unread, where exactly one holds', () => {
    const lines = generateMrz(subject(zeros))
    const passes = roundBand(lines, 2, { cells: ['?', '?', '?'], outline: ['Q', 'Q', 'Q'], learned: ['O', '0', 'O'] })
    expect(chooseZone(passes, {})?.mrz.lines).toEqual(lines)
  })

  it('shows the vote where no reading is read whole, a state ICAO does not know (ADR 0091)', () => {
    const lines = generateMrz(subject({ issuingState: 'BDR', nationality: 'D' }))
    const nationality = lines[1]!.indexOf('D<<')
    // Tesseract's two passes read the nationality `0<<` (shown `O<<`), every other reader `D<<`.
    const passes = ['32', '24'].flatMap((height) => [
      pass(slip(lines, 1, nationality, '0'), `band 1 at ${height} px`),
      pass(lines, `band 1 at ${height} px`, 'outline'),
      pass(lines, `band 1 at ${height} px`, 'learned'),
    ])
    const chosen = chooseZone(passes, {})!
    expect(chosen.mrz.lines).toEqual(lines)
    // The vote confirms nothing: neither state is confirmed.
    expect(chosen.unconfirmed).toEqual(expect.arrayContaining(['issuingState', 'nationality']))
  })

  it('shows PaddleOCR’s reading where nothing is read whole, no vote holds and it knows more states (ADR 0108)', () => {
    const lines = generateMrz(subject({ issuingState: 'BDR', nationality: 'D' }))
    const nationality = lines[1]!.indexOf('D<<')
    // Tesseract's two passes read the nationality `0<<` (shown `O<<`); too few readers to vote; Paddle reads `D<<`.
    const tesseract = ['32', '24'].map((height) => pass(slip(lines, 1, nationality, '0'), `band 1 at ${height} px`))
    const chosen = chooseZone([...tesseract, pass(lines, 'band 1 at 32 px', 'paddle')], {})!
    expect(chosen.mrz.lines).toEqual(lines)
    // Paddle confirms nothing: neither state is confirmed.
    expect(chosen.unconfirmed).toEqual(expect.arrayContaining(['issuingState', 'nationality']))
    // A Paddle reading that knows no more states than Tesseract's is not shown before it.
    const other = slip(lines, 1, nationality, 'Q')
    expect(chooseZone([...tesseract, pass(other, 'band 1 at 32 px', 'paddle')], {})?.mrz.lines).toEqual(
      slip(lines, 1, nationality, 'O'),
    )
  })

  it('keeps the single reading where the vote knows no more states: a nationality printed in digits', () => {
    const lines = generateMrz(subject())
    const nationality = lines[1]!.indexOf('CAN')
    const printed = [lines[0]!, lines[1]!.slice(0, nationality) + '132' + lines[1]!.slice(nationality + 3)]
    // The outlines and the classifier read a state's cells as letters only (`ISZ`); Tesseract reads `132`.
    const lettered = [lines[0]!, lines[1]!.slice(0, nationality) + 'ISZ' + lines[1]!.slice(nationality + 3)]
    const passes = ['32', '24'].flatMap((height) => [
      pass(printed, `band 1 at ${height} px`),
      pass(lettered, `band 1 at ${height} px`, 'outline'),
      pass(lettered, `band 1 at ${height} px`, 'learned'),
    ])
    expect(chooseZone(passes, {})?.mrz.lines).toEqual(printed)
  })

  it('takes a vote read whole before a zone one pass alone read whole otherwise (ADR 0091)', () => {
    const lines = generateMrz(subject())
    // Tesseract reads the name's R as L at both heights; only at 24 px is the rest of its reading whole.
    const misread = slip(lines, 0, 7, 'L')
    const passes = [
      pass(slip(misread, 1, 20, '?'), 'band 1 at 32 px'),
      pass(slip(lines, 1, 15, '7'), 'band 1 at 32 px', 'outline'),
      pass(lines, 'band 1 at 32 px', 'learned'),
      pass(misread, 'band 1 at 24 px'),
      pass(slip(lines, 1, 23, '9'), 'band 1 at 24 px', 'outline'),
      pass(lines, 'band 1 at 24 px', 'learned'),
    ]
    const chosen = chooseZone(passes, {})!
    expect(chosen.mrz.lines).toEqual(lines)
    // Tesseract's two passes read `MALTIN` alike, the classifier's `MARTIN`: the names stay unconfirmed.
    expect(chosen.unconfirmed).toContain('names')
    // PaddleOCR reading Tesseract's slip too is no second pass of it (ADR 0108).
    expect(chooseZone([...passes, pass(misread, 'band 1 at 32 px', 'paddle')], {})?.mrz.lines).toEqual(lines)
  })

  it('never takes a vote that puts a blind guess for a filler where no pass of Tesseract read it', () => {
    const lines = generateMrz(subject())
    // The filler after the number (`ZE136529<`) voted `K` by the outlines and the classifier: K and
    // `<` weigh alike in the check digits.
    const filler = lines[1]!.indexOf('<')
    const passes = [
      pass(slip(slip(lines, 1, filler, '?'), 1, 15, '7'), 'band 1 at 32 px'),
      pass(slip(lines, 1, filler, 'K'), 'band 1 at 32 px', 'outline'),
      pass(slip(slip(lines, 1, filler, 'K'), 1, 23, '9'), 'band 1 at 32 px', 'learned'),
    ]
    // Only the outlines' own reading holds then, and its number is never taken.
    expect(chooseZone(passes, {})?.unconfirmed).toContain('documentNumber')
  })
})

describe('a sex cell read as no sex (ADR 0101)', () => {
  // A Macanese card: no nationality, so no reading is read whole and the first that holds is shown.
  const card = subject({
    format: 'TD1',
    documentCode: 'I',
    issuingState: 'MAC',
    nationality: '',
    documentNumber: '122815070',
    sex: 'M',
  })
  /** The sex cell of a TD1 zone (line 2, after the birth date and its check digit). */
  const SEX_CELL = 7

  it('never shows the sex of a reading whose sex cell holds no sex letter where another reading holds', () => {
    const lines = generateMrz(card)
    // Tesseract reads the blurred M as 6 at 40 px (its check digits hold: none covers the sex) and
    // leaves a cell unread at 32 px; the classifier reads the zone as printed.
    const passes = [
      pass(slip(lines, 1, SEX_CELL, '6'), 'band 1 at 40 px'),
      pass(slip(lines, 0, 2, '?'), 'band 1 at 32 px'),
      pass(lines, 'band 1 at 24 px', 'learned'),
    ]
    const chosen = chooseZone(passes, {})!
    expect(chosen.mrz.lines).toEqual(lines)
    expect(chosen.mrz.sex).toBe('M')
  })

  it('takes such a reading only where nothing else holds, and then never its number', () => {
    const lines = generateMrz(card)
    const chosen = chooseZone([pass(slip(lines, 1, SEX_CELL, '6'), 'band 1 at 40 px')], {})!
    expect(chosen.mrz.checkDigitsHold).toBe(true)
    expect(chosen.unconfirmed).toContain('documentNumber')
  })

  it('takes the sex letters the field repairs and an unspecified sex as read', () => {
    for (const [read, sex] of [
      ['N', 'M'],
      ['<', 'X'],
    ] as const) {
      const lines = slip(generateMrz(card), 1, SEX_CELL, read)
      const chosen = chooseZone([pass(lines, 'band 1 at 32 px'), pass(lines, 'band 1 at 24 px')], {})!
      expect(chosen.mrz.sex).toBe(sex)
      expect(chosen.unconfirmed).not.toContain('documentNumber')
    }
  })
})
