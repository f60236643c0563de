import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import { importOfacSdn } from './import-ofac'
import { importOpenSanctions } from './import-opensanctions'
import { importUnConsolidated } from './import-un'
import { readDefaultList, readWatchlistFile } from './import-file'
import { WatchlistFormatError } from './import-errors'

const stream = (text: string) => Readable.from([Buffer.from(text)])
const dir = mkdtempSync(join(tmpdir(), 'kybdesk-watchlist-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('OFAC SDN importer', () => {
  it('reads the shipped snapshot: every entry, its aliases, dates of birth and nationalities from Remarks', async () => {
    const list = await readDefaultList()
    expect(list).toMatchObject({ list: 'ofac_sdn', published_at: '2024-05-03' })
    expect(list.entries).toHaveLength(14965)
    const abbas = list.entries.find((e) => e.entry_id === '2674')
    expect(abbas).toMatchObject({
      name: 'ABBAS, Abu',
      type: 'person',
      programs: ['SDGT'],
      dates_of_birth: ['10 Dec 1948'],
    })
    const walid = list.entries.find((e) => e.entry_id === '6903')
    expect(walid).toMatchObject({
      nationalities: ['Mauritania'],
      aliases: [{ name: 'ABU HAFS THE MAURITANIAN', strength: 'strong' }],
    })
    const vessel = list.entries.find((e) => e.entry_id === '4243')
    expect(vessel).toMatchObject({ type: 'vessel', aliases: [{ name: 'ANA I' }, { name: 'SAND SWAN' }] })
    expect(list.entries.filter((e) => e.type === 'person').length).toBeGreaterThan(5000)
    expect(list.entries.reduce((n, e) => n + e.aliases.length, 0)).toBeGreaterThan(3000)
  })

  it('adds alt.csv aliases and add.csv addresses found beside sdn.csv', async () => {
    writeFileSync(
      join(dir, 'sdn.csv'),
      '10,"EXAMPLE TRADING LLC",-0- ,"IRAN",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"a.k.a. \'EXTRA\'."\n',
    )
    writeFileSync(join(dir, 'alt.csv'), '10,1,"aka","EXAMPLE TRADERS",-0- \n10,2,"aka","EX TR","weak"\n')
    writeFileSync(join(dir, 'add.csv'), '10,5,"1 Harbour Road","Dubai","United Arab Emirates",-0- \n')
    const list = await readWatchlistFile(join(dir, 'sdn.csv'))
    expect(list.entries).toEqual([
      expect.objectContaining({
        entry_id: '10',
        type: 'entity',
        aliases: [
          { name: 'EXTRA', strength: 'strong' },
          { name: 'EXAMPLE TRADERS', strength: 'strong' },
          { name: 'EX TR', strength: 'weak' },
        ],
        addresses: ['1 Harbour Road, Dubai, United Arab Emirates'],
      }),
    ])
  })

  it('refuses a malformed file with the line and the reason', async () => {
    const bad =
      '1,"FIRST",-0- ,"X",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \n2,"SECOND"oops,-0- ,"X",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \n'
    await expect(importOfacSdn({ sdn: stream(bad) })).rejects.toThrow(/sdn\.csv line 2: .*quote/i)
    await expect(
      importOfacSdn({ sdn: stream('x1,"NAME",-0- ,"X",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \n') }),
    ).rejects.toThrow(/line 1: ent_num must be a whole number/)
    await expect(importOfacSdn({ sdn: stream('1,"NAME"\n') })).rejects.toBeInstanceOf(WatchlistFormatError)
  })
})

