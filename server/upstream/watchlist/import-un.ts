import type { Readable } from 'node:stream'
import { WatchlistFormatError } from './import-errors'
import { addName, addValue, birthDateText, finishDraft, newDraft, publicationDate } from './entry-draft'
import type { ImportedEntries, WatchlistEntry } from './watchlist-entry'
import { asArray, readXmlDocument, text, type XmlNode } from './xml-document'

/**
 * The UN Security Council consolidated list (XML: CONSOLIDATED_LIST dateGenerated=… with
 * INDIVIDUALS/INDIVIDUAL and ENTITIES/ENTITY). An INDIVIDUAL's name is in FIRST_NAME … FOURTH_NAME,
 * an ENTITY's in FIRST_NAME; NAME_ORIGINAL_SCRIPT and each *_ALIAS/ALIAS_NAME (QUALITY Good, Low,
 * a.k.a.) are aliases; INDIVIDUAL_DATE_OF_BIRTH has TYPE_OF_DATE EXACT (DATE or YEAR),
 * APPROXIMATELY (circa) or BETWEEN (FROM_YEAR, TO_YEAR); NATIONALITY/VALUE; UN_LIST_TYPE is the
 * regime. entry_id is the REFERENCE_NUMBER (DATAID when absent); the list is `un_sc`.
 */
const file = 'UN consolidated list'

function addressesOf(node: XmlNode, key: string): string[] {
  return asArray(node[key]).flatMap((a) => {
    const parts = ['STREET', 'CITY', 'STATE_PROVINCE', 'COUNTRY']
      .map((k) => text((a as XmlNode)[k]))
      .filter((p): p is string => p !== null)
    return parts.length > 0 ? [parts.join(', ')] : []
  })
}

function dateOf(node: XmlNode): string | null {
  const type = text(node.TYPE_OF_DATE) ?? ''
  return birthDateText({
    date: text(node.DATE),
    year: text(node.YEAR),
    from: text(node.FROM_YEAR),
    to: text(node.TO_YEAR),
    circa: /approx/i.test(type),
  })
}

/** One INDIVIDUAL (a person: its name in up to four parts) or ENTITY (its name in FIRST_NAME). */
function entryOf(node: XmlNode, at: number, element: 'INDIVIDUAL' | 'ENTITY'): WatchlistEntry {
  const person = element === 'INDIVIDUAL'
  const id = text(node.REFERENCE_NUMBER) ?? text(node.DATAID)
  const where = `${element} number ${at + 1}${id ? ` (${id})` : ''}`
  if (!id) throw new WatchlistFormatError(file, 0, `${where} has no REFERENCE_NUMBER or DATAID`)
  const draft = newDraft(id, person ? 'person' : 'entity', { element: where })
  const nameParts = person ? ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'] : ['FIRST_NAME']
  addName(
    draft,
    nameParts
      .map((k) => text(node[k]))
      .filter(Boolean)
      .join(' '),
    { primary: true },
  )
  addName(draft, text(node.NAME_ORIGINAL_SCRIPT))
  for (const alias of asArray(node[`${element}_ALIAS`]))
    addName(draft, text((alias as XmlNode).ALIAS_NAME), { weak: /low/i.test(text((alias as XmlNode).QUALITY) ?? '') })
  addValue(draft.programs, text(node.UN_LIST_TYPE))
  addValue(draft.remarks, text(node.COMMENTS1))
  if (person)
    for (const date of asArray(node.INDIVIDUAL_DATE_OF_BIRTH)) addValue(draft.dates_of_birth, dateOf(date as XmlNode))
  for (const value of asArray((node.NATIONALITY as XmlNode | undefined)?.VALUE))
    addValue(draft.nationalities, text(value))
  for (const address of addressesOf(node, `${element}_ADDRESS`)) addValue(draft.addresses, address)
  return finishDraft(draft, 'un_sc', file)
}

export async function importUnConsolidated(stream: Readable): Promise<ImportedEntries> {
  const root = await readXmlDocument(stream, file, 'CONSOLIDATED_LIST')
  const people = asArray((root.INDIVIDUALS as XmlNode | undefined)?.INDIVIDUAL).map((n, at) =>
    entryOf(n as XmlNode, at, 'INDIVIDUAL'),
  )
  const entities = asArray((root.ENTITIES as XmlNode | undefined)?.ENTITY).map((n, at) =>
    entryOf(n as XmlNode, at, 'ENTITY'),
  )
  return { entries: [...people, ...entities], publishedAt: publicationDate(text(root['@dateGenerated'])) }
}
