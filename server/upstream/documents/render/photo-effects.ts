import { createCanvas } from '@napi-rs/canvas'
import sharp from 'sharp'
import type { Rng } from '../../registry/random'
import { homography, project, type Point } from './perspective'

/**
 * What a phone or a cheap camera does to a document: a glare spot, the document lying at an angle
 * on a desk (a perspective photo), a low resolution, blur, sensor noise and strong JPEG
 * compression. Each effect is optional; the image stays in colour. Deterministic for a random stream.
 */
export interface PhotoEffects {
  /** A bright reflection: centre and radius as shares of the document's width and height, strength 0–1. */
  glare?: { x: number; y: number; radius: number; strength: number } | undefined
  /** The document photographed lying on a desk, turned and foreshortened. */
  perspective?: { rotateDegrees: number; tilt: number; lean: number } | undefined
  /** Width of the delivered image in pixels (a photo is 1600 wide unless this is set). */
  widthPx?: number | undefined
  /** Gaussian blur sigma in pixels of the delivered image. */
  blurSigma?: number | undefined
  /** Sensor noise: standard deviation in grey levels (0–255). */
  noiseSigma?: number | undefined
  /** JPEG quality the image goes through (artefacts), 10–100. */
  jpegQuality?: number | undefined
}

const photoWidth = 1600
/** Share of a photo's width the document takes lying on the desk (its near edge, before it is turned). */
export const DOCUMENT_SHARE_OF_PHOTO = 0.74

interface Raw {
  data: Buffer
  width: number
  height: number
}

async function rgbOf(image: Buffer): Promise<Raw> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

function addGlare(image: Raw, glare: NonNullable<PhotoEffects['glare']>): void {
  const cx = glare.x * image.width
  const cy = glare.y * image.height
  const radius = glare.radius * Math.max(image.width, image.height)
  const top = Math.max(0, Math.floor(cy - radius * 2))
  const bottom = Math.min(image.height, Math.ceil(cy + radius * 2))
  const left = Math.max(0, Math.floor(cx - radius * 2.6))
  const right = Math.min(image.width, Math.ceil(cx + radius * 2.6))
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      // A stretched spot: wider than tall, like a lamp's reflection on a laminate.
      const d2 = ((x - cx) / 1.3) ** 2 + (y - cy) ** 2
      const weight = glare.strength * Math.exp(-d2 / (radius * radius))
      if (weight < 0.01) continue
      const offset = (y * image.width + x) * 3
      for (let c = 0; c < 3; c++)
        image.data[offset + c] = Math.round(image.data[offset + c]! + (255 - image.data[offset + c]!) * weight)
    }
  }
}

/** A desk surface (wood-like grain or a grey mat) with the document's shadow. */
function desk(width: number, height: number, quad: readonly Point[], rng: Rng): Raw {
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  const wood = rng.chance(0.6)
  const base = wood
    ? [138 + rng.int(-20, 20), 96 + rng.int(-15, 15), 62 + rng.int(-12, 12)]
    : [92 + rng.int(-20, 20), 96 + rng.int(-20, 20), 102 + rng.int(-20, 20)]
  const gradient = context.createLinearGradient(0, 0, width, height)
  gradient.addColorStop(0, `rgb(${base.map((v) => Math.min(255, v + 25)).join(',')})`)
  gradient.addColorStop(1, `rgb(${base.map((v) => Math.max(0, v - 25)).join(',')})`)
  context.fillStyle = gradient
  context.fillRect(0, 0, width, height)
  if (wood) {
    for (let line = 0; line < 60; line++) {
      const y0 = rng.next() * height
      context.strokeStyle = `rgba(60, 35, 20, ${0.05 + rng.next() * 0.12})`
      context.lineWidth = 1 + rng.next() * 4
      context.beginPath()
      context.moveTo(0, y0)
      for (let x = 0; x <= width; x += width / 12) context.lineTo(x, y0 + Math.sin(x / (80 + line) + line) * 8)
      context.stroke()
    }
  }
  context.shadowColor = 'rgba(0, 0, 0, 0.55)'
  context.shadowBlur = width / 60
  context.shadowOffsetX = width / 200
  context.shadowOffsetY = width / 150
  context.fillStyle = 'rgb(40, 40, 40)'
  context.beginPath()
  quad.forEach((point, index) => (index === 0 ? context.moveTo(point.x, point.y) : context.lineTo(point.x, point.y)))
  context.closePath()
  context.fill()
  const rgba = context.getImageData(0, 0, width, height).data
  const data = Buffer.alloc(width * height * 3)
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    data[j] = rgba[i]!
    data[j + 1] = rgba[i + 1]!
    data[j + 2] = rgba[i + 2]!
  }
  return { data, width, height }
}

