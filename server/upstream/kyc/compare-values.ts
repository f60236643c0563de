import { asciiWords } from '../aml/matching/normalise'

/**
 * How provided and extracted values are compared (ADR 0011): names as words (any script
 * transliterated, case, punctuation and order ignored), dates as calendar dates whatever their
 * written form, document numbers as their letters and digits, genders as M/F/X.
 */

/** The words of a name, transliterated, lower case, sorted: "Müstermann, Erika" = "ERIKA MUSTERMANN". */
export function nameKey(name: string): string {
  return asciiWords(name).sort().join(' ')
}

export function sameName(a: string, b: string): boolean {
  const left = nameKey(a)
  return left !== '' && left === nameKey(b)
}

export function documentNumberKey(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '')
}

export function sameDocumentNumber(a: string, b: string): boolean {
  const left = documentNumberKey(a)
  return left !== '' && left === documentNumberKey(b)
}

const GENDER_WORDS: Record<string, 'M' | 'F' | 'X'> = {
  m: 'M', male: 'M', man: 'M', masculine: 'M', mann: 'M', mannlich: 'M', masculin: 'M', h: 'M', homme: 'M', hombre: 'M',
  f: 'F', female: 'F', woman: 'F', feminine: 'F', w: 'F', weiblich: 'F', frau: 'F', feminin: 'F', femme: 'F', mujer: 'F',
  x: 'X', other: 'X', unspecified: 'X', diverse: 'X', divers: 'X',
}

/** M, F or X for the ways a gender is written (`F`, `female`, `W`, `weiblich`…), or undefined. */
export function genderCode(value: string): 'M' | 'F' | 'X' | undefined {
  const words = asciiWords(value)
  for (const word of words) {
    const code = GENDER_WORDS[word]
    if (code) return code
  }
  return undefined
}

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, janvier: 1, januar: 1, janv: 1, enero: 1, ene: 1,
  feb: 2, february: 2, fevrier: 2, fev: 2, februar: 2, febrero: 2,
  mar: 3, march: 3, mars: 3, marz: 3, maerz: 3, mrz: 3, marzo: 3,
  apr: 4, april: 4, avril: 4, avr: 4, abril: 4, abr: 4,
  may: 5, mai: 5, mayo: 5,
  jun: 6, june: 6, juin: 6, juni: 6, junio: 6,
  jul: 7, july: 7, juillet: 7, juil: 7, juli: 7, julio: 7,
  aug: 8, august: 8, aout: 8, aou: 8, agosto: 8, ago: 8,
  sep: 9, sept: 9, september: 9, septembre: 9, septiembre: 9,
  oct: 10, october: 10, octobre: 10, okt: 10, oktober: 10, octubre: 10,
  nov: 11, november: 11, novembre: 11, noviembre: 11,
  dec: 12, december: 12, decembre: 12, dez: 12, dezember: 12, diciembre: 12, dic: 12,
}

function isoOf(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return date.toISOString().slice(0, 10)
}

const DATE_PATTERNS: ReadonlyArray<{ pattern: RegExp; build(match: RegExpMatchArray): string | undefined }> = [
  // 1983-08-12
  { pattern: /\b(\d{4})[-./ ](\d{1,2})[-./ ](\d{1,2})\b/g, build: (m) => isoOf(Number(m[1]), Number(m[2]), Number(m[3])) },
  // 12.08.1983, 12/08/1983, 12-08-1983 (day first, as on identity documents)
  { pattern: /\b(\d{1,2})\s?[-./]\s?(\d{1,2})\s?[-./]\s?(\d{4})\b/g, build: (m) => isoOf(Number(m[3]), Number(m[2]), Number(m[1])) },
  // 12 AUG 1983, 12 AUG/AOUT 1983, 12 August 1983
  {
    pattern: /\b(\d{1,2})\.?\s*([A-Za-zÀ-ÿ]{3,9})(?:\s*\/\s*[A-Za-zÀ-ÿ]{3,9})?\.?\s*(\d{4}|\d{2})\b/g,
    build: (m) => {
      const month = MONTHS[asciiWords(m[2] ?? '')[0] ?? '']
      if (!month) return undefined
      const year = (m[3] ?? '').length === 2 ? centuryOf(Number(m[3])) : Number(m[3])
      return isoOf(year, month, Number(m[1]))
    },
  },
  // August 12, 1983
  {
    pattern: /\b([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})\b/g,
    build: (m) => {
      const month = MONTHS[(m[1] ?? '').toLowerCase()]
      return month ? isoOf(Number(m[3]), month, Number(m[2])) : undefined
    },
  },
]

function centuryOf(twoDigits: number): number {
  const now = new Date().getUTCFullYear() % 100
  return twoDigits > now + 20 ? 1900 + twoDigits : 2000 + twoDigits
}

/** Every date written in `text`, in the order they appear, as YYYY-MM-DD. */
export function findDates(text: string): string[] {
  const found: Array<{ index: number; iso: string }> = []
  const taken: Array<[number, number]> = []
  for (const { pattern, build } of DATE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0
      const end = start + match[0].length
      if (taken.some(([a, b]) => start < b && end > a)) continue
      const iso = build(match)
      if (!iso) continue
      taken.push([start, end])
      found.push({ index: start, iso })
    }
  }
  return found.sort((a, b) => a.index - b.index).map((f) => f.iso)
}

/** The first date written in `text`, as YYYY-MM-DD. */
export function parseAnyDate(text: string): string | undefined {
  return findDates(text)[0]
}

/**
 * An MRZ date (YYMMDD) as YYYY-MM-DD: a birth date is never in the future; an expiry date is in the
 * 21st century unless that puts it more than 50 years ahead.
 */
export function mrzDateToIso(yymmdd: string, kind: 'birth' | 'expiry', today: Date): string | undefined {
  if (!/^\d{6}$/.test(yymmdd)) return undefined
  const yy = Number(yymmdd.slice(0, 2))
  const thisYear = today.getUTCFullYear()
  let year = 2000 + yy
  if (kind === 'birth' && year > thisYear) year -= 100
  if (kind === 'expiry' && year > thisYear + 50) year -= 100
  return isoOf(year, Number(yymmdd.slice(2, 4)), Number(yymmdd.slice(4, 6)))
}

export function sameDate(a: string, b: string): boolean {
  const left = parseAnyDate(a)
  return left !== undefined && left === parseAnyDate(b)
}

/** Whole years between a birth date and `today`. */
export function ageOn(dob: string, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const beforeBirthday = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0)
}

/** YYYY-MM-DD (UTC) of a moment. */
export function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10)
}
