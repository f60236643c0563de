import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { homography, project, type Point } from '../documents/render/perspective'
import { removeCreases } from './creases'
import { flattenIllumination } from './illumination'
import { prepareForOcr } from './page-image'
import { pageCorners, rectifiedPage } from './page-quadrilateral'

const [pageWidth, pageHeight] = [300, 420]

/** A page of "print": white paper with dark bars in lines, a thin frame line near its edge. */
function printedPage(): Uint8Array {
  const page = new Uint8Array(pageWidth * pageHeight).fill(240)
  for (let y = 60; y < 380; y += 24)
    for (let x = 40; x < 260; x++)
      if ((x * 7 + y) % 37 > 6) for (let k = 0; k < 9; k++) page[(y + k) * pageWidth + x] = 30
  for (let x = 10; x < pageWidth - 10; x++) page[10 * pageWidth + x] = page[(pageHeight - 11) * pageWidth + x] = 20
  for (let y = 10; y < pageHeight - 10; y++) page[y * pageWidth + 10] = page[y * pageWidth + pageWidth - 11] = 20
  return page
}

/** The page photographed at an angle on a desk of grey level `desk`, in a 400×500 photo. */
function photographed(page: Uint8Array, corners: Point[], desk: number): Uint8Array {
  const [width, height] = [400, 500]
  const toPage = homography(corners, [
    { x: 0, y: 0 },
    { x: pageWidth, y: 0 },
    { x: pageWidth, y: pageHeight },
    { x: 0, y: pageHeight },
  ])
  const photo = new Uint8Array(width * height)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = project(toPage, { x: x + 0.5, y: y + 0.5 })
      const [u, v] = [Math.floor(p.x), Math.floor(p.y)]
      photo[y * width + x] = u >= 0 && v >= 0 && u < pageWidth && v < pageHeight ? page[v * pageWidth + u]! : desk
    }
  return photo
}

const corners = [
  { x: 70, y: 40 },
  { x: 330, y: 30 },
  { x: 380, y: 470 },
  { x: 25, y: 480 },
]

describe('pageCorners', () => {
  it('finds a photographed page’s four corners on a darker desk', () => {
    const found = pageCorners({ data: photographed(printedPage(), corners, 110), width: 400, height: 500 })
    expect(found).not.toBeNull()
    found!.forEach((corner, i) => {
      expect(Math.abs(corner.x - corners[i]!.x)).toBeLessThan(4)
      expect(Math.abs(corner.y - corners[i]!.y)).toBeLessThan(4)
    })
  })

  it('sees no page in a scan whose paper reaches the border, frame lines and all', () => {
    expect(pageCorners({ data: printedPage(), width: pageWidth, height: pageHeight })).toBeNull()
  })
})

describe('rectifiedPage', () => {
  /** The printed page photographed on a desk, as a PNG. */
  const photoOfPage = () =>
    sharp(photographed(printedPage(), corners, 90), { raw: { width: 400, height: 500, channels: 1 } })
      .png()
      .toBuffer()

  it('cuts the page out of its photo, upright, about as tall for its width as the page', async () => {
    const photo = await photoOfPage()
    const page = await rectifiedPage(photo)
    expect(page).not.toBeNull()
    const { data, info } = await sharp(page!).greyscale().raw().toBuffer({ resolveWithObject: true })
    expect(info.height / info.width).toBeGreaterThan((pageHeight / pageWidth) * 0.85)
    expect(info.height / info.width).toBeLessThan((pageHeight / pageWidth) * 1.25)
    // No desk is left along the middle of its sides: the outermost columns and rows are paper or frame.
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length
    const column = (x: number) =>
      mean(Array.from({ length: 40 }, (_, k) => data[(info.height / 2 - 20 + k) * info.width + x]!))
    expect(column(0)).toBeGreaterThan(150)
    expect(column(info.width - 1)).toBeGreaterThan(150)
  })

  it('cuts a page out of the same image once, however often it is prepared', async () => {
    const photo = await photoOfPage()
    const page = await rectifiedPage(photo)
    expect(page).not.toBeNull()
    expect(await rectifiedPage(photo)).toBe(page)
    // Another image with the same bytes is cut out on its own, to the same pixels.
    const again = await rectifiedPage(Buffer.from(photo))
    expect(again).not.toBe(page)
    expect(Buffer.compare(again!, page!)).toBe(0)
  })

  it('leaves a scan alone', async () => {
    const scan = await sharp(printedPage(), { raw: { width: pageWidth, height: pageHeight, channels: 1 } })
      .png()
      .toBuffer()
    expect(await rectifiedPage(scan)).toBeNull()
  })
})

