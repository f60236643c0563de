import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { GlobalFonts } from '@napi-rs/canvas'

/**
 * The fonts documents are drawn with: DejaVu from the dejavu-fonts-ttf package, and OCR-B for
 * machine-readable zones (shipped in fonts/ocr-b/, see its README for origin and licence), registered
 * once per process (a fresh machine has no system fonts at all).
 */

export const fontFamilies = {
  sans: 'DejaVu Sans',
  serif: 'DejaVu Serif',
  mono: 'DejaVu Sans Mono',
  sansCondensed: 'DejaVu Sans Condensed',
  serifCondensed: 'DejaVu Serif Condensed',
  ocrB: 'OCR-B',
} as const

export type FontFamily = (typeof fontFamilies)[keyof typeof fontFamilies]

const files: ReadonlyArray<[file: string, family: FontFamily]> = [
  ['DejaVuSans.ttf', fontFamilies.sans],
  ['DejaVuSans-Bold.ttf', fontFamilies.sans],
  ['DejaVuSans-Oblique.ttf', fontFamilies.sans],
  ['DejaVuSerif.ttf', fontFamilies.serif],
  ['DejaVuSerif-Bold.ttf', fontFamilies.serif],
  ['DejaVuSerif-Italic.ttf', fontFamilies.serif],
  ['DejaVuSansMono.ttf', fontFamilies.mono],
  ['DejaVuSansMono-Bold.ttf', fontFamilies.mono],
  ['DejaVuSansCondensed.ttf', fontFamilies.sansCondensed],
  ['DejaVuSansCondensed-Bold.ttf', fontFamilies.sansCondensed],
  ['DejaVuSerifCondensed.ttf', fontFamilies.serifCondensed],
  ['DejaVuSerifCondensed-Bold.ttf', fontFamilies.serifCondensed],
]

let registered = false

/** Registers the DejaVu families and OCR-B with the canvas (once; later calls do nothing). */
export function registerDocumentFonts(): void {
  if (registered) return
  const require = createRequire(import.meta.url)
  const folder = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
  for (const [file, family] of files) {
    if (!GlobalFonts.registerFromPath(join(folder, file), family))
      throw new Error(`could not register the font ${file} from ${folder}`)
  }
  const ocrB = fileURLToPath(new URL('./fonts/ocr-b/OCRB.otf', import.meta.url))
  if (!GlobalFonts.registerFromPath(ocrB, fontFamilies.ocrB)) throw new Error(`could not register the font ${ocrB}`)
  registered = true
}

/** A CSS font shorthand for the canvas: `font('serif', 32, 'bold')`. */
export function font(
  family: keyof typeof fontFamilies,
  sizePx: number,
  weight: 'normal' | 'bold' = 'normal',
  style: 'normal' | 'italic' = 'normal',
): string {
  return `${style === 'italic' ? 'italic ' : ''}${weight === 'bold' ? 'bold ' : ''}${sizePx}px "${fontFamilies[family]}"`
}
