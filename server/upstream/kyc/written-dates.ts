import anyAscii from 'any-ascii'

/**
 * Dates as people and documents write them (ADR 0011): 1985-03-12, 12.03.1985, 12/03/1985,
 * 12 03 1985, 12 MAR 1985, 12-MAR-85, 12MAR1985, 12 MAR/MARS 1985, "12 de marzo de 1985",
 * "March 12, 1985", months in the languages of the served countries (names, abbreviations,
 * Roman numerals), and OCR look-alikes inside the digits (O for 0, l for 1…). A numeric date is read
 * day first, as identity documents write it, unless only month first makes a date (12/31/1985); the
 * other reading of an ambiguous one (03/12/1985) is kept as an alternative for comparisons.
 */

const MONTH_WORDS: ReadonlyArray<[number, string]> = [
  [
    1,
    'jan january janv janvier januar jaenner janner ene enero gen gennaio janeiro januari sty styczen stycznia ian ianuarie tammikuu tammi ocak oca leden ledna sijecanj januaras sausis sausio jaan jaanuar januarja',
  ],
  [
    2,
    'feb february fev fevr fevrier februar febrero febbraio fevereiro februari lut luty lutego februarie helmikuu helmi subat sub unor unora veljaca februaras vasaris vasario veebr veebruar februarja',
  ],
  [
    3,
    'mar march mars marz maerz mrz marzo marco maart mrt marzec marca martie maaliskuu maalis mart brezen brezna ozujak marts kovas kovo marc marcius marec marca',
  ],
  [
    4,
    'apr april avr avril abr abril aprile kwi kwiecien kwietnia aprilie huhtikuu huhti nisan nis duben dubna travanj aprilis balandis balandzio aprill',
  ],
  [5, 'may mai mayo mag maggio maio mei maj maja toukokuu touko mayis kveten kvetna svibanj majus geguze geguzes'],
  [
    6,
    'jun june juin juni junio giu giugno junho cze czerwiec czerwca iun iunie kesakuu kesa haziran haz cerven cervna lipanj junius birzelis birzelio juuni junij',
  ],
  [
    7,
    'jul july juil juillet juli julio lug luglio julho lip lipiec lipca iul iulie heinakuu heina temmuz tem cervenec cervence srpanj julius liepa liepos juuli julij',
  ],
  [
    8,
    'aug august aout aou agosto ago augustus sie sierpien sierpnia elokuu elo agustos agu srpen srpna kolovoz augusztus rugpjutis rugpjucio avgust',
  ],
  [
    9,
    'sep sept september septembre septiembre set setiembre settembre setembro wrz wrzesien wrzesnia septembrie syyskuu syys eylul eyl zari rujan szept szeptember rugsejis rugsejo septembris septembar',
  ],
  [
    10,
    'oct october octobre okt oktober octubre ott ottobre out outubro paz pazdziernik pazdziernika octombrie lokakuu loka ekim eki rijen rijna oktobris spalis spalio',
  ],
  [
    11,
    'nov november novembre noviembre novembro lis listopad listopada noi noiembrie marraskuu marras kasim kas studeni novembris lapkritis lapkricio',
  ],
  [
    12,
    'dec december decembre dez dezember diciembre dic dicembre dezembro des desember gru grudzien grudnia decembrie joulukuu joulu aralik ara prosinec prosince prosinac decembris gruodis gruodzio detsember',
  ],
]

const ROMAN_MONTHS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii']

const MONTHS: ReadonlyMap<string, number> = new Map([
  ...MONTH_WORDS.flatMap(([month, words]) => words.split(' ').map((word) => [word, month] as [string, number])),
  ...ROMAN_MONTHS.map((word, index) => [word, index + 1] as [string, number]),
])

/** The month a word names (any served language, abbreviated or not, a Roman numeral), if any. */
export function monthOf(word: string): number | undefined {
  return MONTHS.get(
    anyAscii(word)
      .toLowerCase()
      .replace(/[^a-z]/g, ''),
  )
}

/** Which century a two-digit year falls in: a birth date is never in the future, other dates are this century. */
export type DateKind = 'birth' | 'document' | 'any'

export interface WrittenDate {
  /** YYYY-MM-DD. */
  iso: string
  /** Other dates the same text could mean (03/12/1985: 3 December or 12 March). */
  alternatives: string[]
  /** Where the date starts and ends in the text. */
  index: number
  end: number
}

export function isoOf(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined
  return date.toISOString().slice(0, 10)
}

function fullYear(written: string, kind: DateKind, today: Date): number {
  if (written.length === 4) return Number(written)
  const yy = Number(written)
  const thisYear = today.getUTCFullYear()
  if (kind === 'birth') return 2000 + yy > thisYear ? 1900 + yy : 2000 + yy
  if (kind === 'document') return 2000 + yy > thisYear + 50 ? 1900 + yy : 2000 + yy
  return 2000 + yy > thisYear + 20 ? 1900 + yy : 2000 + yy
}

