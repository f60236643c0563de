import { renderIdentityDocument } from './server/upstream/documents/identity/identity-document'
import { BAND_PREPARATIONS, bandImage, findMrzBand, greyPixels } from './server/upstream/kyc/mrz/mrz-band'
import { recognise, pageSegmentation, terminateOcrPool } from './server/upstream/ocr/ocr-pool'
import { MRZ_CHARACTERS } from './server/upstream/kyc/read-identity-document'
import { writeFileSync } from 'node:fs'
const typeface = (process.env.TF ?? 'ocr-b') as 'ocr-b'
for (const type of ['passport','id_card'] as const) {
  const r = await renderIdentityDocument({ type, firstName: 'Erika', lastName: 'Mustermann', documentNumber: 'C01X00T47', dateOfBirth: '1964-08-12', expiryDate: '2031-10-31', issueDate: '2021-11-01', gender: 'F', countryCode: 'DE', mrz: 'valid', format: 'png', variant: 0, scan: false, mrzTypeface: typeface })
  const g = await greyPixels(r.bytes)
  const band = findMrzBand(g.pixels, g.width, g.height)
  console.log(type, g.width, g.height, band)
  if (!band) continue
  for (const prep of BAND_PREPARATIONS) {
    const img = await bandImage(r.bytes, band, prep)
    writeFileSync(`/tmp/band-${type}-${prep.capHeight}.png`, img)
    const z = await recognise(img, { psm: pageSegmentation.singleBlock, whitelist: MRZ_CHARACTERS, deskew: false, parameters: { language_model_penalty_non_dict_word: '0', language_model_penalty_non_freq_dict_word: '0' } })
    console.log(prep, z.lines.map(l => l.text))
  }
}
await terminateOcrPool()
