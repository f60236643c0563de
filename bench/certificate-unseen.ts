/**
 * An unseen family of certificates for bench/ocr.ts (`--unseen N`), made unlike the three other
 * families (bench/certificate-html.ts: Chromium; bench/certificate-heldout.ts: Chromium with URW
 * faces; bench/certificate-fresh.ts: librsvg and cairo) and measured before the reader was changed
 * for it. Pages are written as PostScript and drawn by Ghostscript (rasters by its own rasteriser,
 * PDFs with a text layer by its pdfwrite device), in faces no other family uses: Charis SIL, Open
 * Sans, Go and Go Mono (Debian's fonts-sil-charis, fonts-open-sans, fonts-go). Layouts as registries
 * of other countries print them: a commercial-register extract with numbered columns and the name in
 * a table cell, its number split over a prefix box and a number box (HRB | 620264, FN | 248093b); a
 * certificate with the number in a corner box; a bilingual certificate (two languages side by side);
 * a typed letter confirming registration (name and number inside sentences, the name also in the
 * address block); a landscape extract in small print with other numbers beside the registration
 * number (VAT number, telephone). Company names of each country with diacritics, ampersands,
 * hyphens and numbers. Arrivals as they come: PDF with a text layer, image-only PDF scans, phone
 * photos with perspective and a shadow across the page, letter-folded scans with creases, fax pages
 * (1 bit, 200 DPI, standard mode halves the lines, a sender's header line), grey low-contrast JPEG,
 * colour JPEG at low quality, clean PNG; stamps and signatures over the name, the number or the foot.
 * Bench-only; Ghostscript and the fonts are installed with apt when missing and run as root.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { aptInstall } from '../scripts/apt-install.mjs'
import { pagesToPdf } from '../server/upstream/documents/render/encode'
import { homography, project } from '../server/upstream/documents/render/perspective'
import { Rng } from '../server/upstream/registry/random'
import { heldoutLanguageOf, type HeldoutLanguage } from './certificate-heldout'
import type { CertificateFacts } from './certificate-html'

export type UnseenLanguage = HeldoutLanguage
export type UnseenDelivery = 'pdf-text' | 'phone' | 'fax' | 'folded' | 'grey-low' | 'jpeg-low' | 'pdf-scan' | 'png'
export type UnseenMarkSpot = 'name' | 'number' | 'foot'

export interface UnseenStyle {
  layout: number
  /** One of unseenFaces. */
  face: string
  language: UnseenLanguage
  /** The second language of a bilingual page. */
  partner: UnseenLanguage
  stamp: { spot: UnseenMarkSpot; round: boolean; colour: readonly [number, number, number] } | null
  signature: { spot: UnseenMarkSpot; colour: readonly [number, number, number] } | null
  delivery: UnseenDelivery
}

interface Face {
  regular: string
  bold: string
  /** Average advance of a character, in em (for wrapping; Ghostscript centres and aligns itself). */
  advance: number
}

const faces: Record<string, Face> = {
  'Charis SIL': { regular: 'CharisSIL', bold: 'CharisSIL-Bold', advance: 0.52 },
  'Open Sans': { regular: 'OpenSans', bold: 'OpenSans-Bold', advance: 0.55 },
  Go: { regular: 'GoRegular', bold: 'Go-Bold', advance: 0.55 },
  'Go Mono': { regular: 'GoMono', bold: 'GoMono-Bold', advance: 0.6 },
}
export const unseenFaces = Object.keys(faces)
export const unseenLayouts = 5
export const unseenDeliveries: readonly UnseenDelivery[] = [
  'pdf-text',
  'phone',
  'fax',
  'folded',
  'grey-low',
  'jpeg-low',
  'pdf-scan',
  'png',
]
export const unseenSpots: readonly UnseenMarkSpot[] = ['name', 'number', 'foot']

/** Countries' own languages, as the held-out family has them; Belgium's pages in French (beside Dutch). */
export const unseenLanguageOf: Record<string, UnseenLanguage> = { ...heldoutLanguageOf, BE: 'fr' }

/** The second language of a bilingual page: the country's other official one, or English. */
export function partnerOf(code: string, language: UnseenLanguage): UnseenLanguage {
  const second: Record<string, UnseenLanguage> = { CH: 'fr', BE: 'nl', FI: 'sv', CA_ON: 'fr' }
  return second[code] ?? (language === 'en' ? 'fr' : 'en')
}

/**
 * Company names as each country's companies are called (diacritics, ampersands, hyphens, numbers);
 * the company's legal form is put after (or before, for a prefix form) by the bench.
 */
export const unseenNameStems: Record<string, readonly string[]> = {
  GB: ['Harrow & Finch Engineering', 'St. Albans 24/7 Couriers', 'Blackwood-Hale Consulting'],
  DE: ['Müller & Söhne Maschinenbau', 'Groß-Gerauer Brückenbau', 'Hansa 3D-Druck Technik'],
  FR: ['Boulangerie Lefèvre & Fils', "Société d'Études Côte-d'Or", 'Atelier Saint-Rémy 1927'],
  NL: ['Van der Meer & Zonen Bouw', 'De Groene Kruidenier', 'Twee-Stromen Logistiek'],
  IE: ["O'Sullivan & Daughters Foods", 'Ballymore-Quay Marine', 'Four Provinces 1916 Trading'],
  ES: ['Construcciones Peña & Muñoz', 'Bodegas Añón-Ibáñez', 'Logística Ibérica 2000'],
  IT: ['Fratelli Nicolò & Figli', 'Caffè San Giusto 1889', "Officine Meccaniche Sant'Anna"],
  BE: ['Brasserie Dubois-Vandenberghe', 'Ateliers Liégeois & Cie', 'Chocolaterie Sainte-Gudule'],
  AT: ['Höllerer & Söhne Holzbau', 'Wörthersee-Gastro', 'Alpen 360 Reisen'],
  CH: ['Zürcher Präzisions-Mechanik', 'Brügger & Wälti Treuhand', 'Genfersee 4-Sterne Hotellerie'],
  SE: ['Åkesson & Öberg Bygg', 'Nordström-Lindé Konsult', 'Västerås 2 Fastigheter'],
  DK: ['Ærø Møbelsnedkeri', 'Hansen & Søn Tømrer', 'Nørrebro-Kaffe'],
  NO: ['Ødegård & Bjørnstad Eiendom', 'Tromsø Fiskeeksport', 'Fjord-Læring 24'],
  FI: ['Mäkinen & Ylönen Rakennus', 'Pohjois-Häme Kuljetus', 'Järvi 3 Kiinteistöt'],
  PL: ['Łączność & Żak Przedsiębiorstwo', 'Kraków-Nowa Huta Budownictwo', 'Zakład Mięsny Wólczyński'],
  CZ: ['Dvořák & Šťastný Stavby', 'Českomoravská Strojírna', 'Brno-Líšeň Doprava'],
  PT: ['Conceição & Irmãos Têxteis', 'Padaria São João', 'Açores-Madeira Transportes'],
  AU: ['Murray-Darling Irrigation', 'Bondi 88 Surf Supplies', 'Kookaburra & Wattle Landscaping'],
  NZ: ['Te Awa Fisheries', 'Kiwi & Kauri Joinery', 'Ōtaki-Beach Motors'],
  SG: ['Lim & Tan Trading', 'Jurong-East Precision', 'Orchard 21 Holdings'],
  HK: ['Kowloon-Bay Garments', 'Wing Hing & Sons Trading', 'Harbour 8 Logistics'],
  IN: ['Shree Ganesh Textiles', 'Tata-Mehra Infotech', 'Sai & Sons 24 Agro'],
  BR: ['Comércio de Café São Paulo', 'Irmãos Gonçalves & Cia', 'Transportes Paraná-Sul'],
  MX: ['Panadería Doña Lupita', 'Transportes Peña & Hijos', 'Grupo Añil 2000'],
  ZA: ['Kgosi & Nkosi Holdings', 'Table-Mountain Vineyards', 'Soweto 1976 Foods'],
  US_NY: ['Hudson & Pierce Capital', '5th Avenue Dry-Cleaning', 'Brooklyn Navy-Yard Studios'],
  US_DE: ['Brandywine-Creek Holdings', 'Acme 3 Logistics', 'Rehoboth & Lewes Partners'],
  US_CA: ['Golden Gate & Sierra Ventures', 'Pacific-Rim Solar', 'Mission 415 Bakery'],
  US_TX: ['Lone-Star Drilling', 'Rio Grande & Pecos Ranching', 'Route 66 Diners'],
  CA_ON: ['Niagara & Huron Mills', 'Côté-Tremblay Consulting', 'Lakeshore 401 Freight'],
}

