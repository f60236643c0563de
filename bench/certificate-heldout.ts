/**
 * A held-out family of certificates of incorporation for bench/ocr.ts (`--heldout N`): drawn by yet
 * another renderer, never used to tune the reader, so its figures say how the reader does on
 * certificates nobody here has seen. HTML pages of their own layouts (two columns, a register
 * table with many rows, a centred ornate certificate with a guilloche frame, a registry extract
 * under a header band, a form with boxed values), typefaces of Debian's fonts-urw-base35 (Nimbus,
 * C059, P052, URW Bookman, URW Gothic) and DejaVu Sans, labels, titles and sentences in the served
 * countries' own languages (Swedish, Danish, Norwegian, Finnish, Polish, Czech and Portuguese too),
 * long names that wrap, round seals, rectangular stamps and signatures in different colours and
 * places (across a label, across a value, beside the number, at the foot), rendered by headless
 * Chromium and delivered as bench/certificate-html.ts delivers them (PNG, printed PDF, grey
 * low-contrast, skewed and blurred JPEG scans). Bench-only; the fonts are installed with apt when
 * missing and run as root.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { aptInstall } from '../scripts/apt-install.mjs'
import { type CertificateFacts, deliverHtmlPage, type HtmlCertificateStyle } from './certificate-html'

export type HeldoutLanguage = 'en' | 'de' | 'fr' | 'nl' | 'es' | 'it' | 'sv' | 'da' | 'no' | 'fi' | 'pl' | 'cs' | 'pt'

export type MarkPlace = 'name-label' | 'name-value' | 'number-value' | 'foot'

export interface HeldoutStyle {
  layout: number
  font: string
  language: HeldoutLanguage
  /** Where a stamp or seal is put, or null for none. */
  stamp: { place: MarkPlace; round: boolean; colour: string } | null
  /** Where a signature is put, or null for none. */
  signature: { place: MarkPlace; colour: string } | null
  delivery: HtmlCertificateStyle['delivery']
  scale: number
}

/** Faces of Debian's fonts-urw-base35 and DejaVu Sans: none of them is used by the other benches' renderers. */
export const heldoutFonts = [
  'Nimbus Roman',
  'Nimbus Sans',
  'C059',
  'URW Bookman',
  'P052',
  'URW Gothic',
  'Nimbus Sans Narrow',
  'DejaVu Sans',
]
export const heldoutLayouts = 5

/** Countries' languages where the served country writes its certificates in its own. */
export const heldoutLanguageOf: Record<string, HeldoutLanguage> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  FR: 'fr',
  BE: 'nl',
  NL: 'nl',
  ES: 'es',
  MX: 'es',
  IT: 'it',
  SE: 'sv',
  DK: 'da',
  NO: 'no',
  FI: 'fi',
  PL: 'pl',
  CZ: 'cs',
  PT: 'pt',
  BR: 'pt',
}

interface Words {
  title: string
  name: readonly string[]
  number: readonly string[]
  date: string
  office: string
  status: [string, string]
  certify: string
  registered: string
  issued: string
  stamp: string
}

