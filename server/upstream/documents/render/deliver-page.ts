import sharp from 'sharp'
import type { Rng } from '../../registry/random'
import type { DocumentPage } from './document-page'
import { pagesToPdf, pageToJpeg, pageToPng } from './encode'
import { photographed, type PhotoEffects } from './photo-effects'
import { randomScanEffects, scanned, type ScanEffects } from './scan-effects'

export type DeliveredFormat = 'png' | 'jpeg' | 'pdf'

/**
 * A drawn page as the file a user would upload: clean (a PDF with the drawn text as its text
 * layer), or scanned (`effects`, or effects drawn from `rng`), or photographed (`photo`), or both
 * in that order; a scanned or photographed PDF is image-only.
 */
export async function deliverPage(
  page: DocumentPage,
  options: {
    format: DeliveredFormat
    title: string
    scan?: { rng: Rng; effects?: ScanEffects } | undefined
    photo?: { rng: Rng; effects: PhotoEffects } | undefined
  },
): Promise<Buffer> {
  if (options.scan || options.photo) {
    let image = options.scan
      ? await scanned(
          await pageToPng(page),
          options.scan.effects ?? randomScanEffects(options.scan.rng),
          options.scan.rng,
        )
      : await pageToPng(page)
    let isJpeg = Boolean(options.scan)
    if (options.photo) {
      const photo = await photographed(image, options.photo.effects, options.photo.rng)
      image = photo.bytes
      isJpeg = photo.format === 'jpeg'
    }
    if (options.format === 'pdf') {
      // A photo keeps the page's size in points at whatever width it was delivered.
      const width = options.photo ? ((await sharp(image).metadata()).width ?? page.width) : page.width
      return pagesToPdf(
        [{ image, dpi: (page.dpi * width) / page.width }],
        `${options.title} (${options.photo ? 'photo' : 'scan'})`,
      )
    }
    if (options.format === 'png') return isJpeg ? sharp(image).png().toBuffer() : image
    return isJpeg ? image : sharp(image).jpeg({ quality: 90 }).toBuffer()
  }
  if (options.format === 'png') return pageToPng(page)
  if (options.format === 'jpeg') return pageToJpeg(page)
  return pagesToPdf([{ image: await pageToJpeg(page, 92), dpi: page.dpi, runs: page.runs }], options.title)
}
