import { readFile } from 'node:fs/promises'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** pdf.js reads the metrics of the 14 standard fonts from its package. */
const standardFontDataUrl = new URL('../node_modules/pdfjs-dist/standard_fonts/', import.meta.url).pathname

/** The text of a PDF file as a reader sees it, lines joined by single spaces. */
export async function pdfText(path: string) {
  const pdf = await getDocument({
    data: new Uint8Array(await readFile(path)),
    standardFontDataUrl,
    isEvalSupported: false,
  }).promise
  const pages: string[] = []
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'))
  }
  await pdf.destroy()
  return pages.join('\n').replace(/\s*\n\s*/g, ' ')
}