interface Words {
  register: string
  /** The issuing office's line (a court, a chamber, a registrar). */
  office: string
  /** Label of the number in the extract's header. */
  numberLabel: string
  /** Column headings 1–5 of the extract; the second holds the name (a) and the seat (b). */
  columns: [string, string, string, string, string]
  seat: string
  purpose: string
  certificate: string
  certifies: string
  /** After the name: registered on a date (`{date}`). */
  incorporated: string
  numberBox: string
  subject: string
  greeting: string
  confirm: string
  under: string
  since: string
  closing: string
  name: string
  number: string
  address: string
  date: string
  capital: string
  status: [string, string]
  directors: string
  vat: string
  phone: string
  stamp: string
}

/** This family's own wordings (labels and sentences real registries of each language use). */
const words: Record<UnseenLanguage, Words> = {
  en: {
    register: 'Extract from the Register of Companies',
    office: 'Office of the Registrar of Companies',
    numberLabel: 'Company No.',
    columns: ['Entry no.', 'a) Name of company b) Registered office', 'Objects', 'Share capital', 'Date of entry'],
    seat: 'Registered office',
    purpose: 'General trading and services',
    certificate: 'Certificate of Incorporation of a Private Limited Company',
    certifies: 'The Registrar of Companies hereby certifies that',
    incorporated:
      'is this day incorporated under the Companies Act as a private company, that the company is limited by shares. Given on {date}.',
    numberBox: 'Company Number',
    subject: 'Re: Confirmation of registration',
    greeting: 'Dear Sir or Madam,',
    confirm: 'We are pleased to confirm that',
    under: 'has been entered in the register under number',
    since: 'with effect from {date}.',
    closing: 'Yours faithfully,',
    name: 'Name of company',
    number: 'Registration number',
    address: 'Registered office address',
    date: 'Date of incorporation',
    capital: 'Issued share capital',
    status: ['Company status', 'Active'],
    directors: 'Directors',
    vat: 'VAT registration no.',
    phone: 'Telephone',
    stamp: 'Registrar',
  },
  de: {
    register: 'Aktueller Ausdruck aus dem Handelsregister',
    office: 'Amtsgericht – Registergericht',
    numberLabel: 'Nummer der Firma',
    columns: [
      'Nummer der Eintragung',
      'a) Firma b) Sitz, Niederlassung',
      'Gegenstand des Unternehmens',
      'Grund- oder Stammkapital',
      'Tag der Eintragung',
    ],
    seat: 'Sitz',
    purpose: 'Herstellung und Vertrieb von Waren aller Art',
    certificate: 'Bescheinigung über die Eintragung',
    certifies: 'Hiermit wird bescheinigt, dass die Gesellschaft',
    incorporated: 'am {date} in das Handelsregister eingetragen worden ist.',
    numberBox: 'Registernummer',
    subject: 'Betreff: Bestätigung der Eintragung',
    greeting: 'Sehr geehrte Damen und Herren,',
    confirm: 'wir bestätigen Ihnen hiermit, dass die Gesellschaft',
    under: 'unter der Nummer',
    since: 'seit dem {date} im Handelsregister eingetragen ist.',
    closing: 'Mit freundlichen Grüßen',
    name: 'Firma',
    number: 'Registernummer',
    address: 'Geschäftsanschrift',
    date: 'Tag der Eintragung',
    capital: 'Stammkapital',
    status: ['Status', 'eingetragen'],
    directors: 'Geschäftsführer',
    vat: 'USt-IdNr.',
    phone: 'Telefon',
    stamp: 'Registergericht',
  },
  fr: {
    register: "Extrait d'immatriculation principale au registre du commerce",
    office: 'Greffe du tribunal de commerce',
    numberLabel: "Numéro d'immatriculation",
    columns: ["N° d'inscription", 'a) Dénomination b) Siège', 'Activité', 'Capital social', "Date d'immatriculation"],
    seat: 'Siège',
    purpose: 'Commerce de gros et prestations de services',
    certificate: "Certificat d'immatriculation",
    certifies: 'Le greffier soussigné certifie que la société',
    incorporated: 'a été immatriculée le {date} au registre du commerce et des sociétés.',
    numberBox: "N° d'immatriculation",
    subject: "Objet : confirmation d'immatriculation",
    greeting: 'Madame, Monsieur,',
    confirm: 'Nous avons le plaisir de vous confirmer que la société',
    under: 'est immatriculée sous le numéro',
    since: 'depuis le {date}.',
    closing: 'Veuillez agréer nos salutations distinguées.',
    name: 'Dénomination',
    number: "Numéro d'identification",
    address: 'Adresse du siège',
    date: "Date d'immatriculation",
    capital: 'Capital social',
    status: ['Situation', 'Active'],
    directors: 'Gérant',
    vat: 'N° TVA intracommunautaire',
    phone: 'Téléphone',
    stamp: 'Le Greffier',
  },
  nl: {
    register: 'Uittreksel Handelsregister',
    office: 'Kamer van Koophandel',
    numberLabel: 'Inschrijvingsnummer',
    columns: ['Volgnummer', 'a) Naam b) Statutaire zetel', 'Activiteiten', 'Geplaatst kapitaal', 'Datum inschrijving'],
    seat: 'Zetel',
    purpose: 'Groothandel en dienstverlening',
    certificate: 'Bewijs van registratie',
    certifies: 'De Kamer van Koophandel verklaart hierbij dat',
    incorporated: 'op {date} is ingeschreven in het Handelsregister.',
    numberBox: 'KvK-nummer',
    subject: 'Onderwerp: bevestiging van inschrijving',
    greeting: 'Geachte heer, mevrouw,',
    confirm: 'Hierbij bevestigen wij dat',
    under: 'is ingeschreven onder nummer',
    since: 'sinds {date}.',
    closing: 'Met vriendelijke groet,',
    name: 'Statutaire naam',
    number: 'Registratienummer',
    address: 'Vestigingsadres',
    date: 'Datum van inschrijving',
    capital: 'Geplaatst kapitaal',
    status: ['Status', 'Actief'],
    directors: 'Bestuurder',
    vat: 'Btw-identificatienummer',
    phone: 'Telefoon',
    stamp: 'Handelsregister',
  },
  es: {
    register: 'Certificación del Registro Mercantil',
    office: 'Registro Mercantil Provincial',
    numberLabel: 'Número de inscripción',
    columns: ['Asiento', 'a) Denominación b) Domicilio', 'Objeto social', 'Capital social', 'Fecha de inscripción'],
    seat: 'Domicilio',
    purpose: 'Comercio al por mayor y prestación de servicios',
    certificate: 'Certificado de inscripción',
    certifies: 'El Registrador que suscribe certifica que la sociedad',
    incorporated: 'quedó inscrita el {date} en este Registro Mercantil.',
    numberBox: 'N.º de inscripción',
    subject: 'Asunto: confirmación de inscripción',
    greeting: 'Estimados señores:',
    confirm: 'Por la presente les confirmamos que la sociedad',
    under: 'figura inscrita con el número',
    since: 'desde el {date}.',
    closing: 'Atentamente,',
    name: 'Denominación social',
    number: 'Número de registro',
    address: 'Domicilio social',
    date: 'Fecha de constitución',
    capital: 'Capital suscrito',
    status: ['Situación', 'Activa'],
    directors: 'Administrador único',
    vat: 'NIF-IVA',
    phone: 'Teléfono',
    stamp: 'Registro Mercantil',
  },
  it: {
    register: 'Certificato di iscrizione nella sezione ordinaria',
    office: 'Camera di Commercio Industria Artigianato e Agricoltura',
    numberLabel: 'Numero di iscrizione',
    columns: ['Numero', 'a) Denominazione b) Sede', 'Attività', 'Capitale sociale', 'Data di iscrizione'],
    seat: 'Sede',
    purpose: 'Commercio all’ingrosso e servizi',
    certificate: 'Certificato di iscrizione',
    certifies: "Il Conservatore dell'ufficio certifica che l'impresa",
    incorporated: 'risulta iscritta in data {date} nel registro delle imprese.',
    numberBox: 'Numero REA',
    subject: 'Oggetto: conferma di iscrizione',
    greeting: 'Gentili Signori,',
    confirm: "con la presente confermiamo che l'impresa",
    under: 'è iscritta con il numero',
    since: 'dal {date}.',
    closing: 'Distinti saluti',
    name: 'Denominazione',
    number: 'Numero di iscrizione',
    address: 'Indirizzo della sede',
    date: 'Data di costituzione',
    capital: 'Capitale sociale',
    status: ['Stato', 'Attiva'],
    directors: 'Amministratore unico',
    vat: 'Partita IVA',
    phone: 'Telefono',
    stamp: 'Il Conservatore',
  },
  sv: {
    register: 'Registreringsbevis',
    office: 'Bolagsverket',
    numberLabel: 'Organisationsnummer',
    columns: ['Löpnummer', 'a) Företagsnamn b) Säte', 'Verksamhet', 'Aktiekapital', 'Registreringsdatum'],
    seat: 'Säte',
    purpose: 'Handel och tjänster',
    certificate: 'Intyg om registrering',
    certifies: 'Härmed intygas att',
    incorporated: 'registrerades den {date} i aktiebolagsregistret.',
    numberBox: 'Organisationsnummer',
    subject: 'Ärende: bekräftelse av registrering',
    greeting: 'Hej,',
    confirm: 'Vi bekräftar härmed att',
    under: 'är registrerat med nummer',
    since: 'sedan {date}.',
    closing: 'Med vänliga hälsningar',
    name: 'Företagsnamn',
    number: 'Org.nr',
    address: 'Postadress',
    date: 'Registreringsdatum',
    capital: 'Aktiekapital',
    status: ['Status', 'Aktivt'],
    directors: 'Styrelseledamot',
    vat: 'Momsregistreringsnummer',
    phone: 'Telefon',
    stamp: 'Bolagsverket',
  },
  da: {
    register: 'Registreringsattest',
    office: 'Erhvervsstyrelsen',
    numberLabel: 'CVR-nummer',
    columns: ['Løbenr.', 'a) Navn b) Hjemsted', 'Formål', 'Selskabskapital', 'Registreringsdato'],
    seat: 'Hjemsted',
    purpose: 'Handel og service',
    certificate: 'Attest om registrering',
    certifies: 'Erhvervsstyrelsen attesterer hermed, at',
    incorporated: 'er registreret den {date}.',
    numberBox: 'CVR-nr.',
    subject: 'Vedr.: bekræftelse af registrering',
    greeting: 'Kære modtager,',
    confirm: 'Vi kan hermed bekræfte, at',
    under: 'er registreret under nummer',
    since: 'fra den {date}.',
    closing: 'Med venlig hilsen',
    name: 'Navn',
    number: 'CVR-nummer',
    address: 'Adresse',
    date: 'Stiftelsesdato',
    capital: 'Kapital',
    status: ['Status', 'Normal'],
    directors: 'Direktion',
    vat: 'SE-nummer',
    phone: 'Telefon',
    stamp: 'Erhvervsstyrelsen',
  },
  no: {
    register: 'Firmaattest',
    office: 'Foretaksregisteret',
    numberLabel: 'Organisasjonsnummer',
    columns: ['Løpenr.', 'a) Foretaksnavn b) Forretningskommune', 'Virksomhet', 'Aksjekapital', 'Registrert'],
    seat: 'Forretningskommune',
    purpose: 'Handel og tjenesteyting',
    certificate: 'Bekreftelse på registrering',
    certifies: 'Foretaksregisteret bekrefter at',
    incorporated: 'ble registrert {date}.',
    numberBox: 'Org.nr.',
    subject: 'Angående: bekreftelse på registrering',
    greeting: 'Hei,',
    confirm: 'Vi bekrefter med dette at',
    under: 'er registrert med organisasjonsnummer',
    since: 'fra {date}.',
    closing: 'Med vennlig hilsen',
    name: 'Foretaksnavn',
    number: 'Organisasjonsnummer',
    address: 'Forretningsadresse',
    date: 'Stiftelsesdato',
    capital: 'Aksjekapital',
    status: ['Status', 'Registrert'],
    directors: 'Daglig leder',
    vat: 'MVA-nummer',
    phone: 'Telefon',
    stamp: 'Foretaksregisteret',
  },
  fi: {
    register: 'Kaupparekisteriote',
    office: 'Patentti- ja rekisterihallitus',
    numberLabel: 'Y-tunnus',
    columns: ['Merkintä', 'a) Toiminimi b) Kotipaikka', 'Toimiala', 'Osakepääoma', 'Rekisteröity'],
    seat: 'Kotipaikka',
    purpose: 'Kauppa ja palvelut',
    certificate: 'Todistus rekisteröinnistä',
    certifies: 'Patentti- ja rekisterihallitus todistaa, että',
    incorporated: 'on merkitty kaupparekisteriin {date}.',
    numberBox: 'Y-tunnus',
    subject: 'Asia: rekisteröinnin vahvistus',
    greeting: 'Hyvä vastaanottaja,',
    confirm: 'Vahvistamme, että',
    under: 'on rekisteröity tunnuksella',
    since: 'alkaen {date}.',
    closing: 'Ystävällisin terveisin',
    name: 'Toiminimi',
    number: 'Yritystunnus',
    address: 'Postiosoite',
    date: 'Rekisteröintipäivä',
    capital: 'Osakepääoma',
    status: ['Tila', 'Rekisterissä'],
    directors: 'Toimitusjohtaja',
    vat: 'ALV-numero',
    phone: 'Puhelin',
    stamp: 'Kaupparekisteri',
  },
  pl: {
    register: 'Odpis aktualny z rejestru przedsiębiorców',
    office: 'Sąd Rejonowy, Wydział Gospodarczy Krajowego Rejestru Sądowego',
    numberLabel: 'Numer KRS',
    columns: ['Nr wpisu', 'a) Firma b) Siedziba', 'Przedmiot działalności', 'Kapitał zakładowy', 'Data wpisu'],
    seat: 'Siedziba',
    purpose: 'Sprzedaż hurtowa i usługi',
    certificate: 'Zaświadczenie o wpisie',
    certifies: 'Sąd rejestrowy zaświadcza, że spółka',
    incorporated: 'została wpisana do rejestru w dniu {date}.',
    numberBox: 'KRS',
    subject: 'Dotyczy: potwierdzenia wpisu',
    greeting: 'Szanowni Państwo,',
    confirm: 'niniejszym potwierdzamy, że spółka',
    under: 'jest wpisana pod numerem',
    since: 'od dnia {date}.',
    closing: 'Z poważaniem',
    name: 'Firma',
    number: 'Numer KRS',
    address: 'Adres siedziby',
    date: 'Data rejestracji',
    capital: 'Kapitał zakładowy',
    status: ['Status', 'Aktywny'],
    directors: 'Zarząd',
    vat: 'NIP',
    phone: 'Telefon',
    stamp: 'Sąd Rejonowy',
  },
  cs: {
    register: 'Výpis z obchodního rejstříku',
    office: 'Krajský soud – rejstříkový soud',
    numberLabel: 'Identifikační číslo',
    columns: ['Pořadí', 'a) Obchodní firma b) Sídlo', 'Předmět podnikání', 'Základní kapitál', 'Datum zápisu'],
    seat: 'Sídlo',
    purpose: 'Výroba, obchod a služby',
    certificate: 'Osvědčení o zápisu',
    certifies: 'Rejstříkový soud osvědčuje, že společnost',
    incorporated: 'byla zapsána do obchodního rejstříku dne {date}.',
    numberBox: 'IČO',
    subject: 'Věc: potvrzení o zápisu',
    greeting: 'Vážení,',
    confirm: 'tímto potvrzujeme, že společnost',
    under: 'je zapsána pod identifikačním číslem',
    since: 'ode dne {date}.',
    closing: 'S pozdravem',
    name: 'Obchodní firma',
    number: 'Identifikační číslo',
    address: 'Sídlo',
    date: 'Datum vzniku',
    capital: 'Základní kapitál',
    status: ['Stav', 'aktivní'],
    directors: 'Jednatel',
    vat: 'DIČ',
    phone: 'Telefon',
    stamp: 'Krajský soud',
  },
  pt: {
    register: 'Certidão permanente do registo comercial',
    office: 'Conservatória do Registo Comercial',
    numberLabel: 'Número de matrícula',
    columns: ['Inscrição', 'a) Firma b) Sede', 'Objeto', 'Capital social', 'Data do registo'],
    seat: 'Sede',
    purpose: 'Comércio por grosso e prestação de serviços',
    certificate: 'Certidão de matrícula',
    certifies: 'A Conservatória certifica que a sociedade',
    incorporated: 'foi matriculada em {date}.',
    numberBox: 'Matrícula / NIPC',
    subject: 'Assunto: confirmação de registo',
    greeting: 'Exmos. Senhores,',
    confirm: 'Vimos por este meio confirmar que a sociedade',
    under: 'se encontra matriculada sob o número',
    since: 'desde {date}.',
    closing: 'Com os melhores cumprimentos,',
    name: 'Firma',
    number: 'NIPC',
    address: 'Sede',
    date: 'Data de constituição',
    capital: 'Capital social',
    status: ['Situação', 'Ativa'],
    directors: 'Gerência',
    vat: 'NIF',
    phone: 'Telefone',
    stamp: 'Conservatória',
  },
}

