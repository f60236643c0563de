import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

/**
 * pdfjs-dist, loaded without its source maps (ADR 0123). The service runs under tsx, which turns
 * Node's source-map support on, and Node then parses the source map of every module it loads:
 * pdfjs's `pdf.mjs.map` and `pdf.worker.mjs.map` (8 MB of JSON) became about 60 MB of small arrays
 * held for the life of the process, which every full garbage collection marks again (a page's
 * preparation and PaddleOCR's tensors start one every second or so). Their stack frames are
 * pdfjs's own; the service's stack traces keep their maps. The worker's module is loaded here too
 * and handed to pdfjs as its main-thread worker (`globalThis.pdfjsWorker`), which it would
 * otherwise import at the first PDF, with the maps on.
 */

const require = createRequire(import.meta.url)
const workerUrl = pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs')).href

/** What `load` imports, with Node's source maps off while it does (then as they were). */
async function withoutSourceMaps<T>(load: () => Promise<T>): Promise<T> {
  const enabled = process.sourceMapsEnabled
  process.setSourceMapsEnabled(false)
  try {
    return await load()
  } finally {
    process.setSourceMapsEnabled(enabled)
  }
}

const [pdfjs, worker] = await withoutSourceMaps(() =>
  Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import(workerUrl) as Promise<unknown>]),
)
;(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker

export const { getDocument, ImageKind, OPS } = pdfjs
