import { describe, expect, it } from 'vitest'
import { font } from '../documents/render/fonts'
import { withoutPenStrokes, type GreyPage } from './pen-strokes'
import { paperCanvas } from '../test-support/paper-canvas'

type Context = ReturnType<typeof paperCanvas>['context']

/** A 900 × 420 page of 22 px print in #111111 on white, as grey pixels, with what `draw` adds. */
function drawn(draw: (context: Context) => void): GreyPage {
  const [width, height] = [900, 420]
  const { context } = paperCanvas(width, height)
  context.fillStyle = '#111111'
  context.font = font('sans', 22, 'normal')
  context.fillText('Name of Company: Kestrel Marine Services Ltd', 30, 60)
  context.fillText('Company Number: SC482913 issued in Edinburgh', 30, 250)
  context.fillText('Date of registration: 2021-03-04 by the Registrar', 30, 380)
  draw(context)
  const rgba = context.getImageData(0, 0, width, height).data
  const data = Buffer.alloc(width * height)
  for (let i = 0; i < data.length; i++) data[i] = rgba[i * 4]!
  return { data, width, height }
}

/** A round seal centred at (x, y): two rings, letters stood along the space between them, a year in the middle. */
function seal(context: Context, x: number, y: number, shape: 'ring' | 'box' = 'ring', year = true) {
  context.strokeStyle = '#151515'
  context.lineWidth = 3
  context.beginPath()
  if (shape === 'ring') context.arc(x, y, 90, 0, 2 * Math.PI)
  else context.rect(x - 90, y - 90, 180, 180)
  context.stroke()
  context.lineWidth = 1.5
  context.beginPath()
  if (shape === 'ring') context.arc(x, y, 58, 0, 2 * Math.PI)
  else context.rect(x - 58, y - 58, 116, 116)
  context.stroke()
  context.font = font('sans', 16, 'bold')
  const letters = [...'REGISTRAR * COMPANIES * ']
  letters.forEach((letter, i) => {
    const angle = (2 * Math.PI * i) / letters.length
    context.save()
    context.translate(x + 74 * Math.sin(angle), y - 74 * Math.cos(angle))
    context.rotate(angle)
    context.fillText(letter, -5, 6)
    context.restore()
  })
  context.font = font('sans', 20, 'bold')
  if (year) context.fillText('1983', x - 22, y + 7)
}

const inkIn = (page: GreyPage, data: Buffer, rows: readonly [number, number], columns: readonly [number, number]) => {
  let count = 0
  for (let y = rows[0]; y < rows[1]; y++)
    for (let x = columns[0]; x < columns[1]; x++) if (data[y * page.width + x]! < 128) count++
  return count
}

describe('withoutPenStrokes and seals', () => {
  it("takes a seal's ring and lettering off the rows between the lines and keeps the line it was pressed over", () => {
    const plain = drawn(() => {})
    const sealed = drawn((context) => seal(context, 560, 190))
    const cleaned = withoutPenStrokes(sealed)
    // Between the first and the second line (the seal's upper half, its year) and below the second line: no ink left.
    expect(inkIn(sealed, sealed.data, [80, 225], [440, 680])).toBeGreaterThan(500)
    expect(inkIn(sealed, cleaned, [80, 225], [440, 680])).toBe(0)
    expect(inkIn(sealed, cleaned, [265, 285], [440, 680])).toBe(0)
    // The print of the line the seal lies over, beside the seal, is as it was.
    expect(inkIn(sealed, cleaned, [225, 260], [30, 450])).toBe(inkIn(plain, plain.data, [225, 260], [30, 450]))
  })

  it('keeps the letters of a line that runs on past the ring, inside the ring too', () => {
    const plain = drawn(() => {})
    const sealed = drawn((context) => seal(context, 560, 243, 'ring', false))
    const cleaned = withoutPenStrokes(sealed)
    // The line's letters inside the inner ring, away from the rings' crossings: still ink.
    let [print, kept] = [0, 0]
    for (let y = 225; y < 260; y++)
      for (let x = 515; x < 605; x++)
        if (plain.data[y * plain.width + x]! < 128) {
          print++
          if (cleaned[y * plain.width + x]! < 128) kept++
        }
    expect(print).toBeGreaterThan(200)
    expect(kept / print).toBeGreaterThan(0.9)
  })

  it('keeps the print inside a square frame: a frame is no seal', () => {
    const framed = drawn((context) => seal(context, 560, 190, 'box'))
    const cleaned = withoutPenStrokes(framed)
    // The frame's year and letters stay: only a ring tells a seal.
    expect(inkIn(framed, cleaned, [175, 205], [530, 590])).toBe(inkIn(framed, framed.data, [175, 205], [530, 590]))
  })
})