const towns: Record<string, string> = {
  GB: 'Cardiff',
  DE: 'München',
  FR: 'Lyon',
  NL: 'Utrecht',
  IE: 'Dublin',
  ES: 'Zaragoza',
  IT: 'Torino',
  BE: 'Liège',
  AT: 'Graz',
  CH: 'Zürich',
  SE: 'Göteborg',
  DK: 'Århus',
  NO: 'Tromsø',
  FI: 'Jyväskylä',
  PL: 'Łódź',
  CZ: 'České Budějovice',
  PT: 'Coimbra',
  BR: 'São Paulo',
  MX: 'Querétaro',
}

// ---- PostScript -------------------------------------------------------------------------------

/** Glyph names of the Adobe Glyph List for letters outside ISO Latin-1 (by base letter and mark). */
const markNames: Record<string, string> = {
  '\u0301': 'acute',
  '\u0300': 'grave',
  '\u0302': 'circumflex',
  '\u0308': 'dieresis',
  '\u0303': 'tilde',
  '\u030c': 'caron',
  '\u030a': 'ring',
  '\u0327': 'cedilla',
  '\u0328': 'ogonek',
  '\u030b': 'hungarumlaut',
  '\u0307': 'dotaccent',
  '\u0306': 'breve',
  '\u0304': 'macron',
}
const namedGlyphs: Record<string, string> = {
  ł: 'lslash',
  Ł: 'Lslash',
  đ: 'dcroat',
  Đ: 'Dcroat',
  ı: 'dotlessi',
  œ: 'oe',
  Œ: 'OE',
  '’': 'quoteright',
  '‘': 'quoteleft',
  '–': 'endash',
  '—': 'emdash',
  '“': 'quotedblleft',
  '”': 'quotedblright',
  '„': 'quotedblbase',
  '€': 'Euro',
  '•': 'bullet',
}

