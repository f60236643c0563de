import { describe, expect, it } from 'vitest'
import { aboveZoneReader, numberPrintedAboveZone, type AboveZoneReader } from './visual-number-reread'
import { statesPrintedAboveZone } from './visual-zone-states'
import { paperCanvas } from '../test-support/paper-canvas'
import { font } from '../documents/render/fonts'

/**
 * A reader of fixed texts per preparation that counts the texts it hands out (each one a Tesseract
 * reading in aboveZoneReader), and stops where the question says its answer is decided.
 */
function countingReader(texts: Record<'grey' | 'ink', string[]>): { above: AboveZoneReader; read: string[] } {
  const read: string[] = []
  const above: AboveZoneReader = async (preparation, decided = () => false) => {
    const given: string[] = []
    for (const text of texts[preparation]) {
      if (decided(given)) break
      given.push(text)
      if (!read.includes(`${preparation}:${text}`)) read.push(`${preparation}:${text}`)
    }
    return given
  }
  return { above, read }
}

const twins = ['ZE000509', 'ZEOO05O9', 'ZE0OO509', 'ZE00O5O9']

describe('the visual zone read again only until the question is decided', () => {
  it('stops the number’s reading once two doubted numbers stand there: no reading can make one stand alone', async () => {
    const { above, read } = countingReader({
      grey: ['No. ZE000509 / ZEOO05O9', 'MARTIN'],
      ink: ['ZE000509'],
    })
    expect(await numberPrintedAboveZone(above, twins)).toBe(undefined)
    expect(read).toEqual(['grey:No. ZE000509 / ZEOO05O9'])
  })

  it('stops once the one number printed is also read with its round characters otherwise', async () => {
    const { above, read } = countingReader({ grey: ['2E000509', 'ZEO00509', 'MARTIN'], ink: ['ZE000509'] })
    expect(await numberPrintedAboveZone(above, twins)).toBe(undefined)
    expect(read).toEqual(['grey:2E000509', 'grey:ZEO00509'])
  })

  it('still reads on where one number stands alone so far, and cut at the ink’s level where none does', async () => {
    const { above, read } = countingReader({ grey: ['SURNAME', 'MARTIN'], ink: ['ZE000509', 'SARAH'] })
    expect(await numberPrintedAboveZone(above, twins)).toBe('ZE000509')
    expect(read).toEqual(['grey:SURNAME', 'grey:MARTIN', 'ink:ZE000509', 'ink:SARAH'])
  })

  it('stops the states’ reading once every state asked of it is found', async () => {
    const { above, read } = countingReader({ grey: ['JAPAN', 'TOKYO'], ink: ['JPN'] })
    expect(await statesPrintedAboveZone(above, ['JPN'], ['SATO'])).toEqual(['JPN'])
    expect(read).toEqual(['grey:JAPAN'])
  })
})

describe('aboveZoneReader', () => {
  it('makes each reading once, and a later question takes the reading up where an earlier one stopped', async () => {
    const { canvas, context } = paperCanvas(460, 300, '#f4f1ea')
    context.fillStyle = '#222'
    context.font = font('sans', 13)
    context.fillText('ZE000509', 340, 46)
    const above = aboveZoneReader([{ image: canvas.toBuffer('image/png'), zoneTop: 0.75 }])
    expect(await above('grey', () => true)).toEqual([])
    const first = await above('grey', (texts) => texts.length >= 1)
    expect(first).toHaveLength(1)
    // A page 460 px wide is enlarged to two widths: two readings in all.
    const all = await above('grey')
    expect(all).toHaveLength(2)
    expect(all[0]).toBe(first[0])
    expect(await above('grey', () => true)).toEqual(all)
  })
})
