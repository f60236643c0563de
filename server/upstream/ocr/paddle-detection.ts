import * as ort from 'onnxruntime-node'
import type { OcrBox } from './ocr-pool'
import { networkInput, type PaddleImage } from './paddle-image'
import type { PaddleModels } from './paddle-models'
import { paddleSettings, type PaddleSettings } from './paddle-settings'

/**
 * Where text stands on a page, by PaddleOCR's differentiable-binarisation detector (ADR 0103): the
 * model gives each pixel a probability of lying inside a text line's shrunk kernel; the kernels'
 * connected parts, grown back by the model's unclip ratio, are the lines' boxes.
 */

/** A pixel whose probability is above this is inside a kernel. */
const kernelAbove = 0.3
/** A kernel whose mean probability is below this is no text. */
const minBoxScore = 0.6
/** A kernel narrower or lower than this many detection pixels is a speck. */
const minKernelSide = 3

/** ImageNet's channel means and deviations, as the detector was trained with. */
const mean = [0.485, 0.456, 0.406] as const
const deviation = [0.229, 0.224, 0.225] as const

export interface DetectedBox extends OcrBox {
  /** The kernel's mean probability, 0–1. */
  score: number
  /** A line that runs aslant (settings.rotatedBoxes): its rectangle, in the page's pixels; the box bounds it. */
  slant?: Slant
}

/** A rectangle turned by `angle` (radians, clockwise as the page's y runs down) about its centre. */
export interface Slant {
  angle: number
  centreX: number
  centreY: number
  length: number
  thickness: number
}

/** A line slanted by less than this (radians, half a degree) is boxed upright. */
const minSlant = Math.PI / 360

/** A kernel's pixels' sums, for its axis (second moments). */
interface Kernel extends DetectedBox {
  count: number
  sums: { x: number; y: number; xx: number; yy: number; xy: number }
}

const multipleOf32 = (side: number) => Math.max(32, Math.round(side / 32) * 32)

/** The boxes of the page's text lines, in the page's pixels. */
export async function detectTextBoxes(
  page: PaddleImage,
  models: PaddleModels,
  settings: Pick<PaddleSettings, 'detectionLongSide' | 'unclipRatio' | 'rotatedBoxes'> = paddleSettings,
): Promise<DetectedBox[]> {
  const shrink = Math.min(1, settings.detectionLongSide / Math.max(page.width, page.height))
  const [width, height] = [multipleOf32(page.width * shrink), multipleOf32(page.height * shrink)]
  const input = await networkInput(page, { width, height }, { mean, deviation })
  const session = models.detection
  const output = await session.run({
    [session.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, height, width]),
  })
  const probability = output[session.outputNames[0]!]!.data as Float32Array
  const [scaleX, scaleY] = [page.width / width, page.height / height]
  return kernels(probability, width, height).map((kernel): DetectedBox => {
    const slant = settings.rotatedBoxes ? slantOf(kernel, settings.unclipRatio, scaleX, scaleY) : null
    if (slant !== null) return { ...boundsOf(slant, page), score: kernel.score, slant }
    const [kernelWidth, kernelHeight] = [kernel.x1 - kernel.x0 + 1, kernel.y1 - kernel.y0 + 1]
    const grow = (kernelWidth * kernelHeight * settings.unclipRatio) / (2 * (kernelWidth + kernelHeight))
    return {
      x0: Math.max(0, Math.floor((kernel.x0 - grow) * scaleX)),
      y0: Math.max(0, Math.floor((kernel.y0 - grow) * scaleY)),
      x1: Math.min(page.width, Math.ceil((kernel.x1 + 1 + grow) * scaleX)),
      y1: Math.min(page.height, Math.ceil((kernel.y1 + 1 + grow) * scaleY)),
      score: kernel.score,
    }
  })
}

/**
 * The kernel's rectangle by its pixels' axis (a rectangle of length L and thickness T has second
 * moments L²/12 and T²/12 along and across it), grown back like an upright box; null when the
 * kernel runs within `minSlant` of level.
 */
function slantOf(kernel: Kernel, unclipRatio: number, scaleX: number, scaleY: number): Slant | null {
  const { count, sums } = kernel
  const [meanX, meanY] = [sums.x / count, sums.y / count]
  const [xx, yy, xy] = [sums.xx / count - meanX ** 2, sums.yy / count - meanY ** 2, sums.xy / count - meanX * meanY]
  const angle = Math.atan2(2 * xy, xx - yy) / 2
  if (Math.abs(angle) < minSlant || Math.abs(angle) > Math.PI / 4) return null
  const spread = Math.sqrt(((xx - yy) / 2) ** 2 + xy ** 2)
  const [along, across] = [(xx + yy) / 2 + spread, Math.max(0, (xx + yy) / 2 - spread)]
  const [length, thickness] = [Math.sqrt(12 * along) + 1, Math.sqrt(12 * across) + 1]
  const grow = (length * thickness * unclipRatio) / (2 * (length + thickness))
  const scale = (scaleX + scaleY) / 2
  return {
    angle,
    centreX: (meanX + 0.5) * scaleX,
    centreY: (meanY + 0.5) * scaleY,
    length: (length + 2 * grow) * scale,
    thickness: (thickness + 2 * grow) * scale,
  }
}

/** The upright box around a slanted rectangle, within the page. */
function boundsOf(slant: Slant, page: { width: number; height: number }): OcrBox {
  const [cos, sin] = [Math.abs(Math.cos(slant.angle)), Math.abs(Math.sin(slant.angle))]
  const halfWidth = (slant.length * cos + slant.thickness * sin) / 2
  const halfHeight = (slant.length * sin + slant.thickness * cos) / 2
  return {
    x0: Math.max(0, Math.floor(slant.centreX - halfWidth)),
    y0: Math.max(0, Math.floor(slant.centreY - halfHeight)),
    x1: Math.min(page.width, Math.ceil(slant.centreX + halfWidth)),
    y1: Math.min(page.height, Math.ceil(slant.centreY + halfHeight)),
  }
}

/** The connected parts (8-neighbourhood) of the pixels above `kernelAbove` that score as text. */
function kernels(probability: Float32Array, width: number, height: number): Kernel[] {
  const seen = new Uint8Array(width * height)
  const stack: number[] = []
  const found: Kernel[] = []
  for (let start = 0; start < width * height; start++) {
    if (seen[start] === 1 || probability[start]! <= kernelAbove) continue
    seen[start] = 1
    stack.push(start)
    let [x0, y0, x1, y1, sum, count] = [width, height, 0, 0, 0, 0]
    const sums = { x: 0, y: 0, xx: 0, yy: 0, xy: 0 }
    while (stack.length > 0) {
      const at = stack.pop()!
      const [x, y] = [at % width, Math.floor(at / width)]
      x0 = Math.min(x0, x)
      x1 = Math.max(x1, x)
      y0 = Math.min(y0, y)
      y1 = Math.max(y1, y)
      sum += probability[at]!
      count++
      sums.x += x
      sums.y += y
      sums.xx += x * x
      sums.yy += y * y
      sums.xy += x * y
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy]
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
          const next = ny * width + nx
          if (seen[next] === 1 || probability[next]! <= kernelAbove) continue
          seen[next] = 1
          stack.push(next)
        }
    }
    const score = sum / count
    if (x1 - x0 + 1 < minKernelSide || y1 - y0 + 1 < minKernelSide || score < minBoxScore) continue
    found.push({ x0, y0, x1, y1, score, count, sums })
  }
  return found
}
