import type { Readable } from 'node:stream'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { WatchlistFormatError } from './import-errors'

/** An element as fast-xml-parser gives it: child elements by name, attributes as `@name`. */
export type XmlNode = Record<string, unknown>

export const asArray = (value: unknown): unknown[] =>
  value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]
/** The text of an element (or attribute value); null when empty. */
export function text(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim() || null
  if (value && typeof value === 'object' && '#text' in value) return text((value as XmlNode)['#text'])
  return null
}

/**
 * Reads a list's XML file whole (they are a few to a few tens of MB), refuses it with the line when
 * it is not well-formed, and parses it (namespace prefixes dropped, every value kept as text).
 * Returns the root element, which must be `root`.
 */
export async function readXmlDocument(stream: Readable, file: string, root: string): Promise<XmlNode> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string))
  const xml = Buffer.concat(chunks).toString('utf8')
  const valid = XMLValidator.validate(xml)
  if (valid !== true) throw new WatchlistFormatError(file, valid.err.line, valid.err.msg)
  const document = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    removeNSPrefix: true,
  }).parse(xml) as XmlNode
  const element = document[root]
  if (!element || typeof element !== 'object')
    throw new WatchlistFormatError(file, 1, `the root element must be ${root}`)
  return element as XmlNode
}
