import { endsWithCountryForm } from './certificate-legal-forms'
import { cleanName, holdsMisreadCharacter, isNotAName } from './certificate-name-text'
import { boxOfCharacters, textInCut, type PageImage } from './number-reread'
import type { PageText } from './document-text'
import { countryModelOf } from './page-languages'

/**
 * A certificate's name that holds a character OCR misread (ADR 0075: `Dvořák £ Šťastný`), read
 * again alone: its words' box where a page reading read it, cut from that reading's page, enlarged
 * and read as one line by each model alone (the country's language's, then English). A model read
 * alone reads every word as its language writes it, where the page's reading by both models
 * tried the other model for a word the first doubted.
 */

/** How much the name's cut is enlarged: OCR reads a line's letters better at twice the x-height. */
const nameScale = 2

/**
 * The name as a line reading read it clean: a name (`cleanName`, not `isNotAName`), holding no
 * misread character, and ending with the country's legal form wherever the name as first read did
 * (the same words read again, not a part of them).
 */
function cleanReading(text: string, name: string, countryCode: string): string | null {
  const read = cleanName(text.replace(/\s+/g, ' '))
  if (read === null || isNotAName(read, countryCode) || holdsMisreadCharacter(read, countryCode)) return null
  return endsWithCountryForm(name, countryCode) && !endsWithCountryForm(read, countryCode) ? null : read
}

/**
 * `name` read again in the first reading of `readings` (a page image and a reading of it, same
 * size) whose line holds it whole: the country's model's reading where it is clean, else
 * English's where it is clean, else null (the name stays as read; the comparison with the
 * registry is as strict as ever). Lines of a page read upside down are of the turned page and are
 * skipped, as are lines without words' boxes.
 */
export async function nameReadAgain(
  readings: ReadonlyArray<{ page: PageImage; text: PageText | undefined }>,
  name: string,
  countryCode: string,
): Promise<string | null> {
  for (const { page, text } of readings) {
    if (text === undefined || text.upsideDown) continue
    for (const line of text.lines) {
      const start = line.text.indexOf(name)
      if (start < 0) continue
      const box = boxOfCharacters(line, start, start + name.length)
      if (box === null || box.x1 <= box.x0 || box.y1 <= box.y0) continue
      const model = countryModelOf(countryCode)
      for (const languages of model === null ? ['eng'] : [model, 'eng']) {
        const read = cleanReading(await textInCut(page, box, nameScale, languages), name, countryCode)
        if (read !== null) return read
      }
      return null
    }
  }
  return null
}

/**
 * Whether `reread` is `word` with letters beyond ASCII where `word` holds others, and the same
 * characters elsewhere (`Šťastný` for `Stastny`, `Dvořák` for `Dvofák`): the letters of the
 * country's language that English reads as look-alikes (ADR 0062), and nothing else read anew.
 */
function onlyLettersBeyondAscii(reread: string, word: string): boolean {
  const [a, b] = [[...reread.normalize('NFC')], [...word.normalize('NFC')]]
  return a.length === b.length && a.every((char, index) => char === b[index] || /[^\p{ASCII}]/u.test(char))
}

/**
 * The name an English reading gave as its re-read with the country's model confirms it (ADR
 * 0079, 0098): word by word, the re-read's word where it differs from the word read in English only
 * in letters beyond ASCII, or where a reading of the page (`texts`) holds it as a word of its own;
 * otherwise the word as read in English, which the readings gave (`Dvořák & Šťastný` where the
 * re-read read `Dvořák 8. Šťastný` and no reading shows `8.`). A re-read of another number of
 * words is taken only where a reading holds it whole: one line's reading, confirmed by nothing,
 * never replaces what the page's readings read.
 */
export function confirmedReread(reread: string, name: string, texts: readonly string[]): string {
  const [rereadWords, nameWords] = [reread.split(/\s+/), name.split(/\s+/)]
  const readWords = new Set(texts.flatMap((text) => text.split(/\s+/)))
  if (rereadWords.length !== nameWords.length)
    return texts.some((text) => text.replace(/\s+/g, ' ').includes(reread)) ? reread : name
  return rereadWords
    .map((word, index) => {
      const read = nameWords[index] ?? word
      return onlyLettersBeyondAscii(word, read) || readWords.has(word) ? word : read
    })
    .join(' ')
}

/**
 * `name`, which a further reading made in English gave, read again on its line with the
 * country's model (ADR 0079) and kept as the page's readings (`texts`) confirm it (`confirmedReread`).
 */
export async function nameInCountryLetters(
  readings: ReadonlyArray<{ page: PageImage; text: PageText | undefined }>,
  name: string,
  countryCode: string,
  texts: readonly string[],
): Promise<string> {
  const reread = await nameReadAgain(readings, name, countryCode)
  return reread === null ? name : confirmedReread(reread, name, texts)
}