function glyphName(char: string): string {
  const named = namedGlyphs[char]
  if (named) return named
  const [base, mark] = [...char.normalize('NFD')]
  const suffix = mark ? markNames[mark] : undefined
  if (!base || !suffix) throw new Error(`no glyph name for ${JSON.stringify(char)}`)
  return `${base}${suffix}`
}

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/**
 * A page written as PostScript, in points from the top left. Letters outside ISO Latin-1 get codes
 * 128–159 of the page's own encoding, which every face is re-encoded with.
 */
class PsPage {
  private readonly body: string[] = []
  private readonly extra = new Map<string, number>()
  constructor(
    readonly width: number,
    readonly height: number,
    readonly face: Face,
  ) {}

  /** `content` as a PostScript string in the page's encoding. */
  ps(content: string): string {
    let out = '('
    for (const char of content) {
      const code = char.codePointAt(0) ?? 63
      if (char === '(' || char === ')' || char === '\\') out += `\\${char}`
      else if (code >= 32 && code < 127) out += char
      else if (code >= 160 && code < 256) out += `\\${code.toString(8)}`
      else {
        let slot = this.extra.get(char)
        if (slot === undefined) {
          slot = 128 + this.extra.size
          if (slot > 159) throw new Error('too many letters outside Latin-1 on one page')
          this.extra.set(char, slot)
        }
        out += `\\${slot.toString(8)}`
      }
    }
    return `${out})`
  }

  /** Text with its baseline at y; `align` by the face's own widths (Ghostscript measures). */
  text(
    x: number,
    y: number,
    size: number,
    content: string,
    options: { bold?: boolean; align?: 'left' | 'centre' | 'right'; grey?: number } = {},
  ): void {
    const font = options.bold ? 'B' : 'R'
    const shift =
      options.align === 'centre'
        ? 'dup stringwidth pop 2 div neg 0 rmoveto '
        : options.align === 'right'
          ? 'dup stringwidth pop neg 0 rmoveto '
          : ''
    this.body.push(
      `${(options.grey ?? 0.08).toFixed(2)} setgray /${font} ${size} selectfont ${x.toFixed(1)} ${(this.height - y).toFixed(1)} moveto ${this.ps(content)} ${shift}show`,
    )
  }

  /** About how wide `content` is at `size` (for wrapping). */
  widthOf(content: string, size: number, bold = false): number {
    return content.length * size * this.face.advance * (bold ? 1.06 : 1)
  }

  /** `content` broken into lines no wider than `width`. */
  wrap(content: string, size: number, width: number, bold = false): string[] {
    const lines: string[] = []
    for (const word of content.split(' ')) {
      const last = lines.at(-1)
      if (last !== undefined && this.widthOf(`${last} ${word}`, size, bold) <= width)
        lines[lines.length - 1] = `${last} ${word}`
      else lines.push(word)
    }
    return lines
  }

