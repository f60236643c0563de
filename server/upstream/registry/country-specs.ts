/**
 * What a registry looks like in each country or state: legal forms, registration-number formats,
 * registries (the first is the primary source), faker locale, currency and a weight that sizes the
 * country's share of the dataset (roughly its number of registered companies). Countries served by
 * contract/countries without an entry here use `genericSpec`.
 */
import type { CheckDigits } from './registration-number-checksums'

export interface LegalForm {
  /** What appears in the company name, e.g. `GmbH`. */
  abbr: string
  /** The `type` field of the registry record. */
  type: string
  share: number
  /** Placed before the name (e.g. 株式会社 in Japan) instead of after it. */
  prefix?: boolean
}

export interface NumberFormat {
  /**
   * `#` is a digit, `@` the check letter `check` gives in lower case and `%` in capitals (ADR 0128),
   * everything else is literal; e.g. `HRB ######`.
   */
  pattern: string
  share: number
  /** The check digits the last `#` carry (registration-number-checksums.ts): SIREN, organisationsnummer, UID… */
  check?: CheckDigits
}

export interface CountrySpec {
  locale: string
  weight: number
  currency: string
  legalForms: LegalForm[]
  numberFormats: NumberFormat[]
  registries: string[]
  /** Tax identifier name used in `identifiers` and `tax_number`. */
  taxIdName: string
  taxPattern: string
}

const ukForms: LegalForm[] = [
  { abbr: 'Ltd', type: 'Private Limited Company', share: 78 },
  { abbr: 'Limited', type: 'Private Limited Company', share: 10 },
  { abbr: 'PLC', type: 'Public Limited Company', share: 4 },
  { abbr: 'LLP', type: 'Limited Liability Partnership', share: 6 },
  { abbr: 'CIC', type: 'Community Interest Company', share: 2 },
]
const usForms: LegalForm[] = [
  { abbr: 'LLC', type: 'Domestic Limited Liability Company', share: 55 },
  { abbr: 'Inc.', type: 'Domestic Business Corporation', share: 28 },
  { abbr: 'Corp.', type: 'Domestic Business Corporation', share: 10 },
  { abbr: 'LP', type: 'Domestic Limited Partnership', share: 4 },
  { abbr: 'PLLC', type: 'Professional Limited Liability Company', share: 3 },
]

