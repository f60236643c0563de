import { describe, expect, it } from 'vitest'
import { font } from '../documents/render/fonts'
import { withoutPenStrokes, type GreyPage } from './pen-strokes'
import { paperCanvas } from '../test-support/paper-canvas'

/** A 900 × 260 page of 24 px print that `draw` writes in #111111 on white, as grey pixels. */
function drawn(draw: (context: ReturnType<typeof paperCanvas>['context']) => void): GreyPage {
  const [width, height] = [900, 260]
  const { context } = paperCanvas(width, height)
  context.fillStyle = '#111111'
  context.font = font('sans', 24, 'normal')
  context.strokeStyle = '#202020'
  context.lineWidth = 3
  draw(context)
  const rgba = context.getImageData(0, 0, width, height).data
  const data = Buffer.alloc(width * height)
  for (let i = 0; i < data.length; i++) data[i] = rgba[i * 4]!
  return { data, width, height }
}

/** Three lines of print, and (on request) a signature swinging across the middle one. */
function page(signed: boolean): GreyPage {
  return drawn((context) => {
    context.fillText('Name of Company: Kestrel Marine Services Ltd', 40, 60)
    context.fillText('Company Number: SC482913 issued in Edinburgh', 40, 130)
    context.fillText('Date of registration: 2021-03-04 by the Registrar', 40, 200)
    if (signed) {
      context.beginPath()
      context.moveTo(30, 125)
      for (let x = 30; x <= 330; x += 60) context.bezierCurveTo(x + 15, -10, x + 35, 270, x + 60, 125)
      context.stroke()
    }
  })
}

const inkIn = (grey: GreyPage, data: Buffer, rows: readonly [number, number], columns: readonly [number, number]) => {
  let count = 0
  for (let y = rows[0]; y < rows[1]; y++)
    for (let x = columns[0]; x < columns[1]; x++) if (data[y * grey.width + x]! < 128) count++
  return count
}

describe('withoutPenStrokes', () => {
  it('takes a signature off the gaps between the lines and keeps the print away from it', () => {
    const signed = page(true)
    const cleaned = withoutPenStrokes(signed)
    // Between the first and the second line, and between the second and the third: no ink left.
    expect(inkIn(signed, signed.data, [80, 100], [30, 400])).toBeGreaterThan(50)
    expect(inkIn(signed, cleaned, [80, 100], [30, 400])).toBe(0)
    expect(inkIn(signed, cleaned, [145, 165], [30, 400])).toBe(0)
    // The print the signature does not reach is untouched.
    expect(inkIn(signed, cleaned, [30, 70], [420, 900])).toBe(inkIn(signed, signed.data, [30, 70], [420, 900]))
    expect(inkIn(signed, cleaned, [100, 140], [420, 900])).toBe(inkIn(signed, signed.data, [100, 140], [420, 900]))
  })

  it('leaves a page without pen strokes as it is', () => {
    const plain = page(false)
    expect(withoutPenStrokes(plain).equals(plain.data)).toBe(true)
  })
})

/** A value's last digits at the end of a line, alone in their part of the page, and a signature that tails off across them. */
function valueAtLineEnd(signed: boolean): GreyPage {
  return drawn((context) => {
    context.fillText('Name of Company: Kestrel Marine Ltd', 40, 60)
    context.fillText('Company Number: SC4829 issued in Leith, Scotland', 40, 130)
    context.fillText('Registered: 2021-03-04 in Leith', 40, 200)
    context.fillText('13', 720, 130)
    if (signed) {
      context.beginPath()
      context.moveTo(660, 20)
      context.bezierCurveTo(690, 60, 700, 150, 735, 118)
      context.bezierCurveTo(770, 90, 820, 20, 880, 240)
      context.stroke()
    }
  })
}

/**
 * In the rows and columns given: the share of the signature's own pixels (ink of `signed` only)
 * still ink once cleaned, and the share of the print's pixels (ink of `plain`) still ink, among
 * those more than `near` pixels from the signature's (the print the signature covers is lost
 * with it).
 */
function strokeAndPrintLeft(
  plain: GreyPage,
  signed: GreyPage,
  cleaned: Buffer,
  [rows, columns]: readonly [readonly [number, number], readonly [number, number]],
  near = 2,
) {
  const ink = (data: Buffer, x: number, y: number) => data[y * plain.width + x]! < 128
  const stroke = (x: number, y: number) => ink(signed.data, x, y) && !ink(plain.data, x, y)
  let [strokePixels, strokeLeft, print, printLeft] = [0, 0, 0, 0]
  for (let y = rows[0]; y < rows[1]; y++)
    for (let x = columns[0]; x < columns[1]; x++) {
      if (stroke(x, y)) {
        strokePixels++
        if (ink(cleaned, x, y)) strokeLeft++
      } else if (ink(plain.data, x, y)) {
        let covered = false
        for (let dy = -near; dy <= near; dy++)
          for (let dx = -near; dx <= near; dx++) if (stroke(x + dx, y + dy)) covered = true
        if (covered) continue
        print++
        if (ink(cleaned, x, y)) printLeft++
      }
    }
  return { strokePixels, stroke: strokeLeft / strokePixels, print, printKept: printLeft / print }
}