  /** A paragraph from (x, y); returns the y below it. */
  paragraph(x: number, y: number, size: number, content: string, width: number, bold = false): number {
    const lines = this.wrap(content, size, width, bold)
    lines.forEach((line, i) => this.text(x, y + i * size * 1.4, size, line, { bold }))
    return y + lines.length * size * 1.4
  }

  rect(box: Box, line = 0.6, fill: number | null = null): void {
    const path = `${box.x.toFixed(1)} ${(this.height - box.y - box.height).toFixed(1)} ${box.width.toFixed(1)} ${box.height.toFixed(1)}`
    if (fill !== null) this.body.push(`${fill.toFixed(2)} setgray ${path} rectfill`)
    if (line > 0) this.body.push(`0.1 setgray ${line} setlinewidth ${path} rectstroke`)
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.6): void {
    this.body.push(
      `0.1 setgray ${width} setlinewidth newpath ${x1.toFixed(1)} ${(this.height - y1).toFixed(1)} moveto ${x2.toFixed(1)} ${(this.height - y2).toFixed(1)} lineto stroke`,
    )
  }

  /** Raw PostScript in page coordinates (y up), for marks. */
  raw(code: string): void {
    this.body.push(code)
  }

  /** Where the body ends now (a later document may start there). */
  get length(): number {
    return this.body.length
  }

  /** The page as a PostScript document, its body from `from` on. */
  document(from = 0): string {
    const slots = [...this.extra].map(([char, slot]) => `ENC ${slot} /${glyphName(char)} put`).join(' ')
    return [
      '%!PS-Adobe-3.0',
      `%%BoundingBox: 0 0 ${this.width} ${this.height}`,
      `<< /PageSize [${this.width} ${this.height}] >> setpagedevice`,
      '/ENC ISOLatin1Encoding 256 array copy def',
      slots,
      '/reencode { findfont dup length dict begin { 1 index /FID ne { def } { pop pop } ifelse } forall /Encoding ENC def currentdict end definefont pop } def',
      `/R /${this.face.regular} reencode /B /${this.face.bold} reencode`,
      ...this.body.slice(from),
      'showpage',
    ].join('\n')
  }
}

// ---- Layouts ----------------------------------------------------------------------------------

/** Where a page's name and number stand, for the marks. */
interface Drawn {
  name: Box
  number: Box
  foot: Box
}

interface PageInput {
  facts: CertificateFacts
  style: UnseenStyle
  rng: Rng
}

const town = (code: string) => towns[code] ?? 'Capital City'
const fill = (template: string, date: string) => template.replace('{date}', date)

/** A registry's date as printed: day, month, year in the local order. */
function printedDate(iso: string, language: UnseenLanguage): string {
  const [y, m, d] = iso.split('-')
  return language === 'en' ? `${Number(d)}/${m}/${y}` : `${d}.${m}.${y}`
}

/** A prefix and the rest, where a number is printed as two (HRB | 620264, FN | 248093b). */
function splitNumber(number: string): [string, string] | null {
  const parts = /^([A-Z]{2,3}) (\S+)$/.exec(number)
  return parts ? [parts[1]!, parts[2]!] : null
}

/** 0: a commercial-register extract with numbered columns, the name in a table cell. */
function registerExtract(page: PsPage, { facts, style, rng }: PageInput): Drawn {
  const w = words[style.language]
  const left = 40
  page.text(left, 48, 8, `${w.office} ${town(facts.countryCode)}`)
  page.text(555, 48, 7, printedDate(facts.date, style.language).replace(/\d{4}$/, '2026'), { align: 'right' })
  page.text(297, 80, 13, w.register, { bold: true, align: 'centre' })
  page.text(297, 96, 8, facts.registry, { align: 'centre', grey: 0.3 })
  page.text(left, 128, 9, `${w.numberLabel}:`)
  const split = splitNumber(facts.registrationNumber)
  const numberX = left + page.widthOf(`${w.numberLabel}:`, 9) + 14
  const number = { x: numberX, y: 114, width: 0, height: 20 }
  if (split) {
    page.rect({ x: numberX, y: 114, width: 36, height: 20 })
    page.text(numberX + 18, 128, 10, split[0], { bold: true, align: 'centre' })
    page.rect({ x: numberX + 36, y: 114, width: 80, height: 20 })
    page.text(numberX + 44, 128, 10, split[1], { bold: true })
    number.width = 116
  } else {
    page.text(numberX, 128, 10, facts.registrationNumber, { bold: true })
    number.width = page.widthOf(facts.registrationNumber, 10, true)
  }
  const widths = [42, 180, 140, 78, 75]
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((a, b) => a + b, 0))
  let y = 160
  // Row of column numbers, then the headings.
  widths.forEach((width, i) => {
    page.rect({ x: xs[i]!, y, width, height: 14 }, 0.6, 0.9)
    page.text(xs[i]! + width / 2, y + 10, 8, String(i + 1), { align: 'centre' })
  })
  y += 14
  widths.forEach((width, i) => {
    page.rect({ x: xs[i]!, y, width, height: 30 })
    page
      .wrap(w.columns[i]!, 6.5, width - 6)
      .slice(0, 3)
      .forEach((line, k) => page.text(xs[i]! + 3, y + 9 + k * 8, 6.5, line, { grey: 0.25 }))
  })
  y += 30
  const nameLines = page.wrap(facts.name, 8.5, widths[1]! - 16, true)
  const rowHeight = Math.max(60, 24 + nameLines.length * 11 + 16)
  widths.forEach((width, i) => page.rect({ x: xs[i]!, y, width, height: rowHeight }))
  page.text(xs[0]! + 4, y + 12, 8.5, '1')
  page.text(xs[1]! + 3, y + 12, 8.5, 'a)')
  nameLines.forEach((line, k) => page.text(xs[1]! + 15, y + 12 + k * 11, 8.5, line, { bold: true }))
  const seatY = y + 12 + nameLines.length * 11 + 6
  page.text(xs[1]! + 3, seatY, 8.5, `b) ${town(facts.countryCode)}`)
  page.wrap(w.purpose, 7.5, widths[2]! - 6).forEach((line, k) => page.text(xs[2]! + 3, y + 12 + k * 10, 7.5, line))
  page.text(xs[3]! + 3, y + 12, 8, `${rng.int(25, 500)}.000,00 EUR`)
  page.text(xs[4]! + 3, y + 12, 8, printedDate(facts.date, style.language))
  const rowY = y
  y += rowHeight
  widths.forEach((width, i) => page.rect({ x: xs[i]!, y, width, height: 34 }))
  page.text(xs[0]! + 4, y + 12, 8.5, '2')
  page.text(xs[2]! + 3, y + 12, 7.5, `${w.directors}:`)
  page.text(xs[2]! + 3, y + 22, 7.5, rng.pick(['Anna Nowak', 'Jean Martin', 'Erik Berg', 'Lucía Gómez', 'Tom Walsh']))
  y += 60
  page.paragraph(left, y, 7, `${w.register}. ${facts.registry}. ${w.status[0]}: ${w.status[1]}.`, 515)
  return {
    name: { x: xs[1]! + 15, y: rowY + 2, width: widths[1]! - 16, height: nameLines.length * 11 },
    number,
    foot: { x: 330, y: y + 40, width: 180, height: 60 },
  }
}