const specs: Record<string, CountrySpec> = {
  GB: {
    locale: 'en_GB',
    weight: 52,
    currency: 'GBP',
    legalForms: ukForms,
    numberFormats: [
      { pattern: '########', share: 90 },
      { pattern: 'SC######', share: 7 },
      { pattern: 'NI######', share: 3 },
    ],
    registries: ['Companies House', 'Financial Conduct Authority Register'],
    taxIdName: 'VAT',
    taxPattern: 'GB#########',
  },
  DE: {
    locale: 'de',
    weight: 36,
    currency: 'EUR',
    legalForms: [
      { abbr: 'GmbH', type: 'Gesellschaft mit beschränkter Haftung', share: 70 },
      { abbr: 'UG (haftungsbeschränkt)', type: 'Unternehmergesellschaft (haftungsbeschränkt)', share: 10 },
      { abbr: 'AG', type: 'Aktiengesellschaft', share: 5 },
      { abbr: 'GmbH & Co. KG', type: 'Kommanditgesellschaft', share: 10 },
      { abbr: 'OHG', type: 'Offene Handelsgesellschaft', share: 5 },
    ],
    numberFormats: [
      { pattern: 'HRB ######', share: 85 },
      { pattern: 'HRA ######', share: 15 },
    ],
    registries: ['Handelsregister', 'Unternehmensregister', 'Transparenzregister'],
    taxIdName: 'USt-IdNr.',
    taxPattern: 'DE#########',
  },
  FR: {
    locale: 'fr',
    weight: 34,
    currency: 'EUR',
    legalForms: [
      { abbr: 'SAS', type: 'Société par actions simplifiée', share: 40 },
      { abbr: 'SARL', type: 'Société à responsabilité limitée', share: 35 },
      { abbr: 'SASU', type: 'Société par actions simplifiée unipersonnelle', share: 12 },
      { abbr: 'SA', type: 'Société anonyme', share: 5 },
      { abbr: 'SCI', type: 'Société civile immobilière', share: 8 },
    ],
    numberFormats: [{ pattern: '#########', share: 100, check: { scheme: 'luhn' } }],
    registries: [
      'Registre du commerce et des sociétés (INPI)',
      'Infogreffe',
      'Bulletin officiel des annonces civiles et commerciales (BODACC)',
    ],
    taxIdName: 'TVA',
    taxPattern: 'FR###########',
  },
  NL: {
    locale: 'nl',
    weight: 18,
    currency: 'EUR',
    legalForms: [
      { abbr: 'B.V.', type: 'Besloten vennootschap', share: 80 },
      { abbr: 'N.V.', type: 'Naamloze vennootschap', share: 5 },
      { abbr: 'V.O.F.', type: 'Vennootschap onder firma', share: 10 },
      { abbr: 'Stichting', type: 'Stichting', share: 5, prefix: true },
    ],
    numberFormats: [{ pattern: '########', share: 100 }],
    registries: ['Kamer van Koophandel (KvK) Handelsregister', 'UBO-register'],
    taxIdName: 'BTW',
    taxPattern: 'NL#########B01',
  },
  IE: {
    locale: 'en_IE',
    weight: 6,
    currency: 'EUR',
    legalForms: [
      { abbr: 'Limited', type: 'Private Company Limited by Shares (LTD)', share: 75 },
      { abbr: 'DAC', type: 'Designated Activity Company', share: 15 },
      { abbr: 'PLC', type: 'Public Limited Company', share: 5 },
      { abbr: 'CLG', type: 'Company Limited by Guarantee', share: 5 },
    ],
    numberFormats: [{ pattern: '######', share: 100 }],
    registries: ['Companies Registration Office (CRO)', 'Register of Beneficial Ownership (RBO)'],
    taxIdName: 'VAT',
    taxPattern: 'IE#######A',
  },
  ES: {
    locale: 'es',
    weight: 22,
    currency: 'EUR',
    legalForms: [
      { abbr: 'S.L.', type: 'Sociedad de responsabilidad limitada', share: 85 },
      { abbr: 'S.A.', type: 'Sociedad anónima', share: 12 },
      { abbr: 'S.L.U.', type: 'Sociedad limitada unipersonal', share: 3 },
    ],
    numberFormats: [
      // The CIF's control digit (an A or B company's is a digit): Luhn over the seven digits before it.
      { pattern: 'B########', share: 85, check: { scheme: 'luhn' } },
      { pattern: 'A########', share: 15, check: { scheme: 'luhn' } },
    ],
    registries: ['Registro Mercantil Central', 'Boletín Oficial del Registro Mercantil (BORME)'],
    taxIdName: 'NIF',
    taxPattern: 'ES#########',
  },
  IT: {
    locale: 'it',
    weight: 26,
    currency: 'EUR',
    legalForms: [
      { abbr: 'S.r.l.', type: 'Società a responsabilità limitata', share: 75 },
      { abbr: 'S.p.A.', type: 'Società per azioni', share: 8 },
      { abbr: 'S.n.c.', type: 'Società in nome collettivo', share: 10 },
      { abbr: 'S.a.s.', type: 'Società in accomandita semplice', share: 7 },
    ],
    numberFormats: [
      { pattern: 'MI-#######', share: 30 },
      { pattern: 'RM-#######', share: 30 },
      { pattern: 'TO-#######', share: 20 },
      { pattern: 'NA-#######', share: 20 },
    ],
    registries: ['Registro delle Imprese (InfoCamere)', 'Repertorio Economico Amministrativo (REA)'],
    taxIdName: 'Partita IVA',
    taxPattern: 'IT###########',
  },
  BE: {
    locale: 'nl_BE',
    weight: 8,
    currency: 'EUR',
    legalForms: [
      { abbr: 'BV', type: 'Besloten vennootschap', share: 70 },
      { abbr: 'NV', type: 'Naamloze vennootschap', share: 20 },
      { abbr: 'SRL', type: 'Société à responsabilité limitée', share: 10 },
    ],
    numberFormats: [{ pattern: '0###.###.###', share: 100, check: { scheme: 'mod97' } }],
    registries: ['Banque-Carrefour des Entreprises (KBO/BCE)', 'Moniteur belge'],
    taxIdName: 'VAT',
    taxPattern: 'BE0#########',
  },
  AT: {
    locale: 'de_AT',
    weight: 5,
    currency: 'EUR',
    legalForms: [
      { abbr: 'GmbH', type: 'Gesellschaft mit beschränkter Haftung', share: 85 },
      { abbr: 'AG', type: 'Aktiengesellschaft', share: 5 },
      { abbr: 'KG', type: 'Kommanditgesellschaft', share: 10 },
    ],
    numberFormats: [
      // The Firmenbuchnummer: up to six digits and a check letter (ADR 0128).
      { pattern: 'FN ######@', share: 100, check: { scheme: 'firmenbuch' } },
    ],
    registries: ['Firmenbuch', 'Register der wirtschaftlichen Eigentümer'],
    taxIdName: 'UID',
    taxPattern: 'ATU########',
  },
  CH: {
    locale: 'de_CH',
    weight: 6,
    currency: 'CHF',
    legalForms: [
      { abbr: 'GmbH', type: 'Gesellschaft mit beschränkter Haftung', share: 55 },
      { abbr: 'AG', type: 'Aktiengesellschaft', share: 45 },
    ],
    numberFormats: [
      { pattern: 'CHE-###.###.###', share: 100, check: { scheme: 'mod11', weights: [5, 4, 3, 2, 7, 6, 5, 4] } },
    ],
    registries: ['Handelsregister (Zefix)', 'Schweizerisches Handelsamtsblatt (SHAB)'],
    taxIdName: 'MWST',
    taxPattern: 'CHE-###.###.### MWST',
  },
  SE: {
    locale: 'sv',
    weight: 8,
    currency: 'SEK',
    legalForms: [
      { abbr: 'AB', type: 'Aktiebolag', share: 85 },
      { abbr: 'HB', type: 'Handelsbolag', share: 10 },
      { abbr: 'KB', type: 'Kommanditbolag', share: 5 },
    ],
    numberFormats: [{ pattern: '55####-####', share: 100, check: { scheme: 'luhn' } }],
    registries: ['Bolagsverket'],
    taxIdName: 'Momsregistreringsnummer',
    taxPattern: 'SE############',
  },
  DK: {
    locale: 'da',
    weight: 4,
    currency: 'DKK',
    legalForms: [
      { abbr: 'ApS', type: 'Anpartsselskab', share: 80 },
      { abbr: 'A/S', type: 'Aktieselskab', share: 20 },
    ],
    numberFormats: [{ pattern: '########', share: 100, check: { scheme: 'mod11', weights: [2, 7, 6, 5, 4, 3, 2] } }],
    registries: ['Central Business Register (CVR)', 'Erhvervsstyrelsen'],
    taxIdName: 'CVR',
    taxPattern: 'DK########',
  },
  NO: {
    locale: 'nb_NO',
    weight: 4,
    currency: 'NOK',
    legalForms: [
      { abbr: 'AS', type: 'Aksjeselskap', share: 90 },
      { abbr: 'ASA', type: 'Allmennaksjeselskap', share: 10 },
    ],
    numberFormats: [
      { pattern: '9## ### ###', share: 100, check: { scheme: 'mod11', weights: [3, 2, 7, 6, 5, 4, 3, 2] } },
    ],
    registries: ['Brønnøysundregistrene (Enhetsregisteret)'],
    taxIdName: 'MVA',
    taxPattern: 'NO#########MVA',
  },
  FI: {
    locale: 'fi',
    weight: 3,
    currency: 'EUR',
    legalForms: [
      { abbr: 'Oy', type: 'Osakeyhtiö', share: 90 },
      { abbr: 'Oyj', type: 'Julkinen osakeyhtiö', share: 10 },
    ],
    numberFormats: [{ pattern: '#######-#', share: 100, check: { scheme: 'mod11', weights: [7, 9, 10, 5, 8, 4, 2] } }],
    registries: ['Finnish Trade Register (PRH)'],
    taxIdName: 'ALV',
    taxPattern: 'FI########',
  },
  PL: {
    locale: 'pl',
    weight: 12,
    currency: 'PLN',
    legalForms: [
      { abbr: 'sp. z o.o.', type: 'Spółka z ograniczoną odpowiedzialnością', share: 85 },
      { abbr: 'S.A.', type: 'Spółka akcyjna', share: 10 },
      { abbr: 'sp.k.', type: 'Spółka komandytowa', share: 5 },
    ],
    numberFormats: [{ pattern: '000#######', share: 100 }],
    registries: ['Krajowy Rejestr Sądowy (KRS)', 'Centralny Rejestr Beneficjentów Rzeczywistych'],
    taxIdName: 'NIP',
    taxPattern: 'PL##########',
  },
  CZ: {
    locale: 'cs_CZ',
    weight: 5,
    currency: 'CZK',
    legalForms: [
      { abbr: 's.r.o.', type: 'Společnost s ručením omezeným', share: 90 },
      { abbr: 'a.s.', type: 'Akciová společnost', share: 10 },
    ],
    numberFormats: [{ pattern: '########', share: 100, check: { scheme: 'ico' } }],
    registries: ['Obchodní rejstřík (Ministry of Justice)'],
    taxIdName: 'DIČ',
    taxPattern: 'CZ########',
  },
  PT: {
    locale: 'pt_PT',
    weight: 6,
    currency: 'EUR',
    legalForms: [
      { abbr: 'Lda.', type: 'Sociedade por quotas', share: 85 },
      { abbr: 'S.A.', type: 'Sociedade anónima', share: 15 },
    ],
    numberFormats: [{ pattern: '5########', share: 100, check: { scheme: 'nipc' } }],
    registries: ['Registo Comercial (Portal da Empresa)'],
    taxIdName: 'NIF',
    taxPattern: 'PT#########',
  },
  JP: {
    locale: 'ja',
    weight: 28,
    currency: 'JPY',
    legalForms: [
      { abbr: '株式会社', type: 'Kabushiki Kaisha (KK)', share: 55, prefix: true },
      { abbr: '株式会社', type: 'Kabushiki Kaisha (KK)', share: 25 },
      { abbr: '合同会社', type: 'Godo Kaisha (GK)', share: 15, prefix: true },
      { abbr: '有限会社', type: 'Yugen Kaisha (TK)', share: 5 },
    ],
    numberFormats: [{ pattern: '#############', share: 100 }],
    registries: ['National Tax Agency Corporate Number Publication Site', 'Legal Affairs Bureau Commercial Registry'],
    taxIdName: 'Corporate Number',
    taxPattern: 'T#############',
  },
  AU: {
    locale: 'en_AU',
    weight: 20,
    currency: 'AUD',
    legalForms: [
      { abbr: 'Pty Ltd', type: 'Australian Proprietary Company, Limited By Shares', share: 90 },
      { abbr: 'Ltd', type: 'Australian Public Company, Limited By Shares', share: 10 },
    ],
    numberFormats: [{ pattern: '### ### ###', share: 100, check: { scheme: 'acn' } }],
    registries: [
      'Australian Securities and Investments Commission (ASIC)',
      'Australian Business Register (ABN Lookup)',
    ],
    taxIdName: 'ABN',
    taxPattern: '## ### ### ###',
  },
  NZ: {
    locale: 'en_AU',
    weight: 5,
    currency: 'NZD',
    legalForms: [{ abbr: 'Limited', type: 'NZ Limited Company', share: 100 }],
    numberFormats: [{ pattern: '#######', share: 100 }],
    registries: ['New Zealand Companies Office'],
    taxIdName: 'NZBN',
    taxPattern: '94290########',
  },
  CA: {
    locale: 'en_CA',
    weight: 18,
    currency: 'CAD',
    legalForms: [
      { abbr: 'Inc.', type: 'Federal Corporation', share: 60 },
      { abbr: 'Ltd.', type: 'Corporation', share: 30 },
      { abbr: 'Corp.', type: 'Corporation', share: 10 },
    ],
    numberFormats: [{ pattern: '###-####-#', share: 100 }],
    registries: ['Corporations Canada', 'Provincial Business Registries'],
    taxIdName: 'BN',
    taxPattern: '#########RC0001',
  },
  SG: {
    locale: 'en',
    weight: 6,
    currency: 'SGD',
    legalForms: [
      { abbr: 'Pte. Ltd.', type: 'Private Company Limited by Shares', share: 90 },
      { abbr: 'Ltd.', type: 'Public Company Limited by Shares', share: 10 },
    ],
    numberFormats: [
      // A local company's UEN: the year of incorporation, five digits and a check letter (ADR 0128).
      { pattern: '20#######%', share: 60, check: { scheme: 'uen' } },
      { pattern: '19#######%', share: 40, check: { scheme: 'uen' } },
    ],
    registries: ['Accounting and Corporate Regulatory Authority (ACRA)'],
    taxIdName: 'GST',
    taxPattern: 'M9########',
  },
  HK: {
    locale: 'en_HK',
    weight: 9,
    currency: 'HKD',
    legalForms: [
      { abbr: 'Limited', type: 'Private company limited by shares', share: 75 },
      { abbr: 'Company Limited', type: 'Private company limited by shares', share: 25 },
    ],
    numberFormats: [{ pattern: '#######', share: 100 }],
    registries: ['Companies Registry (Hong Kong)'],
    taxIdName: 'BR',
    taxPattern: '########',
  },
  IN: {
    locale: 'en_IN',
    weight: 24,
    currency: 'INR',
    legalForms: [
      { abbr: 'Private Limited', type: 'Private Company Limited by Shares', share: 85 },
      { abbr: 'Limited', type: 'Public Company Limited by Shares', share: 10 },
      { abbr: 'LLP', type: 'Limited Liability Partnership', share: 5 },
    ],
    numberFormats: [
      { pattern: 'U#####MH####PTC######', share: 60 },
      { pattern: 'U#####DL####PTC######', share: 40 },
    ],
    registries: ['Ministry of Corporate Affairs (MCA21)'],
    taxIdName: 'GSTIN',
    taxPattern: '27AAAC#####A1Z#',
  },
  BR: {
    locale: 'pt_BR',
    weight: 22,
    currency: 'BRL',
    legalForms: [
      { abbr: 'Ltda.', type: 'Sociedade Empresária Limitada', share: 80 },
      { abbr: 'S.A.', type: 'Sociedade Anônima', share: 10 },
      { abbr: 'EIRELI', type: 'Empresa Individual de Responsabilidade Limitada', share: 10 },
    ],
    numberFormats: [{ pattern: '##.###.###/0001-##', share: 100, check: { scheme: 'cnpj' } }],
    registries: ['Receita Federal (CNPJ)', 'Junta Comercial'],
    taxIdName: 'CNPJ',
    taxPattern: '##.###.###/0001-##',
  },
  MX: {
    locale: 'es_MX',
    weight: 10,
    currency: 'MXN',
    legalForms: [
      { abbr: 'S.A. de C.V.', type: 'Sociedad Anónima de Capital Variable', share: 70 },
      { abbr: 'S. de R.L. de C.V.', type: 'Sociedad de Responsabilidad Limitada de Capital Variable', share: 30 },
    ],
    numberFormats: [{ pattern: 'N-20##0######', share: 100 }],
    registries: ['Registro Público de Comercio (SIGER)'],
    taxIdName: 'RFC',
    taxPattern: 'AAA######AA#',
  },
  ZA: {
    locale: 'en_ZA',
    weight: 8,
    currency: 'ZAR',
    legalForms: [
      { abbr: '(Pty) Ltd', type: 'Private Company', share: 90 },
      { abbr: 'Ltd', type: 'Public Company', share: 5 },
      { abbr: 'NPC', type: 'Non-Profit Company', share: 5 },
    ],
    numberFormats: [{ pattern: '20##/######/07', share: 100 }],
    registries: ['Companies and Intellectual Property Commission (CIPC)'],
    taxIdName: 'VAT',
    taxPattern: '4#########',
  },
  AE: {
    locale: 'en',
    weight: 4,
    currency: 'AED',
    legalForms: [
      { abbr: 'LLC', type: 'Limited Liability Company', share: 70 },
      { abbr: 'FZ-LLC', type: 'Free Zone Limited Liability Company', share: 20 },
      { abbr: 'FZE', type: 'Free Zone Establishment', share: 10 },
    ],
    numberFormats: [{ pattern: '#######', share: 100 }],
    registries: ['Department of Economic Development (Dubai)', 'ADGM Registration Authority'],
    taxIdName: 'TRN',
    taxPattern: '100###########3',
  },
  CY: {
    locale: 'el',
    weight: 2,
    currency: 'EUR',
    legalForms: [
      { abbr: 'Limited', type: 'Private Limited Company', share: 95 },
      { abbr: 'Public Limited', type: 'Public Limited Company', share: 5 },
    ],
    numberFormats: [{ pattern: 'HE######', share: 100 }],
    registries: ['Department of Registrar of Companies and Intellectual Property'],
    taxIdName: 'TIC',
    taxPattern: 'CY########L',
  },
  LU: {
    locale: 'fr_LU',
    weight: 2,
    currency: 'EUR',
    legalForms: [
      { abbr: 'S.à r.l.', type: 'Société à responsabilité limitée', share: 70 },
      { abbr: 'S.A.', type: 'Société anonyme', share: 30 },
    ],
    numberFormats: [{ pattern: 'B######', share: 100 }],
    registries: ['Luxembourg Business Registers (RCS)', 'Registre des bénéficiaires effectifs (RBE)'],
    taxIdName: 'TVA',
    taxPattern: 'LU########',
  },
  VG: {
    locale: 'en',
    weight: 1,
    currency: 'USD',
    legalForms: [
      { abbr: 'Ltd.', type: 'BVI Business Company', share: 90 },
      { abbr: 'Inc.', type: 'BVI Business Company', share: 10 },
    ],
    numberFormats: [{ pattern: '#######', share: 100 }],
    registries: ['BVI Financial Services Commission Registry of Corporate Affairs'],
    taxIdName: 'Company Number',
    taxPattern: '#######',
  },
  KY: {
    locale: 'en',
    weight: 1,
    currency: 'KYD',
    legalForms: [
      { abbr: 'Ltd.', type: 'Exempted Company', share: 85 },
      { abbr: 'LP', type: 'Exempted Limited Partnership', share: 15 },
    ],
    numberFormats: [{ pattern: 'CR-######', share: 100 }],
    registries: ['Cayman Islands General Registry'],
    taxIdName: 'Registration Number',
    taxPattern: '######',
  },
}

