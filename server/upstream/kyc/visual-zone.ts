import anyAscii from 'any-ascii'
import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'
import type { KycDocumentType } from '@contract/services/kyc'
import { asciiWords } from '../text/ascii-words'
import { genderCode } from './compare-values'
import { lookAlikeShape } from '../text/document-names'
import type { VisualFields } from './extracted-document'
import { FIELD_RULES, type FieldRule } from './visual-zone-labels'
import { readDates } from './written-dates'

/**
 * The visual zone of an identity document read from its OCR lines, driven by the label table of
 * visual-zone-labels.ts: labels in the served languages, bilingual and trilingual ones ("Surname /
 * Nom / Apellidos"), numbered ones ("1. Surname", "4b."), with OCR slips of one letter in longer
 * label words; the value after its label on the same line, else on the next line that is not a
 * label (a translation of the label on its own line is skipped); several labels on one line share
 * the next line in their order ("Sex  Nationality  Date of birth" over "F  DEU  12 AUG 1983").
 * Each value is read by its kind: names, dates (written-dates.ts), sex, document numbers,
 * nationality. A value that does not read as its kind is left out ("not read", never a guess).
 */

interface Token {
  text: string
  start: number
  end: number
}

interface LabelPhrase {
  rule: FieldRule
  words: string[]
}

const PHRASES: readonly LabelPhrase[] = FIELD_RULES.flatMap((rule) =>
  rule.labels.split('|').map((label) => ({ rule, words: label.split(' ') })),
).sort((a, b) => b.words.length - a.words.length)
const NUMBERED: ReadonlyMap<string, FieldRule> = new Map(
  FIELD_RULES.flatMap((rule) =>
    (rule.numbers ?? '')
      .split('|')
      .filter(Boolean)
      .map((n) => [n, rule] as [string, FieldRule]),
  ),
)

function tokensOf(line: string): Token[] {
  return [...line.matchAll(/[\p{L}\p{N}]+/gu)]
    .map((m) => ({
      text: anyAscii(m[0])
        .toLowerCase()
        .replace(/[^a-z0-9]/g, ''),
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    }))
    .filter((t) => t.text !== '')
}

/**
 * A read word is a word of a label: equal, or one OCR slip ("Surnarne", "Dale of birth") in a word of
 * 4+ letters of a label of several words, or of a one-word label of 7+ letters — a value such as GROSS
 * is never taken for the label "Grösse".
 */
function labelWord(wanted: string, read: string, phraseLength: number): boolean {
  if (wanted === read) return true
  if (wanted.length < (phraseLength > 1 ? 4 : 7) || Math.abs(wanted.length - read.length) > 2) return false
  return (
    lookAlikeShape(wanted) === lookAlikeShape(read) ||
    (Math.abs(wanted.length - read.length) <= 1 && damerauLevenshtein(wanted, read) <= 1)
  )
}

interface Segment {
  rule: FieldRule
  /** Where the label starts and ends in the line. */
  start: number
  end: number
  /** The text between this label and the next one (or the line's end). */
  value: string
}

/** A numbered label: "4b." anywhere, "1." at the start of the line. */
function numberedAt(line: string, tokens: Token[], index: number): FieldRule | undefined {
  const token = tokens[index]!
  const rule = NUMBERED.get(token.text)
  if (!rule) return undefined
  const after = line.slice(token.end, token.end + 2)
  const lettered = /^\d[a-d]$/.test(token.text)
  const marked = /^[.)]/.test(after) || (lettered && /^(\s|:|$)/.test(after))
  const atStart = line.slice(0, token.start).replace(/[^\p{L}\p{N}]/gu, '') === ''
  // "5. März 1985" is a date, not field 5.
  const from = line.slice(token.start)
  const isDate = /^\d{1,2}\.?\s*\p{L}/u.test(from) && readDates(from)[0]?.index === 0
  return marked && (lettered || atStart) && !isDate ? rule : undefined
}