/** 1: a certificate with the number in a corner box and the name centred. */
function cornerBoxCertificate(page: PsPage, { facts, style }: PageInput): Drawn {
  const w = words[style.language]
  page.rect({ x: 22, y: 22, width: 551, height: 798 }, 2.2)
  page.rect({ x: 30, y: 30, width: 535, height: 782 }, 0.5)
  page.rect({ x: 400, y: 52, width: 145, height: 44 }, 1)
  page.text(408, 66, 7.5, w.numberBox, { grey: 0.3 })
  page.text(472, 87, 13, facts.registrationNumber, { bold: true, align: 'centre' })
  page.raw(`0.2 setgray 1.2 setlinewidth newpath 110 ${page.height - 84} 34 0 360 arc stroke`)
  page.text(110, 88, 14, facts.registry.slice(0, 1), { bold: true, align: 'centre' })
  const titleLines = page.wrap(w.certificate, 18, 420)
  titleLines.forEach((line, i) => page.text(297, 190 + i * 24, 18, line, { align: 'centre' }))
  let y = 190 + titleLines.length * 24 + 40
  page.text(297, y, 10.5, w.certifies, { align: 'centre' })
  y += 40
  const nameLines = page.wrap(facts.name, 17, 440, true)
  nameLines.forEach((line, i) => page.text(297, y + i * 24, 17, line, { bold: true, align: 'centre' }))
  const name = {
    x: 297 - Math.max(...nameLines.map((line) => page.widthOf(line, 17, true))) / 2,
    y: y - 16,
    width: Math.max(...nameLines.map((line) => page.widthOf(line, 17, true))),
    height: nameLines.length * 24,
  }
  y += nameLines.length * 24 + 20
  const sentence = page.wrap(fill(w.incorporated, printedDate(facts.date, style.language)), 10.5, 420)
  sentence.forEach((line, i) => page.text(297, y + i * 16, 10.5, line, { align: 'centre' }))
  y += sentence.length * 16 + 80
  page.line(340, y, 520, y)
  page.text(430, y + 14, 8, facts.registry, { align: 'centre', grey: 0.3 })
  return {
    name,
    number: { x: 408, y: 72, width: 130, height: 20 },
    foot: { x: 340, y: y - 60, width: 180, height: 60 },
  }
}

/** 2: a bilingual certificate, the two languages side by side. */
function bilingualCertificate(page: PsPage, { facts, style }: PageInput): Drawn {
  const date = printedDate(facts.date, style.language)
  let name: Box = { x: 40, y: 200, width: 240, height: 20 }
  let number: Box = name
  page.rect({ x: 0, y: 0, width: 595, height: 70 }, 0, 0.86)
  page.text(297, 42, 12, facts.registry, { bold: true, align: 'centre' })
  page.line(297, 90, 297, 560, 0.8)
  for (const [column, language] of [style.language, style.partner].entries()) {
    const w = words[language]
    const x = column === 0 ? 40 : 312
    let y = page.paragraph(x, 110, 13, w.certificate, 240, true) + 20
    for (const [label, value, bold] of [
      [w.name, facts.name, true],
      [w.number, facts.registrationNumber, true],
      [w.date, date, false],
      [w.address, `${town(facts.countryCode)}`, false],
      [w.status[0], w.status[1], false],
    ] as const) {
      page.text(x, y, 7.5, label, { grey: 0.35 })
      const top = y + 4
      y = page.paragraph(x, y + 15, 11, value, 240, bold) + 14
      if (column === 0 && value === facts.name) name = { x, y: top, width: 240, height: y - top - 14 }
      if (column === 1 && value === facts.registrationNumber)
        number = { x, y: top, width: page.widthOf(value, 11, true), height: 16 }
    }
  }
  page.line(60, 640, 260, 640)
  page.line(332, 640, 532, 640)
  return { name, number, foot: { x: 200, y: 600, width: 200, height: 60 } }
}

