/**
 * Whether two engines' readings of a name differ only at letters beyond ASCII of Tesseract's
 * reading (ADR 0105's revision). PaddleOCR's alphabet lacks most such letters and misreads those it
 * has (`Brückenbau` read `Brickenbau`, `Groß` read `GroB`, ADR 0103): its re-reads of the line err
 * there as its page reading did, so they are one voice, not a vote between the two names. Each
 * such letter of `tesseract` stands for up to two letters or figures of `paddle` (`ü` read `ii`, `ß`
 * read `ss`); case, spaces and punctuation are left out. False where `tesseract` has no such letter.
 */
export function apartOnlyAtMarkedLetters(tesseract: string, paddle: string): boolean {
  const letters = [...comparable(tesseract)]
  if (!letters.some(beyondAscii)) return false
  const pattern = letters.map((letter) => (beyondAscii(letter) ? '[\\p{L}\\p{N}]{0,2}' : letter)).join('')
  return new RegExp(`^${pattern}$`, 'u').test(comparable(paddle))
}

/** A name's letters and figures only, lower case (what is left holds no character a pattern treats apart). */
function comparable(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
}

function beyondAscii(letter: string): boolean {
  return letter.codePointAt(0)! > 0x7f
}
