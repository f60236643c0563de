import { describe, expect, it } from 'vitest'
import type { GreyPage } from './pen-strokes'
import { removeSpecks } from './speckles'

const xHeight = 20

function blankPage(width: number, height: number): GreyPage {
  return { data: Buffer.alloc(width * height, 255), width, height }
}

function fill(page: GreyPage, x: number, y: number, w: number, h: number, level = 0): void {
  for (let row = y; row < y + h; row++) page.data.fill(level, row * page.width + x, row * page.width + x + w)
}

function inkIn(page: GreyPage, x: number, y: number, w: number, h: number): number {
  let ink = 0
  for (let row = y; row < y + h; row++)
    for (let column = x; column < x + w; column++) if (page.data[row * page.width + column]! < 128) ink += 1
  return ink
}

/** A word of `letters` solid letters `size` wide and high, 3 px apart, from (x, y). */
function word(page: GreyPage, x: number, y: number, letters: number, size: number): void {
  for (let i = 0; i < letters; i++) fill(page, x + i * (size + 3), y, size, size)
}

describe('specks taken off a prepared page (ADR 0059)', () => {
  it('whitens isolated specks with their grey fringe and keeps dots, full stops and small print', () => {
    const page = blankPage(600, 300)
    word(page, 20, 40, 5, xHeight)
    // The dot of an i over the last letter's top, a full stop after the word, a hyphen after that.
    fill(page, 20 + 4 * 23 + 8, 32, 4, 4)
    fill(page, 20 + 5 * 23, 56, 4, 4)
    // Small print far from the word: letters a third of its x-height, close together.
    word(page, 300, 220, 8, 6)
    // Scattered specks, one with a grey fringe a binarisation could close into a ring.
    const specks = [
      [250, 30],
      [420, 60],
      [520, 150],
      [150, 250],
      [60, 160],
    ] as const
    for (const [x, y] of specks) fill(page, x, y, 3, 3)
    fill(page, 399, 129, 6, 6, 190)
    fill(page, 400, 130, 4, 4)
    const wordInk = inkIn(page, 0, 0, 200, 100)
    const smallPrintInk = inkIn(page, 290, 200, 200, 40)

    expect(removeSpecks(page, xHeight)).toBe(specks.length + 1)

    for (const [x, y] of specks) expect(inkIn(page, x, y, 3, 3)).toBe(0)
    expect(page.data.subarray(129 * page.width + 399, 129 * page.width + 405).every((level) => level === 255)).toBe(
      true,
    )
    expect(inkIn(page, 0, 0, 200, 100)).toBe(wordInk)
    expect(inkIn(page, 290, 200, 200, 40)).toBe(smallPrintInk)
  })

  it('leaves a clean page as it is', () => {
    const page = blankPage(300, 100)
    word(page, 10, 20, 10, xHeight)
    const before = Buffer.from(page.data)
    expect(removeSpecks(page, xHeight)).toBe(0)
    expect(page.data.equals(before)).toBe(true)
  })
})