/** 3: a typed letter confirming registration; name and number inside the sentences. */
function letter(page: PsPage, { facts, style, rng }: PageInput): Drawn {
  const w = words[style.language]
  const left = 72
  page.text(left, 60, 12, facts.registry, { bold: true })
  page.text(
    left,
    74,
    8,
    `${w.office} · ${town(facts.countryCode)} · ${w.phone} +${rng.int(30, 49)} ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
    {
      grey: 0.3,
    },
  )
  page.line(left, 82, 523, 82, 0.4)
  page.text(left, 130, 10, facts.name)
  page.text(
    left,
    144,
    10,
    `${rng.int(1, 120)} ${rng.pick(['High Street', 'Hauptstraße', 'Rue de la Paix', 'Storgatan', 'ul. Długa'])}`,
  )
  page.text(left, 158, 10, town(facts.countryCode))
  page.text(
    523,
    200,
    10,
    `${town(facts.countryCode)}, ${printedDate(facts.date, style.language).replace(/\d{4}$/, '2026')}`,
    {
      align: 'right',
    },
  )
  page.text(left, 240, 10.5, w.subject, { bold: true })
  page.text(left, 272, 10.5, w.greeting)
  const sentence = `${w.confirm} ${facts.name} ${w.under} ${facts.registrationNumber} ${fill(w.since, printedDate(facts.date, style.language))}`
  const lines = page.wrap(sentence, 10.5, 451)
  lines.forEach((line, i) => page.text(left, 296 + i * 15, 10.5, line))
  const at = (value: string): Box => {
    const row = lines.findIndex((line) => line.includes(value.split(' ')[0]!))
    const line = lines[Math.max(0, row)] ?? ''
    const offset = line.indexOf(value.split(' ')[0]!)
    return {
      x: left + page.widthOf(line.slice(0, Math.max(0, offset)), 10.5),
      y: 296 + Math.max(0, row) * 15 - 11,
      width: page.widthOf(value, 10.5),
      height: 15,
    }
  }
  const y = 296 + lines.length * 15 + 30
  page.text(left, y, 10.5, w.closing)
  page.text(left, y + 70, 10.5, rng.pick(['M. Kowalska', 'J. Dupont', 'S. Lindgren', 'P. Murphy', 'K. Hoffmann']))
  page.text(left, y + 84, 9, w.stamp, { grey: 0.3 })
  return {
    name: at(facts.name),
    number: at(facts.registrationNumber),
    foot: { x: left, y: y + 20, width: 200, height: 60 },
  }
}

/** 4: a landscape extract in small print, other numbers beside the registration number. */
function smallPrintExtract(page: PsPage, { facts, style, rng }: PageInput): Drawn {
  const w = words[style.language]
  page.text(36, 44, 13, w.register, { bold: true })
  page.text(806, 44, 7, `${facts.registry} · ${printedDate(facts.date, style.language).replace(/\d{4}$/, '2026')}`, {
    align: 'right',
  })
  page.line(36, 54, 806, 54, 1)
  const vat = `${facts.countryCode.slice(0, 2)}${rng.int(100_000_000, 999_999_999)}`
  const fields: Array<[string, string, boolean]> = [
    [w.number, facts.registrationNumber, true],
    [w.name, facts.name, true],
    [w.date, printedDate(facts.date, style.language), false],
    [w.address, `${rng.int(1, 99)} ${town(facts.countryCode)}`, false],
    [w.capital, `${rng.int(10, 900)} 000 EUR`, false],
    [w.status[0], w.status[1], false],
    [w.directors, rng.pick(['Anna Nowak', 'Jean Martin', 'Erik Berg', 'Lucía Gómez', 'Tom Walsh']), false],
    [w.vat, vat, false],
    [w.phone, `+${rng.int(30, 49)} ${rng.int(100, 999)} ${rng.int(10_000, 99_999)}`, false],
    [w.seat, town(facts.countryCode), false],
  ]
  const columns = [36, 296, 556]
  const boxes: Record<string, Box> = {}
  fields.forEach(([label, value, bold], i) => {
    const x = columns[i % 3]!
    const y = 84 + Math.floor(i / 3) * 44
    page.text(x, y, 6.5, label.toUpperCase(), { grey: 0.35 })
    const lines = page.wrap(value, 8, 240, bold)
    lines.forEach((line, k) => page.text(x, y + 12 + k * 10, 8, line, { bold }))
    boxes[label] = { x, y: y + 2, width: 240, height: lines.length * 10 }
  })
  page.paragraph(
    36,
    300,
    6,
    `${w.certifies} ${facts.name} ${fill(w.incorporated, printedDate(facts.date, style.language))} ${w.purpose}.`,
    770,
  )
  return {
    name: boxes[w.name]!,
    number: boxes[w.number]!,
    foot: { x: 560, y: 420, width: 200, height: 60 },
  }
}

const layouts = [registerExtract, cornerBoxCertificate, bilingualCertificate, letter, smallPrintExtract]

/** Stamps and signatures as PostScript in the page's coordinates (y up). */
function marks(page: PsPage, drawn: Drawn, style: UnseenStyle, facts: CertificateFacts, rng: Rng): string {
  const out: string[] = []
  const centre = (spot: UnseenMarkSpot) => {
    const box = drawn[spot]
    return { x: box.x + box.width * (0.3 + rng.next() * 0.4), y: page.height - (box.y + box.height / 2) }
  }
  if (style.stamp) {
    const { x, y } = centre(style.stamp.spot)
    const [r, g, b] = style.stamp.colour.map((c) => (c / 255).toFixed(2))
    const word = words[style.language].stamp.toUpperCase()
    const turn = rng.int(-20, 20)
    // A stamp's letters are ink, not text: a PDF's text layer does not carry them.
    out.push(
      `/INK { false charpath fill } def gsave ${r} ${g} ${b} setrgbcolor ${x.toFixed(1)} ${y.toFixed(1)} translate ${turn} rotate`,
    )
    if (style.stamp.round) {
      out.push('2.4 setlinewidth newpath 0 0 46 0 360 arc stroke 0.9 setlinewidth newpath 0 0 30 0 360 arc stroke')
      // Letters stood around the ring one by one.
      const letters = [...`${word} * ${word} * `]
      letters.forEach((letter, i) => {
        const angle = 90 - (360 * i) / letters.length
        out.push(
          `gsave ${angle} rotate 38 0 moveto -90 rotate /B 8 selectfont ${page.ps(letter)} dup stringwidth pop 2 div neg 0 rmoveto INK grestore`,
        )
      })
      out.push(
        `/B 11 selectfont 0 -4 moveto ${page.ps(facts.date.slice(0, 4))} dup stringwidth pop 2 div neg 0 rmoveto INK`,
      )
    } else {
      out.push('2.2 setlinewidth -70 -22 140 44 rectstroke')
      out.push(`/B 11 selectfont 0 3 moveto ${page.ps(word)} dup stringwidth pop 2 div neg 0 rmoveto INK`)
      out.push(
        `/R 9 selectfont 0 -14 moveto ${page.ps(`${rng.int(1, 28)}.${rng.int(1, 12)}.2026`)} dup stringwidth pop 2 div neg 0 rmoveto INK`,
      )
    }
    out.push('grestore')
  }
  if (style.signature) {
    const { x, y } = centre(style.signature.spot)
    const [r, g, b] = style.signature.colour.map((c) => (c / 255).toFixed(2))
    let path = `${-60 + rng.int(0, 10)} ${rng.int(-8, 8)} moveto`
    for (let at = -45; at < 70; at += rng.int(14, 26))
      path += ` ${at - 6} ${rng.int(-22, 22)} ${at + 2} ${rng.int(-26, 26)} ${at + 8} ${rng.int(-12, 12)} curveto`
    out.push(
      `gsave ${r} ${g} ${b} setrgbcolor ${x.toFixed(1)} ${y.toFixed(1)} translate ${rng.int(-15, 10)} rotate ${(1 + rng.next() * 1.2).toFixed(2)} setlinewidth 1 setlinecap 1 setlinejoin newpath ${path} stroke grestore`,
    )
  }
  return out.join('\n')
}

export interface UnseenPage {
  /** The page alone. */
  page: string
  /** Its stamps and signatures alone (on nothing: drawn with transparency and laid over a raster as ink). */
  marks: string
  /** The page and the marks as one document (for a PDF with a text layer). */
  whole: string
}

/** The PostScript of one certificate. */
export function unseenPostScript(facts: CertificateFacts, style: UnseenStyle, pick: number): UnseenPage {
  const rng = new Rng(pick * 6151 + 29)
  const face = faces[style.face] ?? faces['Charis SIL']!
  const landscape = style.layout % unseenLayouts === 4
  const page = new PsPage(landscape ? 842 : 595, landscape ? 595 : 842, face)
  const faxHeader =
    style.delivery === 'fax'
      ? `${printedDate(facts.date, 'de').replace(/\d{4}$/, '2026')} 09:${String(rng.int(10, 59))} FAX +${rng.int(30, 49)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}   S. 01/01`
      : null
  const drawn = layouts[style.layout % unseenLayouts]!(page, { facts, style, rng })
  if (faxHeader) page.text(24, 14, 7, faxHeader, { bold: true })
  const pageDocument = page.document()
  const end = page.length
  page.raw(marks(page, drawn, style, facts, rng))
  // The marks alone share the page's encoding (a stamp's letters outside Latin-1 get slots after the page's).
  const marksDocument = page.document(end)
  const whole = page.document()
  return { page: pageDocument, marks: marksDocument, whole }
}

// ---- Ghostscript and deliveries -------------------------------------------------------------------

const postScriptNames = Object.values(faces).flatMap((face) => [face.regular, face.bold])

/** Folders holding the faces' files (Ghostscript's FONTPATH), or the names fontconfig does not know. */
function fontFolders(): { folders: string[]; missing: string[] } {
  const folders = new Set<string>()
  const missing: string[] = []
  for (const name of postScriptNames) {
    const file = spawnSync('fc-list', [`:postscriptname=${name}`, 'file'], { encoding: 'utf8' }).stdout?.trim()
    const path = file?.split('\n')[0]?.replace(/:\s*$/, '')
    if (path) folders.add(dirname(path))
    else missing.push(name)
  }
  return { folders: [...folders], missing }
}

let fontPath: string | null = null

function ensureTools(): string {
  if (fontPath) return fontPath
  const missing = () => [
    ...fontFolders().missing,
    ...(spawnSync('gs', ['--version']).status === 0 ? [] : ['gs (Ghostscript)']),
  ]
  if (missing().length > 0) {
    aptInstall(
      ['ghostscript', 'fonts-sil-charis', 'fonts-open-sans', 'fonts-go'],
      'the unseen certificate bench',
      `Missing (${missing().join(', ')}): install Debian's ghostscript, fonts-sil-charis, fonts-open-sans and fonts-go.`,
    )
    if (missing().length > 0) throw new Error(`still missing after installing: ${missing().join(', ')}`)
  }
  fontPath = fontFolders().folders.join(':')
  return fontPath
}

