import type { Readable } from 'node:stream'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { WatchlistFormatError } from './import-errors'
import type { WatchlistAlias, WatchlistEntry } from './watchlist-entry'

/**
 * The UN Security Council consolidated list (XML: CONSOLIDATED_LIST with INDIVIDUALS/INDIVIDUAL and
 * ENTITIES/ENTITY). The file (a few MB) is read whole, validated (a malformed file is refused with
 * its line) and parsed with fast-xml-parser. entry_id is the REFERENCE_NUMBER (DATAID when absent).
 */
type Node = Record<string, unknown>

const asArray = (value: unknown): unknown[] => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value])
const text = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() || null : null)

function aliasesOf(node: Node, key: string): WatchlistAlias[] {
  return asArray(node[key]).flatMap((a) => {
    const alias = a as Node
    const name = text(alias.ALIAS_NAME)
    return name ? [{ name, strength: /low/i.test(text(alias.QUALITY) ?? '') ? 'weak' : 'strong' } as WatchlistAlias] : []
  })
}

function addressesOf(node: Node, key: string): string[] {
  return asArray(node[key]).flatMap((a) => {
    const parts = ['STREET', 'CITY', 'STATE_PROVINCE', 'COUNTRY'].map((k) => text((a as Node)[k])).filter((p): p is string => p !== null)
    return parts.length > 0 ? [parts.join(', ')] : []
  })
}

function datesOf(node: Node): string[] {
  return asArray(node.INDIVIDUAL_DATE_OF_BIRTH).flatMap((d) => {
    const date = d as Node
    const value = text(date.DATE) ?? text(date.YEAR) ?? [text(date.FROM_YEAR), text(date.TO_YEAR)].filter(Boolean).join(' to ')
    return value ? [value] : []
  })
}

function listedOn(node: Node): string[] {
  return [text(node.UN_LIST_TYPE)].filter((p): p is string => p !== null)
}

/** One INDIVIDUAL (a person: its name in up to four parts) or ENTITY (its name in FIRST_NAME). */
function entryOf(node: Node, at: number, element: 'INDIVIDUAL' | 'ENTITY'): WatchlistEntry {
  const person = element === 'INDIVIDUAL'
  const nameParts = person ? ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'] : ['FIRST_NAME']
  const name = nameParts.map((k) => text(node[k])).filter(Boolean).join(' ')
  const id = text(node.REFERENCE_NUMBER) ?? text(node.DATAID)
  if (!id || !name) throw new WatchlistFormatError('UN consolidated list', 0, `${element} number ${at + 1} has no ${id ? 'name' : 'REFERENCE_NUMBER or DATAID'}`)
  return {
    list: 'un_sc',
    entry_id: id,
    type: person ? 'person' : 'entity',
    name,
    aliases: aliasesOf(node, `${element}_ALIAS`),
    programs: listedOn(node),
    remarks: text(node.COMMENTS1),
    dates_of_birth: person ? datesOf(node) : [],
    nationalities: asArray((node.NATIONALITY as Node | undefined)?.VALUE).map(text).filter((v): v is string => v !== null),
    addresses: addressesOf(node, `${element}_ADDRESS`),
  }
}

export async function importUnConsolidated(stream: Readable): Promise<{ entries: WatchlistEntry[]; publishedAt: string | null }> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string))
  const xml = Buffer.concat(chunks).toString('utf8')
  const valid = XMLValidator.validate(xml)
  if (valid !== true) throw new WatchlistFormatError('UN consolidated list', valid.err.line, valid.err.msg)
  const document = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false }).parse(xml) as Node
  const root = document.CONSOLIDATED_LIST as Node | undefined
  if (!root) throw new WatchlistFormatError('UN consolidated list', 1, 'the root element must be CONSOLIDATED_LIST')
  const people = asArray((root.INDIVIDUALS as Node | undefined)?.INDIVIDUAL).map((n, at) => entryOf(n as Node, at, 'INDIVIDUAL'))
  const entities = asArray((root.ENTITIES as Node | undefined)?.ENTITY).map((n, at) => entryOf(n as Node, at, 'ENTITY'))
  const generated = text(root['@dateGenerated'])
  return { entries: [...people, ...entities], publishedAt: generated ? generated.slice(0, 10) : null }
}