/** The labels of a line, in order, each with the text up to the next label (same field's translations merged). */
export function labelSegments(line: string): Segment[] {
  const tokens = tokensOf(line)
  const segments: Segment[] = []
  let index = 0
  while (index < tokens.length) {
    const at = (same: (wanted: string, read: string, length: number) => boolean) =>
      PHRASES.find(({ words }) =>
        words.every((word, k) => tokens[index + k] !== undefined && same(word, tokens[index + k]!.text, words.length)),
      )
    // An exact label first: "Nome" is the Italian given-name label, not "Name" misread.
    const phrase = at((wanted, read) => wanted === read) ?? at(labelWord)
    const rule = phrase?.rule ?? numberedAt(line, tokens, index)
    if (!rule) {
      index += 1
      continue
    }
    const length = phrase?.words.length ?? 1
    const start = tokens[index]!.start
    const end =
      line.slice(tokens[index + length - 1]!.end).match(/^[.):]?/)![0].length + tokens[index + length - 1]!.end
    const previous = segments.at(-1)
    const joined = previous && /^[\s/|,.:;-]*$/.test(line.slice(previous.end, start))
    if (
      previous &&
      joined &&
      (previous.rule === rule || NUMBERED.get(tokens[index - 1]?.text ?? '') === previous.rule)
    ) {
      previous.end = end
      previous.rule = rule.field ? rule : previous.rule
    } else segments.push({ rule, start, end, value: '' })
    index += length
  }
  segments.forEach((segment, k) => {
    segment.value = line
      .slice(segment.end, segments[k + 1]?.start ?? line.length)
      .replace(/^[\s/|:;,.\-–—]+|[\s/|:;,\-–—]+$/g, '')
  })
  return segments
}

type Value = string

interface Read {
  value: Value
  start: number
  end: number
  /** The month-first reading of an ambiguous numeric date. */
  monthFirst?: string
}

const NAME_PARTICLES = new Set(['de', 'da', 'di', 'do', 'du', 'la', 'le', 'el', 'al', 'y', 'e'])

