/**
 * English numbers written as words and ordinals, as digits: FORTY-FOUR = 44, FIRST = 1ST = 1,
 * ONE HUNDRED AND TWO = 102, so "1st Bank" and "First Bank" are one name.
 */

const units = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']
const unitOrdinals = [
  'zeroth',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
]
const tenOrdinals = [
  '',
  '',
  'twentieth',
  'thirtieth',
  'fortieth',
  'fiftieth',
  'sixtieth',
  'seventieth',
  'eightieth',
  'ninetieth',
]

const small = new Map<string, number>([
  ...units.map((w, n) => [w, n] as [string, number]),
  ...unitOrdinals.map((w, n) => [w, n] as [string, number]),
  ...tens.flatMap((w, n) => (w ? [[w, n * 10] as [string, number]] : [])),
  ...tenOrdinals.flatMap((w, n) => (w ? [[w, n * 10] as [string, number]] : [])),
  ['fourty', 40],
])
const scales = new Map([
  ['hundred', 100],
  ['hundredth', 100],
  ['thousand', 1000],
  ['thousandth', 1000],
  ['million', 1_000_000],
  ['millionth', 1_000_000],
])

/** `1st`, `2nd`, `23rd`, `4th` → the number. */
const ordinalDigits = /^(\d+)(?:st|nd|rd|th)$/

export interface NumberedWord {
  text: string
  /** Input words it stands for: more than one for a number written in words (FORTY FOUR). */
  count: number
  /** Whether it is a number read from words or an ordinal. */
  number: boolean
}

/**
 * Words with every run of number words (and digit ordinals) replaced by its value in digits.
 * "and" inside a number (one hundred and two) belongs to it.
 */
export function numbersAsDigits(words: readonly string[]): NumberedWord[] {
  const out: NumberedWord[] = []
  let i = 0
  while (i < words.length) {
    const word = words[i] ?? ''
    const ordinal = ordinalDigits.exec(word)
    if (ordinal?.[1]) {
      out.push({ text: String(Number(ordinal[1])), count: 1, number: true })
      i++
      continue
    }
    let total = 0
    let current = 0
    let j = i
    let seen = false
    while (j < words.length) {
      const w = words[j] ?? ''
      const value = small.get(w)
      const scale = scales.get(w)
      if (value !== undefined) {
        // SEVEN ELEVEN is two numbers; FORTY FOUR and ONE HUNDRED TWO are one.
        const joins = !seen || (value < 100 && current % 100 === 0) || (value < 10 && current % 10 === 0)
        if (!joins) break
        current += value
      } else if (scale !== undefined && seen) {
        current = Math.max(current, 1) * scale
        if (scale >= 1000) {
          total += current
          current = 0
        }
      } else if (w === 'and' && seen && small.has(words[j + 1] ?? '')) {
        j++
        continue
      } else break
      seen = true
      j++
    }
    if (seen) {
      out.push({ text: String(total + current), count: j - i, number: true })
      i = j
    } else {
      out.push({ text: word, count: 1, number: false })
      i++
    }
  }
  return out
}
