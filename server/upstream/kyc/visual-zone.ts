import type { KycDocumentType } from '@contract/services/kyc'
import { asciiWords } from '../aml/matching/normalise'
import { findDates, genderCode } from './compare-values'
import type { VisualFields } from './extracted-document'

/**
 * The visual zone of an identity document read from its OCR lines: labelled fields ("Surname",
 * "Given names", "Date of birth", "Date of expiry", "Document No." … in English, French, German,
 * Spanish), the value following its label on the same line or on the next one, and the document's
 * title (passport, identity card, driving licence).
 */

type FieldName = keyof VisualFields

const LABELS: ReadonlyArray<[FieldName, RegExp]> = [
  ['givenNames', /\b(given names?|first names?|forenames?|prenoms?|vornamen?|nombres?|2\.\s)/],
  ['surname', /\b(surname|last name|family name|nom|name|familienname|apellidos?|1\.\s)\b/],
  ['dob', /\b(date of birth|birth date|dob|born|date de naissance|geburtsdatum|fecha de nacimiento|3\.\s)/],
  ['issueDate', /\b(date of issue|issue date|issued on|issued|date de delivrance|ausstellungsdatum|fecha de expedicion|4a\.\s)/],
  ['expiryDate', /\b(date of expiry|expiry date|expiration date|expires|valid until|date d expiration|gultig bis|fecha de caducidad|4b\.\s)/],
  ['documentNumber', /\b(document no|document number|passport no|passport number|card no|card number|licence no|license no|licence number|license number|no du document|dokumentennummer|numero|5\.\s)/],
  ['gender', /\b(sex|gender|sexe|geschlecht|sexo)\b/],
  ['nationality', /\b(nationality|nationalite|staatsangehorigkeit|nacionalidad)\b/],
]

/** Lower-case ASCII of a line with its punctuation kept as single spaces (for label matching). */
function plain(line: string): string {
  return ` ${asciiWords(line.replace(/\./g, '. ')).join(' ')} `.replace(/\b(\d)\b(?= )/g, '$1.')
}

function labelsIn(line: string): Array<{ field: FieldName; index: number; end: number }> {
  const text = plain(line)
  const found: Array<{ field: FieldName; index: number; end: number }> = []
  for (const [field, pattern] of LABELS) {
    const match = pattern.exec(text)
    if (match && !found.some((f) => f.field === field)) found.push({ field, index: match.index, end: match.index + match[0].length })
  }
  // "Name" inside "Given names" / "Surname" is not a second label.
  return found.filter((label) => !found.some((other) => other !== label && other.index <= label.index && other.end >= label.end && other.end - other.index > label.end - label.index))
}

/** The part of a line after its last label (separators and label translations like "/ Nom" dropped). */
function afterLabels(line: string): string {
  const parts = line.split(/[:：]/)
  if (parts.length > 1) return parts.slice(1).join(':').trim()
  // "Given names / Prénoms": the words after a slash translate the label; the value is below.
  if (/\p{L}\s*\/\s*\p{L}[^\d]*$/u.test(line)) return ''
  const text = plain(line)
  const labels = labelsIn(line)
  const last = labels.reduce((max, label) => Math.max(max, label.end), 0)
  const words = text.slice(last).trim()
  return words.length > 0 && labelsIn(words).length === 0 ? rest(line, words) : ''
}

/** The original characters of `line` from where `words` (its plain form) start. */
function rest(line: string, words: string): string {
  const first = words.split(' ')[0] ?? ''
  const at = line.toLowerCase().lastIndexOf(first.toLowerCase())
  return at >= 0 ? line.slice(at).trim() : words
}

function valueFor(field: FieldName, text: string): string | undefined {
  const value = text.replace(/^[\s/|:.-]+/, '').trim()
  if (!value) return undefined
  switch (field) {
    case 'dob':
    case 'issueDate':
    case 'expiryDate':
      return findDates(value)[0]
    case 'gender':
      return genderCode(value.split(/[\s/]+/)[0] ?? '')
    case 'documentNumber': {
      const token = value.split(/\s+/).find((t) => /\d/.test(t) && /^[A-Z0-9-]{4,}$/i.test(t))
      return token?.replace(/-/g, '').toUpperCase()
    }
    case 'surname':
    case 'givenNames':
    case 'nationality': {
      const words = value.replace(/[^\p{L}\s'-]/gu, ' ').trim().replace(/\s+/g, ' ')
      return words.length >= 2 ? words : undefined
    }
  }
}

export function readVisualZone(lines: readonly string[]): VisualFields {
  const fields: VisualFields = {}
  lines.forEach((line, index) => {
    const labels = labelsIn(line)
    if (labels.length === 0) return
    const next = lines[index + 1] ?? ''
    const nextIsValue = labelsIn(next).length === 0
    if (labels.length > 1) {
      // Several labels on one line: their values are on the next line, in the same order (dates read in order).
      const dates = nextIsValue ? findDates(next) : []
      const dateLabels = labels.filter((l) => l.field === 'dob' || l.field === 'issueDate' || l.field === 'expiryDate').sort((a, b) => a.index - b.index)
      dateLabels.forEach((label, position) => {
        const date = dates[position]
        if (date && fields[label.field] === undefined) fields[label.field] = date as never
      })
      return
    }
    const label = labels[0]!
    if (fields[label.field] !== undefined) return
    const value = valueFor(label.field, afterLabels(line)) ?? (nextIsValue ? valueFor(label.field, next) : undefined)
    if (value !== undefined) fields[label.field] = value as never
  })
  return fields
}

const TITLES: ReadonlyArray<[KycDocumentType, RegExp]> = [
  ['driving_license', /\b(driving licen[cs]e|driver s licen[cs]e|drivers licen[cs]e|driver licen[cs]e|permis de conduire|fuhrerschein|permiso de conducir|patente di guida)\b/],
  ['passport', /\b(passport|passeport|reisepass|pasaporte|passaporto|paspoort)\b/],
  ['id_card', /\b(identity card|id card|national identity|carte nationale d identite|carte d identite|personalausweis|documento nacional de identidad|carta d identita|identiteitskaart)\b/],
]

/** The document type its title names, if any. */
export function documentTypeByTitle(lines: readonly string[]): KycDocumentType | null {
  const text = plain(lines.join(' \n '))
  return TITLES.find(([, pattern]) => pattern.test(text))?.[0] ?? null
}