function readName(text: string): Value | undefined {
  const words = text
    .replace(/[^\p{L}\s'’-]/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^['’-]+|['’-]+$/g, ''))
    .filter(Boolean)
  // OCR specks at the ends: single letters, and short lower-case bits that are no name particle ("ee", "li").
  const speck = (word: string) =>
    word.length === 1 || (word.length === 2 && word === word.toLowerCase() && !NAME_PARTICLES.has(word))
  while (words.length > 0 && speck(words[0]!)) words.shift()
  while (words.length > 0 && speck(words.at(-1)!)) words.pop()
  const value = words.join(' ')
  return words.some((word) => word.length >= 2) ? value : undefined
}

function readNumber(text: string): Value | undefined {
  const tokens = text
    .split(/\s+/)
    .map((t) => t.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, ''))
    .filter(Boolean)
  const first = tokens.findIndex(
    (t, k) =>
      /^[A-Z0-9-]+$/i.test(t) && (/\d/.test(t) || (/^[A-Z]{1,2}$/.test(t) && /^\d[\d-]*$/.test(tokens[k + 1] ?? ''))),
  )
  if (first < 0) return undefined
  let number = ''
  for (const token of tokens.slice(first)) {
    if (!/^[A-Z0-9-]+$/.test(token) || (number !== '' && !/\d/.test(token)) || (number + token).length > 20) break
    number += token.replace(/-/g, '')
  }
  return number.length >= 5 && /\d/.test(number) ? number.toUpperCase() : undefined
}

function readSex(text: string): Value | undefined {
  const first = text.trim().split(/\s+/)[0] ?? ''
  return genderCode(first)
}

function readNationality(text: string): Value | undefined {
  const words = text
    .replace(/[^\p{L}\s-]/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter((w) => w.length >= 2)
    .slice(0, 3)
  return words.length > 0 ? words.join(' ') : undefined
}

/** A value of the rule's kind at the start of `text` (names and nationality) or anywhere in it (the rest), with where it ends. */
function readValue(rule: FieldRule, text: string): Read | undefined {
  const trimmed = text.trim()
  if (!trimmed || !rule.kind) return undefined
  switch (rule.kind) {
    case 'date': {
      const date = readDates(text, rule.dateKind)[0]
      return date
        ? {
            value: date.iso,
            start: date.index,
            end: date.end,
            ...(date.alternatives[0] ? { monthFirst: date.alternatives[0] } : {}),
          }
        : undefined
    }
    case 'sex': {
      const match = /(?:^|\s)([\p{L}]+(?:\s?\/\s?[\p{L}]+)*)(?=\s|$)/u.exec(text)
      const value = match ? readSex(match[1]!.replace(/\s/g, '')) : undefined
      return value && match ? { value, start: match.index, end: match.index + match[0].length } : undefined
    }
    case 'number': {
      const value = readNumber(text)
      return value ? { value, start: 0, end: text.length } : undefined
    }
    case 'name': {
      const value = readName(text)
      return value ? { value, start: 0, end: text.length } : undefined
    }
    case 'nationality': {
      const value = readNationality(text)
      return value ? { value, start: 0, end: text.length } : undefined
    }
  }
}

/** Splits a value line among several labels in their order: dates, sexes and numbers found in turn, names and nationality between them. */
function splitAmong(rules: FieldRule[], line: string): Array<[FieldRule, Read]> {
  const found: Array<[FieldRule, Read]> = []
  let cursor = 0
  rules.forEach((rule, k) => {
    const rest = line.slice(cursor)
    if (rule.kind === 'date' || rule.kind === 'sex') {
      const read = readValue(rule, rest)
      if (read) {
        found.push([rule, read])
        cursor += read.end
      }
      return
    }
    // A free-text value runs to where the next label's date or sex starts (to the line's end for the last label).
    const next = rules[k + 1]
    const nextRead = next && (next.kind === 'date' || next.kind === 'sex') ? readValue(next, rest) : undefined
    if (next && !nextRead) return
    const own = nextRead ? rest.slice(0, nextRead.start) : rest
    // A nationality is one word ("DEU", "GERMAN"); what follows it belongs to the next label.
    const text = rule.kind === 'nationality' ? (own.trim().split(/\s+/)[0] ?? '') : own
    const read = readValue(rule, text)
    if (read) found.push([rule, read])
    cursor += rule.kind === 'nationality' ? rest.indexOf(text) + text.length : own.length
  })
  return found
}

/** How many lines below a label its value may be (a translation of the label may sit between). */
const VALUE_REACH = 2

export function readVisualZone(lines: readonly string[]): VisualFields {
  const fields: VisualFields = {}
  const segmentsOf = lines.map(labelSegments)
  const take = (rule: FieldRule, read: Read) => {
    if (!rule.field || fields[rule.field] !== undefined) return
    ;(fields as Record<string, Value>)[rule.field] = read.value
    if (read.monthFirst && (rule.field === 'dob' || rule.field === 'issueDate' || rule.field === 'expiryDate'))
      fields.monthFirst = { ...fields.monthFirst, [rule.field]: read.monthFirst }
  }
  /** The first line below `index` that holds no label of another field, if within reach. */
  const valueLineBelow = (index: number, rules: FieldRule[]): string | undefined => {
    for (let k = index + 1; k <= Math.min(lines.length - 1, index + VALUE_REACH); k += 1) {
      const segments = segmentsOf[k]!
      if (segments.length === 0) return lines[k]
      const onlyTranslations = segments.every((s) => rules.includes(s.rule) && s.value === '')
      if (!onlyTranslations) return undefined
    }
    return undefined
  }
  segmentsOf.forEach((segments, index) => {
    const waiting: FieldRule[] = []
    for (const segment of segments) {
      const read = segment.value ? readValue(segment.rule, segment.value) : undefined
      if (read) take(segment.rule, read)
      else waiting.push(segment.rule)
    }
    if (waiting.length === 0) return
    const below = valueLineBelow(index, waiting)
    if (below === undefined) return
    if (waiting.length === 1) {
      const read = readValue(waiting[0]!, below)
      if (read) take(waiting[0]!, read)
      return
    }
    for (const [rule, read] of splitAmong(waiting, below)) take(rule, read)
  })
  return fields
}

const TITLES: ReadonlyArray<[KycDocumentType, RegExp]> = [
  [
    'driving_license',
    /\b(driving licen[cs]e|driver s licen[cs]e|drivers licen[cs]e|driver licen[cs]e|permis de conduire|fuhrerschein|permiso de conducir|patente di guida|carta de conducao|rijbewijs|prawo jazdy|ridicsky prukaz|vodicsky preukaz|vezetoi engedely|permis de conducere|korkort|forerkort|korekort|ajokortti|juhiluba|vozacka dozvola|vozniska dovoljenja|surucu belgesi)\b/,
  ],
  [
    'passport',
    /\b(passport|passeport|reisepass|pasaporte|passaporto|passaporte|paspoort|paszport|cestovni pas|cestovny pas|utlevel|pasaport|pass|passi|pasas|pase|putovnica|potni list)\b/,
  ],
  [
    'id_card',
    /\b(identity card|id card|national identity|carte nationale d identite|carte d identite|personalausweis|documento nacional de identidad|carta d identita|identiteitskaart|cartao de cidadao|dowod osobisty|obcansky prukaz|obciansky preukaz|szemelyi igazolvany|carte de identitate|identitetskort|nationellt id kort|henkilokortti|isikutunnistus|personas apliecibe|asmens tapatybes kortele|osobna iskaznica|osebna izkaznica|kimlik karti)\b/,
  ],
]

/** The document type its title names, if any. */
export function documentTypeByTitle(lines: readonly string[]): KycDocumentType | null {
  const text = ` ${asciiWords(lines.join(' \n ').replace(/['’`]/g, ' ')).join(' ')} `
  return TITLES.find(([, pattern]) => pattern.test(text))?.[0] ?? null
}
