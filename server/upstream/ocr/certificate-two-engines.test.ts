import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readCertificate } from './certificate-reader'
import { recognisePageNative } from './native-page'
import { OcrTimeoutError, type OcrLine } from './ocr-pool'
import { recognisePagePaddle } from './paddle-page'
import { recogniseLine } from './paddle-recognition'

/**
 * How readCertificate joins PaddleOCR's reading of an image page to Tesseract's (ADR 0103, "In the
 * certificate reader"). Both engines' page readings are recorded, none is made.
 */

vi.mock('./native-page', () => ({ recognisePageNative: vi.fn() }))
vi.mock('./paddle-page', () => ({ recognisePagePaddle: vi.fn() }))
vi.mock('./paddle-recognition', () => ({ recogniseLine: vi.fn() }))
vi.mock('./paddle-models', () => ({ paddleModels: vi.fn() }))

const native = vi.mocked(recognisePageNative)
const paddle = vi.mocked(recognisePagePaddle)
const lineReader = vi.mocked(recogniseLine)

const reading = (...lines: string[]) => ({ text: `${lines.join('\n')}\n`, confidence: 90, lines: [] })

/** A reading whose lines have their words boxed, 12 pixels a character, each line 30 pixels below the last. */
function boxedReading(...texts: string[]) {
  const lines: OcrLine[] = texts.map((text, row) => {
    const [y0, y1] = [40 + 30 * row, 60 + 30 * row]
    let x = 20
    const words = text.split(' ').map((word) => {
      const box = { x0: x, y0, x1: x + 12 * word.length, y1 }
      x = box.x1 + 12
      return { text: word, bbox: box }
    })
    return { text, confidence: 90, bbox: { x0: 20, y0, x1: x, y1 }, words }
  })
  return { ...reading(...texts), lines }
}

async function blankPage(): Promise<Buffer> {
  return await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer()
}