describe('UN consolidated list importer', () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST dateGenerated="2024-05-01T00:00:01.000Z">
  <INDIVIDUALS>
    <INDIVIDUAL>
      <DATAID>6908555</DATAID><FIRST_NAME>RI</FIRST_NAME><SECOND_NAME>WON HO</SECOND_NAME><UN_LIST_TYPE>DPRK</UN_LIST_TYPE>
      <REFERENCE_NUMBER>KPi.033</REFERENCE_NUMBER><COMMENTS1>Ri Won Ho is a DPRK Ministry of State Security Official.</COMMENTS1>
      <NATIONALITY><VALUE>Democratic People's Republic of Korea</VALUE></NATIONALITY>
      <INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>Ri Won-ho</ALIAS_NAME></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>1964-07-17</DATE></INDIVIDUAL_DATE_OF_BIRTH>
    </INDIVIDUAL>
  </INDIVIDUALS>
  <ENTITIES>
    <ENTITY>
      <DATAID>110404</DATAID><FIRST_NAME>KOREA MINING DEVELOPMENT TRADING CORPORATION</FIRST_NAME><UN_LIST_TYPE>DPRK</UN_LIST_TYPE>
      <REFERENCE_NUMBER>KPe.001</REFERENCE_NUMBER>
      <ENTITY_ALIAS><QUALITY>Low</QUALITY><ALIAS_NAME>KOMID</ALIAS_NAME></ENTITY_ALIAS>
      <ENTITY_ADDRESS><CITY>Pyongyang</CITY><COUNTRY>Democratic People's Republic of Korea</COUNTRY></ENTITY_ADDRESS>
    </ENTITY>
  </ENTITIES>
</CONSOLIDATED_LIST>`

  it('reads individuals and entities with aliases, dates, nationalities, addresses and the list date', async () => {
    const { entries, publishedAt } = await importUnConsolidated(stream(xml))
    expect(publishedAt).toBe('2024-05-01')
    expect(entries).toEqual([
      expect.objectContaining({
        entry_id: 'KPi.033',
        type: 'person',
        name: 'RI WON HO',
        aliases: [{ name: 'Ri Won-ho', strength: 'strong' }],
        dates_of_birth: ['1964-07-17'],
        programs: ['DPRK'],
      }),
      expect.objectContaining({
        entry_id: 'KPe.001',
        type: 'entity',
        aliases: [{ name: 'KOMID', strength: 'weak' }],
        addresses: ["Pyongyang, Democratic People's Republic of Korea"],
      }),
    ])
  })

  it('refuses malformed XML with its line', async () => {
    await expect(
      importUnConsolidated(stream('<CONSOLIDATED_LIST>\n<INDIVIDUALS>\n</CONSOLIDATED_LIST>')),
    ).rejects.toThrow(/line 3/)
  })
})

describe('OpenSanctions targets.simple.csv importer', () => {
  const header =
    'id,schema,name,aliases,birth_date,countries,addresses,identifiers,sanctions,phones,emails,dataset,first_seen,last_seen,last_change\n'
  it('reads persons, companies and vessels with their aliases', async () => {
    const csv = `${header}NK-1,Person,Ivan Petrov,Иван Петров;I. Petrov,1970-02-03,ru,,,"EU sanctions",,,eu,2022,2024,2024\nNK-2,Vessel,SEA HAWK,,,,,,OFAC,,,us,2022,2024,2024\n`
    const entries = await importOpenSanctions(stream(csv))
    expect(entries).toEqual([
      expect.objectContaining({
        entry_id: 'NK-1',
        type: 'person',
        aliases: [
          { name: 'Иван Петров', strength: 'strong' },
          { name: 'I. Petrov', strength: 'strong' },
        ],
        dates_of_birth: ['1970-02-03'],
        nationalities: ['ru'],
      }),
      expect.objectContaining({ entry_id: 'NK-2', type: 'vessel', programs: ['OFAC'] }),
    ])
  })

  it('refuses a file without the expected columns or with an empty name', async () => {
    await expect(importOpenSanctions(stream('a,b\n1,2\n'))).rejects.toThrow(/missing column/)
    await expect(importOpenSanctions(stream(`${header}NK-3,Person,,,,,,,,,,,,,\n`))).rejects.toThrow(
      /line 2: name is empty/,
    )
  })
})
