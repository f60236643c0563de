import { scaled } from '../../../../e2e/load-factor'
import { afterAll, describe, expect, it } from 'vitest'
import { mrzLinesOf, renderIdentityDocument, type IdentityOrder } from '../../documents/identity/identity-document'
import { font, registerDocumentFonts } from '../../documents/render/fonts'
import { homography } from '../../documents/render/perspective'
import { terminateOcrPool } from '../../ocr/ocr-pool'
import { components, otsu, type Grey } from './morphology'
import { readMrz } from './read-mrz'
import { readZone } from './read-zone'
import { cellIndices, rectified, zoneText, type Glyph } from './zone-rectify'
import { paperCanvas } from '../../test-support/paper-canvas'

afterAll(terminateOcrPool)

const zone = ['P<DEUMUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<', 'C01X00T478DEU6408125F3001019<<<<<<<<<<<<<<<2']

/** A TD3 zone in OCR-B at a fixed pitch on white, flat; with `speck`, a dark blot two cells before the second line. */
function flatZone(speck = false): Grey {
  registerDocumentFonts()
  const pitch = 22
  const { canvas, context } = paperCanvas(pitch * 48, 110)
  context.fillStyle = '#111111'
  context.font = font('ocrB', 26)
  context.textAlign = 'center'
  zone.forEach((line, row) =>
    [...line].forEach((char, at) => context.fillText(char, pitch * (at + 3.5), 45 + row * 36)),
  )
  if (speck) context.fillRect(pitch * 1.5 - 4, 70, 9, 11)
  const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data
  const pixels = new Uint8Array(canvas.width * canvas.height)
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = rgba[i * 4]!
  return { pixels, width: canvas.width, height: canvas.height }
}

/**
 * The flat zone as a photo at an angle shows it: its far (right) side a fifth shorter than its near
 * one, turned by `degrees`, on a grey desk.
 */
function keystoned(flat: Grey, degrees: number): Grey {
  const { width, height } = flat
  const turn = (degrees * Math.PI) / 180
  const corners = [
    { x: 30, y: 40 },
    { x: 30 + width * 0.9, y: 40 + height * 0.1 },
    { x: 30 + width * 0.9, y: 40 + height * 0.9 },
    { x: 30, y: 40 + height },
  ].map(({ x, y }) => ({ x: x * Math.cos(turn) - y * Math.sin(turn) + 40, y: x * Math.sin(turn) + y * Math.cos(turn) }))
  const warp = {
    toCut: homography(corners, [
      { x: 0, y: 0 },
      { x: width, y: 0 },
      { x: width, y: height },
      { x: 0, y: height },
    ]),
    width: width + 100,
    height: height + 160,
    glyphHeight: 20,
  }
  const photo = rectified(flat, warp)
  // Outside the document (where a black page leaves white): a desk darker than the paper.
  const inside = rectified({ ...flat, pixels: new Uint8Array(flat.pixels.length) }, warp)
  return { ...photo, pixels: photo.pixels.map((value, at) => (inside.pixels[at] === 255 ? 90 : value)) }
}

/** The glyphs of the text line `row` (0: the top one) of a level image, left to right. */
function lineGlyphs(grey: Grey, row: number) {
  const threshold = otsu(grey.pixels)
  const ink = { ...grey, pixels: grey.pixels.map((value) => (value <= threshold ? 255 : 0)) }
  const glyphs = components(ink).filter((c) => c.height >= 8 && c.height < 40 && c.width < 40)
  const top = Math.min(...glyphs.map((c) => c.centreY))
  const spacing = 36 * (glyphs.length > 0 ? 1 : 0)
  return glyphs
    .filter((c) => Math.abs(c.centreY - (top + row * spacing)) < spacing / 3)
    .sort((a, b) => a.centreX - b.centreX)
}

/** Steps between the centres of the glyphs of the top text line, left to right. */
function firstLineSteps(grey: Grey): number[] {
  const line = lineGlyphs(grey, 0)
  return line.slice(1).map((c, at) => c.centreX - line[at]!.centreX)
}

/** Mean step of the line's left half over its right half's (glyph shapes move single centres a little). */
function halvesRatio(steps: number[]): number {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
  const half = Math.floor(steps.length / 2)
  return mean(steps.slice(0, half)) / mean(steps.slice(half))
}

