/**
 * Multipart forms of `POST /api/search` name their fields with brackets: `services[]`,
 * `answers[0][question_id]`, `document[age][min]`, `answers[1][answer][0][full_name]`. These
 * helpers turn such entries into nested objects and arrays (and back), so the submission schemas
 * can validate plain values. They are pure: servers feed them the parsed fields (files as
 * descriptors), clients use `toBracketFields` to build a FormData.
 *
 * Rules:
 * - `a` sets `a`; a name without `[]` or a position sent again turns its value into a list.
 * - `a[]` appends to the list `a`; `a[b]` sets key `b` of the object `a`.
 * - `a[3]` sets position 3 of the list `a` (positions are kept as sent, so error paths name the
 *   field the client sent; a position not sent stays empty). Positions go up to MAX_BRACKET_INDEX.
 * - A key made of digits is always a list position (a digit key under named keys is refused).
 * - An empty segment is only allowed last (`a[b][]`); `__proto__`, `prototype` and `constructor`
 *   are refused; a name that is both a value and a container (`a=1` and `a[b]=2`) is refused.
 */

export const MAX_BRACKET_INDEX = 999

export type BracketTree<V> = { [key: string]: BracketNode<V> }
export type BracketNode<V> = V | BracketTree<V> | Array<BracketNode<V> | undefined>

export class BracketFieldError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`)
    this.name = 'BracketFieldError'
  }
}

const NAME_PATTERN = /^([^[\]]+)((?:\[[^[\]]*\])*)$/
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor'])

/** Splits `a[b][0][]` into `['a', 'b', '0', '']`; throws BracketFieldError for a malformed name. */
export function splitBracketName(name: string): string[] {
  const match = NAME_PATTERN.exec(name)
  if (!match) throw new BracketFieldError(name, 'is not a valid field name (expected name or name[key]...)')
  const segments = [match[1] ?? '', ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')]
  segments.forEach((segment, position) => {
    if (FORBIDDEN_KEYS.has(segment)) throw new BracketFieldError(name, `must not use the key ${segment}`)
    if (segment === '' && position !== segments.length - 1)
      throw new BracketFieldError(name, 'may only end with [], not contain it')
    if (isIndex(segment) && Number(segment) > MAX_BRACKET_INDEX) {
      throw new BracketFieldError(name, `positions must be at most ${MAX_BRACKET_INDEX}`)
    }
  })
  return segments
}

function isIndex(segment: string) {
  return /^\d+$/.test(segment)
}

type Container<V> = BracketTree<V> | Array<BracketNode<V> | undefined>

function isContainer<V>(node: unknown): node is Container<V> {
  return Array.isArray(node) || isPlainObject(node)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** Turns bracket-named form entries into nested objects and arrays (see the rules above). */
export function parseBracketFields<V>(entries: Iterable<readonly [string, V]>): BracketTree<V> {
  const root: BracketTree<V> = {}
  const leaves = new WeakSet<object>()
  const markLeaf = (value: V) => {
    if (typeof value === 'object' && value !== null) leaves.add(value)
    return value
  }
  for (const [name, value] of entries) {
    const segments = splitBracketName(name)
    let container: Container<V> = root
    for (let position = 0; position < segments.length; position += 1) {
      const segment = segments[position] ?? ''
      const last = position === segments.length - 1
      if (Array.isArray(container)) {
        if (segment !== '' && !isIndex(segment))
          throw new BracketFieldError(name, 'mixes list positions and named keys')
      } else if (segment === '' || (isIndex(segment) && container !== root)) {
        throw new BracketFieldError(name, 'mixes list positions and named keys')
      }
      const key: number | string = Array.isArray(container)
        ? segment === ''
          ? container.length
          : Number(segment)
        : segment
      const existing: BracketNode<V> | undefined = readSlot(container, key)
      if (last) {
        if (existing === undefined) writeSlot(container, key, markLeaf(value))
        else if (!Array.isArray(container) && !isContainer(existing))
          writeSlot(container, key, [existing, markLeaf(value)])
        else if (!Array.isArray(container) && Array.isArray(existing) && !leaves.has(existing))
          existing.push(markLeaf(value))
        else throw new BracketFieldError(name, 'was sent twice or conflicts with another field')
        continue
      }
      const next = segments[position + 1] ?? ''
      if (existing === undefined) {
        const created: Container<V> = next === '' || isIndex(next) ? [] : {}
        writeSlot(container, key, created)
        container = created
      } else if (isContainer<V>(existing) && !leaves.has(existing)) {
        container = existing
      } else {
        throw new BracketFieldError(name, 'conflicts with a value already sent under the same name')
      }
    }
  }
  return root
}

function readSlot<V>(container: Container<V>, key: number | string): BracketNode<V> | undefined {
  return Array.isArray(container)
    ? container[key as number]
    : Object.hasOwn(container, key)
      ? container[key]
      : undefined
}

function writeSlot<V>(container: Container<V>, key: number | string, value: BracketNode<V>) {
  if (Array.isArray(container)) container[key as number] = value
  else container[key] = value
}

/**
 * The inverse of parseBracketFields: flattens nested plain objects and arrays into bracket-named
 * entries, positions written explicitly (`a[0]`). Anything that is not a plain object or an array
 * (strings, numbers, File, Blob, descriptors built with a class) is a value. Empty objects, empty
 * arrays and undefined produce no entry.
 */
export function toBracketFields<V>(tree: Record<string, unknown>): Array<[string, V]> {
  const entries: Array<[string, V]> = []
  const walk = (node: unknown, name: string) => {
    if (node === undefined) return
    if (Array.isArray(node)) node.forEach((child, index) => walk(child, `${name}[${index}]`))
    else if (isPlainObject(node)) for (const [key, child] of Object.entries(node)) walk(child, `${name}[${key}]`)
    else entries.push([name, node as V])
  }
  for (const [key, child] of Object.entries(tree)) walk(child, key)
  return entries
}
