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
}

const multipleOf32 = (side: number) => Math.max(32, Math.round(side / 32) * 32)

/** The boxes of the page's text lines, in the page's pixels. */
export async function detectTextBoxes(
  page: PaddleImage,
  models: PaddleModels,
  settings: Pick<PaddleSettings, 'detectionLongSide' | 'unclipRatio'> = paddleSettings,
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
  return kernels(probability, width, height).map((kernel) => {
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

/** The connected parts (8-neighbourhood) of the pixels above `kernelAbove` that score as text. */
function kernels(probability: Float32Array, width: number, height: number): DetectedBox[] {
  const seen = new Uint8Array(width * height)
  const stack: number[] = []
  const found: DetectedBox[] = []
  for (let start = 0; start < width * height; start++) {
    if (seen[start] === 1 || probability[start]! <= kernelAbove) continue
    seen[start] = 1
    stack.push(start)
    let [x0, y0, x1, y1, sum, count] = [width, height, 0, 0, 0, 0]
    while (stack.length > 0) {
      const at = stack.pop()!
      const [x, y] = [at % width, Math.floor(at / width)]
      x0 = Math.min(x0, x)
      x1 = Math.max(x1, x)
      y0 = Math.min(y0, y)
      y1 = Math.max(y1, y)
      sum += probability[at]!
      count++
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
    found.push({ x0, y0, x1, y1, score })
  }
  return found
}