/** Letters OCR gives for digits, replaced inside runs that are mostly digits ("12.O3.l985" → "12.03.1985"). */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  I: '1',
  l: '1',
  '|': '1',
  i: '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  G: '6',
}

export function foldDigitLookalikes(text: string): string {
  return text.replace(/[0-9OoQDIl|iSsBZzG]{2,}/g, (run) => {
    const digits = run.replace(/\D/g, '').length
    return digits > 0 && digits * 2 >= run.length
      ? [...run].map((char) => DIGIT_LOOKALIKES[char] ?? char).join('')
      : run
  })
}

const WORD = '[A-Za-zÀ-ÖØ-öø-ÿĀ-žȘ-ț]'
const MONTH_TOKEN = `(${WORD}{1,12})\\.?(?:\\s*\\/\\s*${WORD}{1,12}\\.?)*`
const CONNECTOR = `(?:\\s+(?:de|del|of)\\s+|[\\s.\\-/,]*)`

interface Pattern {
  pattern: RegExp
  build(match: RegExpMatchArray, kind: DateKind, today: Date): { iso: string; alternatives: string[] } | undefined
}

const single = (iso: string | undefined) => (iso ? { iso, alternatives: [] } : undefined)

const PATTERNS: readonly Pattern[] = [
  // 1985-03-12, 1985.03.12, 1985/03/12
  {
    pattern: /(?<![\d])(\d{4})\s?[-./]\s?(\d{1,2})\s?[-./]\s?(\d{1,2})(?![\d])/g,
    build: (m) => single(isoOf(Number(m[1]), Number(m[2]), Number(m[3]))),
  },
  // 12.03.1985, 12/03/1985, 12-03-85, 12 03 1985 (a two-digit year only with . / - separators)
  {
    pattern: /(?<![\d.])(\d{1,2})(?:\s?([-./])\s?|\s)(\d{1,2})(?:\s?[-./]\s?|\s)(\d{4}|\d{2})(?![\d])/g,
    build: (m, kind, today) => {
      if ((m[4] ?? '').length === 2 && !m[2]) return undefined
      const year = fullYear(m[4] ?? '', kind, today)
      const [first, second] = [Number(m[1]), Number(m[3])]
      const dayFirst = isoOf(year, second, first)
      const monthFirst = isoOf(year, first, second)
      if (dayFirst) return { iso: dayFirst, alternatives: monthFirst && monthFirst !== dayFirst ? [monthFirst] : [] }
      return single(monthFirst)
    },
  },
  // 12 MAR 1985, 12-MAR-85, 12MAR1985, 12. März 1985, 12 AUG/AOUT 1983, 12 de marzo de 1985, 12 III 1985
  {
    pattern: new RegExp(`(?<![\\d])(\\d{1,2})\\.?${CONNECTOR}${MONTH_TOKEN}${CONNECTOR}(\\d{4}|\\d{2})(?![\\d])`, 'g'),
    build: (m, kind, today) => {
      const month = monthOf(m[2] ?? '')
      return month ? single(isoOf(fullYear(m[3] ?? '', kind, today), month, Number(m[1]))) : undefined
    },
  },
  // March 12, 1985; MAR 12 1985
  {
    pattern: new RegExp(`(?<!${WORD})${MONTH_TOKEN}\\s*(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?![\\d])`, 'g'),
    build: (m) => {
      const month = (m[1] ?? '').length >= 3 ? monthOf(m[1] ?? '') : undefined
      return month ? single(isoOf(Number(m[3]), month, Number(m[2]))) : undefined
    },
  },
]

/** Every date written in `text`, in the order they appear. */
export function readDates(text: string, kind: DateKind = 'any', today: Date = new Date()): WrittenDate[] {
  const folded = foldDigitLookalikes(text)
  const found: WrittenDate[] = []
  for (const { pattern, build } of PATTERNS) {
    for (const match of folded.matchAll(pattern)) {
      const index = match.index ?? 0
      const end = index + match[0].length
      if (found.some((f) => index < f.end && end > f.index)) continue
      const date = build(match, kind, today)
      if (date) found.push({ ...date, index, end })
    }
  }
  return found.sort((a, b) => a.index - b.index)
}

/** Every date written in `text`, in the order they appear, as YYYY-MM-DD. */
export function findDates(text: string, kind: DateKind = 'any', today?: Date): string[] {
  return readDates(text, kind, today).map((date) => date.iso)
}

/** The first date written in `text`, as YYYY-MM-DD. */
export function parseAnyDate(text: string): string | undefined {
  return findDates(text)[0]
}

/** Whether a written date can mean the calendar date `iso` (either reading of 03/12/1985 counts). */
export function meansDate(written: string, iso: string): boolean {
  const date = readDates(written)[0]
  return date !== undefined && (date.iso === iso || date.alternatives.includes(iso))
}