/** Runs Ghostscript on `ps` with `device`; fails when a face was substituted. */
function ghostscript(ps: string, device: string, output: string, args: readonly string[] = []): void {
  const input = `${output}.ps`
  writeFileSync(input, ps)
  const result = spawnSync(
    'gs',
    [
      '-dSAFER',
      '-dBATCH',
      '-dNOPAUSE',
      `-sFONTPATH=${ensureTools()}`,
      `-sDEVICE=${device}`,
      ...args,
      `-sOutputFile=${output}`,
      input,
    ],
    { encoding: 'utf8' },
  )
  const said = `${result.stdout}\n${result.stderr}`
  if (result.status !== 0) throw new Error(`gs failed: ${said.slice(-600)}`)
  if (/Substituting font|Didn't find this font/i.test(said))
    throw new Error(`gs substituted a face: ${said.slice(-600)}`)
}

/** The page drawn by Ghostscript at `dpi`, the marks laid over it as ink (multiplied). */
async function raster(page: UnseenPage, base: string, dpi: number, aliased = false): Promise<Buffer> {
  const alpha = aliased
    ? ['-dTextAlphaBits=1', '-dGraphicsAlphaBits=1']
    : ['-dTextAlphaBits=4', '-dGraphicsAlphaBits=4']
  ghostscript(page.page, 'png16m', `${base}-page.png`, [`-r${dpi}`, ...alpha])
  ghostscript(page.marks, 'pngalpha', `${base}-marks.png`, [`-r${dpi}`, ...alpha])
  return sharp(readFileSync(`${base}-page.png`))
    .composite([{ input: readFileSync(`${base}-marks.png`), blend: 'multiply' }])
    .removeAlpha()
    .png()
    .toBuffer()
}

/**
 * A phone photo: the page at an angle on a desk, the light falling from one side, the shadow of the
 * phone and hand across part of the page, slightly blurred, JPEG.
 */
async function phonePhoto(png: Buffer, rng: Rng): Promise<Buffer> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const [pw, ph] = [info.width, info.height]
  const [width, height] = [Math.round(pw * 1.15), Math.round(ph * 1.15)]
  const tilt = (rng.next() - 0.5) * 0.08
  const keystone = 0.03 + rng.next() * 0.06
  const corners = [
    { x: width * (0.07 + keystone + tilt), y: height * (0.05 - tilt) },
    { x: width * (0.93 - keystone + tilt), y: height * (0.05 + tilt) },
    { x: width * (0.96 - tilt / 2), y: height * 0.95 },
    { x: width * (0.04 - tilt / 2), y: height * 0.94 },
  ]
  const toPage = homography(corners, [
    { x: 0, y: 0 },
    { x: pw, y: 0 },
    { x: pw, y: ph },
    { x: 0, y: ph },
  ])
  // A soft-edged shadow: the half-plane beyond a line across one corner, darker by a third.
  const side = rng.int(0, 3)
  const edge = 0.25 + rng.next() * 0.25
  const shadowOf = (x: number, y: number) => {
    const u = x / width
    const v = y / height
    const along = [u + v * 0.6, 1 - u + v * 0.4, v + (1 - u) * 0.5, 1 - v + u * 0.3][side]!
    return 1 - 0.38 / (1 + Math.exp((along - edge) * 40))
  }
  const desk = rng.pick([
    [96, 78, 60],
    [70, 72, 78],
    [180, 170, 150],
  ])
  const out = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const light = (1.04 - 0.3 * (x / width) * (y / height)) * shadowOf(x, y)
      const p = project(toPage, { x: x + 0.5, y: y + 0.5 })
      const u = Math.floor(p.x)
      const v = Math.floor(p.y)
      const o = (y * width + x) * 3
      const inside = u >= 0 && v >= 0 && u < pw && v < ph
      for (let c = 0; c < 3; c++) {
        const value = inside ? data[(v * pw + u) * 3 + c]! * [0.98, 0.95, 0.88][c]! : desk[c]!
        out[o + c] = Math.max(0, Math.min(255, Math.round(value * light)))
      }
    }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .blur(0.6 + rng.next() * 0.5)
    .jpeg({ quality: rng.int(62, 80) })
    .toBuffer()
}

/** A letter folded in three and scanned: two creases (a dark line, shading, the lower part shifted). */
async function foldedScan(png: Buffer, rng: Rng): Promise<Buffer> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true })
  const [width, height] = [info.width, info.height]
  const out = Buffer.alloc(width * height)
  const creases = [Math.round(height / 3 + rng.int(-20, 20)), Math.round((2 * height) / 3 + rng.int(-20, 20))]
  const shift = rng.int(1, 3)
  for (let y = 0; y < height; y++) {
    const below = creases.filter((crease) => y >= crease).length
    let shade = 1
    for (const crease of creases) {
      const distance = y - crease
      if (Math.abs(distance) <= 1) shade *= 0.62
      else if (distance > 0 && distance < 60) shade *= 0.9 + 0.1 * (distance / 60)
    }
    for (let x = 0; x < width; x++) {
      const from = Math.min(width - 1, Math.max(0, x - below * shift))
      out[y * width + x] = Math.round(data[y * width + from]! * 0.93 * shade)
    }
  }
  return sharp(out, { raw: { width, height, channels: 1 } })
    .rotate((rng.next() - 0.5) * 1.6, { background: { r: 236, g: 236, b: 236 } })
    .jpeg({ quality: 78 })
    .toBuffer()
}

/** A fax: 1 bit, the ink thresholded with noise; standard mode keeps every second line. */
async function fax(png: Buffer, rng: Rng): Promise<Buffer> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true })
  const [width, height] = [info.width, info.height]
  const standard = rng.chance(0.5)
  const out = Buffer.alloc(width * height)
  for (let y = 0; y < height; y++) {
    const source = standard ? y - (y % 2) : y
    const dropout = rng.chance(0.004)
    for (let x = 0; x < width; x++) {
      const value = data[source * width + x]! + (rng.next() - 0.5) * 70
      out[y * width + x] = dropout || value > 150 ? (rng.chance(0.0004) ? 0 : 255) : 0
    }
  }
  return sharp(out, { raw: { width, height, channels: 1 } })
    .png({ palette: true, colours: 2 })
    .toBuffer()
}

/** A grey low-contrast scan: paper grey, ink lifted, JPEG at a low quality. */
function greyLow(png: Buffer, rng: Rng): Promise<Buffer> {
  const paper = rng.int(190, 210)
  const ink = rng.int(100, 130)
  return sharp(png)
    .greyscale()
    .linear((paper - ink) / 255, ink)
    .jpeg({ quality: rng.int(30, 45) })
    .toBuffer()
}

/** Renders one unseen certificate into `folder` as `style.delivery`; returns its bytes. */
export async function renderUnseenCertificate(
  facts: CertificateFacts,
  style: UnseenStyle,
  index: number,
  folder: string,
): Promise<{ bytes: Buffer; file: string }> {
  mkdirSync(folder, { recursive: true })
  const page = unseenPostScript(facts, style, index)
  const base = join(folder, `unseen-${index}`)
  const rng = new Rng(index * 7727 + 3)
  let bytes: Buffer
  let file: string
  switch (style.delivery) {
    case 'pdf-text':
      file = `${base}.pdf`
      ghostscript(page.whole, 'pdfwrite', file)
      return { bytes: readFileSync(file), file }
    case 'pdf-scan': {
      const dpi = rng.pick([150, 200])
      const scan = await sharp(await raster(page, base, dpi))
        .greyscale()
        .rotate((rng.next() - 0.5) * 2, { background: '#f4f4f4' })
        .jpeg({ quality: 70 })
        .toBuffer()
      bytes = await pagesToPdf([{ image: scan, dpi }], 'scan')
      file = `${base}-scan.pdf`
      break
    }
    case 'phone':
      bytes = await phonePhoto(await raster(page, base, rng.pick([160, 190])), rng)
      file = `${base}.jpg`
      break
    case 'fax':
      bytes = await fax(await raster(page, base, 200, true), rng)
      file = `${base}.png`
      break
    case 'folded':
      bytes = await foldedScan(await raster(page, base, 200), rng)
      file = `${base}.jpg`
      break
    case 'grey-low':
      bytes = await greyLow(await raster(page, base, 150), rng)
      file = `${base}.jpg`
      break
    case 'jpeg-low':
      bytes = await sharp(await raster(page, base, 200))
        .jpeg({ quality: rng.int(18, 28) })
        .toBuffer()
      file = `${base}.jpg`
      break
    case 'png':
      bytes = await raster(page, base, rng.pick([200, 300]))
      file = `${base}.png`
      break
  }
  writeFileSync(file, bytes)
  return { bytes, file }
}