describe('withoutPenStrokes at the end of a line', () => {
  it('keeps the digits a signature tails off across where no other letter of their line is near', () => {
    const left = strokeAndPrintLeft(
      valueAtLineEnd(false),
      valueAtLineEnd(true),
      withoutPenStrokes(valueAtLineEnd(true)),
      [
        [105, 135],
        [715, 760],
      ],
    )
    expect(left.print).toBeGreaterThan(50)
    expect(left.printKept).toBeGreaterThan(0.9)
  })
})

/** A number on its line, and (on request) a signature that swings down onto it, rides along its digits' tops and leaves it upwards. */
function numberUnderSwing(signed: boolean): GreyPage {
  return drawn((context) => {
    context.fillText('Name of Company: Kestrel Marine Ltd', 40, 60)
    context.fillText('Company Number CHE-383.122.182 issued', 40, 130)
    context.fillText('Registered: 2021-03-04 in Leith', 40, 200)
    if (signed) {
      context.beginPath()
      context.moveTo(230, 20)
      context.bezierCurveTo(260, 20, 280, 110, 330, 112)
      context.bezierCurveTo(380, 114, 400, 20, 440, 20)
      context.stroke()
    }
  })
}

describe('withoutPenStrokes along a line', () => {
  it("takes off a signature's swing that rides along the digits' tops and keeps the digits", () => {
    const signed = numberUnderSwing(true)
    const left = strokeAndPrintLeft(numberUnderSwing(false), signed, withoutPenStrokes(signed), [
      [100, 136],
      [200, 460],
    ])
    expect(left.strokePixels).toBeGreaterThan(100)
    expect(left.stroke).toBeLessThan(0.2)
    expect(left.printKept).toBeGreaterThan(0.9)
  })
})

describe('withoutPenStrokes for a broad pen on a framed page', () => {
  it("cuts a crossing at the pen's own width, not at the frame's thin rules", () => {
    const crossed = (signed: boolean) =>
      drawn((context) => {
        context.fillText('Name of Company: Kestrel Marine Ltd', 40, 60)
        context.fillText('Company Number 49163856 issued in Leith', 40, 130)
        context.fillText('Registered: 2021-03-04 in Leith', 40, 200)
        context.lineWidth = 1
        context.strokeRect(10.5, 10.5, 879, 239)
        if (signed) {
          context.lineWidth = 8
          context.beginPath()
          context.moveTo(420, 85)
          context.lineTo(520, 85)
          context.bezierCurveTo(620, 85, 480, 170, 600, 170)
          context.lineTo(700, 170)
          context.stroke()
        }
      })
    const signed = crossed(true)
    const left = strokeAndPrintLeft(crossed(false), signed, withoutPenStrokes(signed), [
      [105, 140],
      [500, 620],
    ])
    expect(left.strokePixels).toBeGreaterThan(150)
    // No sliver of its edges is left beside the cut.
    expect(left.stroke).toBeLessThan(0.01)
    expect(left.printKept).toBeGreaterThan(0.9)
  })
})

/**
 * A number in bold, and (on request) a signature that swings down below it, rides through its
 * digits and swings down again: one piece of ink with them, filling a fifth of its box.
 */
function numberRiddenAlong(signed: boolean): GreyPage {
  return drawn((context) => {
    context.fillText('Name of Company: Kestrel Marine Ltd', 40, 60)
    context.fillText('Company Number:', 40, 130)
    context.fillText('Registered: 2021-03-04 in Leith', 40, 200)
    context.font = font('sans', 24, 'bold')
    context.fillText('49163856', 300, 130)
    if (signed) {
      context.beginPath()
      context.moveTo(280, 118)
      context.bezierCurveTo(285, 165, 300, 165, 305, 120)
      context.lineTo(420, 120)
      context.bezierCurveTo(425, 165, 440, 165, 445, 110)
      context.stroke()
    }
  })
}

describe('withoutPenStrokes for a stroke joined to the digits it rides along', () => {
  it('takes its swings off the line although the digits fill its box, and keeps the digits', () => {
    const signed = numberRiddenAlong(true)
    const cleaned = withoutPenStrokes(signed)
    // Below the number's line: the swings are gone.
    const below = strokeAndPrintLeft(numberRiddenAlong(false), signed, cleaned, [
      [138, 170],
      [270, 460],
    ])
    expect(below.strokePixels).toBeGreaterThan(150)
    expect(below.stroke).toBeLessThan(0.05)
    // On the line: every digit's pixel away from the stroke is kept.
    const line = strokeAndPrintLeft(numberRiddenAlong(false), signed, cleaned, [
      [105, 136],
      [298, 425],
    ])
    expect(line.print).toBeGreaterThan(300)
    expect(line.printKept).toBeGreaterThan(0.98)
  })
})
