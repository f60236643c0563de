/**
 * The pages the certificate reader's engines see (ADR 0116): each image page of a certificate saved by
 * `bench/ocr.ts` (BENCH_SAVE), prepared as `readCertificate` prepares it, written as PNGs to look at
 * with an image viewer: the first preparation (`first`, read by both engines), its ink without pen
 * strokes (`first-without-marks`, the number's re-read, ADR 0038), the darkest-ink preparation
 * (`darkest`, without pen strokes, ADR 0029 and 0034) and the darkest ink with its marks left on
 * (`darkest-with-marks`: what the mark pass took off is the difference).
 * `npx tsx bench/certificate-preparations.ts OUT FILE…` writes `OUT/<file>-p<page>-<preparation>.png`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { maxPagePixels } from '../server/upstream/ocr/certificate-reader'
import { documentPages } from '../server/upstream/ocr/document-pages'
import { prepareForOcr, type PrepareOptions } from '../server/upstream/ocr/page-image'
import { terminateOcrPool } from '../server/upstream/ocr/ocr-pool'

const [out = '', ...files] = process.argv.slice(2)
if (out === '' || files.length === 0) {
  console.error('usage: npx tsx bench/certificate-preparations.ts OUT FILE…')
  process.exit(2)
}
mkdirSync(out, { recursive: true })

/** The further preparations, each as the reader asks for it (lined up with the first). */
const further: ReadonlyArray<readonly [string, PrepareOptions]> = [
  ['first-without-marks', { dropColouredInk: true, withoutPenStrokes: true }],
  ['darkest', { darkestInk: true, withoutPenStrokes: true }],
  ['darkest-with-marks', { darkestInk: true }],
]

for (const file of files) {
  const pages = await documentPages(readFileSync(file), {
    dropColouredInk: true,
    maxPixels: maxPagePixels,
    sheet: true,
  })
  for (const page of pages) {
    if (page.kind !== 'image') continue
    const stem = join(out, `${basename(file)}-p${page.pageNumber}`)
    writeFileSync(`${stem}-first.png`, page.image)
    for (const [name, options] of further)
      writeFileSync(
        `${stem}-${name}.png`,
        (await prepareForOcr(page.source, { ...options, like: page, sheet: true })).image,
      )
    console.log(`${stem}-*.png  ${page.width} × ${page.height}`)
  }
}
await terminateOcrPool()
