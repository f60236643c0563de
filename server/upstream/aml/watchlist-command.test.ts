import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { makeTempDir } from '../test-support/upstream-harness'
import { runWatchlistCommand } from './watchlist-command'

describe('npm run watchlist', () => {
  const temp = makeTempDir('kybdesk-watchlist-cli-')
  afterAll(() => temp.remove())
  const lines: string[] = []
  const io = (fetchImpl: typeof fetch = fetch) => ({
    dataDir: temp.dir,
    fetch: fetchImpl,
    out: (line: string) => lines.push(line),
  })
  const entries = () =>
    new Database(join(temp.dir, 'upstream.sqlite'))
      .prepare('select list, entry_id, name from watchlist_entries order by entry_id')
      .all()

  it('imports a list file into the upstream database, under the name given', async () => {
    const file = join(temp.dir, 'sdn.csv')
    writeFileSync(
      file,
      '1,"FIRST LISTED CO",-0- ,"X",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \n2,"SECOND, Person","individual","X",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \n',
    )
    expect(await runWatchlistCommand(['import', file, '--list', 'my_list', '--published', '2024-05-03'], io())).toBe(0)
    expect(lines.at(-1)).toMatch(
      /Imported 2 entries into list my_list \(published 2024-05-03, .*2 new or changed, 0 removed/,
    )
    expect(await runWatchlistCommand(['import', file, '--published', '3 May 2024'], io())).toBe(2)
    expect(lines.at(-1)).toMatch(/--published must be a date YYYY-MM-DD/)
    expect(entries()).toEqual([
      { list: 'my_list', entry_id: '1', name: 'FIRST LISTED CO' },
      { list: 'my_list', entry_id: '2', name: 'SECOND, Person' },
    ])
  })

  it('refuses a malformed file with its line and keeps the list in use', async () => {
    const file = join(temp.dir, 'broken-sdn.csv')
    writeFileSync(
      file,
      '3,"THIRD",-0- ,"X",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \nnot-a-number,"FOURTH",-0- ,"X",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \n',
    )
    expect(await runWatchlistCommand(['import', file, '--list', 'my_list'], io())).toBe(1)
    expect(lines.at(-1)).toMatch(/Refused: sdn\.csv line 2: ent_num must be a whole number.*unchanged/)
    expect(entries()).toHaveLength(2)
  })

  it('says clearly, for each published list, when its publisher cannot be reached', async () => {
    const offline = (async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof fetch
    const before = lines.length
    expect(await runWatchlistCommand(['update'], io(offline))).toBe(1)
    const said = lines.slice(before).join('\n')
    expect(said).toMatch(
      /Could not reach the US Treasury \(www\.treasury\.gov\): fetch failed\.\nThis machine seems to be offline\. List ofac_sdn is unchanged/,
    )
    for (const list of ['un_sc', 'eu_fsf', 'uk_sanctions']) expect(said).toContain(`List ${list} is unchanged`)
    expect(said).not.toMatch(/opensanctions|\bat .*\.ts:\d+/)
  })

  it('fetches one published list and imports it under its name', async () => {
    const asked: string[] = []
    const online = (async (url: string) => {
      asked.push(url)
      return new Response(readFileSync(fileURLToPath(new URL('../watchlist/fixtures/eu-fsf.xml', import.meta.url))))
    }) as unknown as typeof fetch
    expect(await runWatchlistCommand(['update', '--list', 'eu_fsf'], io(online))).toBe(0)
    expect(asked).toEqual([
      expect.stringMatching(/^https:\/\/webgate\.ec\.europa\.eu\/fsd\/fsf\/public\/files\/xmlFullSanctionsList_1_1\//),
    ])
    expect(lines.at(-1)).toMatch(/Imported 3 entries into list eu_fsf \(published 2026-11-20, sha256 [0-9a-f]{12}\)/)
    expect(await runWatchlistCommand(['update', '--list', 'nope'], io(online))).toBe(2)
    expect(lines.at(-1)).toMatch(/No published list is named nope/)
  })

  it('recognises an imported file by its content and refuses a missing one', async () => {
    expect(
      await runWatchlistCommand(
        ['import', fileURLToPath(new URL('../watchlist/fixtures/uk-sanctions-list.csv', import.meta.url))],
        io(),
      ),
    ).toBe(0)
    expect(lines.at(-1)).toMatch(/Imported 2 entries into list uk_sanctions \(published 2026-11-20/)
    expect(await runWatchlistCommand(['import', join(temp.dir, 'missing.csv')], io())).toBe(2)
    expect(lines.at(-1)).toMatch(/No such file: .*missing\.csv/)
  })

  it('prints its usage for anything else', async () => {
    expect(await runWatchlistCommand(['frobnicate'], io())).toBe(2)
    expect(lines.at(-1)).toMatch(/Usage:/)
  })
})
