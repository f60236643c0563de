/**
 * The phrases a label's pattern matches as a page prints them (ADR 0082): a pattern is written once,
 * and the words OCR may misread are spelled out from it. Alternatives and optional parts give one
 * phrase each; a character class gives its first character (`[ée]` → `é`, as labels are written);
 * white space gives one space; look-arounds, anchors and word boundaries give nothing, and a part
 * that may be absent (`*`, `?`, `{0,n}`) gives its phrases and none. An alternative spelled with a part no
 * phrase can stand for (`\p{L}`, a repeated class: `[nm]u[nm]{1,2}er`, OCR's look-alikes written
 * into the pattern) gives no phrase: the pattern lists the printed word beside it (`nummer|…`).
 */

type Part = { phrases: string[] | null }

/** Where a parser is in a pattern's source. */
interface Cursor {
  source: string
  at: number
}

/** The phrases of alternatives up to `)` or the end; null where none can be spelled. */
function alternatives(cursor: Cursor): string[] {
  const phrases: string[] = []
  for (;;) {
    const spelled = sequence(cursor)
    if (spelled !== null) phrases.push(...spelled)
    if (cursor.source[cursor.at] !== '|') return phrases
    cursor.at++
  }
}

/** The phrases of one alternative (up to `|`, `)` or the end), or null where one part cannot be spelled. */
function sequence(cursor: Cursor): string[] | null {
  let phrases: string[] | null = ['']
  while (cursor.at < cursor.source.length && !'|)'.includes(cursor.source[cursor.at] ?? '')) {
    const part = quantified(cursor, atom(cursor))
    phrases =
      phrases === null || part.phrases === null
        ? null
        : phrases.flatMap((before) => (part.phrases ?? []).map((phrase) => before + phrase))
  }
  return phrases
}

/** A part and its quantifier: one that may be absent gives its phrases and nothing; white space repeated gives one space. */
function quantified(cursor: Cursor, part: Part): Part {
  const quantifier = /^(?:[?*+]|\{(\d+)(?:,\d*)?\})\??/.exec(cursor.source.slice(cursor.at))
  if (quantifier === null) return part
  cursor.at += quantifier[0].length
  const symbol = quantifier[0][0]
  // White space printed once between words, however often the pattern allows it.
  const space = part.phrases?.length === 1 && part.phrases[0] === ' '
  if (space) return part
  if (symbol === '?' || symbol === '*' || quantifier[1] === '0') return { phrases: [...(part.phrases ?? []), ''] }
  return { phrases: null }
}

const escapes: Record<string, string[]> = { s: [' '], b: [''], B: [''] }

/** One part of a pattern: a group, a class, an escape, an anchor or a character. */
function atom(cursor: Cursor): Part {
  const { source } = cursor
  const char = source[cursor.at] ?? ''
  cursor.at++
  if (char === '(') {
    const assertion = /^\?(?:<?[=!])/.exec(source.slice(cursor.at))
    if (assertion === null && source.startsWith('?:', cursor.at)) cursor.at += 2
    else if (assertion !== null) cursor.at += assertion[0].length
    const phrases = alternatives(cursor)
    cursor.at++
    return assertion !== null ? { phrases: [''] } : { phrases: phrases.length > 0 ? phrases : null }
  }
  if (char === '[') {
    const end = source.indexOf(']', cursor.at + 1)
    const members = source.slice(cursor.at, end)
    cursor.at = end + 1
    const first = members.startsWith('\\') ? null : members[0]
    return { phrases: first === undefined || first === null || first === '^' ? null : [first] }
  }
  if (char === '\\') {
    const escaped = source[cursor.at] ?? ''
    cursor.at++
    if (escaped === 'p' || escaped === 'P') cursor.at = source.indexOf('}', cursor.at) + 1
    const phrases = escapes[escaped] ?? (/[\p{L}\p{N}]/u.test(escaped) ? null : [escaped])
    return { phrases }
  }
  if (char === '^' || char === '$') return { phrases: [''] }
  return { phrases: char === '.' ? null : [char] }
}

/** Every phrase `patterns` match as printed, lower case, one space between words, each once. */
export function phrasesOf(patterns: readonly RegExp[]): string[] {
  const phrases = patterns.flatMap((pattern) => alternatives({ source: pattern.source, at: 0 }))
  return [...new Set(phrases.map((phrase) => phrase.toLowerCase().replace(/\s+/g, ' ').trim()))].filter(
    (phrase) => phrase !== '',
  )
}
