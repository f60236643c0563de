import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { z } from 'zod'
import { WatchlistFormatError } from './import-errors'
import { addName, addValue, finishDraft, newDraft } from './entry-draft'
import type { EntryType, ImportedEntries, WatchlistEntry } from './watchlist-entry'

/**
 * OpenSanctions data as FollowTheMoney entities, one JSON object a line (`entities.ftm.json` of a
 * dataset or collection: sanctions, PEPs, default): `{id, schema, properties: {name: […],
 * alias, weakAlias, previousName, birthDate, nationality, citizenship, country, topics, position,
 * notes, address, programId…}, target, last_change}`. Persons, organisations, companies, vessels and
 * aircraft are imported (with `target: false` ones left out); the other schemas (sanctions,
 * addresses, relations) are skipped. PEPs carry the topic `role.pep` and their positions.
 */
const EntityLineSchema = z.object({
  id: z.string().min(1, 'must not be empty'),
  schema: z.string().min(1, 'must not be empty'),
  properties: z.record(z.string(), z.array(z.string())),
  target: z.boolean().optional(),
  last_change: z.string().nullish(),
})

const listedSchemas: Record<string, EntryType> = {
  Person: 'person',
  Organization: 'entity',
  Company: 'entity',
  LegalEntity: 'entity',
  PublicBody: 'entity',
  Vessel: 'vessel',
  Airplane: 'aircraft',
}

export async function importFtm(
  stream: Readable,
  list = 'opensanctions',
  file = 'entities.ftm.json',
): Promise<ImportedEntries> {
  const entries: WatchlistEntry[] = []
  let latest = ''
  let line = 0
  for await (const text of createInterface({ input: stream, crlfDelay: Infinity })) {
    line += 1
    if (text.trim() === '') continue
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch (error) {
      throw new WatchlistFormatError(
        file,
        line,
        `not a JSON object (${error instanceof Error ? error.message : String(error)})`,
      )
    }
    const parsed = EntityLineSchema.safeParse(json)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new WatchlistFormatError(
        file,
        line,
        `not a FollowTheMoney entity: ${issue?.path.join('.') || 'entity'} ${issue?.message ?? ''}`.trim(),
      )
    }
    const entity = parsed.data
    const type = listedSchemas[entity.schema]
    if (!type || entity.target === false) continue
    const p = (name: string) => entity.properties[name] ?? []
    const draft = newDraft(entity.id, type, { line })
    for (const name of p('name')) addName(draft, name)
    for (const name of [...p('alias'), ...p('previousName')]) addName(draft, name)
    for (const name of p('weakAlias')) addName(draft, name, { weak: true })
    for (const value of [...p('programId'), ...p('topics')]) addValue(draft.programs, value)
    for (const value of [...p('position'), ...p('notes')]) addValue(draft.remarks, value)
    for (const value of p('birthDate')) addValue(draft.dates_of_birth, value)
    const nationalities = type === 'person' ? [...p('nationality'), ...p('citizenship')] : []
    for (const value of nationalities.length > 0 ? nationalities : [...p('country'), ...p('jurisdiction')])
      addValue(draft.nationalities, value)
    for (const value of p('address')) addValue(draft.addresses, value)
    entries.push(finishDraft(draft, list, file))
    if (entity.last_change && entity.last_change > latest) latest = entity.last_change
  }
  return { entries, publishedAt: latest ? latest.slice(0, 10) : null }
}