describe('flattenIllumination', () => {
  it('whitens the paper in a shadow across one side and keeps the print dark there', () => {
    const page = printedPage()
    const shaded = page.map((value, i) => (i % pageWidth > 150 ? Math.round(value * 0.6) : value))
    expect(flattenIllumination({ data: shaded, width: pageWidth, height: pageHeight })).toBe(true)
    // Paper between two lines, in the light and in the shadow; a bar in the shadow.
    expect(shaded[75 * pageWidth + 100]).toBeGreaterThan(235)
    expect(shaded[75 * pageWidth + 220]).toBeGreaterThan(235)
    const bar = Array.from({ length: 60 }, (_, k) => shaded[64 * pageWidth + 180 + k]!)
    expect(Math.min(...bar)).toBeLessThan(60)
  })

  it('leaves an evenly lit page as it is', () => {
    const page = printedPage()
    const copy = Uint8Array.from(page)
    expect(flattenIllumination({ data: page, width: pageWidth, height: pageHeight })).toBe(false)
    expect(Buffer.compare(page, copy)).toBe(0)
  })
})

describe('removeCreases', () => {
  it('lightens a fold’s grey band across the sheet and keeps the print under it and a printed rule', () => {
    const page = printedPage()
    // A printed black rule across the sheet, and a fold: three rows at 0.6 of their level, through a line of bars.
    for (let x = 20; x < pageWidth - 20; x++) for (const y of [40, 41]) page[y * pageWidth + x] = 20
    const fold = [66, 67, 68]
    for (const y of fold)
      for (let x = 0; x < pageWidth; x++) page[y * pageWidth + x] = Math.round(page[y * pageWidth + x]! * 0.6)
    expect(removeCreases({ data: page, width: pageWidth, height: pageHeight })).toBeGreaterThan(0)
    for (const y of fold) {
      const row = Array.from(page.subarray(y * pageWidth + 20, y * pageWidth + pageWidth - 20))
      expect(Math.max(...row)).toBeGreaterThan(230)
      // The bars it crossed are still ink.
      expect(row.filter((v) => v < 60).length).toBeGreaterThan(100)
    }
    expect(page[40 * pageWidth + 150]).toBe(20)
  })

  it('leaves a page without folds as it is', () => {
    const page = printedPage()
    expect(removeCreases({ data: page, width: pageWidth, height: pageHeight })).toBe(0)
  })
})

describe('prepareForOcr on a phone photo', () => {
  it('cuts the page out and whitens its paper on both sides of a shadow across it', async () => {
    const photo = photographed(printedPage(), corners, 90).map((value, i) =>
      i % 400 > 210 ? Math.round(value * 0.6) : value,
    )
    const image = await sharp(photo, { raw: { width: 400, height: 500, channels: 1 } })
      .png()
      .toBuffer()
    const page = await prepareForOcr(image, { sheet: true })
    expect(page.rectified).toBe(true)
    const { data, info } = await sharp(page.image).greyscale().raw().toBuffer({ resolveWithObject: true })
    // Shares of white pixels in the page's middle band, left (in the light) and right (in the shadow).
    const white = (x0: number, x1: number) => {
      let count = 0
      let all = 0
      for (let y = Math.round(info.height * 0.3); y < info.height * 0.7; y++)
        for (let x = Math.round(info.width * x0); x < info.width * x1; x++, all++)
          if (data[y * info.width + x]! > 230) count++
      return count / all
    }
    expect(white(0.15, 0.4)).toBeGreaterThan(0.5)
    expect(white(0.65, 0.9)).toBeGreaterThan(0.5)
  })

  it('leaves a page that is no sheet of paper (an identity document) uncut', async () => {
    const photo = photographed(printedPage(), corners, 90)
    const image = await sharp(photo, { raw: { width: 400, height: 500, channels: 1 } })
      .png()
      .toBuffer()
    expect((await prepareForOcr(image)).rectified).toBe(false)
  })
})
