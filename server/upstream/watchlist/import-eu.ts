import type { Readable } from 'node:stream'
import { headedRecords } from './csv-records'
import { WatchlistFormatError } from './import-errors'
import {
  addName,
  addValue,
  birthDateText,
  type EntryDraft,
  finishDraft,
  newDraft,
  publicationDate,
} from './entry-draft'
import type { EntryType, ImportedEntries, WatchlistEntry } from './watchlist-entry'
import { asArray, readXmlDocument, text, type XmlNode } from './xml-document'

/**
 * The EU consolidated list of persons, groups and entities subject to financial sanctions (the
 * Financial Sanctions Files, FSF 1.1), in either published format:
 * - XML: `export` (attribute generationDate) with one `sanctionEntity` per entry (logicalId,
 *   euReferenceNumber) holding `subjectType` (code person / enterprise), `regulation` (programme),
 *   `nameAlias` (wholeName, strong), `birthdate` (birthdate, year, yearRangeFrom/To, circa),
 *   `citizenship` (countryDescription, countryIso2Code), `address` and `remark`;
 * - CSV (`;`-separated, one row per name, date, citizenship or address of an entry, the entry's
 *   columns repeated): fileGenerationDate, Entity_LogicalId, Entity_SubjectType, NameAlias_WholeName,
 *   BirthDate_BirthDate / _Year / _YearRangeFrom / _YearRangeTo / _Circa, Citizenship_…, Address_….
 * An entry's entry_id is its logicalId; the list is `eu_fsf`.
 */
const typeOf = (...codes: Array<string | null>): EntryType =>
  codes.some((c) => /^(p|person)$/i.test(c ?? '')) ? 'person' : 'entity'
const isTrue = (value: string | null) => /^(true|1|yes|y)$/i.test(value ?? '')

function logicalIdOf(value: string | null, file: string, line: number, element?: string): string {
  if (value && /^\d+$/.test(value)) return value
  throw new WatchlistFormatError(
    file,
    line,
    `${element ? `${element}: ` : ''}logicalId must be a whole number (got "${(value ?? '').slice(0, 40)}")`,
  )
}

const csvColumns = {
  generated: ['fileGenerationDate'],
  logicalId: ['Entity_LogicalId'],
  subjectType: ['Entity_SubjectType'],
  classification: ['Entity_SubjectType_ClassificationCode'],
  remark: ['Entity_Remark'],
  programme: ['Entity_Regulation_Programme'],
  wholeName: ['NameAlias_WholeName'],
  firstName: ['NameAlias_FirstName'],
  middleName: ['NameAlias_MiddleName'],
  lastName: ['NameAlias_LastName'],
  birthDate: ['BirthDate_BirthDate'],
  birthYear: ['BirthDate_Year'],
  birthFrom: ['BirthDate_YearRangeFrom'],
  birthTo: ['BirthDate_YearRangeTo'],
  birthCirca: ['BirthDate_Circa'],
  citizenship: ['Citizenship_CountryDescription'],
  citizenshipCode: ['Citizenship_CountryIso2Code'],
  street: ['Address_Street'],
  city: ['Address_City'],
  addressCountry: ['Address_CountryDescription'],
} as const

const joinParts = (...parts: Array<string | null>) => parts.filter((p): p is string => !!p).join(', ') || null

export async function importEuCsv(stream: Readable, file = 'EU consolidated list (CSV)'): Promise<ImportedEntries> {
  const drafts = new Map<string, EntryDraft>()
  let publishedAt: string | null = null
  for await (const record of headedRecords(stream, {
    file,
    delimiter: ';',
    columns: csvColumns,
    required: ['logicalId', 'wholeName'],
  })) {
    const get = record.get
    const id = logicalIdOf(get('logicalId'), file, record.line)
    publishedAt ??= publicationDate(get('generated'))
    let draft = drafts.get(id)
    if (!draft) {
      draft = newDraft(id, typeOf(get('subjectType'), get('classification')), { line: record.line })
      drafts.set(id, draft)
    }
    addName(draft, get('wholeName') ?? [get('firstName'), get('middleName'), get('lastName')].filter(Boolean).join(' '))
    addValue(draft.programs, get('programme'))
    addValue(draft.remarks, get('remark'))
    addValue(
      draft.dates_of_birth,
      birthDateText({
        date: get('birthDate'),
        year: get('birthYear'),
        from: get('birthFrom'),
        to: get('birthTo'),
        circa: isTrue(get('birthCirca')),
      }),
    )
    addValue(draft.nationalities, get('citizenship') ?? get('citizenshipCode'))
    addValue(draft.addresses, joinParts(get('street'), get('city'), get('addressCountry')))
  }
  return { entries: [...drafts.values()].map((d) => finishDraft(d, 'eu_fsf', file)), publishedAt }
}

const attribute = (node: unknown, name: string) => text((node as XmlNode | undefined)?.[`@${name}`])

function entryOfXml(node: XmlNode, at: number, file: string): WatchlistEntry {
  const element = `sanctionEntity number ${at + 1}${attribute(node, 'logicalId') ? ` (logicalId ${attribute(node, 'logicalId')})` : ''}`
  const id = logicalIdOf(attribute(node, 'logicalId'), file, 0, element)
  const subject = asArray(node.subjectType)[0]
  const draft = newDraft(id, typeOf(attribute(subject, 'code'), attribute(subject, 'classificationCode')), { element })
  const names = asArray(node.nameAlias)
  const strongFirst = [
    ...names.filter((n) => attribute(n, 'strong') !== 'false'),
    ...names.filter((n) => attribute(n, 'strong') === 'false'),
  ]
  for (const name of strongFirst) {
    const whole =
      attribute(name, 'wholeName') ??
      [attribute(name, 'firstName'), attribute(name, 'middleName'), attribute(name, 'lastName')]
        .filter(Boolean)
        .join(' ')
    addName(draft, whole, { weak: attribute(name, 'strong') === 'false' })
  }
  for (const regulation of asArray(node.regulation)) addValue(draft.programs, attribute(regulation, 'programme'))
  for (const remark of asArray(node.remark)) addValue(draft.remarks, text(remark))
  for (const birth of asArray(node.birthdate)) {
    const date = birthDateText({
      date: attribute(birth, 'birthdate'),
      year: attribute(birth, 'year'),
      from: attribute(birth, 'yearRangeFrom'),
      to: attribute(birth, 'yearRangeTo'),
      circa: isTrue(attribute(birth, 'circa')),
    })
    addValue(draft.dates_of_birth, date)
  }
  for (const citizenship of asArray(node.citizenship))
    addValue(
      draft.nationalities,
      attribute(citizenship, 'countryDescription') ?? attribute(citizenship, 'countryIso2Code'),
    )
  for (const address of asArray(node.address))
    addValue(
      draft.addresses,
      joinParts(attribute(address, 'street'), attribute(address, 'city'), attribute(address, 'countryDescription')),
    )
  return finishDraft(draft, 'eu_fsf', file)
}

export async function importEuXml(stream: Readable, file = 'EU consolidated list (XML)'): Promise<ImportedEntries> {
  const root = await readXmlDocument(stream, file, 'export')
  const entries = asArray(root.sanctionEntity).map((node, at) => entryOfXml(node as XmlNode, at, file))
  return { entries, publishedAt: publicationDate(text(root['@generationDate'])) }
}
