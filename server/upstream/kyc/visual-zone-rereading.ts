import { pageSegmentation, recognise, type OcrLine } from '../ocr/ocr-pool'
import { genderCode } from './compare-values'
import { labelSegments } from './visual-zone'

/**
 * Values of one or two characters that a page's OCR drops: Tesseract's page layout takes a lone
 * "F" under "Sex" for a speck. When a sex label has no value on its line nor on the next one, the
 * spot below the label (then the one beside it) is read again as a single line, and what it reads is
 * put back under the label for the visual-zone reader. Nothing is invented: a spot that reads as no
 * sex leaves the field unread.
 */

type Rectangle = { left: number; top: number; width: number; height: number }

function clamp(r: Rectangle, width: number, height: number): Rectangle | undefined {
  const left = Math.max(0, Math.round(r.left))
  const top = Math.max(0, Math.round(r.top))
  const right = Math.min(width, Math.round(r.left + r.width))
  const bottom = Math.min(height, Math.round(r.top + r.height))
  return right - left >= 8 && bottom - top >= 8 ? { left, top, width: right - left, height: bottom - top } : undefined
}

/** Where a lone value of the label `from`–`to` (character offsets in the line) may stand: below it, then beside it. */
function spotsOf(line: OcrLine, from: number, to: number): Rectangle[] {
  const { x0, y0, x1, y1 } = line.bbox
  const perChar = (x1 - x0) / Math.max(1, line.text.length)
  const labelLeft = x0 + perChar * from
  const labelRight = x0 + perChar * to
  const h = y1 - y0
  return [
    // A margin around the spot: Tesseract reads a letter cut close to its edge as two ("mM").
    {
      left: labelLeft - h * 1.5,
      top: y1 - h * 0.1,
      width: Math.max(labelRight - labelLeft, h * 6) + h * 2,
      height: h * 2.6,
    },
    { left: labelRight + h * 0.2, top: y0 - h * 0.5, width: h * 7, height: h * 2 },
  ]
}

/** The sex a re-read spot shows: its first word, a letter OCR doubled at the spot's edge ("mM") taken once. */
function sexOf(text: string): 'M' | 'F' | 'X' | undefined {
  const first = text.trim().split(/\s+/)[0] ?? ''
  const letters = first.replace(/[^\p{L}]/gu, '')
  const single = letters.length > 1 && new Set(letters.toUpperCase()).size === 1 ? letters.charAt(0) : first
  return genderCode(single)
}

/** The page's line texts, with a sex value read again where the page's OCR dropped it. */
export async function withLoneValues(
  image: Buffer,
  lines: readonly OcrLine[],
  width: number,
  height: number,
): Promise<string[]> {
  const texts = lines.map((line) => line.text)
  const inserted: Array<{ after: number; text: string }> = []
  for (const [index, line] of lines.entries()) {
    const segments = labelSegments(line.text)
    const sex = segments.find((segment) => segment.rule.field === 'gender')
    if (!sex || genderCode(sex.value)) continue
    const next = texts[index + 1]
    if (next !== undefined && labelSegments(next).length === 0 && genderCode(next.split(/\s+/)[0] ?? '')) continue
    const to = segments[segments.indexOf(sex) + 1]?.start ?? line.text.length
    for (const spot of spotsOf(line, sex.start, to)) {
      const rectangle = clamp(spot, width, height)
      if (!rectangle) continue
      const read = await recognise(image, { psm: pageSegmentation.singleLine, rectangle, deskew: false })
      const code = sexOf(read.text)
      if (code) {
        inserted.push({ after: index, text: code })
        break
      }
    }
  }
  for (const { after, text } of inserted.reverse()) texts.splice(after + 1, 0, text)
  return texts
}