/** Titles, labels and sentences as registries of each language write them (not the reader's lists). */
const words: Record<HeldoutLanguage, Words> = {
  en: {
    title: 'Certificate of Good Standing',
    name: ['Company name', 'Name of corporation', 'Registered name'],
    number: ['Company number', 'Corporation number', 'Registration number'],
    date: 'Date of incorporation',
    office: 'Registered office',
    status: ['Status', 'Active'],
    certify: 'I hereby certify that',
    registered: 'is duly registered and in good standing on the register.',
    issued: 'Registrar',
    stamp: 'Registered',
  },
  de: {
    title: 'Aktueller Registerausdruck',
    name: ['Firma', 'Firmenwortlaut', 'Name / Firma'],
    number: ['Registernummer', 'Firmenbuchnummer', 'Nummer der Firma'],
    date: 'Eintragungsdatum',
    office: 'Sitz',
    status: ['Rechtsform / Status', 'eingetragen'],
    certify: 'Es wird bescheinigt, dass die Gesellschaft',
    registered: 'im Register eingetragen ist.',
    issued: 'Registergericht',
    stamp: 'Beglaubigt',
  },
  fr: {
    title: "Certificat d'inscription",
    name: ['Dénomination sociale', 'Raison sociale', 'Dénomination'],
    number: ['Numéro RCS', "Numéro d'entreprise", "Numéro d'immatriculation"],
    date: "Date d'immatriculation",
    office: 'Siège social',
    status: ['Situation', 'Active'],
    certify: 'Le greffier certifie que la société',
    registered: 'est immatriculée au registre.',
    issued: 'Le greffier',
    stamp: 'Conforme',
  },
  nl: {
    title: 'Uittreksel Handelsregister',
    name: ['Statutaire naam', 'Naam rechtspersoon', 'Handelsnaam'],
    number: ['KvK-nummer', 'Inschrijvingsnummer', 'Registratienummer'],
    date: 'Datum oprichting',
    office: 'Statutaire zetel',
    status: ['Status', 'Ingeschreven'],
    certify: 'Hierbij wordt verklaard dat',
    registered: 'is ingeschreven in het handelsregister.',
    issued: 'De registerhouder',
    stamp: 'Gewaarmerkt',
  },
  es: {
    title: 'Certificación registral',
    name: ['Denominación social', 'Razón social', 'Denominación'],
    number: ['Número de registro', 'Número de inscripción', 'Número de identificación'],
    date: 'Fecha de constitución',
    office: 'Domicilio social',
    status: ['Situación', 'Activa'],
    certify: 'El registrador certifica que la sociedad',
    registered: 'figura inscrita en este registro.',
    issued: 'El registrador',
    stamp: 'Registro',
  },
  it: {
    title: 'Certificato di iscrizione',
    name: ['Denominazione', 'Ragione sociale', 'Denominazione sociale'],
    number: ['Numero REA', 'Numero di iscrizione', 'Numero registro'],
    date: 'Data di costituzione',
    office: 'Sede legale',
    status: ['Stato attività', 'Attiva'],
    certify: "Si certifica che l'impresa",
    registered: 'risulta iscritta nel registro delle imprese.',
    issued: 'Il conservatore',
    stamp: 'Copia conforme',
  },
  sv: {
    title: 'Registreringsbevis',
    name: ['Företagsnamn', 'Firma', 'Företagsnamn'],
    number: ['Organisationsnummer', 'Org.nr.', 'Organisationsnummer'],
    date: 'Registreringsdatum',
    office: 'Säte',
    status: ['Status', 'Registrerat'],
    certify: 'Bolagsverket intygar att',
    registered: 'är registrerat i aktiebolagsregistret.',
    issued: 'Bolagsverket',
    stamp: 'Registrerat',
  },
  da: {
    title: 'Registreringsattest',
    name: ['Virksomhedsnavn', 'Navn', 'Virksomhedsnavn'],
    number: ['CVR-nummer', 'CVR-nr.', 'CVR-nummer'],
    date: 'Stiftelsesdato',
    office: 'Hjemsted',
    status: ['Status', 'Normal'],
    certify: 'Det attesteres hermed, at',
    registered: 'er registreret i Det Centrale Virksomhedsregister.',
    issued: 'Erhvervsstyrelsen',
    stamp: 'Attesteret',
  },
  no: {
    title: 'Firmaattest',
    name: ['Foretaksnavn', 'Navn/foretaksnavn', 'Foretaksnavn'],
    number: ['Organisasjonsnummer', 'Org.nr.', 'Organisasjonsnummer'],
    date: 'Registrert i Foretaksregisteret',
    office: 'Forretningsadresse',
    status: ['Status', 'Aktiv'],
    certify: 'Det bekreftes at',
    registered: 'er registrert i Foretaksregisteret.',
    issued: 'Brønnøysundregistrene',
    stamp: 'Bekreftet',
  },
  fi: {
    title: 'Kaupparekisteriote',
    name: ['Toiminimi', 'Yrityksen nimi', 'Toiminimi'],
    number: ['Y-tunnus', 'Yritys- ja yhteisötunnus', 'Y-tunnus'],
    date: 'Rekisteröintipäivä',
    office: 'Kotipaikka',
    status: ['Tila', 'Rekisteröity'],
    certify: 'Patentti- ja rekisterihallitus todistaa, että',
    registered: 'on merkitty kaupparekisteriin.',
    issued: 'Patentti- ja rekisterihallitus',
    stamp: 'Oikeaksi todistetaan',
  },
  pl: {
    title: 'Odpis aktualny z rejestru przedsiębiorców',
    name: ['Firma', 'Nazwa firmy', 'Firma, pod którą spółka działa'],
    number: ['Numer KRS', 'Numer w rejestrze', 'Numer KRS'],
    date: 'Data wpisu',
    office: 'Siedziba',
    status: ['Status', 'Aktywny'],
    certify: 'Zaświadcza się, że',
    registered: 'jest wpisana do rejestru przedsiębiorców.',
    issued: 'Centralna Informacja KRS',
    stamp: 'Za zgodność',
  },
  cs: {
    title: 'Výpis z obchodního rejstříku',
    name: ['Obchodní firma', 'Název', 'Obchodní firma'],
    number: ['Identifikační číslo', 'IČO', 'Identifikační číslo'],
    date: 'Datum vzniku a zápisu',
    office: 'Sídlo',
    status: ['Právní forma', 'zapsáno'],
    certify: 'Potvrzuje se, že společnost',
    registered: 'je zapsána v obchodním rejstříku.',
    issued: 'Krajský soud',
    stamp: 'Ověřeno',
  },
  pt: {
    title: 'Certidão permanente',
    name: ['Firma', 'Denominação', 'Denominação social'],
    number: ['NIPC', 'Número de matrícula', 'Número de identificação'],
    date: 'Data do registo',
    office: 'Sede',
    status: ['Situação', 'Ativa'],
    certify: 'Certifica-se que a sociedade',
    registered: 'se encontra matriculada no registo comercial.',
    issued: 'A conservadora',
    stamp: 'Conferido',
  },
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A stamp or a round seal as a picture (SVG rasterised by sharp): ink, not text, also in a printed PDF. */
async function stampImage(word: string, year: string, round: boolean, colour: string, turn: number): Promise<string> {
  const text = escape(word.toUpperCase())
  const svg = round
    ? `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><defs><path id="ring" d="M100 100 m-74 0 a74 74 0 1 1 148 0 a74 74 0 1 1 -148 0"/></defs><g fill="none" stroke="${colour}" stroke-opacity="0.7"><circle cx="100" cy="100" r="94" stroke-width="4"/><circle cx="100" cy="100" r="58" stroke-width="2"/></g><g fill="${colour}" fill-opacity="0.7" font-family="Nimbus Sans" font-weight="bold"><text font-size="19" letter-spacing="2"><textPath href="#ring">${text} · ${text} ·</textPath></text><text x="100" y="96" font-size="22" text-anchor="middle">★</text><text x="100" y="124" font-size="20" text-anchor="middle">${year}</text></g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" width="280" height="70"><rect x="3" y="3" width="274" height="64" rx="8" fill="none" stroke="${colour}" stroke-opacity="0.7" stroke-width="4"/><g fill="${colour}" fill-opacity="0.7" font-family="URW Gothic" font-weight="bold" text-anchor="middle"><text x="140" y="38" font-size="24">${text}</text><text x="140" y="58" font-size="13">${year}</text></g></svg>`
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  const width = round ? 130 : 200
  return `<img alt="" style="position:absolute;left:${round ? -10 : -16}px;top:${round ? -50 : -20}px;width:${width}px;transform:rotate(${turn}deg);pointer-events:none" src="data:image/png;base64,${png.toString('base64')}">`
}

/** A handwritten signature: one of three paths, in the given ink. */
function signatureSvg(colour: string, shape: number): string {
  const paths = [
    'M4 34 C 18 6, 26 44, 40 20 S 58 2, 70 30 C 78 44, 96 4, 110 22 S 140 40, 150 14 L 190 30',
    'M6 20 C 30 -4, 44 50, 60 24 C 70 8, 80 40, 96 26 C 120 6, 126 46, 148 28 S 176 8, 196 22',
    'M2 38 L 30 8 C 38 0, 40 36, 54 30 C 68 24, 64 6, 82 12 S 120 44, 134 18 C 142 6, 170 16, 198 10',
  ]
  return `<svg viewBox="0 0 200 46" style="position:absolute;left:-6px;top:-16px;width:210px;height:48px;pointer-events:none"><path d="${paths[shape % paths.length]}" fill="none" stroke="${colour}" stroke-width="2.2" stroke-linecap="round"/></svg>`
}

/** The text of `content`, with the marks meant for `place` laid over it. */
function marked(content: string, place: MarkPlace, marks: Partial<Record<MarkPlace, string>>): string {
  const mark = marks[place]
  return mark ? `<span style="position:relative;display:inline-block">${content}${mark}</span>` : content
}

export async function heldoutHtml(facts: CertificateFacts, style: HeldoutStyle, pick: number): Promise<string> {
  const w = words[style.language]
  const year = facts.date.slice(0, 4)
  const marks: Partial<Record<MarkPlace, string>> = {}
  if (style.stamp)
    marks[style.stamp.place] = await stampImage(
      w.stamp,
      year,
      style.stamp.round,
      style.stamp.colour,
      style.stamp.round ? 0 : [-8, 6, -14, 10][pick % 4]!,
    )
  if (style.signature) {
    const signature = signatureSvg(style.signature.colour, pick)
    marks[style.signature.place] = (marks[style.signature.place] ?? '') + signature
  }
  const nameLabel = marked(escape(w.name[pick % w.name.length]!), 'name-label', marks)
  const numberLabel = escape(w.number[(pick >> 1) % w.number.length]!)
  const name = marked(escape(facts.name), 'name-value', marks)
  const number = marked(escape(facts.registrationNumber), 'number-value', marks)
  const registry = escape(facts.registry)
  const office = `${10 + (pick % 80)} ${['Market Street', 'Hauptstraße', 'Rue de la Paix', 'Kerkstraat', 'Storgatan'][pick % 5]}`
  const foot = marked(
    `<span style="display:inline-block;width:220px;border-top:1px solid #444;padding-top:4px">${escape(w.issued)}</span>`,
    'foot',
    marks,
  )
  const css = `
    @page { size: A4; margin: 0 }
    html, body { margin: 0; background: #fff; }
    body { width: 794px; min-height: 1123px; font-family: "${style.font}"; color: #1a1a1a; position: relative; }
  `
  const layouts = [
    // Two columns: the registry's details on the left, the fields stacked on the right.
    `<div style="display:flex;padding:60px 50px;gap:36px">
       <div style="width:210px;border-right:2px solid #7a7a7a;padding-right:20px;font-size:13px;line-height:1.6">
         <div style="font-size:16px;font-weight:bold;margin-bottom:14px">${registry}</div>
         <div>${escape(w.office)}</div><div>${escape(office)}</div>
         <div style="margin-top:14px">${escape(w.date)}</div><div>${escape(facts.date)}</div>
       </div>
       <div style="flex:1;font-size:16px">
         <div style="font-size:24px;font-weight:bold;margin-bottom:30px">${escape(w.title)}</div>
         <div style="font-size:12px;color:#333">${nameLabel}</div>
         <div style="font-size:19px;font-weight:bold;margin:4px 0 22px;max-width:330px">${name}</div>
         <div style="font-size:12px;color:#333">${numberLabel}</div>
         <div style="font-size:18px;margin:4px 0 22px">${number}</div>
         <div style="font-size:12px;color:#333">${escape(w.status[0])}</div>
         <div style="margin:4px 0 22px">${escape(w.status[1])}</div>
         <p style="font-size:13px;line-height:1.5;margin-top:40px">${escape(w.certify)} ${escape(facts.name)} ${escape(w.registered)}</p>
         <div style="margin-top:70px">${foot}</div>
       </div>
     </div>`,
    // A register table: many rows, striped, labels in the first column.
    `<div style="padding:56px 56px">
       <div style="font-size:13px;text-transform:uppercase;letter-spacing:2px">${registry}</div>
       <div style="font-size:22px;font-weight:bold;margin:12px 0 28px">${escape(w.title)}</div>
       <table style="width:100%;border-collapse:collapse;font-size:14px">
         <tr style="background:#ececec"><td style="padding:8px 10px;width:200px">1</td><td style="padding:8px 10px">${numberLabel}</td><td style="padding:8px 10px">${number}</td></tr>
         <tr><td style="padding:8px 10px">2</td><td style="padding:8px 10px">${nameLabel}</td><td style="padding:8px 10px;max-width:300px">${name}</td></tr>
         <tr style="background:#ececec"><td style="padding:8px 10px">3</td><td style="padding:8px 10px">${escape(w.office)}</td><td style="padding:8px 10px">${escape(office)}</td></tr>
         <tr><td style="padding:8px 10px">4</td><td style="padding:8px 10px">${escape(w.date)}</td><td style="padding:8px 10px">${escape(facts.date)}</td></tr>
         <tr style="background:#ececec"><td style="padding:8px 10px">5</td><td style="padding:8px 10px">${escape(w.status[0])}</td><td style="padding:8px 10px">${escape(w.status[1])}</td></tr>
       </table>
       <p style="font-size:13px;margin-top:40px;line-height:1.5">${escape(w.certify)} ${escape(facts.name)} ${escape(w.registered)}</p>
       <div style="margin-top:80px;text-align:right">${foot}</div>
     </div>`,
    // Centred and ornate: a guilloche frame, the name large in the middle of the sentence.
    `<div style="margin:36px;padding:70px 60px;min-height:900px;text-align:center;border:14px solid transparent;background:
        repeating-linear-gradient(45deg,#c9b98a 0 2px,transparent 2px 9px) border-box;background-clip:border-box">
       <div style="background:#fff;padding:50px 30px;min-height:820px">
         <div style="font-size:14px;letter-spacing:4px;text-transform:uppercase">${registry}</div>
         <div style="font-size:34px;font-style:italic;margin:34px 0 40px">${escape(w.title)}</div>
         <div style="font-size:15px">${escape(w.certify)}</div>
         <div style="font-size:26px;font-weight:bold;margin:18px 40px">${name}</div>
         <div style="font-size:15px">${escape(w.registered)}</div>
         <div style="font-size:14px;margin-top:40px">${numberLabel}: ${number}</div>
         <div style="font-size:14px;margin-top:10px">${escape(w.date)}: ${escape(facts.date)}</div>
         <div style="margin-top:90px">${foot}</div>
       </div>
     </div>`,
    // A registry extract under a dark header band, entries numbered, labels above values.
    `<div style="background:#2f3e2f;color:#fff;padding:22px 50px;display:flex;justify-content:space-between;align-items:center">
       <div style="font-size:20px;font-weight:bold">${registry}</div>
       <svg width="52" height="52"><circle cx="26" cy="26" r="22" fill="none" stroke="#fff" stroke-width="3"/><path d="M14 30 L26 12 L38 30 Z" fill="#fff"/></svg>
     </div>
     <div style="padding:36px 50px;font-size:15px">
       <div style="font-size:21px;margin-bottom:26px">${escape(w.title)}</div>
       <div style="border-top:1px solid #555;padding:10px 0"><span style="display:inline-block;width:34px">1.</span>${nameLabel}<div style="margin:6px 0 0 34px;font-size:18px">${name}</div></div>
       <div style="border-top:1px solid #555;padding:10px 0"><span style="display:inline-block;width:34px">2.</span>${numberLabel}<div style="margin:6px 0 0 34px;font-size:18px">${number}</div></div>
       <div style="border-top:1px solid #555;padding:10px 0"><span style="display:inline-block;width:34px">3.</span>${escape(w.office)}<div style="margin:6px 0 0 34px">${escape(office)}</div></div>
       <div style="border-top:1px solid #555;border-bottom:1px solid #555;padding:10px 0"><span style="display:inline-block;width:34px">4.</span>${escape(w.date)}<div style="margin:6px 0 0 34px">${escape(facts.date)}</div></div>
       <div style="margin-top:60px">${foot}</div>
       <div style="position:absolute;bottom:40px;left:50px;font-size:11px">1 / 1</div>
     </div>`,
    // A form: boxed values with their captions above, two fields side by side.
    `<div style="padding:60px 56px;font-size:14px">
       <div style="display:flex;justify-content:space-between"><div style="font-size:22px;font-weight:bold">${escape(w.title)}</div><div style="font-size:12px;text-align:right;max-width:260px">${registry}</div></div>
       <div style="display:grid;grid-template-columns:1.6fr 1fr;gap:18px;margin-top:40px">
         <div><div style="font-size:11px;text-transform:uppercase">${nameLabel}</div><div style="border:1.5px solid #333;padding:10px;font-size:17px;min-height:24px">${name}</div></div>
         <div><div style="font-size:11px;text-transform:uppercase">${numberLabel}</div><div style="border:1.5px solid #333;padding:10px;font-size:17px">${number}</div></div>
         <div><div style="font-size:11px;text-transform:uppercase">${escape(w.office)}</div><div style="border:1.5px solid #333;padding:10px">${escape(office)}</div></div>
         <div><div style="font-size:11px;text-transform:uppercase">${escape(w.date)}</div><div style="border:1.5px solid #333;padding:10px">${escape(facts.date)}</div></div>
       </div>
       <p style="margin-top:40px;line-height:1.5">${escape(w.certify)} ${escape(facts.name)} ${escape(w.registered)}</p>
       <div style="margin-top:70px">${foot}</div>
     </div>`,
  ]
  return `<!doctype html><html lang="${style.language}"><head><meta charset="utf-8"><style>${css}</style></head><body>${layouts[style.layout % layouts.length]}</body></html>`
}

let fontsChecked = false

/** Faces the held-out set needs that this machine lacks (Chromium would draw another face instead). */
function missingFonts(): string[] {
  if (fontsChecked) return []
  const listed = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' }).stdout ?? ''
  const families = new Set(listed.split('\n').flatMap((line) => line.split(',').map((family) => family.trim())))
  const missing = heldoutFonts.filter((font) => !families.has(font))
  fontsChecked = missing.length === 0
  return missing
}

/** Renders one held-out certificate with Chromium into `folder`; returns the file's bytes. */
export async function renderHeldoutCertificate(
  facts: CertificateFacts,
  style: HeldoutStyle,
  index: number,
  folder: string,
): Promise<{ bytes: Buffer; file: string }> {
  if (missingFonts().length > 0) {
    // Installed with apt as root, otherwise the bench stops saying what to install.
    aptInstall(
      ['fonts-urw-base35', 'fonts-dejavu-core'],
      'the held-out certificate bench',
      `Fonts missing (${missingFonts().join(', ')}): install Debian's fonts-urw-base35 and fonts-dejavu-core.`,
    )
    const missing = missingFonts()
    if (missing.length > 0) throw new Error(`fonts still missing after installing them: ${missing.join(', ')}`)
  }
  mkdirSync(folder, { recursive: true })
  const html = join(folder, `heldout-${index}.html`)
  writeFileSync(html, await heldoutHtml(facts, style, index))
  return deliverHtmlPage(html, { delivery: style.delivery, scale: style.scale }, index, folder)
}
