import type { PageText } from '../ocr/document-text'

/** An OCR page of `rows`, each a line of words at x positions (pixels), 20 pixels high, 40 apart. */
export function ocrPage(rows: ReadonlyArray<ReadonlyArray<readonly [string, number]>>): PageText {
  const lines = rows.map((row, index) => {
    const [y0, y1] = [40 * index, 40 * index + 20]
    const words = row.map(([text, x]) => ({ text, bbox: { x0: x, y0, x1: x + 13 * text.length, y1 } }))
    return {
      text: words.map((word) => word.text).join(' '),
      confidence: 80,
      bbox: { x0: words[0]?.bbox.x0 ?? 0, y0, x1: words.at(-1)?.bbox.x1 ?? 0, y1 },
      words,
    }
  })
  const text = lines.map((line) => line.text).join('\n')
  return { pageNumber: 1, source: 'ocr', text, confidence: 80, lines, upsideDown: false, timedOut: false }
}
