import { readFileSync } from 'node:fs'
import { FEATURE_LENGTH, SMALL_CELL_CLASSES } from './small-cell-features'

/**
 * The small-cell classifier (ADR 0057): a network of one hidden layer over a cell's features
 * (small-cell-features.ts) giving the likelihood of each zone character, the filler included. Its
 * weights (small-cell-weights.json) were learnt only from OCR-B rendered as phones photograph it
 * (small-zone-renderings.ts), by `npm run train:small-cells`, which writes the same file again from
 * the same seed. Deterministic: the same pixels always give the same answer.
 */

export interface SmallCellWeights {
  hidden: number
  /** hidden × FEATURE_LENGTH, row by row. */
  w1: number[]
  b1: number[]
  /** classes × hidden, row by row. */
  w2: number[]
  b2: number[]
}

export const WEIGHTS_FILE = new URL('./small-cell-weights.json', import.meta.url)

let loaded: SmallCellWeights | undefined

/** The committed weights (read on the first call, then kept). */
function model(): SmallCellWeights {
  if (!loaded) {
    const net = JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')) as SmallCellWeights
    if (net.w1.length !== net.hidden * FEATURE_LENGTH || net.b2.length !== SMALL_CELL_CLASSES.length)
      throw new Error('small-cell-weights.json does not fit the features and classes: run npm run train:small-cells')
    loaded = net
  }
  return loaded
}

/** The hidden layer's activations and each class's score (log-odds before the softmax). */
export function forward(net: SmallCellWeights, features: Float32Array): { hidden: Float32Array; scores: Float32Array } {
  const hidden = new Float32Array(net.hidden)
  for (let h = 0; h < net.hidden; h += 1) {
    let sum = net.b1[h]!
    const row = h * FEATURE_LENGTH
    for (let i = 0; i < FEATURE_LENGTH; i += 1) sum += net.w1[row + i]! * features[i]!
    hidden[h] = sum > 0 ? sum : 0
  }
  const scores = new Float32Array(net.b2.length)
  for (let c = 0; c < scores.length; c += 1) {
    let sum = net.b2[c]!
    const row = c * net.hidden
    for (let h = 0; h < net.hidden; h += 1) sum += net.w2[row + h]! * hidden[h]!
    scores[c] = sum
  }
  return { hidden, scores }
}

/** A cell's most likely character among `allowed`, and its probability among them. */
export interface SmallCellGuess {
  char: string
  probability: number
}

/** The most likely of the `allowed` characters for a cell with `features`. */
export function smallCellGuess(features: Float32Array, allowed: string): SmallCellGuess {
  const { scores } = forward(model(), features)
  const indices = [...allowed].map((char) => SMALL_CELL_CLASSES.indexOf(char)).filter((index) => index >= 0)
  const top = Math.max(...indices.map((index) => scores[index]!))
  const total = indices.reduce((sum, index) => sum + Math.exp(scores[index]! - top), 0)
  const best = indices.find((index) => scores[index] === top)!
  return { char: SMALL_CELL_CLASSES[best]!, probability: 1 / total }
}