/** Offshore jurisdictions: ownership through them counts as complex (see risk.ts). */
export const OFFSHORE_CODES = ['VG', 'KY', 'JE', 'GG', 'IM', 'BM', 'PA', 'SC', 'BZ'] as const

const usNumberPatterns: Record<string, string> = {
  CA: 'C#######',
  DE: '#######',
  NY: '#######',
  FL: 'L###########',
  TX: '08########',
  WA: '60#######',
  NV: 'E#######20##-#',
  IL: '########',
}

/** Spec of a US state (`US_XX`): US legal forms, the state's Secretary of State, state file numbers. */
function usStateSpec(stateCode: string, stateName: string, population: number): CountrySpec {
  return {
    locale: 'en_US',
    weight: Math.max(0.4, population / 3),
    currency: 'USD',
    legalForms: usForms,
    numberFormats: [{ pattern: usNumberPatterns[stateCode] ?? '########', share: 100 }],
    registries: [`${stateName} Secretary of State`, 'SEC EDGAR', 'OpenCorporates'].slice(0, stateCode === 'DE' ? 3 : 2),
    taxIdName: 'EIN',
    taxPattern: '##-#######',
  }
}

/** Legal forms by language, for served countries without an entry above. */
const formsByLanguage: Record<string, LegalForm[]> = {
  es: [
    { abbr: 'S.A.', type: 'Sociedad Anónima', share: 40 },
    { abbr: 'S.R.L.', type: 'Sociedad de Responsabilidad Limitada', share: 45 },
    { abbr: 'S.A.S.', type: 'Sociedad por Acciones Simplificada', share: 15 },
  ],
  fr: [
    { abbr: 'SARL', type: 'Société à responsabilité limitée', share: 60 },
    { abbr: 'SA', type: 'Société anonyme', share: 25 },
    { abbr: 'SAS', type: 'Société par actions simplifiée', share: 15 },
  ],
  de: [
    { abbr: 'AG', type: 'Aktiengesellschaft', share: 40 },
    { abbr: 'GmbH', type: 'Gesellschaft mit beschränkter Haftung', share: 50 },
    { abbr: 'Anstalt', type: 'Anstalt', share: 10 },
  ],
  ro: [
    { abbr: 'S.R.L.', type: 'Societate cu răspundere limitată', share: 85 },
    { abbr: 'S.A.', type: 'Societate pe acțiuni', share: 15 },
  ],
  hu: [
    { abbr: 'Kft.', type: 'Korlátolt felelősségű társaság', share: 75 },
    { abbr: 'Zrt.', type: 'Zártkörűen működő részvénytársaság', share: 15 },
    { abbr: 'Bt.', type: 'Betéti társaság', share: 10 },
  ],
  tr: [
    { abbr: 'Ltd. Şti.', type: 'Limited Şirket', share: 75 },
    { abbr: 'A.Ş.', type: 'Anonim Şirket', share: 25 },
  ],
  ar: [
    { abbr: 'ذ.م.م', type: 'Limited Liability Company', share: 60 },
    { abbr: 'W.L.L.', type: 'With Limited Liability', share: 25 },
    { abbr: 'ش.م.ع', type: 'Joint Stock Company', share: 15 },
  ],
  zh: [
    { abbr: '有限公司', type: 'Limited Liability Company', share: 80 },
    { abbr: '股份有限公司', type: 'Company Limited by Shares', share: 20 },
  ],
  ko: [
    { abbr: '주식회사', type: 'Chusik Hoesa (stock company)', share: 85, prefix: true },
    { abbr: '유한회사', type: 'Yuhan Hoesa (limited company)', share: 15, prefix: true },
  ],
  el: [
    { abbr: 'Ι.Κ.Ε.', type: 'Ιδιωτική Κεφαλαιουχική Εταιρεία', share: 50 },
    { abbr: 'Α.Ε.', type: 'Ανώνυμη Εταιρεία', share: 30 },
    { abbr: 'Ε.Π.Ε.', type: 'Εταιρεία Περιορισμένης Ευθύνης', share: 20 },
  ],
  sk: [
    { abbr: 's.r.o.', type: 'Spoločnosť s ručením obmedzeným', share: 90 },
    { abbr: 'a.s.', type: 'Akciová spoločnosť', share: 10 },
  ],
  hr: [
    { abbr: 'd.o.o.', type: 'Društvo s ograničenom odgovornošću', share: 90 },
    { abbr: 'd.d.', type: 'Dioničko društvo', share: 10 },
  ],
  sl: [
    { abbr: 'd.o.o.', type: 'Družba z omejeno odgovornostjo', share: 90 },
    { abbr: 'd.d.', type: 'Delniška družba', share: 10 },
  ],
  sr: [
    { abbr: 'd.o.o.', type: 'Društvo sa ograničenom odgovornošću', share: 90 },
    { abbr: 'a.d.', type: 'Akcionarsko društvo', share: 10 },
  ],
  lv: [
    { abbr: 'SIA', type: 'Sabiedrība ar ierobežotu atbildību', share: 90, prefix: true },
    { abbr: 'AS', type: 'Akciju sabiedrība', share: 10, prefix: true },
  ],
  uk: [
    { abbr: 'ТОВ', type: 'Товариство з обмеженою відповідальністю', share: 85, prefix: true },
    { abbr: 'АТ', type: 'Акціонерне товариство', share: 15, prefix: true },
  ],
  id: [
    { abbr: 'PT', type: 'Perseroan Terbatas', share: 90, prefix: true },
    { abbr: 'CV', type: 'Commanditaire Vennootschap', share: 10, prefix: true },
  ],
  vi: [
    { abbr: 'Công ty TNHH', type: 'Limited Liability Company', share: 80, prefix: true },
    { abbr: 'Công ty Cổ phần', type: 'Joint Stock Company', share: 20, prefix: true },
  ],
  th: [
    { abbr: 'Co., Ltd.', type: 'Private Limited Company', share: 90 },
    { abbr: 'PCL', type: 'Public Company Limited', share: 10 },
  ],
  he: [{ abbr: 'בע"מ', type: 'Private Company Limited by Shares', share: 100 }],
  pt: [
    { abbr: 'Lda.', type: 'Sociedade por quotas', share: 80 },
    { abbr: 'S.A.', type: 'Sociedade anónima', share: 20 },
  ],
}

