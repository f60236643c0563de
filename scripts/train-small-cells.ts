import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Rng } from '../server/upstream/registry/random'
import { forward, WEIGHTS_FILE, type SmallCellWeights } from '../server/upstream/kyc/mrz/small-cell-classifier'
import { FEATURE_LENGTH, SMALL_CELL_CLASSES } from '../server/upstream/kyc/mrz/small-cell-features'
import {
  labelledCells,
  randomLines,
  randomLook,
  smallZone,
  type LabelledCell,
} from '../server/upstream/kyc/mrz/small-zone-renderings'

/**
 * Writes server/upstream/kyc/mrz/small-cell-weights.json (`npm run train:small-cells`, ADR 0057): the
 * small-cell classifier learnt from OCR-B zones rendered as phones photograph them
 * (small-zone-renderings.ts), never from a real document. Seeded: the same run writes the same file.
 * Prints the share of cells of fresh renderings (another seed) it reads right.
 */

const TRAINING_ZONES = 700
const HELD_OUT_ZONES = 80
const HIDDEN = 64
const EPOCHS = 14
const BATCH = 32
const LEARNING_RATE = 0.002

async function cellsOf(seed: number, zones: number): Promise<LabelledCell[]> {
  const rng = new Rng(seed)
  const cells: LabelledCell[] = []
  for (let zone = 0; zone < zones; zone += 1)
    cells.push(...labelledCells(await smallZone(randomLines(rng), randomLook(rng), rng)))
  return cells
}

/** Adam over a flat parameter vector. */
class Adam {
  private readonly m: Float64Array
  private readonly v: Float64Array
  private step = 0
  constructor(private readonly params: number[]) {
    this.m = new Float64Array(params.length)
    this.v = new Float64Array(params.length)
  }
  update(gradient: Float64Array, rate: number): void {
    this.step += 1
    const correct1 = 1 - 0.9 ** this.step
    const correct2 = 1 - 0.999 ** this.step
    for (let i = 0; i < this.params.length; i += 1) {
      this.m[i] = 0.9 * this.m[i]! + 0.1 * gradient[i]!
      this.v[i] = 0.999 * this.v[i]! + 0.001 * gradient[i]! ** 2
      this.params[i]! -= (rate * (this.m[i]! / correct1)) / (Math.sqrt(this.v[i]! / correct2) + 1e-8)
    }
  }
}

function train(cells: readonly LabelledCell[], rng: Rng): SmallCellWeights {
  const classes = SMALL_CELL_CLASSES.length
  const scale1 = Math.sqrt(2 / FEATURE_LENGTH)
  const scale2 = Math.sqrt(2 / HIDDEN)
  const normal = () => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next())
  const net: SmallCellWeights = {
    hidden: HIDDEN,
    w1: Array.from({ length: HIDDEN * FEATURE_LENGTH }, () => normal() * scale1),
    b1: new Array<number>(HIDDEN).fill(0),
    w2: Array.from({ length: classes * HIDDEN }, () => normal() * scale2),
    b2: new Array<number>(classes).fill(0),
  }
  const optimisers = [new Adam(net.w1), new Adam(net.b1), new Adam(net.w2), new Adam(net.b2)]
  const order = cells.map((_, index) => index)
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(rng.next() * (i + 1))
      ;[order[i], order[j]] = [order[j]!, order[i]!]
    }
    const rate = LEARNING_RATE * (epoch < EPOCHS - 4 ? 1 : 0.3)
    let loss = 0
    for (let start = 0; start < order.length; start += BATCH) {
      const g = [net.w1, net.b1, net.w2, net.b2].map((params) => new Float64Array(params.length))
      const batch = order.slice(start, start + BATCH)
      for (const index of batch) {
        const { features, char } = cells[index]!
        const { hidden, scores } = forward(net, features)
        const top = Math.max(...scores)
        const exps = scores.map((score) => Math.exp(score - top))
        const total = exps.reduce((sum, value) => sum + value, 0)
        const target = SMALL_CELL_CLASSES.indexOf(char)
        loss -= Math.log(exps[target]! / total + 1e-12)
        const dHidden = new Float64Array(HIDDEN)
        for (let c = 0; c < classes; c += 1) {
          const d = (exps[c]! / total - (c === target ? 1 : 0)) / batch.length
          g[3]![c]! += d
          for (let h = 0; h < HIDDEN; h += 1) {
            g[2]![c * HIDDEN + h]! += d * hidden[h]!
            dHidden[h]! += d * net.w2[c * HIDDEN + h]!
          }
        }
        for (let h = 0; h < HIDDEN; h += 1) {
          if (hidden[h]! <= 0) continue
          g[1]![h]! += dHidden[h]!
          const row = h * FEATURE_LENGTH
          for (let i = 0; i < FEATURE_LENGTH; i += 1) g[0]![row + i]! += dHidden[h]! * features[i]!
        }
      }
      optimisers.forEach((optimiser, index) => optimiser.update(g[index]!, rate))
    }
    console.log(`epoch ${epoch + 1}: loss ${(loss / order.length).toFixed(4)}`)
  }
  return net
}

function accuracy(net: SmallCellWeights, cells: readonly LabelledCell[]): number {
  const right = cells.filter(({ features, char }) => {
    const { scores } = forward(net, features)
    return SMALL_CELL_CLASSES[scores.indexOf(Math.max(...scores))] === char
  }).length
  return right / Math.max(1, cells.length)
}

const rounded = (values: number[]) => values.map((value) => Math.round(value * 1e4) / 1e4)

const training = await cellsOf(57, TRAINING_ZONES)
const heldOut = await cellsOf(5757, HELD_OUT_ZONES)
console.log(`cells: ${training.length} to learn from, ${heldOut.length} held out`)
const net = train(training, new Rng(570))
const kept: SmallCellWeights = {
  hidden: net.hidden,
  w1: rounded(net.w1),
  b1: rounded(net.b1),
  w2: rounded(net.w2),
  b2: rounded(net.b2),
}
console.log(`held-out cells read right: ${(accuracy(kept, heldOut) * 100).toFixed(1)} %`)
writeFileSync(fileURLToPath(WEIGHTS_FILE), `${JSON.stringify(kept)}\n`)
console.log(`Wrote ${fileURLToPath(WEIGHTS_FILE)}`)
