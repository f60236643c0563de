import sharp from 'sharp'
import type { Rng } from '../../registry/random'
import type { DocumentPage } from './document-page'
import { pagesToPdf, pageToJpeg, pageToPng } from './encode'
import { randomScanEffects, scanned, type ScanEffects } from './scan-effects'

export type DeliveredFormat = 'png' | 'jpeg' | 'pdf'

/**
 * A drawn page as the file a user would upload: clean (a PDF with the drawn text as its text
 * layer), or scanned (`effects`, or effects drawn from `rng`; a PDF is then image-only).
 */
export async function deliverPage(page: DocumentPage, options: { format: DeliveredFormat; title: string; scan?: { rng: Rng; effects?: ScanEffects } | undefined }): Promise<Buffer> {
  if (options.scan) {
    const scan = await scanned(await pageToPng(page), options.scan.effects ?? randomScanEffects(options.scan.rng), options.scan.rng)
    if (options.format === 'pdf') return pagesToPdf([{ image: scan, dpi: page.dpi }], `${options.title} (scan)`)
    return options.format === 'png' ? sharp(scan).png().toBuffer() : scan
  }
  if (options.format === 'png') return pageToPng(page)
  if (options.format === 'jpeg') return pageToJpeg(page)
  return pagesToPdf([{ image: await pageToJpeg(page, 92), dpi: page.dpi, runs: page.runs }], options.title)
}