/** Spec used for a served country without an entry above: legal forms of its language. */
export function genericSpec(countryName: string, locale: string): CountrySpec {
  const language = locale.split('_')[0] ?? 'en'
  return {
    locale,
    weight: 2,
    currency: 'USD',
    legalForms: formsByLanguage[language] ?? [
      { abbr: 'Ltd', type: 'Private Limited Company', share: 70 },
      { abbr: 'LLC', type: 'Limited Liability Company', share: 30 },
    ],
    numberFormats: [{ pattern: '#########', share: 100 }],
    registries: [`${countryName} Business Registry`],
    taxIdName: 'Tax ID',
    taxPattern: '##########',
  }
}

const canadianRegistries: Record<string, string> = {
  ON: 'Ontario Business Registry',
  BC: 'BC Registries and Online Services',
  QC: 'Registraire des entreprises du Québec',
  AB: 'Alberta Corporate Registry',
  MB: 'Manitoba Companies Office',
  SK: 'Saskatchewan Corporate Registry',
  NS: 'Nova Scotia Registry of Joint Stock Companies',
  NB: 'Service New Brunswick Corporate Registry',
}
const canadianPopulation: Record<string, number> = {
  ON: 15.6,
  QC: 8.9,
  BC: 5.6,
  AB: 4.8,
  MB: 1.5,
  SK: 1.2,
  NS: 1.1,
  NB: 0.8,
  NL: 0.5,
  PE: 0.2,
  NT: 0.05,
  NU: 0.04,
  YT: 0.04,
}

