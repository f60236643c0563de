import { recogniseNative, type OcrLine, type OcrResult, type OcrWord } from './ocr-pool'
import { modelsDirFor } from './page-languages'

/**
 * A whole page read by Debian's native Tesseract (ADR 0029) with the models the npm packages ship
 * (English, and the country's language where given: ADR 0062): about a quarter of the wasm pool's CPU per page, so a certificate can be read in more than
 * one preparation within its budget. The
 * result has the pool's shape: the text (lines, blocks apart by a blank line), the mean word
 * confidence and each line with its box and its words' boxes.
 */

/** TSV row levels of Tesseract: 4 a line, 5 a word. */
const wordLevel = '5'

/**
 * A page read natively; `whitelist`, when given, restricts the characters recognised (default:
 * all); `languages` are the models to read with (`deu+eng`, default English); `parameters` are
 * further Tesseract parameters of this reading (DARK_PRINT_ONLY…).
 */
export async function recognisePageNative(
  image: Buffer,
  psm: number,
  whitelist = '',
  languages = 'eng',
  parameters: Readonly<Record<string, string>> = {},
): Promise<OcrResult> {
  const tsv = await recogniseNative(image, {
    psm,
    whitelist,
    languages,
    // The prepared pages carry no resolution; their text is scaled to a 300 DPI x-height (page-image.ts).
    parameters: { user_defined_dpi: '300', ...parameters },
    tessdataDir: modelsDirFor(languages),
    output: 'tsv',
  })
  const lines = new Map<
    string,
    { block: string; words: string[]; boxes: OcrWord[]; confidences: number[]; bbox: OcrLine['bbox'] }
  >()
  const confidences: number[] = []
  for (const row of tsv.split('\n').slice(1)) {
    const [level, , block = '', paragraph, line, , left, top, width, height, conf, ...text] = row.split('\t')
    const word = text.join('\t').trim()
    if (level !== wordLevel || word === '') continue
    const confidence = Number(conf)
    const [x0, y0] = [Number(left), Number(top)]
    const [x1, y1] = [x0 + Number(width), y0 + Number(height)]
    const key = `${block}.${paragraph}.${line}`
    const entry = lines.get(key) ?? { block, words: [], boxes: [], confidences: [], bbox: { x0, y0, x1, y1 } }
    entry.words.push(word)
    entry.boxes.push({ text: word, bbox: { x0, y0, x1, y1 } })
    entry.confidences.push(confidence)
    entry.bbox = {
      x0: Math.min(entry.bbox.x0, x0),
      y0: Math.min(entry.bbox.y0, y0),
      x1: Math.max(entry.bbox.x1, x1),
      y1: Math.max(entry.bbox.y1, y1),
    }
    lines.set(key, entry)
    if (confidence >= 0) confidences.push(confidence)
  }
  const mean = (values: readonly number[]) =>
    values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length
  const ordered = [...lines.values()]
  const text = ordered
    .map((line, index) => `${index > 0 && ordered[index - 1]?.block !== line.block ? '\n' : ''}${line.words.join(' ')}`)
    .join('\n')
  return {
    text: text === '' ? '' : `${text}\n`,
    confidence: mean(confidences),
    lines: ordered.map((line) => ({
      text: line.words.join(' '),
      confidence: mean(line.confidences),
      bbox: line.bbox,
      words: line.boxes,
    })),
  }
}
