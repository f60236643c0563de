/**
 * Where a certificate page's CPU goes (ADR 0112): each certificate of a folder saved by `bench/ocr.ts`
 * (BENCH_SAVE) read stage by stage as `readCertificate` reads it (preparation, Tesseract's first
 * reading, PaddleOCR's detection and recognition and its page reading, the check of a settled page's
 * lines, the darkest-ink preparation and its reading where the page is unsettled), then read whole
 * by `readCertificate`; CPU seconds per page, this process's and its children's (native Tesseract).
 * `npx tsx bench/certificate-cpu-profile.ts FOLDER COUNTRIES`: COUNTRIES holds `index country`
 * lines (`grep '^ok\|^MISS' run.txt | awk '{print $2, $3}'` of the run that saved the folder);
 * BENCH_ONLY=3,17 reads only those.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cpuSeconds } from './cpu-seconds'
import { readCertificate, readsUpright, settled } from '../server/upstream/ocr/certificate-reader'
import { documentPages } from '../server/upstream/ocr/document-pages'
import { joinedText, textOfPage, type PageText } from '../server/upstream/ocr/document-text'
import { findCertificateFields } from '../server/upstream/ocr/certificate-fields'
import { enginesAgree, paddleFieldsOf } from '../server/upstream/ocr/certificate-engines'
import { paddleTextOf } from '../server/upstream/ocr/certificate-paddle-page'
import { paddleReadsBandsAlike } from '../server/upstream/ocr/certificate-paddle-bands'
import { pageLanguagesOf } from '../server/upstream/ocr/page-languages'
import { prepareForOcr } from '../server/upstream/ocr/page-image'
import { paddleImageOf } from '../server/upstream/ocr/paddle-image'
import { paddleModels } from '../server/upstream/ocr/paddle-models'
import { detectTextBoxes } from '../server/upstream/ocr/paddle-detection'
import { recogniseLine } from '../server/upstream/ocr/paddle-recognition'
import { paddleSettings } from '../server/upstream/ocr/paddle-settings'
import { terminateOcrPool } from '../server/upstream/ocr/ocr-pool'

const [folder = '', countriesFile = ''] = process.argv.slice(2)
const only = process.env.BENCH_ONLY?.split(',').map(Number)
const entries = readFileSync(countriesFile, 'utf8')
  .split('\n')
  .map((line) => line.trim().split(/\s+/))
  .filter((parts) => parts.length >= 2 && (only === undefined || only.includes(Number(parts[0]))))
  .map(([index = '', country = '', ...label]) => ({ index, country, label: label.join(' ') }))

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = cpuSeconds()
  const result = await work()
  return [result, cpuSeconds() - start]
}

await paddleModels()
const totals: Record<string, number[]> = {}
const add = (stage: string, seconds: number) => (totals[stage] ??= []).push(seconds)
for (const { index, country, label } of entries) {
  const bytes = readFileSync(join(folder, `certificate-${index}`))
  const [pages, prep] = await timed(() =>
    documentPages(bytes, { dropColouredInk: true, maxPixels: 9_000_000, sheet: true }),
  )
  const languages = pageLanguagesOf(country)
  const upright = (reading: PageText) => readsUpright(findCertificateFields(reading.text, country, [reading]))
  const [texts, first] = await timed(() =>
    Promise.all(pages.map((page) => textOfPage(page, { native: true, languages, upright }))),
  )
  const fields = findCertificateFields(joinedText(texts), country, texts)
  const images = pages.filter((page) => page.kind === 'image')
  let [detect, recognise, boxes] = [0, 0, 0]
  const models = await paddleModels()
  for (const page of images) {
    const [image, d] = await timed(async () => {
      const image = await paddleImageOf(page.image, paddleSettings.colour)
      return { image, found: await detectTextBoxes(image, models) }
    })
    detect += d
    boxes += image.found.length
    const [, r] = await timed(async () => {
      for (const box of image.found) await recogniseLine(image.image, box, models)
    })
    recognise += r
  }
  const [paddleTexts, paddle] = await timed(() =>
    Promise.all(images.map((page) => paddleTextOf(page, texts[page.pageNumber - 1]?.upsideDown ?? false))),
  )
  const agreed = paddleTexts.length > 0 && enginesAgree(fields, paddleFieldsOf(paddleTexts, country))
  let bands = 0
  let bandsAlike: boolean | null = null
  if (settled(fields) && fields.company_name !== null && fields.registration_number !== null) {
    const readings = images.flatMap((page) => {
      const text = texts[page.pageNumber - 1]
      return text === undefined || text.timedOut ? [] : [{ page, text }]
    })
    const [alike, b] = await timed(() =>
      paddleReadsBandsAlike(readings, { name: fields.company_name!, number: fields.registration_number! }),
    )
    ;[bands, bandsAlike] = [b, alike]
  }
  const unsettled = !agreed && !settled(fields) && images.length > 0
  let [darkPrep, darkRead] = [0, 0]
  if (unsettled) {
    const [darkest, p] = await timed(() =>
      Promise.all(
        images.map(async (page) => ({
          ...page,
          ...(await prepareForOcr(page.source, { darkestInk: true, withoutPenStrokes: true, like: page, sheet: true })),
        })),
      ),
    )
    darkPrep = p
    const [, r] = await timed(() => Promise.all(darkest.map((page) => textOfPage(page, { native: true }))))
    darkRead = r
  }
  const [, whole] = await timed(() => readCertificate(bytes, { countryCode: country }))
  const n = Math.max(1, pages.length)
  const stages = { prep, first, detect, recognise, paddle, bands, darkPrep, darkRead, whole }
  for (const [stage, seconds] of Object.entries(stages)) add(stage, seconds / n)
  console.log(
    `${index.padStart(3)} ${label.padEnd(60).slice(0, 60)} ${agreed ? 'agreed ' : settled(fields) ? 'settled' : 'open   '} bands ${bandsAlike === null ? '-    ' : bandsAlike ? 'alike' : 'apart'} boxes ${String(boxes).padStart(3)} ` +
      Object.entries(stages)
        .map(([stage, seconds]) => `${stage} ${(seconds / n).toFixed(2)}`)
        .join('  '),
  )
}
await terminateOcrPool()
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length)
console.log(
  Object.entries(totals)
    .map(([stage, values]) => `${stage} ${mean(values).toFixed(2)}`)
    .join('  '),
)