/** A Canadian province or territory (`CA_ON`): provincial register, corporation numbers. */
function canadianProvinceSpec(code: string, name: string): CountrySpec {
  const federal = specs.CA as CountrySpec
  return {
    ...federal,
    weight: Math.max(0.4, (canadianPopulation[code] ?? 0.1) / 2),
    legalForms:
      code === 'QC'
        ? [
            { abbr: 'Inc.', type: 'Société par actions', share: 70 },
            { abbr: 'Ltée', type: 'Société par actions', share: 30 },
          ]
        : federal.legalForms,
    numberFormats: [{ pattern: code === 'BC' ? 'BC#######' : code === 'QC' ? '11########' : '########', share: 100 }],
    registries: [canadianRegistries[code] ?? `${name} Corporate Registry`, 'Corporations Canada'],
  }
}

const emirateRegistries: Record<string, string> = {
  DU: 'Dubai Department of Economy and Tourism',
  AZ: 'Abu Dhabi Department of Economic Development',
  SH: 'Sharjah Economic Development Department',
}

/** An emirate (`AE_DU`): its economic department, trade licence numbers. */
function emirateSpec(code: string, name: string): CountrySpec {
  const federal = specs.AE as CountrySpec
  return {
    ...federal,
    weight: code === 'DU' ? 3 : code === 'AZ' ? 2 : 0.5,
    numberFormats: [{ pattern: code === 'DU' ? '######' : 'CN-#######', share: 100 }],
    registries: [
      emirateRegistries[code] ?? `${name} Department of Economic Development`,
      'National Economic Register (UAE)',
    ],
  }
}

