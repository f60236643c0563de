import * as ort from 'onnxruntime-node'
import type { OcrBox, OcrWord } from './ocr-pool'
import { networkInput, type PaddleImage } from './paddle-image'
import type { PaddleModels } from './paddle-models'
import { paddleSettings, type PaddleSettings } from './paddle-settings'
import { median } from './median'

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
/** The recogniser's input is normalised to −1…1. */
const normalise = { mean: [0.5, 0.5, 0.5], deviation: [0.5, 0.5, 0.5] } as const

export interface RecognisedLine {
  text: string
  /** The mean probability of its characters, 0–1. */
  confidence: number
  /** Its words (split at spaces) with their boxes in the page's pixels. */
  words: OcrWord[]
}

type LineSettings = Pick<PaddleSettings, 'cutPadding' | 'spaces' | 'spaceGap' | 'turnBelowConfidence'>

/** The text in `box` of the page. */
export async function recogniseLine(
  page: PaddleImage,
  box: OcrBox,
  models: PaddleModels,
  settings: LineSettings = paddleSettings,
): Promise<RecognisedLine> {
  const pad = Math.round(settings.cutPadding * (box.y1 - box.y0))
  const cut = {
    x0: Math.max(0, box.x0 - pad),
    y0: Math.max(0, box.y0 - pad),
    x1: Math.min(page.width, box.x1 + pad),
    y1: Math.min(page.height, box.y1 + pad),
  }
  const upright = await readCut(page, cut, models, settings, false)
  if (upright.confidence >= settings.turnBelowConfidence) return upright
  const turned = await readCut(page, cut, models, settings, true)
  return turned.confidence > upright.confidence ? turned : upright
}

async function readCut(
  page: PaddleImage,
  cut: OcrBox,
  models: PaddleModels,
  settings: LineSettings,
  turned: boolean,
): Promise<RecognisedLine> {
  const [cutWidth, cutHeight] = [cut.x1 - cut.x0, cut.y1 - cut.y0]
  const width = Math.max(lineHeight / 4, Math.round(lineHeight * Math.min(maxWidthRatio, cutWidth / cutHeight)))
  const input = await networkInput(page, { width, height: lineHeight }, normalise, cut, turned)
  const session = models.recognition
  const output = await session.run({
    [session.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, lineHeight, width]),
  })
  const scores = output[session.outputNames[0]!]!
  const [, steps = 0, classes = 0] = scores.dims
  const sequence = { scores: scores.data as Float32Array, steps, classes }
  let characters = decodedSteps(sequence, models.alphabet)
  if (settings.spaces !== 'model') characters = withGapSpaces(characters, sequence, settings, inkColumns(input, width))
  // A turned cut's steps run from the right: each is placed as it stands on the page.
  if (turned) characters = characters.map((read) => ({ ...read, step: steps - 1 - read.step }))
  const text = characters.map((read) => read.character).join('')
  const letters = characters.filter((read) => read.character !== ' ')
  const confidence =
    letters.length === 0 ? 0 : letters.reduce((sum, read) => sum + read.probability, 0) / letters.length
  return {
    text: text.replace(/\s+/g, ' ').trim(),
    confidence,
    words: wordsOf(characters, { box: cut, stepWidth: cutWidth / steps }),
  }
}

/** The network's output: `steps` rows of `classes` probabilities. */
interface Sequence {
  scores: Float32Array
  steps: number
  classes: number
}

/** A character read at a step of the sequence. */
interface StepCharacter {
  character: string
  step: number
  probability: number
}

function decodedSteps({ scores, steps, classes }: Sequence, alphabet: readonly string[]): StepCharacter[] {
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
  return characters
}

/** Whether each column of the network's input (its middle plane, −1 black … 1 white) holds ink. */
function inkColumns(input: Float32Array, width: number): boolean[] {
  const plane = input.subarray(width * lineHeight, 2 * width * lineHeight)
  let [darkest, lightest] = [1, -1]
  for (const value of plane) [darkest, lightest] = [Math.min(darkest, value), Math.max(lightest, value)]
  const inkBelow = (darkest + lightest) / 2
  return Array.from({ length: width }, (_, x) => {
    for (let y = 0; y < lineHeight; y++) if (plane[y * width + x]! < inkBelow) return true
    return false
  })
}

/** The characters with a space put between two of them that stand a word's gap apart (settings.spaces). */
function withGapSpaces(
  characters: readonly StepCharacter[],
  { scores, steps, classes }: Sequence,
  settings: LineSettings,
  ink: readonly boolean[],
): StepCharacter[] {
  const columnsPerStep = ink.length / steps
  const pitches = characters.slice(1).map((read, index) => read.step - characters[index]!.step)
  const medianPitch = median(pitches)
  const gapBetween = (before: StepCharacter, after: StepCharacter): boolean => {
    if (settings.spaces === 'steps')
      return medianPitch > 0 && after.step - before.step > settings.spaceGap * medianPitch
    if (settings.spaces === 'probability') {
      for (let step = before.step + 1; step < after.step; step++)
        if (scores[step * classes + classes - 1]! >= settings.spaceGap) return true
      return false
    }
    // The longest run of columns without ink between the two characters' steps.
    let [run, longest] = [0, 0]
    const [from, to] = [
      Math.round((before.step + 0.5) * columnsPerStep),
      Math.round((after.step + 0.5) * columnsPerStep),
    ]
    for (let x = from; x < to; x++) {
      run = ink[x] === true ? 0 : run + 1
      longest = Math.max(longest, run)
    }
    return longest >= settings.spaceGap * lineHeight
  }
  const spaced: StepCharacter[] = []
  for (const read of characters) {
    const before = spaced.at(-1)
    if (before !== undefined && before.character !== ' ' && read.character !== ' ' && gapBetween(before, read))
      spaced.push({ character: ' ', step: read.step, probability: 1 })
    spaced.push(read)
  }
  return spaced
}

/** The words of a line's characters, each boxed from its leftmost character's step to its rightmost's. */
function wordsOf(characters: readonly StepCharacter[], { box, stepWidth }: { box: OcrBox; stepWidth: number }) {
  const words: OcrWord[] = []
  let word: StepCharacter[] = []
  const close = () => {
    if (word.length === 0) return
    const [first, last] = [Math.min(...word.map((read) => read.step)), Math.max(...word.map((read) => read.step))]
    words.push({
      text: word.map((read) => read.character).join(''),
      bbox: {
        x0: Math.max(box.x0, Math.floor(box.x0 + (first - 0.5) * stepWidth)),
        y0: box.y0,
        x1: Math.min(box.x1, Math.ceil(box.x0 + (last + 1.5) * stepWidth)),
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
