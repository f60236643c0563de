import { createReadStream, existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { createGunzip } from 'node:zlib'
import { importOfacSdn } from './import-ofac'
import { importOpenSanctions } from './import-opensanctions'
import { importUnConsolidated } from './import-un'
import type { ImportedList } from './watchlist-entry'

/** The list loaded on first start: the OFAC SDN snapshot shipped with the project (see data/README.md). */
export const defaultListFile = fileURLToPath(new URL('./data/ofac-sdn-2024-05-03.csv.gz', import.meta.url))
export const defaultListPublishedAt = '2024-05-03'

function open(file: string): Readable {
  const stream = createReadStream(file)
  return file.endsWith('.gz') ? stream.pipe(createGunzip()) : stream
}

function firstLine(file: string): string {
  const head = file.endsWith('.gz') ? '' : readFileSync(file, { encoding: 'utf8', flag: 'r' }).slice(0, 300)
  return head.split(/\r?\n/)[0] ?? ''
}

const today = () => new Date().toISOString().slice(0, 10)

/**
 * Reads a watchlist file, recognised by its name and first line: OFAC `sdn.csv` (with `alt.csv` and
 * `add.csv` beside it when present), the UN consolidated `.xml`, or OpenSanctions
 * `targets.simple.csv`. `list` overrides the list name (default ofac_sdn, un_sc, opensanctions).
 */
export async function readWatchlistFile(file: string, options: { list?: string; publishedAt?: string } = {}): Promise<ImportedList> {
  const name = basename(file).toLowerCase()
  if (name.endsWith('.xml') || name.endsWith('.xml.gz')) {
    const { entries, publishedAt } = await importUnConsolidated(open(file))
    const list = options.list ?? 'un_sc'
    return { list, source: `UN Security Council consolidated list (${basename(file)})`, published_at: options.publishedAt ?? publishedAt ?? today(), entries: entries.map((e) => ({ ...e, list })) }
  }
  if (/^"?id"?,"?schema"?,/.test(firstLine(file))) {
    const list = options.list ?? 'opensanctions'
    return { list, source: `OpenSanctions targets.simple.csv (${basename(file)})`, published_at: options.publishedAt ?? today(), entries: await importOpenSanctions(open(file), list) }
  }
  const beside = (other: string) => {
    const path = join(dirname(file), other)
    return existsSync(path) && name.startsWith('sdn') ? open(path) : undefined
  }
  const alt = beside('alt.csv')
  const add = beside('add.csv')
  const entries = await importOfacSdn({ sdn: open(file), ...(alt ? { alt } : {}), ...(add ? { add } : {}) })
  const list = options.list ?? 'ofac_sdn'
  return { list, source: `OFAC SDN list (${basename(file)})`, published_at: options.publishedAt ?? today(), entries: entries.map((e) => ({ ...e, list })) }
}

export function readDefaultList(): Promise<ImportedList> {
  return readWatchlistFile(defaultListFile, { publishedAt: defaultListPublishedAt })
}