/** The document's corners in the photo: centred, turned and foreshortened, kept inside the frame. */
function cornersInPhoto(
  document: Raw,
  frame: { width: number; height: number },
  perspective: NonNullable<PhotoEffects['perspective']>,
): Point[] {
  const scale = (frame.width * DOCUMENT_SHARE_OF_PHOTO) / document.width
  const halfW = (document.width * scale) / 2
  const halfH = (document.height * scale) / 2
  // tilt shortens the right edge against the left (turned about the vertical axis), lean the top against the bottom.
  const raw: Point[] = [
    { x: -halfW * (1 - Math.max(0, perspective.lean) * 0.12), y: -halfH * (1 - Math.max(0, -perspective.tilt) * 0.15) },
    { x: halfW * (1 - Math.max(0, perspective.lean) * 0.12), y: -halfH * (1 - Math.max(0, perspective.tilt) * 0.15) },
    { x: halfW * (1 - Math.max(0, -perspective.lean) * 0.12), y: halfH * (1 - Math.max(0, perspective.tilt) * 0.15) },
    { x: -halfW * (1 - Math.max(0, -perspective.lean) * 0.12), y: halfH * (1 - Math.max(0, -perspective.tilt) * 0.15) },
  ]
  const angle = (perspective.rotateDegrees * Math.PI) / 180
  const turned = raw.map(({ x, y }) => ({
    x: x * Math.cos(angle) - y * Math.sin(angle),
    y: x * Math.sin(angle) + y * Math.cos(angle),
  }))
  const spanX = Math.max(...turned.map((p) => Math.abs(p.x))) * 2
  const spanY = Math.max(...turned.map((p) => Math.abs(p.y))) * 2
  const fit = Math.min(1, (frame.width * 0.92) / spanX, (frame.height * 0.9) / spanY)
  return turned.map(({ x, y }) => ({ x: frame.width / 2 + x * fit, y: frame.height / 2 + y * fit }))
}

/** Draws `document` into the quad of `photo` (inverse mapping, bilinear sampling). */
function warpInto(photo: Raw, document: Raw, quad: readonly Point[]): void {
  const corners: Point[] = [
    { x: 0, y: 0 },
    { x: document.width - 1, y: 0 },
    { x: document.width - 1, y: document.height - 1 },
    { x: 0, y: document.height - 1 },
  ]
  const inverse = homography(quad, corners)
  const top = Math.max(0, Math.floor(Math.min(...quad.map((p) => p.y))))
  const bottom = Math.min(photo.height - 1, Math.ceil(Math.max(...quad.map((p) => p.y))))
  const left = Math.max(0, Math.floor(Math.min(...quad.map((p) => p.x))))
  const right = Math.min(photo.width - 1, Math.ceil(Math.max(...quad.map((p) => p.x))))
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const source = project(inverse, { x, y })
      if (source.x < 0 || source.y < 0 || source.x > document.width - 1 || source.y > document.height - 1) continue
      const x0 = Math.floor(source.x)
      const y0 = Math.floor(source.y)
      const x1 = Math.min(document.width - 1, x0 + 1)
      const y1 = Math.min(document.height - 1, y0 + 1)
      const fx = source.x - x0
      const fy = source.y - y0
      const target = (y * photo.width + x) * 3
      for (let c = 0; c < 3; c++) {
        const at = (px: number, py: number) => document.data[(py * document.width + px) * 3 + c]!
        const value =
          (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) + (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy
        photo.data[target + c] = Math.round(value)
      }
    }
  }
}

function addNoise(image: Raw, sigma: number, rng: Rng): void {
  for (let i = 0; i < image.data.length; i++) {
    // Box–Muller gives a normal deviate; colour noise, each channel its own.
    const normal = Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next())
    image.data[i] = Math.max(0, Math.min(255, Math.round(image.data[i]! + normal * sigma)))
  }
}

/** Applies the effects to a drawn document (PNG or JPEG bytes); returns PNG bytes (or JPEG ones when `jpegQuality` is set). */
export async function photographed(
  image: Buffer,
  effects: PhotoEffects,
  rng: Rng,
): Promise<{ bytes: Buffer; format: 'png' | 'jpeg' }> {
  let current = await rgbOf(image)
  if (effects.glare) addGlare(current, effects.glare)
  const raw = (of: Raw) => ({ raw: { width: of.width, height: of.height, channels: 3 as const } })
  if (effects.perspective) {
    const width = effects.widthPx ?? photoWidth
    const frame = { width, height: Math.round(width * 0.75) }
    const quad = cornersInPhoto(current, frame, effects.perspective)
    // The document is first brought near the size it takes in the photo, so sampling does not alias.
    const targetWidth = Math.max(...quad.map((p) => p.x)) - Math.min(...quad.map((p) => p.x))
    const { data, info } = await sharp(current.data, raw(current))
      .resize(Math.max(16, Math.round(targetWidth * 1.05)))
      .raw()
      .toBuffer({ resolveWithObject: true })
    const document = { data, width: info.width, height: info.height }
    const photo = desk(frame.width, frame.height, quad, rng)
    warpInto(photo, document, quad)
    current = photo
  } else if (effects.widthPx && effects.widthPx !== current.width) {
    const { data, info } = await sharp(current.data, raw(current))
      .resize(effects.widthPx, null, { kernel: 'lanczos3' })
      .raw()
      .toBuffer({ resolveWithObject: true })
    current = { data, width: info.width, height: info.height }
  }
  if (effects.blurSigma !== undefined && effects.blurSigma >= 0.3) {
    const { data, info } = await sharp(current.data, raw(current))
      .blur(effects.blurSigma)
      .raw()
      .toBuffer({ resolveWithObject: true })
    current = { data, width: info.width, height: info.height }
  }
  if (effects.noiseSigma) addNoise(current, effects.noiseSigma, rng)
  const pipeline = sharp(current.data, raw(current))
  if (effects.jpegQuality !== undefined)
    return { bytes: await pipeline.jpeg({ quality: effects.jpegQuality }).toBuffer(), format: 'jpeg' }
  return { bytes: await pipeline.png({ compressionLevel: 6 }).toBuffer(), format: 'png' }
}
