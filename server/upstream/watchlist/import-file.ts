import { createHash } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { createGunzip } from 'node:zlib'
import { WatchlistFormatError } from './import-errors'
import { importEuCsv, importEuXml } from './import-eu'
import { importFtm } from './import-ftm'
import { importOfacSdn } from './import-ofac'
import { importOpenSanctions } from './import-opensanctions'
import { importUkCsv } from './import-uk'
import { importUnConsolidated } from './import-un'
import type { ImportedEntries, ImportedList } from './watchlist-entry'

/** The list loaded on first start: the OFAC SDN snapshot shipped with the project (see data/README.md). */
export const defaultListFile = fileURLToPath(new URL('./data/ofac-sdn-2024-05-03.csv.gz', import.meta.url))
export const defaultListPublishedAt = '2024-05-03'

function open(file: string): Readable {
  const stream = createReadStream(file)
  return file.endsWith('.gz') ? stream.pipe(createGunzip()) : stream
}

/** The first few KB of a file (decompressed when it is .gz), to recognise its format. */
async function headOf(file: string): Promise<string> {
  const stream = open(file)
  let head = ''
  for await (const chunk of stream) {
    head += Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk)
    if (head.length >= 8192) break
  }
  stream.destroy()
  return head.replace(/^\uFEFF/, '')
}

async function sha256Of(files: readonly string[]): Promise<string> {
  const hash = createHash('sha256')
  for (const file of files) for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** A list file's format: the list name it is imported under by default, what it is, and how to read it. */
interface Format {
  list: string
  title: string
  read: (file: string, list: string) => Promise<ImportedEntries & { files?: string[] }>
}

const ofacBeside = (file: string) =>
  basename(file).toLowerCase().startsWith('sdn')
    ? ['alt.csv', 'add.csv'].map((n) => join(dirname(file), n)).filter((p) => existsSync(p))
    : []

export type WatchlistFormat = 'ofac_csv' | 'un_xml' | 'eu_xml' | 'eu_csv' | 'uk_csv' | 'ftm_json' | 'opensanctions_csv'

export const watchlistFormats: Record<WatchlistFormat, Format> = {
  ofac_csv: {
    list: 'ofac_sdn',
    title: 'OFAC SDN list',
    read: async (file) => {
      const [alt, add] = ['alt.csv', 'add.csv'].map((n) => ofacBeside(file).find((p) => basename(p) === n))
      const entries = await importOfacSdn({
        sdn: open(file),
        ...(alt ? { alt: open(alt) } : {}),
        ...(add ? { add: open(add) } : {}),
      })
      return { entries, publishedAt: null, files: ofacBeside(file) }
    },
  },
  un_xml: {
    list: 'un_sc',
    title: 'UN Security Council consolidated list',
    read: (file) => importUnConsolidated(open(file)),
  },
  eu_xml: {
    list: 'eu_fsf',
    title: 'EU consolidated financial sanctions list',
    read: (file) => importEuXml(open(file), basename(file)),
  },
  eu_csv: {
    list: 'eu_fsf',
    title: 'EU consolidated financial sanctions list',
    read: (file) => importEuCsv(open(file), basename(file)),
  },
  uk_csv: { list: 'uk_sanctions', title: 'UK sanctions list', read: (file) => importUkCsv(open(file), basename(file)) },
  ftm_json: {
    list: 'opensanctions',
    title: 'OpenSanctions FollowTheMoney entities',
    read: (file, list) => importFtm(open(file), list, basename(file)),
  },
  opensanctions_csv: {
    list: 'opensanctions',
    title: 'OpenSanctions targets.simple.csv',
    read: async (file, list) => ({ entries: await importOpenSanctions(open(file), list), publishedAt: null }),
  },
}

/** Recognises a list file by its first bytes: XML root element, JSON lines, or the CSV header. */
export function formatOf(head: string, file: string): WatchlistFormat {
  const text = head.trimStart()
  if (text.startsWith('{')) return 'ftm_json'
  if (text.startsWith('<')) {
    const root = /<(?![?!])(?:[\w.-]+:)?([\w.-]+)/.exec(text)?.[1]
    if (root === 'CONSOLIDATED_LIST') return 'un_xml'
    if (root === 'export') return 'eu_xml'
    throw new WatchlistFormatError(
      basename(file),
      1,
      `unknown XML list (root element <${root ?? '?'}>): expected CONSOLIDATED_LIST (UN) or export (EU)`,
    )
  }
  const firstLines = text.split(/\r?\n/, 3)
  if (/Entity_LogicalId|fileGenerationDate/.test(firstLines[0] ?? '')) return 'eu_csv'
  if (firstLines.some((line) => /(^|[,"])Name 6([,"]|$)/.test(line))) return 'uk_csv'
  if (/^"?id"?,"?schema"?,/.test(firstLines[0] ?? '')) return 'opensanctions_csv'
  return 'ofac_csv'
}

const today = () => new Date().toISOString().slice(0, 10)

/**
 * Reads a watchlist file (optionally .gz), its format recognised by its content: OFAC `sdn.csv`
 * (with `alt.csv` and `add.csv` beside it when present), the UN consolidated XML, the EU financial
 * sanctions XML or CSV, the UK sanctions list CSV (FCDO or OFSI), OpenSanctions FollowTheMoney JSON
 * lines or `targets.simple.csv`. `list` overrides the list name; the publication date is the one
 * the file states, else `publishedAt`, else today. The list's file_hash is the SHA-256 of the file(s).
 */
export async function readWatchlistFile(
  file: string,
  options: { list?: string; publishedAt?: string } = {},
): Promise<ImportedList> {
  const format = watchlistFormats[formatOf(await headOf(file), file)]
  const list = options.list ?? format.list
  const read = await format.read(file, list)
  return {
    list,
    source: `${format.title} (${basename(file)})`,
    published_at: read.publishedAt ?? options.publishedAt ?? today(),
    file_hash: await sha256Of([file, ...(read.files ?? [])]),
    entries: read.entries.map((entry) => ({ ...entry, list })),
  }
}

export function readDefaultList(): Promise<ImportedList> {
  return readWatchlistFile(defaultListFile, { publishedAt: defaultListPublishedAt })
}
