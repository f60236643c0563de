/**
 * Words that make company names sound local: trade/sector words and the "and" of each language.
 * Keyed by language (the part of the faker locale before `_`); English is the fallback.
 */
const sectors: Record<string, string[]> = {
  en: [
    'Holdings',
    'Trading',
    'Logistics',
    'Consulting',
    'Engineering',
    'Technologies',
    'Foods',
    'Properties',
    'Capital',
    'Services',
    'Systems',
    'Partners',
    'Media',
    'Energy',
    'Construction',
    'Software',
    'Solutions',
    'Retail',
    'Investments',
    'Healthcare',
  ],
  de: [
    'Bau',
    'Handel',
    'Logistik',
    'Beratung',
    'Technik',
    'Immobilien',
    'Verwaltung',
    'Holding',
    'Elektro',
    'Maschinenbau',
    'Software',
    'Transport',
    'Gastronomie',
    'Metallbau',
    'Versicherungsmakler',
    'Energie',
  ],
  fr: [
    'Conseil',
    'Immobilier',
    'Transports',
    'Bâtiment',
    'Distribution',
    'Services',
    'Ingénierie',
    'Logistique',
    'Restauration',
    'Électricité',
    'Informatique',
    'Finance',
    'Boulangerie',
    'Santé',
  ],
  nl: [
    'Bouw',
    'Handel',
    'Techniek',
    'Advies',
    'Vastgoed',
    'Logistiek',
    'Holding',
    'Installatie',
    'Transport',
    'Beheer',
    'Zorg',
    'Software',
  ],
  es: [
    'Construcciones',
    'Inversiones',
    'Servicios',
    'Transportes',
    'Consultoría',
    'Inmobiliaria',
    'Distribuciones',
    'Ingeniería',
    'Alimentación',
    'Tecnología',
  ],
  it: [
    'Costruzioni',
    'Servizi',
    'Trasporti',
    'Immobiliare',
    'Consulenze',
    'Impianti',
    'Alimentari',
    'Tecnologie',
    'Commerciale',
    'Edilizia',
  ],
  pt: [
    'Construções',
    'Serviços',
    'Transportes',
    'Imobiliária',
    'Consultoria',
    'Comércio',
    'Engenharia',
    'Tecnologia',
    'Alimentos',
    'Participações',
  ],
  sv: ['Bygg', 'Fastigheter', 'Konsult', 'Transport', 'Handel', 'Teknik', 'Förvaltning', 'Invest', 'Data', 'Måleri'],
  da: ['Byg', 'Ejendomme', 'Rådgivning', 'Transport', 'Handel', 'Teknik', 'Holding', 'Invest'],
  nb: ['Bygg', 'Eiendom', 'Rådgivning', 'Transport', 'Handel', 'Teknikk', 'Holding', 'Invest'],
  fi: ['Rakennus', 'Kiinteistöt', 'Konsultointi', 'Kuljetus', 'Kauppa', 'Tekniikka', 'Sijoitus', 'Palvelu'],
  pl: ['Budownictwo', 'Handel', 'Transport', 'Usługi', 'Nieruchomości', 'Doradztwo', 'Technologie', 'Inwestycje'],
  cs: ['Stavby', 'Obchod', 'Doprava', 'Služby', 'Reality', 'Poradenství', 'Technologie', 'Invest'],
  el: ['Κατασκευαστική', 'Εμπορική', 'Ναυτιλιακή', 'Τεχνική', 'Επενδυτική', 'Συμβουλευτική'],
  ja: [
    '商事',
    '建設',
    '物産',
    '工業',
    '電機',
    '不動産',
    '運輸',
    '食品',
    '製作所',
    '興業',
    'システム',
    'ホールディングス',
  ],
  ar: ['للتجارة', 'للمقاولات', 'للاستثمار', 'للخدمات', 'للعقارات', 'للنقل', 'للصناعات'],
  he: ['השקעות', 'בנייה', 'סחר', 'תעשיות', 'שירותים', 'נדל"ן'],
  tr: ['İnşaat', 'Ticaret', 'Lojistik', 'Danışmanlık', 'Gıda', 'Enerji', 'Yazılım'],
  hu: ['Építő', 'Kereskedelmi', 'Szolgáltató', 'Ingatlan', 'Fuvarozó', 'Informatikai'],
  ro: ['Construct', 'Comerț', 'Transport', 'Consultanță', 'Imobiliare', 'Servicii'],
  uk: ['Будівництво', 'Торгівля', 'Логістика', 'Інвест', 'Агро', 'Сервіс', 'Технології'],
  vi: ['Xây dựng', 'Thương mại', 'Đầu tư', 'Dịch vụ', 'Vận tải', 'Công nghệ'],
  id: ['Konstruksi', 'Teknologi', 'Logistik', 'Sejahtera', 'Makmur', 'Abadi', 'Mandiri'],
  ko: ['건설', '무역', '산업', '전자', '물산', '테크'],
  zh: ['貿易', '建築', '投資', '物流', '科技', '地產', '實業', '國際', '控股', '發展'],
}

const ands: Record<string, string> = {
  en: '&',
  de: 'und',
  fr: 'et',
  nl: 'en',
  es: 'y',
  it: 'e',
  pt: 'e',
  sv: 'och',
  da: 'og',
  nb: 'og',
  fi: 'ja',
  pl: 'i',
  cs: 'a',
  el: 'και',
  ar: 'و',
  tr: 've',
  hu: 'és',
  ro: 'și',
}

const brandWords = [
  'Nova',
  'Vertex',
  'Apex',
  'Atlas',
  'Orion',
  'Nordic',
  'Summit',
  'Pioneer',
  'Meridian',
  'Zenith',
  'Horizon',
  'Evergreen',
  'Silverline',
  'Bluewater',
  'Crescent',
  'Keystone',
  'Northstar',
  'Quantum',
  'Sterling',
  'Alpine',
]

/** Languages not written in Latin script: no Latin brand words in their names. */
const nonLatin = new Set([
  'el',
  'ar',
  'he',
  'ko',
  'ja',
  'zh',
  'uk',
  'ru',
  'th',
  'bn',
  'fa',
  'ka',
  'hy',
  'mk',
  'mn',
  'ur',
  'dv',
  'ta',
  'ne',
])

export function writesInLatin(language: string): boolean {
  return !nonLatin.has(language)
}

/** Languages whose names are written without spaces. */
const unspaced = new Set(['ja', 'zh'])

export function languageOf(locale: string): string {
  return locale.split('_')[0] ?? 'en'
}

export function sectorWords(language: string): readonly string[] {
  return sectors[language] ?? (sectors.en as string[])
}

export function andWord(language: string): string {
  return ands[language] ?? '&'
}

export function brandWordList(): readonly string[] {
  return brandWords
}

export function writesWithoutSpaces(language: string): boolean {
  return unspaced.has(language)
}
