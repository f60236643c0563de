import * as ort from 'onnxruntime-node'
import sharp from 'sharp'
import type { OcrBox, OcrWord } from './ocr-pool'
import type { PaddleModels } from './paddle-models'
import type { GreyPage } from './pen-strokes'

/**
 * One text line read by PaddleOCR's recognition network (ADR 0103): the line's box cut from the
 * page, scaled to the network's 48-pixel height, read as a sequence of class probabilities and
 * decoded the CTC way (the likeliest class at each step, repeats merged, blanks dropped). Each
 * character's step tells where it stands, so the words' boxes follow.
 */

/** The network's input height, pixels. */
const lineHeight = 48
/** A cut wider than this many times its height is squeezed to it (no printed line is that long). */
const maxWidthRatio = 120

export interface RecognisedLine {
  text: string
  /** The mean probability of its characters, 0–1. */
  confidence: number
  /** Its words (split at spaces) with their boxes in the page's pixels. */
  words: OcrWord[]
}

/** The text in `box` of the page. */
export async function recogniseLine(page: GreyPage, box: OcrBox, models: PaddleModels): Promise<RecognisedLine> {
  const [boxWidth, boxHeight] = [box.x1 - box.x0, box.y1 - box.y0]
  const width = Math.max(lineHeight / 4, Math.round(lineHeight * Math.min(maxWidthRatio, boxWidth / boxHeight)))
  const grey = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } })
    .extract({ left: box.x0, top: box.y0, width: boxWidth, height: boxHeight })
    .resize(width, lineHeight, { fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer()
  const input = new Float32Array(3 * width * lineHeight)
  for (let channel = 0; channel < 3; channel++)
    for (let i = 0; i < width * lineHeight; i++) input[channel * width * lineHeight + i] = grey[i]! / 127.5 - 1
  const session = models.recognition
  const output = await session.run({
    [session.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, lineHeight, width]),
  })
  const scores = output[session.outputNames[0]!]!
  const [, steps = 0, classes = 0] = scores.dims
  return decoded(scores.data as Float32Array, steps, classes, models.alphabet, {
    box,
    stepWidth: boxWidth / steps,
  })
}

/** A character read at a step of the sequence. */
interface StepCharacter {
  character: string
  step: number
  probability: number
}

function decoded(
  scores: Float32Array,
  steps: number,
  classes: number,
  alphabet: readonly string[],
  place: { box: OcrBox; stepWidth: number },
): RecognisedLine {
  const characters: StepCharacter[] = []
  let previous = 0
  for (let step = 0; step < steps; step++) {
    let [best, probability] = [0, -1]
    for (let index = 0; index < classes; index++) {
      const value = scores[step * classes + index]!
      if (value > probability) [best, probability] = [index, value]
    }
    if (best !== 0 && best !== previous) characters.push({ character: alphabet[best] ?? '', step, probability })
    previous = best
  }
  const text = characters.map((read) => read.character).join('')
  const confidence =
    characters.length === 0 ? 0 : characters.reduce((sum, read) => sum + read.probability, 0) / characters.length
  return { text: text.replace(/\s+/g, ' ').trim(), confidence, words: wordsOf(characters, place) }
}

/** The words of a line's characters, each boxed from its first character's step to its last's. */
function wordsOf(characters: readonly StepCharacter[], { box, stepWidth }: { box: OcrBox; stepWidth: number }) {
  const words: OcrWord[] = []
  let word: StepCharacter[] = []
  const close = () => {
    if (word.length === 0) return
    const [first, last] = [word[0]!, word[word.length - 1]!]
    words.push({
      text: word.map((read) => read.character).join(''),
      bbox: {
        x0: Math.max(box.x0, Math.floor(box.x0 + (first.step - 0.5) * stepWidth)),
        y0: box.y0,
        x1: Math.min(box.x1, Math.ceil(box.x0 + (last.step + 1.5) * stepWidth)),
        y1: box.y1,
      },
    })
    word = []
  }
  for (const read of characters) {
    if (read.character.trim() === '') close()
    else word.push(read)
  }
  close()
  return words
}
