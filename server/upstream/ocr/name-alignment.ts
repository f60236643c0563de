import { foldedName } from './certificate-engines'

/**
 * Two readings of one name aligned letter by letter (ADR 0109): each letter or figure folded as the
 * engines' names are compared (`foldedName`: case, marks, `ł`/`l`, `ß`/`b`), spaces and punctuation
 * aside (PaddleOCR drops spaces between close words, ADR 0103), by the fewest edits.
 */

/** A letter or figure of a name: its place in the name and its folded form. */
interface Letter {
  index: number
  folded: string
}

function lettersOf(name: string): Letter[] {
  const letters: Letter[] = []
  for (const [index, character] of [...name].entries()) {
    const folded = foldedName(character)
    if (folded !== '') letters.push({ index, folded })
  }
  return letters
}

/** One step of an alignment: a letter of each (alike or not), a letter of `b` only, or of `a` only. */
export type AlignmentStep =
  { kind: 'same' | 'changed'; a: number; b: number } | { kind: 'added'; b: number } | { kind: 'dropped'; a: number }

/** The letters of `a` and `b` aligned by the fewest edits (places are characters of each string). */
export function alignedLetters(a: string, b: string): AlignmentStep[] {
  const [x, y] = [lettersOf(a), lettersOf(b)]
  const cost: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  const at = (i: number, j: number) => cost[i]?.[j] ?? Infinity
  for (let i = 1; i <= x.length; i += 1)
    for (let j = 1; j <= y.length; j += 1) {
      const change = x[i - 1]?.folded === y[j - 1]?.folded ? 0 : 1
      ;(cost[i] as number[])[j] = Math.min(at(i - 1, j - 1) + change, at(i - 1, j) + 1, at(i, j - 1) + 1)
    }
  const steps: AlignmentStep[] = []
  let [i, j] = [x.length, y.length]
  while (i > 0 || j > 0) {
    const [from, to] = [x[i - 1], y[j - 1]]
    const change = from?.folded === to?.folded ? 0 : 1
    if (from && to && at(i, j) === at(i - 1, j - 1) + change) {
      steps.push({ kind: change === 0 ? 'same' : 'changed', a: from.index, b: to.index })
      ;[i, j] = [i - 1, j - 1]
    } else if (to && at(i, j) === at(i, j - 1) + 1) {
      steps.push({ kind: 'added', b: to.index })
      j -= 1
    } else if (from) {
      steps.push({ kind: 'dropped', a: from.index })
      i -= 1
    }
  }
  return steps.reverse()
}

/**
 * `reading`'s letters in `spelling`'s spelling: `spelling` (a name as an engine read it, with its
 * spaces, punctuation and letters beyond ASCII) with each letter `reading` reads otherwise put as
 * `reading` reads it, a letter only `reading` holds put in and one it lacks taken out. Where a
 * letter folds alike in both, `spelling`'s stays: `Zakład Mięsny` read `ZakladMiesny` by PaddleOCR,
 * whose alphabet has no `ł` or `ę`, stays `Zakład Mięsny`.
 */
export function mendedName(spelling: string, reading: string): string {
  const [own, read] = [[...spelling], [...reading]]
  const steps = alignedLetters(spelling, reading)
  const before = new Map<number, string>()
  const replaced = new Map<number, string>()
  for (const [position, step] of steps.entries()) {
    if (step.kind === 'changed') replaced.set(step.a, read[step.b] ?? '')
    if (step.kind === 'dropped') replaced.set(step.a, '')
    if (step.kind !== 'added') continue
    // A letter put in goes before the next letter of `spelling`, or after its last.
    const following = steps.slice(position).find((later) => later.kind !== 'added')
    const place = following !== undefined && 'a' in following ? following.a : own.length
    before.set(place, (before.get(place) ?? '') + (read[step.b] ?? ''))
  }
  // Letters put in before `spelling`'s first come with `reading`'s own spaces and punctuation.
  const first = steps.find((step) => step.kind !== 'added')
  if (first !== undefined && first.kind !== 'dropped' && first.b > 0)
    before.set(first.a, read.slice(0, first.b).join(''))
  return [
    ...own.map((character, index) => (before.get(index) ?? '') + (replaced.get(index) ?? character)),
    before.get(own.length) ?? '',
  ]
    .join('')
    .trim()
}

/**
 * Whether `b` adds letters to `a` or drops letters of it two or more in a row (a word, or a
 * word's piece, put in or left out), other than before `a`'s first letter where `cutStart` (by
 * default where `a` starts with a lower-case letter: a mark hid the start of its first word,
 * `iendom AS` for `Eiendom AS`).
 */
export function addsOrDropsLetters(a: string, b: string, cutStart = /^\p{Ll}/u.test(a.trim())): boolean {
  const steps = alignedLetters(a, b)
  let run = 0
  for (const [position, step] of steps.entries()) {
    const atStart = steps.slice(0, position).every((earlier) => earlier.kind === 'added')
    run = step.kind === 'added' || step.kind === 'dropped' ? run + 1 : 0
    if (run >= 2 && !(cutStart && atStart && step.kind === 'added')) return true
  }
  return false
}

/**
 * `reading` with `spelling`'s letters beyond ASCII put back where `reading` holds the same letter
 * folded (`Zaklad Miesny` and `Zakład Mięsny`): PaddleOCR's alphabet lacks most of them (ADR
 * 0103), Tesseract's country models read them. Nothing else of `reading` changes.
 */
export function withLettersOf(reading: string, spelling: string): string {
  const [read, own] = [[...reading], [...spelling]]
  for (const step of alignedLetters(spelling, reading)) {
    const [letter, ascii] = step.kind === 'same' ? [own[step.a] ?? '', read[step.b] ?? ''] : ['', '']
    if (/[^\p{ASCII}]/u.test(letter) && /^[\p{ASCII}]$/u.test(ascii) && step.kind === 'same')
      read[step.b] = ascii === ascii.toUpperCase() ? letter.toUpperCase() : letter.toLowerCase()
  }
  return read.join('')
}
