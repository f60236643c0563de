import { describe, expect, it } from 'vitest'
import { blackHat, closing, dilate, erode, horizontalGradient, openedAlongRows, type Grey } from './morphology'

/** A grey image of random levels, some of them runs of ink, from a fixed seed. */
function randomGrey(width: number, height: number, seed: number): Grey {
  let state = seed
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
  const pixels = new Uint8Array(width * height)
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = next() < 0.3 ? 0 : Math.floor(next() * 256)
  return { pixels, width, height }
}

/** The max or min over a kw × kh window centred on each pixel (floor(k/2) before it), pixel by pixel. */
function naiveFilter(image: Grey, kw: number, kh: number, max: boolean): Uint8Array {
  const { pixels, width, height } = image
  const edge = max ? 0 : 255
  const out = new Uint8Array(pixels.length)
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      let value = max ? 0 : 255
      for (let dy = 0; dy < kh; dy += 1)
        for (let dx = 0; dx < kw; dx += 1) {
          const sx = x - Math.floor(kw / 2) + dx
          const sy = y - Math.floor(kh / 2) + dy
          const sample = sx >= 0 && sx < width && sy >= 0 && sy < height ? pixels[sy * width + sx]! : edge
          value = max ? Math.max(value, sample) : Math.min(value, sample)
        }
      out[y * width + x] = value
    }
  return out
}

/** A 0/255 mask whose rows alternate runs of set and clear pixels, from one pixel to a few hundred long. */
function runMask(width: number, height: number, seed: number): Grey {
  const { pixels: random } = randomGrey(width * height, 1, seed)
  const pixels = new Uint8Array(width * height)
  let draw = 0
  for (let y = 0; y < height; y += 1) {
    const longest = 1 + ((y * 37) % 300)
    let set = y % 2 === 0
    for (let x = 0; x < width;) {
      const length = 1 + Math.floor((random[draw++ % random.length]! / 256) * longest)
      if (set) pixels.fill(255, y * width + x, y * width + Math.min(width, x + length))
      x += length
      set = !set
    }
  }
  return { pixels, width, height }
}

const KERNELS: ReadonlyArray<readonly [number, number]> = [
  [1, 1],
  [13, 5],
  [21, 21],
  [9, 9],
  [125, 1],
  [1, 7],
  [4, 6],
  [40, 3],
]

describe('grey morphology', () => {
  const images = [randomGrey(37, 23, 1), randomGrey(60, 41, 2), randomGrey(5, 90, 3)]

  it('dilates and erodes as the max and min over the kernel, values beyond the image 0 and 255', () => {
    for (const image of images)
      for (const [kw, kh] of KERNELS) {
        expect(dilate(image, kw, kh).pixels).toEqual(naiveFilter(image, kw, kh, true))
        expect(erode(image, kw, kh).pixels).toEqual(naiveFilter(image, kw, kh, false))
      }
  })

  it('leaves its input as it was', () => {
    const image = randomGrey(30, 20, 4)
    const before = image.pixels.slice()
    dilate(image, 1, 1)
    erode(image, 7, 1)
    closing(image, 5, 5)
    expect(image.pixels).toEqual(before)
  })

  it('black-hat is the closing minus the image', () => {
    const image = images[1]!
    const closed = naiveFilter({ ...image, pixels: naiveFilter(image, 13, 5, true) }, 13, 5, false)
    expect(blackHat(image, 13, 5).pixels).toEqual(closed.map((value, i) => value - image.pixels[i]!))
  })

  it('horizontal gradient is the absolute Sobel response stretched to 255', () => {
    const image = images[0]!
    const { pixels, width, height } = image
    const magnitude = new Float64Array(pixels.length)
    for (let y = 1; y < height - 1; y += 1)
      for (let x = 1; x < width - 1; x += 1) {
        const p = (dx: number, dy: number) => pixels[(y + dy) * width + x + dx]!
        magnitude[y * width + x] = Math.abs(p(1, -1) + 2 * p(1, 0) + p(1, 1) - p(-1, -1) - 2 * p(-1, 0) - p(-1, 1))
      }
    const max = Math.max(...magnitude)
    expect(horizontalGradient(image).pixels).toEqual(
      Uint8Array.from(magnitude, (value) => Math.round((255 * value) / max)),
    )
  })

  it('opens a mask along its rows run by run as the erosion and dilation do, runs at the edges and masks narrower than the segment included', () => {
    for (const [width, height, seed] of [
      [60, 30, 5],
      [9, 12, 6],
      [300, 40, 7],
    ] as const) {
      const mask = runMask(width, height, seed)
      for (const span of [1, 3, 5, 11, 25, 125]) {
        expect(openedAlongRows(mask, span).pixels, `${width}x${height} span ${span}`).toEqual(
          dilate(erode(mask, span, 1), span, 1).pixels,
        )
      }
    }
    // A grey image is opened by the filters themselves.
    const grey = images[0]!
    expect(openedAlongRows(grey, 5).pixels).toEqual(dilate(erode(grey, 5, 1), 5, 1).pixels)
  })
})
