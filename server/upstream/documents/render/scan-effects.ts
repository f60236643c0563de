import sharp from 'sharp'
import type { Rng } from '../../registry/random'

/**
 * What scanning or photographing a printed page does to it: a small rotation, a greyish paper,
 * blur, speckle noise, lower contrast and JPEG compression. Deterministic for a given random stream.
 */
export interface ScanEffects {
  /** Clockwise, degrees. */
  rotateDegrees: number
  /** Gaussian blur sigma in pixels (0 = none). */
  blurSigma: number
  /** Share of pixels speckled, 0–0.05. */
  noise: number
  /** 0 = white paper and black ink; up to ~0.4 = grey paper and grey ink. */
  fade: number
  /** JPEG quality of the result, 10–100. */
  jpegQuality: number
}

/** Typical effects of an office scanner or a phone photo, drawn from `rng`. */
export function randomScanEffects(rng: Rng): ScanEffects {
  return {
    rotateDegrees: (rng.next() * 2 - 1) * 4,
    blurSigma: rng.chance(0.5) ? 0.4 + rng.next() * 0.8 : 0,
    noise: rng.next() * 0.02,
    fade: rng.next() * 0.3,
    jpegQuality: 35 + Math.floor(rng.next() * 50),
  }
}

/** Applies scan effects to a page image (PNG or JPEG bytes) and returns a JPEG. */
export async function scanned(image: Buffer, effects: ScanEffects, rng: Rng): Promise<Buffer> {
  const paper = Math.round(255 - effects.fade * 60)
  let pipeline = sharp(image).flatten({ background: '#ffffff' }).greyscale()
  // Lower contrast: ink lifted towards grey, paper darkened.
  const ink = Math.round(effects.fade * 120)
  pipeline = pipeline.linear((paper - ink) / 255, ink)
  if (effects.rotateDegrees !== 0)
    pipeline = pipeline.rotate(effects.rotateDegrees, { background: { r: paper, g: paper, b: paper } })
  if (effects.blurSigma >= 0.3) pipeline = pipeline.blur(effects.blurSigma)
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true })
  const channels = info.channels
  if (effects.noise > 0) {
    const speckles = Math.floor((data.length / channels) * effects.noise)
    for (let i = 0; i < speckles; i++) {
      const pixel = Math.floor(rng.next() * (data.length / channels))
      const value = rng.chance(0.5) ? Math.floor(rng.next() * 90) : 255
      for (let c = 0; c < channels; c++) data[pixel * channels + c] = value
    }
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels } })
    .jpeg({ quality: effects.jpegQuality })
    .toBuffer()
}
