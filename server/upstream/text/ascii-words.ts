import anyAscii from 'any-ascii'

/**
 * Lower-case ASCII words of `text`: every script transliterated (any-ascii), apostrophes removed
 * inside words, dotted initials joined (H.L.P. = HLP, S.A. = SA), other punctuation as spaces.
 * Screening, KYC and OCR all read names and addresses through it.
 */
export function asciiWords(text: string): string[] {
  const ascii = anyAscii(text)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/(\w)['’`´](\w)/g, '$1$2')
    .replace(/\b(?:[a-z]\.){2,}/g, (initials) => `${initials.replace(/\./g, '')} `)
  return ascii.split(/[^a-z0-9]+/).filter((w) => w.length > 0)
}