describe('readCertificate with two engines', () => {
  beforeEach(() => {
    native.mockReset()
    paddle.mockReset()
    // A band read as nothing is no band read alike (ADR 0112): the page is read whole.
    lineReader.mockReset()
    lineReader.mockResolvedValue({ text: '', confidence: 0, words: [] })
  })

  it('reads with PaddleOCR also a page whose first reading found both fields by their labels: a labelled name a signature garbled is corrected', async () => {
    // Tesseract's first reading of a bilingual page: both fields by their labels, the first copy of
    // the name under a signature misread, the second column's copy read clean (the lead's seed 67 #20).
    const page = (name: string) =>
      reading(
        'Name of company',
        name,
        'Registration number',
        'C4375727',
        'Dénomination',
        'Golden Gate & Sierra Ventures Inc.',
      )
    native.mockResolvedValue(page('Golden Gate fr Saouag;Jentupes Inc.'))
    paddle.mockResolvedValue(page('Golden Gate &Sierra Ventures Inc.'))
    const read = await readCertificate(await blankPage(), { countryCode: 'US_CA' })
    expect(paddle).toHaveBeenCalledTimes(1)
    expect(read.company_name).toBe('Golden Gate & Sierra Ventures Inc.')
  })

  it("takes PaddleOCR's number where the re-read of Tesseract's labelled number does not confirm it", async () => {
    const placed = (text: string, x0: number, y0: number) => ({
      text,
      bbox: { x0, y0, x1: x0 + 14 * text.length, y1: y0 + 24 },
    })
    const line = (y0: number, ...words: Array<ReturnType<typeof placed>>) => ({
      text: words.map((word) => word.text).join(' '),
      confidence: 90,
      bbox: { x0: words[0]!.bbox.x0, y0, x1: words.at(-1)!.bbox.x1, y1: y0 + 24 },
      words,
    })
    const name = line(40, placed('Name', 20, 40), placed('of', 90, 40), placed('company:', 130, 40))
    const kestrel = ['Kestrel', 'Marine', 'Services', 'Ltd'].map((word, index) =>
      placed(word, [230, 340, 430, 550][index]!, 40),
    )
    const number = line(100, placed('Company', 20, 100), placed('number:', 130, 100), placed('04866942', 260, 100))
    const lines = [
      { ...name, text: `${name.text} Kestrel Marine Services Ltd`, words: [...name.words, ...kestrel] },
      number,
    ]
    native.mockResolvedValueOnce({
      ...reading('Name of company: Kestrel Marine Services Ltd', 'Company number: 04866942'),
      lines,
    })
    // The number's cut, read alone, reads another digit: the labelled number is not confirmed.
    native.mockResolvedValue(reading('04866947'))
    paddle.mockResolvedValue(reading('Name of company: Kestrel Marine Services Ltd', 'Company number: 04866942'))
    const read = await readCertificate(await blankPage(), { countryCode: 'GB' })
    expect(paddle).toHaveBeenCalledTimes(1)
    expect(read.registration_number).toBe('04866942')
  })

  it('takes a page both engines read alike as settled: Tesseract reads it once', async () => {
    native.mockResolvedValue(reading('Name of company: Kestrel Marine Services Ltd', 'Incorporated as 04866942'))
    paddle.mockResolvedValue(reading('Name of company: KestrelMarine ServicesLtd', 'Incorporated as 04866942'))
    const read = await readCertificate(await blankPage(), { countryCode: 'GB' })
    expect(read.company_name).toBe('Kestrel Marine Services Ltd')
    expect(read.registration_number).toBe('04866942')
    expect(native).toHaveBeenCalledTimes(1)
    expect(paddle).toHaveBeenCalledTimes(1)
  })

  it("takes PaddleOCR's number of the country's format where a pen stroke left Tesseract none (ADR 0115)", async () => {
    native.mockResolvedValue(boxedReading('Name of company: Kestrel Marine Services Ltd', 'Company number: 0~8\\6~'))
    paddle.mockResolvedValue(boxedReading('Name of company: Kestrel Marine Services Ltd', 'Company number: 04866942'))
    lineReader.mockResolvedValue({ text: 'Company number: 04866942', confidence: 0.9, words: [] })
    const read = await readCertificate(await blankPage(), { countryCode: 'GB' })
    expect(read.company_name).toBe('Kestrel Marine Services Ltd')
    expect(read.registration_number).toBe('04866942')
    // Unsettled: the darkest ink is read too.
    expect(native).toHaveBeenCalledTimes(2)
    // One reading alone, its line's re-reads reading another number: of the country's format whole, it stands.
    lineReader.mockResolvedValue({ text: 'Company number: 04866912', confidence: 0.9, words: [] })
    const alone = await readCertificate(await blankPage(), { countryCode: 'GB' })
    expect(alone.registration_number).toBe('04866942')
  })

  it("reports unread a number one reading alone gave off the country's formats (ADR 0115)", async () => {
    // Tesseract's first reading takes the label's value, a mark over it; its darkest ink and PaddleOCR read none.
    native
      .mockResolvedValueOnce(boxedReading('Name of company: Kestrel Marine Services Ltd', 'Company number: 0486 69421'))
      .mockResolvedValue(boxedReading('Name of company: Kestrel Marine Services Ltd', 'Company number: ~~ ~'))
    paddle.mockResolvedValue(boxedReading('Name of company: Kestrel Marine Services Ltd', 'Company number:'))
    const read = await readCertificate(await blankPage(), { countryCode: 'GB' })
    expect(read.company_name).toBe('Kestrel Marine Services Ltd')
    expect(read.registration_number).toBeNull()
  })

  it("takes the engines' name the name's line re-read sides with where the two differ (ADR 0105)", async () => {
    native.mockResolvedValue(boxedReading('Name of company: Ballymore-Quag gz The PLC', 'Incorporated as 04866942'))
    paddle.mockResolvedValue(boxedReading('Name of company: Ballymore-QuayMarine PLC', 'Incorporated as 04866942'))
    lineReader.mockResolvedValue({ text: 'Ballymore-QuaMarme PLC', confidence: 0.9, words: [] })
    const read = await readCertificate(await blankPage(), { countryCode: 'GB' })
    expect(read.company_name).toBe('Ballymore-QuayMarine PLC')
    expect(lineReader).toHaveBeenCalled()
  })

  it("takes the engines' number the number's line re-read reads where the two differ (ADR 0110)", async () => {
    // Tesseract's labelled number stands (its cut, read again, reads it too) and no Tesseract reading
    // holds PaddleOCR's, so the join keeps Tesseract's; PaddleOCR's re-reads of the line read its own.
    native.mockResolvedValue(boxedReading('Name of company: Ballymore Marine PLC', 'Company number 04866942'))
    paddle.mockResolvedValue(boxedReading('Name of company: Ballymore Marine PLC', 'Company number 04866912'))
    lineReader.mockResolvedValue({ text: 'Company number 04866912', confidence: 0.9, words: [] })
    const read = await readCertificate(await blankPage(), { countryCode: 'GB' })
    expect(read.registration_number).toBe('04866912')
    lineReader.mockResolvedValue({ text: 'Company number 04866992', confidence: 0.9, words: [] })
    const unsure = await readCertificate(await blankPage(), { countryCode: 'GB' })
    expect(unsure.registration_number).toBe('04866942')
  })

  it("takes a number two readings hold past its format's fixed part a seal garbled (ADR 0124)", async () => {
    // A seal over the CNPJ's `/0001`: Tesseract reads its `1` as `°`, PaddleOCR a stroke beside it as
    // `S`; no pattern finds the number, the CNPJ's check digits hold it.
    native.mockResolvedValue(boxedReading('Firma: Irmãos Gonçalves & Cia Ltda.', 'CNPJ 20.791.193/000° 53 2009'))
    paddle.mockResolvedValue(boxedReading('Firma: Irmãos Gonçalves & Cia Ltda.', 'CNPJ 20.791.193/0001 S53 2009'))
    const read = await readCertificate(await blankPage(), { countryCode: 'BR' })
    expect(read.registration_number).toBe('20.791.193/0001-53')
  })

  it("reads PaddleOCR's number's line where Tesseract's labelled value is cut short of the format (ADR 0110)", async () => {
    native.mockResolvedValue(boxedReading('Name of company: Golden Gate Ventures Inc.', 'Entity number 2293563'))
    paddle.mockResolvedValue(boxedReading('Name of company: Golden Gate Ventures Inc.', 'Entity number C2293563'))
    lineReader.mockResolvedValue({ text: 'C2293563', confidence: 0.9, words: [] })
    const read = await readCertificate(await blankPage(), { countryCode: 'US_CA' })
    expect(read.registration_number).toBe('C2293563')
  })

  it("takes a labelled number its cut did not confirm where the number's line re-read reads it (ADR 0110)", async () => {
    const read = async (reread: string) => {
      native.mockResolvedValueOnce(
        boxedReading('Name of company: Kestrel Marine Services Ltd', 'Company number 04866942'),
      )
      // The number's cut, read alone by Tesseract, reads another digit; PaddleOCR's page reads none.
      native.mockResolvedValue(reading('04866947'))
      paddle.mockResolvedValue(boxedReading('Name of company: Kestrel Marine Services Ltd', 'Company number 0486~942'))
      lineReader.mockResolvedValue({ text: reread, confidence: 0.9, words: [] })
      return (await readCertificate(await blankPage(), { countryCode: 'GB' })).registration_number
    }
    expect(await read('Company number 04866942')).toBe('04866942')
    expect(await read('Company number 04866947')).toBeNull()
  })

  it('re-reads the name on the page PaddleOCR read where an earlier page ran out of time (ADR 0059, 0105)', async () => {
    // Two image pages: Tesseract runs out of time on the first (portrait) one, so PaddleOCR reads the
    // second alone, and its reading is the second page's, not the first's.
    const doc = await PDFDocument.create()
    for (const [width, height] of [
      [400, 600],
      [600, 400],
    ] as const) {
      const image = await doc.embedPng(
        await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
          .png()
          .toBuffer(),
      )
      doc.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height })
    }
    native.mockImplementation(async (image) => {
      const { width = 0, height = 0 } = await sharp(image).metadata()
      if (height > width) throw new OcrTimeoutError('out of CPU time')
      return boxedReading('Name of company: Ballymore-Quag gz The PLC', 'Incorporated as 04866942')
    })
    paddle.mockResolvedValue(boxedReading('Name of company: Ballymore-QuayMarine PLC', 'Incorporated as 04866942'))
    lineReader.mockResolvedValue({ text: 'Ballymore-QuaMarme PLC', confidence: 0.9, words: [] })
    const read = await readCertificate(Buffer.from(await doc.save()), { countryCode: 'GB' })
    expect(read.pages[0]?.timedOut).toBe(true)
    expect(paddle).toHaveBeenCalledTimes(1)
    expect(read.company_name).toBe('Ballymore-QuayMarine PLC')
  })

  describe("a page Tesseract's labels settle, checked on the name's and the number's bands first (ADR 0112)", () => {
    const lines = ['Name of company: Kestrel Marine Services Ltd', 'Company number: 04866942']
    /** PaddleOCR's reading of each band: the line whose height the cut takes in, spaces dropped as PaddleOCR drops them. */
    const bandsRead = (first: string, second: string) =>
      lineReader.mockImplementation(async (_page, box) => ({
        text: box.y0 < 60 ? first : second,
        confidence: 0.9,
        words: [],
      }))
    beforeEach(() => {
      native.mockResolvedValue(boxedReading(...lines))
      paddle.mockResolvedValue(boxedReading(...lines))
    })

    it('is not read whole where PaddleOCR reads both bands as Tesseract read them', async () => {
      bandsRead('Name of company:KestrelMarine ServicesLtd', 'Company number: 04866942')
      const read = await readCertificate(await blankPage(), { countryCode: 'GB' })
      expect(lineReader).toHaveBeenCalledTimes(2)
      expect(paddle).not.toHaveBeenCalled()
      expect(read.company_name).toBe('Kestrel Marine Services Ltd')
      expect(read.registration_number).toBe('04866942')
    })

    it('is read whole where PaddleOCR reads a band otherwise (a mark across the name)', async () => {
      bandsRead('Name of company: Kestrel Marine Servicos Ltd', 'Company number: 04866942')
      await readCertificate(await blankPage(), { countryCode: 'GB' })
      expect(paddle).toHaveBeenCalledTimes(1)
    })
  })
})
