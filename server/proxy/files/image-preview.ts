import { buffer } from 'node:stream/consumers'
import type { Readable } from 'node:stream'
import sharp from 'sharp'

/** Types a preview is made of; anything else (a PDF) is sent as it is. */
export const previewableTypes = new Set(['image/png', 'image/jpeg'])
/** A scan of more pixels than this is not decoded for a preview (a decompression bomb); the file is sent as it is. */
const maxInputPixels = 100_000_000

/**
 * A proof image at most `width` pixels wide, as WebP (a 600 DPI scan of 250 KB shown 300 pixels high
 * becomes 30–60 KB), turned upright by its EXIF orientation. The reviewer's zoom past 100 % loads the
 * file itself. Undefined when the bytes are not an image sharp can read (the file is then sent as it is).
 */
export async function imagePreview(
  stream: Readable,
  width: number,
): Promise<{ original: Buffer; preview: Buffer | undefined }> {
  const original = await buffer(stream)
  try {
    const preview = await sharp(original, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
    return { original, preview }
  } catch {
    return { original, preview: undefined }
  }
}
