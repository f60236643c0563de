/**
 * Where each list is published, for `npm run watchlist -- update` (ADR 0023). The four official lists
 * are updated by default; OpenSanctions collections (large, and licensed for non-commercial use
 * unless bought) only when named with `--list`.
 */
export interface PublishedList {
  list: string
  /** Who publishes it, for messages: "Could not reach <publisher>". */
  publisher: string
  /** The files to fetch, saved under `name`; the first is the one imported (the others sit beside it). */
  files: ReadonlyArray<{ url: string; name: string; optional?: boolean }>
  byDefault: boolean
}

export const publishedLists: readonly PublishedList[] = [
  {
    list: 'ofac_sdn',
    publisher: 'the US Treasury',
    files: [
      { url: 'https://www.treasury.gov/ofac/downloads/sdn.csv', name: 'sdn.csv' },
      { url: 'https://www.treasury.gov/ofac/downloads/alt.csv', name: 'alt.csv', optional: true },
      { url: 'https://www.treasury.gov/ofac/downloads/add.csv', name: 'add.csv', optional: true },
    ],
    byDefault: true,
  },
  {
    list: 'un_sc',
    publisher: 'the UN Security Council',
    files: [{ url: 'https://scsanctions.un.org/resources/xml/en/consolidated.xml', name: 'consolidated.xml' }],
    byDefault: true,
  },
  {
    list: 'eu_fsf',
    publisher: 'the European Commission (Financial Sanctions Files)',
    files: [
      {
        url: 'https://webgate.ec.europa.eu/fsd/fsf/public/files/xmlFullSanctionsList_1_1/content?token=dG9rZW4tMjAxNw',
        name: 'eu-fsf.xml',
      },
    ],
    byDefault: true,
  },
  {
    list: 'uk_sanctions',
    publisher: 'the UK FCDO',
    files: [{ url: 'https://sanctionslist.fcdo.gov.uk/docs/UK-Sanctions-List.csv', name: 'UK-Sanctions-List.csv' }],
    byDefault: true,
  },
  {
    list: 'opensanctions',
    publisher: 'OpenSanctions (sanctions collection)',
    files: [
      { url: 'https://data.opensanctions.org/datasets/latest/sanctions/entities.ftm.json', name: 'entities.ftm.json' },
    ],
    byDefault: false,
  },
  {
    list: 'opensanctions_peps',
    publisher: 'OpenSanctions (PEPs collection)',
    files: [
      { url: 'https://data.opensanctions.org/datasets/latest/peps/entities.ftm.json', name: 'entities.ftm.json' },
    ],
    byDefault: false,
  },
]