describe('a zone photographed at an angle', () => {
  it('is rectified from its glyphs: its pitch is even again along the line', () => {
    // The near half of the line has the longer steps (measured on the keystone not turned).
    expect(halvesRatio(firstLineSteps(keystoned(flatZone(), 0)))).toBeGreaterThan(1.1)
    const photo = keystoned(flatZone(), 4)
    const { warp } = zoneText(photo)
    expect(warp).not.toBeNull()
    const after = firstLineSteps(rectified(photo, warp!))
    // Every cell of the line, fillers included, one pitch from the next.
    expect(after).toHaveLength(43)
    expect(Math.abs(halvesRatio(after) - 1)).toBeLessThan(0.02)
  })

  it('keeps a speck off the start of a line out of its cells: the lines start in one column', () => {
    const photo = keystoned(flatZone(true), 4)
    const { warp } = zoneText(photo)
    expect(warp).not.toBeNull()
    const level = rectified(photo, warp!)
    const starts = [0, 1].map((row) => lineGlyphs(level, row).find((c) => c.count > 40)!.left)
    expect(Math.abs(starts[0]! - starts[1]!)).toBeLessThan(6)
  })

  it(
    'is found and read exactly on a sandbox passport photographed on a desk',
    { timeout: scaled(120_000) },
    async () => {
      const order: IdentityOrder = {
        type: 'passport',
        firstName: 'Erika',
        lastName: 'Lindqvist',
        documentNumber: 'AB1234567',
        dateOfBirth: '1971-03-14',
        issueDate: '2020-01-01',
        expiryDate: '2031-05-02',
        gender: 'F',
        countryCode: 'DE',
        mrz: 'valid',
        format: 'png',
        variant: 9,
        scan: false,
        looks: ['perspective'],
      }
      const { bytes } = await renderIdentityDocument(order)
      const passes = await readZone(bytes)
      const exact = passes.filter(
        (pass) => pass.method === 'cells' && readMrz(pass.lines)?.lines.join('\n') === mrzLinesOf(order)!.join('\n'),
      )
      expect(exact.length).toBeGreaterThanOrEqual(2)
    },
  )
})

describe('a zone line counted in cells', () => {
  const glyph = (left: number, right: number, run = false): Glyph => ({
    left,
    right,
    top: 0,
    bottom: 20,
    centreX: (left + right) / 2,
    centreY: 10,
    run,
  })

  it('counts runs of touching fillers a pitch apart, and none where no two single glyphs show the pitch', () => {
    const line = [glyph(0, 14), glyph(20, 34), glyph(40, 114, true), glyph(120, 134)]
    expect(cellIndices(line).cells).toEqual([0, 1, 2, 3, 4, 5, 6])
    // Every glyph a run or beside one: no pitch to count the runs by (it was 0, and a run's cells endless).
    expect(cellIndices([glyph(0, 60, true), glyph(66, 80), glyph(86, 146, true)])).toEqual({ glyphs: [], cells: [] })
  })

  it('counts two glyphs that blur ran together as two cells', () => {
    const single = (cell: number) => glyph(cell * 20, cell * 20 + 14)
    const line = [0, 1, 2, 3].map(single).concat(glyph(80, 114), ...[6, 7, 8, 9].map(single))
    expect(cellIndices(line).cells).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  })
})

describe('a pale zone cut out of a photo whose cut reaches onto a dark desk at both ends', () => {
  it('is found by its glyphs: the desk takes no threshold from the ink', () => {
    // Half the flat zone's size, ink and paper pale (150–255), a desk 30 px wide of grey 50 at each end.
    const flat = flatZone()
    const width = flat.width / 2
    const height = flat.height / 2
    const pixels = new Uint8Array(width * height)
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const at = (dx: number, dy: number) => flat.pixels[(2 * y + dy) * flat.width + 2 * x + dx]!
        const mean = (at(0, 0) + at(1, 0) + at(0, 1) + at(1, 1)) / 4
        pixels[y * width + x] = x < 30 || x >= width - 30 ? 50 : Math.round(150 + (mean * 105) / 255)
      }
    const { warp, course } = zoneText({ pixels, width, height })
    expect(warp).not.toBeNull()
    expect(course!.span).toBeGreaterThan(440)
  })
})
