import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { importEuCsv, importEuXml } from './import-eu'
import { importFtm } from './import-ftm'
import { readWatchlistFile } from './import-file'
import { importUkCsv } from './import-uk'
import { importUnConsolidated } from './import-un'

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url))
const stream = (text: string) => Readable.from([Buffer.from(text)])
const dir = mkdtempSync(join(tmpdir(), 'kybdesk-lists-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const write = (name: string, text: string) => {
  const file = join(dir, name)
  writeFileSync(file, text)
  return file
}

describe('EU financial sanctions list', () => {
  const expected = [
    expect.objectContaining({
      entry_id: '13',
      type: 'person',
      name: 'Saddam Hussein Al-Tikriti',
      aliases: [{ name: 'Abu Ali', strength: expect.any(String) }],
      programs: ['IRQ'],
      dates_of_birth: ['1937-04-28'],
      nationalities: ['IRAQ'],
      remarks: 'Head of the former regime.',
    }),
    expect.objectContaining({
      entry_id: '521',
      type: 'person',
      dates_of_birth: ['circa 1953 to 1958', '1962'],
      nationalities: ['AFGHANISTAN'],
    }),
    expect.objectContaining({ entry_id: '42', type: 'entity', name: 'Commercial Bank of Syria', programs: ['SYR'] }),
  ]

  it('reads the XML: entries with names (weak when not strong), year ranges with circa, citizenships and the generation date', async () => {
    const list = await readWatchlistFile(fixture('eu-fsf.xml'))
    expect(list).toMatchObject({
      list: 'eu_fsf',
      published_at: '2026-11-20',
      file_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expect(list.entries).toEqual(expected)
    expect(list.entries[0]?.aliases).toEqual([{ name: 'Abu Ali', strength: 'weak' }])
    expect(list.entries[2]?.addresses).toEqual(['Moawiya St, Damascus, SYRIAN ARAB REPUBLIC'])
  })

  it('reads the CSV (one row per name, date, citizenship or address) into the same entries', async () => {
    const list = await readWatchlistFile(fixture('eu-fsf.csv'))
    expect(list).toMatchObject({ list: 'eu_fsf', published_at: '2026-11-20' })
    expect(list.entries).toEqual(expected)
  })

  it('refuses a malformed file naming the line or the element', async () => {
    const header = 'fileGenerationDate;Entity_LogicalId;NameAlias_WholeName\n'
    await expect(
      importEuCsv(stream(`${header}20/11/2026;13;A Name\n20/11/2026;x14;Other\n`), 'eu.csv'),
    ).rejects.toThrow(/eu\.csv line 3: logicalId must be a whole number/)
    await expect(importEuCsv(stream(`${header}20/11/2026;13;"unclosed\n`), 'eu.csv')).rejects.toThrow(/eu\.csv line 2/)
    await expect(importEuCsv(stream('a;b\n1;2\n'), 'eu.csv')).rejects.toThrow(
      /eu\.csv line 1: .*missing column\(s\) Entity_LogicalId, NameAlias_WholeName/,
    )
    await expect(importEuCsv(stream(`${header}20/11/2026;15;\n`), 'eu.csv')).rejects.toThrow(
      /eu\.csv line 2: entry 15 has no name/,
    )
    await expect(importEuXml(stream('<export>\n<sanctionEntity logicalId="1">\n</export>'), 'eu.xml')).rejects.toThrow(
      /eu\.xml line 3/,
    )
    await expect(
      importEuXml(
        stream('<export><sanctionEntity logicalId="7"><nameAlias wholeName=""/></sanctionEntity></export>'),
        'eu.xml',
      ),
    ).rejects.toThrow(/eu\.xml: sanctionEntity number 1 \(logicalId 7\) has no name/)
  })
})

describe('UK sanctions list', () => {
  it('reads the FCDO CSV: one entry per Unique ID, Name 6 as family name, aliases, non-Latin names, 00 days and months as unknown', async () => {
    const list = await readWatchlistFile(fixture('uk-sanctions-list.csv'))
    expect(list).toMatchObject({ list: 'uk_sanctions', published_at: '2026-11-20' })
    expect(list.entries).toEqual([
      expect.objectContaining({
        entry_id: 'AFG0006',
        type: 'person',
        name: 'AKHUND, MOHAMMAD HASSAN',
        aliases: [{ name: 'محمد حسن آخوند', strength: 'strong' }],
        dates_of_birth: ['1958', '1955'],
        nationalities: ['Afghan'],
        programs: ['The Afghanistan (Sanctions) (EU Exit) Regulations 2020'],
      }),
      expect.objectContaining({
        entry_id: 'AFG0001',
        type: 'entity',
        name: 'HAJI KHAIRULLAH HAJI SATTAR MONEY EXCHANGE',
        aliases: [
          { name: 'حاجی خيرالله و حاجی ستار صرافی', strength: 'strong' },
          { name: 'HAJI KHAIRULLAH MONEY EXCHANGE', strength: 'weak' },
        ],
        addresses: ['Chaman Central Bazaar, Chaman, Baluchistan Province, Pakistan'],
      }),
    ])
  })

  it('reads the former OFSI consolidated list CSV', async () => {
    const list = await readWatchlistFile(fixture('ofsi-conlist.csv'), { list: 'uk_ofsi' })
    expect(list).toMatchObject({ list: 'uk_ofsi', published_at: '2026-06-03' })
    expect(list.entries).toEqual([
      expect.objectContaining({
        entry_id: '14687',
        type: 'person',
        name: 'ABAKAROV, Khizri Magomedovich',
        dates_of_birth: ['1960-06-28'],
        nationalities: ['Russia'],
      }),
    ])
  })

  it('refuses a malformed file naming the line', async () => {
    const header = 'Report Date: 20-Nov-2026\nUnique ID,Name 6,Name 1,Designation Type\n'
    await expect(
      importUkCsv(stream(`${header}RUS1,PETROV,Ivan,Individual\n,IVANOV,Petr,Individual\n`), 'uk.csv'),
    ).rejects.toThrow(/uk\.csv line 4: Unique ID \(or Group ID\) is empty/)
    await expect(importUkCsv(stream(`${header}RUS1,"PETROV,Ivan,Individual\n`), 'uk.csv')).rejects.toThrow(
      /uk\.csv line 3/,
    )
    await expect(importUkCsv(stream('Report Date: 20-Nov-2026\nName,Regime\nX,Y\n'), 'uk.csv')).rejects.toThrow(
      /uk\.csv line 1: .*missing column\(s\) Unique ID, Name 6/,
    )
  })
})

describe('OpenSanctions FollowTheMoney entities', () => {
  it('reads persons (PEPs with their positions), companies and vessels, skips other schemas, dates the list by its latest change', async () => {
    const list = await readWatchlistFile(fixture('opensanctions-entities.ftm.json'))
    expect(list).toMatchObject({ list: 'opensanctions', published_at: '2026-11-19' })
    expect(list.entries.map((e) => e.entry_id)).toEqual([
      'NK-2rTAoSbBcH9ZZYqNpLzmiq',
      'Q7747',
      'NK-vessel-1',
      'NK-co-1',
    ])
    expect(list.entries[0]).toMatchObject({
      name: 'Ivan Ivanovich Petrov',
      aliases: [
        { name: 'Иван Иванович Петров', strength: 'strong' },
        { name: 'Petrov Ivan', strength: 'strong' },
        { name: 'Vanya', strength: 'weak' },
      ],
      dates_of_birth: ['1970-02-03', '1971'],
      nationalities: ['ru'],
      programs: ['RU-UKR', 'sanction'],
    })
    expect(list.entries[1]).toMatchObject({
      type: 'person',
      nationalities: ['ru'],
      programs: ['role.pep', 'sanction'],
      remarks: 'President of the Russian Federation',
    })
    expect(list.entries[2]).toMatchObject({ type: 'vessel', name: 'SEA HAWK' })
    expect(list.entries[3]).toMatchObject({ type: 'entity', nationalities: ['ru'] })
  })

  it('refuses a line that is not JSON or not an entity, naming the line', async () => {
    const good = '{"id":"a","schema":"Person","properties":{"name":["A B"]}}\n'
    await expect(importFtm(stream(`${good}{"id":"b","schema":"Person",\n`), 'x', 'e.json')).rejects.toThrow(
      /e\.json line 2: not a JSON object/,
    )
    await expect(importFtm(stream(`${good}\n{"id":"c","properties":{}}\n`), 'x', 'e.json')).rejects.toThrow(
      /e\.json line 3: not a FollowTheMoney entity: schema/,
    )
    await expect(
      importFtm(stream(`${good}{"id":"d","schema":"Person","properties":{"birthDate":["1970"]}}\n`), 'x', 'e.json'),
    ).rejects.toThrow(/e\.json line 2: entry d has no name/)
  })
})

describe('UN consolidated list, as published', () => {
  it('reads original-script names, approximate and between dates', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" dateGenerated="2026-11-21T12:00:03.123Z">
<INDIVIDUALS><INDIVIDUAL><DATAID>6908001</DATAID><VERSIONNUM>1</VERSIONNUM><FIRST_NAME>ABDUL HAKIM</FIRST_NAME><SECOND_NAME>MURAD</SECOND_NAME>
<UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE><REFERENCE_NUMBER>QDi.001</REFERENCE_NUMBER><LISTED_ON>2001-01-25</LISTED_ON><NAME_ORIGINAL_SCRIPT>عبد الحكيم مراد</NAME_ORIGINAL_SCRIPT>
<NATIONALITY><VALUE>Pakistan</VALUE></NATIONALITY><LIST_TYPE><VALUE>UN List</VALUE></LIST_TYPE>
<INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>Murad, Abdul Hakim Hasim</ALIAS_NAME></INDIVIDUAL_ALIAS>
<INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>APPROXIMATELY</TYPE_OF_DATE><YEAR>1968</YEAR></INDIVIDUAL_DATE_OF_BIRTH>
<INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE><FROM_YEAR>1966</FROM_YEAR><TO_YEAR>1969</TO_YEAR></INDIVIDUAL_DATE_OF_BIRTH>
<INDIVIDUAL_DOCUMENT><TYPE_OF_DOCUMENT>Passport</TYPE_OF_DOCUMENT><NUMBER>665334</NUMBER></INDIVIDUAL_DOCUMENT></INDIVIDUAL></INDIVIDUALS>
<ENTITIES/></CONSOLIDATED_LIST>`
    const { entries, publishedAt } = await importUnConsolidated(stream(xml))
    expect(publishedAt).toBe('2026-11-21')
    expect(entries).toEqual([
      expect.objectContaining({
        entry_id: 'QDi.001',
        name: 'ABDUL HAKIM MURAD',
        aliases: [
          { name: 'عبد الحكيم مراد', strength: 'strong' },
          { name: 'Murad, Abdul Hakim Hasim', strength: 'strong' },
        ],
        dates_of_birth: ['circa 1968', '1966 to 1969'],
        nationalities: ['Pakistan'],
      }),
    ])
  })

  it('names the element of an entry without a reference', async () => {
    await expect(
      importUnConsolidated(
        stream(
          '<CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL><FIRST_NAME>X</FIRST_NAME></INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>',
        ),
      ),
    ).rejects.toThrow(/INDIVIDUAL number 1 has no REFERENCE_NUMBER or DATAID/)
  })
})

describe('format recognition', () => {
  it('recognises each format by content, whatever the file is called, and refuses an unknown XML list', async () => {
    const renamed = write(
      'download.bin',
      '<?xml version="1.0"?>\n<export generationDate="2026-01-02"><sanctionEntity logicalId="1"><nameAlias wholeName="X Y"/></sanctionEntity></export>',
    )
    expect(await readWatchlistFile(renamed)).toMatchObject({
      list: 'eu_fsf',
      published_at: '2026-01-02',
      source: 'EU consolidated financial sanctions list (download.bin)',
    })
    await expect(readWatchlistFile(write('other.xml', '<sdnList></sdnList>'))).rejects.toThrow(
      /other\.xml line 1: unknown XML list \(root element <sdnList>\)/,
    )
  })

  it('gives each file its own hash', async () => {
    const a = await readWatchlistFile(write('a.json', '{"id":"a","schema":"Person","properties":{"name":["A B"]}}\n'))
    const b = await readWatchlistFile(write('b.json', '{"id":"a","schema":"Person","properties":{"name":["A C"]}}\n'))
    expect(a.file_hash).not.toBe(b.file_hash)
  })
})
