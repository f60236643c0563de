import { renderIdentityDocument } from './server/upstream/documents/identity/identity-document'
import { BAND_PREPARATIONS, bandImage, findMrzBand, greyPixels } from './server/upstream/kyc/mrz/mrz-band'
import { zoneRows, blankFillers, linesFromFillers } from './server/upstream/kyc/mrz/zone-fillers'
import { documentPages } from './server/upstream/ocr/document-pages'
import { recognise, pageSegmentation, terminateOcrPool } from './server/upstream/ocr/ocr-pool'
import sharp from 'sharp'
const typeface = (process.env.TF ?? 'ocr-b') as 'ocr-b'
let i = 0
for (const type of ['passport','id_card','passport','id_card'] as const) {
  i++
  const r = await renderIdentityDocument({ type, firstName: 'Erika', lastName: 'Lindqvist', documentNumber: 'HID20S4UD', dateOfBirth: '1963-01-23', expiryDate: '2031-09-15', issueDate: '2021-11-01', gender: 'F', countryCode: 'DE', mrz: 'valid', format: 'png', variant: 4, scan: i > 2, effects: { rotateDegrees: 4, blurSigma: 0.8, noise: 0.012, fade: 0.25, jpegQuality: 35 }, mrzTypeface: typeface })
  const [page] = await documentPages(r.bytes)
  const image = (page as any).image
  const g = await greyPixels(image)
  const band = findMrzBand(g.pixels, g.width, g.height)!
  const img = await bandImage(image, band, BAND_PREPARATIONS[0]!)
  const b = await greyPixels(img)
  const rows = zoneRows(b.pixels, b.width, b.height)
  console.log(type, rows.map(r => `${r.glyphs.length}: ${r.fillers.map(f => f ? '<' : 'x').join('')}`))
  const blank = blankFillers(b.pixels, b.width, rows)
  const png = await sharp(blank, { raw: { width: b.width, height: b.height, channels: 1 } }).png().toBuffer()
  ;(await import('node:fs')).writeFileSync(`/tmp/blank-${i}.png`, png)
  const z = await recognise(png, { psm: pageSegmentation.singleBlock, whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', deskew: false })
  console.log(z.lines.map(l => l.text), linesFromFillers(rows, z.lines.map(l => l.text), type === 'passport' ? 44 : 30))
}
await terminateOcrPool()