/** Population in millions of the US states (weights the states within the United States). */
export const US_STATE_POPULATION: Record<string, number> = {
  AL: 5.1,
  AK: 0.7,
  AZ: 7.4,
  AR: 3.1,
  CA: 39,
  CO: 5.9,
  CT: 3.6,
  DE: 8,
  DC: 0.7,
  FL: 22.6,
  GA: 11,
  HI: 1.4,
  ID: 2,
  IL: 12.5,
  IN: 6.9,
  IA: 3.2,
  KS: 2.9,
  KY: 4.5,
  LA: 4.6,
  ME: 1.4,
  MD: 6.2,
  MA: 7,
  MI: 10,
  MN: 5.7,
  MS: 2.9,
  MO: 6.2,
  MT: 1.1,
  NE: 2,
  NV: 3.2,
  NH: 1.4,
  NJ: 9.3,
  NM: 2.1,
  NY: 19.6,
  NC: 10.8,
  ND: 0.8,
  OH: 11.8,
  OK: 4,
  OR: 4.2,
  PA: 13,
  RI: 1.1,
  SC: 5.4,
  SD: 0.9,
  TN: 7.1,
  TX: 30.5,
  UT: 3.4,
  VT: 0.6,
  VA: 8.7,
  WA: 7.8,
  WV: 1.8,
  WI: 5.9,
  WY: 0.6,
}

/**
 * The spec for a served country or state (v2 code such as `GB`, `US_CA`, `CA_ON`, `AE_DU`);
 * `displayName` is the country's or state's own name. The faker locale is the contract's.
 */
export function specFor(code: string, displayName: string, locale: string): CountrySpec {
  const [country = '', state] = code.toUpperCase().split('_')
  let spec: CountrySpec
  if (country === 'US' && state) spec = usStateSpec(state, displayName, US_STATE_POPULATION[state] ?? 1)
  else if (country === 'CA' && state) spec = canadianProvinceSpec(state, displayName)
  else if (country === 'AE' && state) spec = emirateSpec(state, displayName)
  else spec = specs[country] ?? genericSpec(displayName, locale)
  return { ...spec, locale }
}
