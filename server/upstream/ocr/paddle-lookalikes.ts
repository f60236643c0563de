/**
 * What PaddleOCR's recogniser (ADR 0103) reads for letters beyond its alphabet. Its alphabet is
 * Chinese and ASCII with a few accented letters (`é è É Ë ä Ü ü í á ó ú à ò ì Ó ā ē ī ō ū ǐ ǒ`);
 * a letter outside it is read as a look-alike. Measured on the two document faces (DejaVu Serif and
 * Sans, 30 px) with each letter inside a word: most read as their base letter without the mark, so
 * a name folded as `paddleFolded` folds it is compared with what the engine can read.
 */

/**
 * The readings seen for letters whose base letter is not all the engine reads (every other letter
 * with a mark reads as its base letter, `ä` also as `a`). The first is the likeliest.
 */
export const paddleLookalikes: Readonly<Record<string, readonly string[]>> = {
  ß: ['B', 'S', 's', 'ss'],
  æ: ['ae', 'ce', 'a'],
  Æ: ['AE', 'E', '/E'],
  œ: ['oe', 'ce', 'oce'],
  Œ: ['E', 'OE', 'ce'],
  ł: ['l', 't'],
  Ł: ['L', 't'],
  ı: ['i', 'l'],
  İ: ['I', 'l', 'i'],
  ő: ['o', '?'],
  Ő: ['O', '?'],
  ü: ['u', 'ii', 'ü'],
  Ü: ['U', 'Ü'],
  ů: ['u', 'i'],
  ø: ['o'],
  Ø: ['O'],
  đ: ['d'],
  Đ: ['D'],
}

/**
 * `text` as the engine most often reads it: each letter of `paddleLookalikes` as its likeliest
 * reading, every other mark taken off its letter (NFD, combining marks dropped).
 */
export function paddleFolded(text: string): string {
  return [...text.normalize('NFC')]
    .map((letter) => paddleLookalikes[letter]?.[0] ?? letter.normalize('NFD').replace(/\p{M}/gu, ''))
    .join('')
}
