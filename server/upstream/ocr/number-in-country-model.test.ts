import { describe, expect, it } from 'vitest'
import { scaled } from '../../../e2e/load-factor'
import { labelledLine } from '../test-support/labelled-line'
import type { PageText } from './document-text'
import { numberInCountryModel } from './number-in-country-model'

/** A number's line read again with the country's model where the English readings disagreed (ADR 0089). */

const nativeTimeout = scaled(60_000)

/** "Número de registro B05701370" drawn clean, and the number's box. */
const numberLine = () =>
  labelledLine('Número de registro', 'B05701370', { width: 1000, valueX: 400, above: 20, below: 2 })

/** A first page reading whose line read the number as `read`, in the number's box. */
function reading(read: string, box: { x0: number; y0: number; x1: number; y1: number }, upsideDown = false): PageText {
  const label = { x0: 60, y0: box.y0, x1: 330, y1: box.y1 }
  return {
    pageNumber: 1,
    source: 'ocr',
    text: `Número de registro ${read}`,
    confidence: 60,
    upsideDown,
    timedOut: false,
    lines: [
      {
        text: `Número de registro ${read}`,
        confidence: 60,
        bbox: { x0: 60, y0: box.y0, x1: box.x1, y1: box.y1 },
        words: [
          { text: 'Número', bbox: { ...label, x1: 160 } },
          { text: 'de', bbox: { ...label, x0: 170, x1: 200 } },
          { text: 'registro', bbox: { ...label, x0: 210 } },
          { text: read, bbox: box },
        ],
      },
    ],
  }
}

describe('numberInCountryModel', () => {
  it(
    'reads the number where the first reading read it, as one line with the given models',
    { timeout: nativeTimeout },
    async () => {
      const { page, box } = numberLine()
      const options = { countryCode: 'ES', languages: 'spa+eng' }
      expect(await numberInCountryModel([{ page, text: reading('B05701370', box) }], options, 'B05701370')).toBe(
        'B05701370',
      )
      // Nothing to cut: a reading that does not hold the number, none at all, or one of the page turned.
      expect(await numberInCountryModel([{ page, text: reading('B05701370', box) }], options, 'B12345678')).toBeNull()
      expect(await numberInCountryModel([{ page, text: undefined }], options, 'B05701370')).toBeNull()
      expect(
        await numberInCountryModel([{ page, text: reading('B05701370', box, true) }], options, 'B05701370'),
      ).toBeNull()
    },
  )
})
