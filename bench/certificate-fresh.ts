/**
 * A fresh family of certificates for bench/ocr.ts (`--fresh N`), made unlike the two other-renderer
 * families (bench/certificate-html.ts, bench/certificate-heldout.ts) and built before the reader
 * was changed for it: pages drawn as SVG and rasterised by librsvg (sharp) or converted to a PDF
 * with a text layer by cairo (`rsvg-convert`), not by Chromium; landscape diplomas in ornamental
 * frames, registry extracts as fully bordered tables, two-column typed forms with dotted leaders
 * (label, value, label, value on one line), letterheads with a sidebar, and landscape certificates
 * with the number inside a sentence; guilloche bands and rosettes and a watermark behind the text,
 * letterhead crests; faces of Debian's fonts-crosextra-carlito, fonts-crosextra-caladea and
 * fonts-ebgaramond, and Nimbus Mono PS for typed forms; names in capitals on every third page;
 * labels and sentences in 13 languages in their own words; stamps (oval, round, rectangular) and
 * signatures (pen strokes drawn at random, or a name written in Z003) across the end of the name,
 * across the gap between name and number, across the number's first characters, across the name's
 * first word, or over the labels' margin. Deliveries as they arrive: PNG, grey low-contrast JPEG
 * scans, phone photos (perspective, uneven light, blur), low resolution (100–150 DPI), PDF with a
 * text layer and an image-only PDF scan. Bench-only; the fonts and librsvg2-bin are installed with
 * apt when missing and run as root.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { pagesToPdf } from '../server/upstream/documents/render/encode'
import { homography, project } from '../server/upstream/documents/render/perspective'
import { Rng } from '../server/upstream/registry/random'
import { aptInstall } from '../scripts/apt-install.mjs'
import { heldoutLanguageOf, type HeldoutLanguage } from './certificate-heldout'
import type { CertificateFacts } from './certificate-html'

export type FreshLanguage = HeldoutLanguage
export type FreshSpot = 'name-end' | 'between' | 'number-start' | 'name-start' | 'label-margin'
export type FreshDelivery = 'png' | 'grey-jpeg' | 'phone' | 'low-res' | 'pdf-text' | 'pdf-scan'

export interface FreshStyle {
  layout: number
  font: string
  language: FreshLanguage
  /** The name set in capitals, as many registry extracts print it. */
  capitals: boolean
  stamp: { spot: FreshSpot; shape: 'oval' | 'round' | 'box'; colour: string } | null
  signature: { spot: FreshSpot; written: boolean; colour: string } | null
  delivery: FreshDelivery
}

export const freshFonts = ['Carlito', 'EB Garamond', 'Caladea', 'Nimbus Mono PS']
export const freshLayouts = 5
export const freshDeliveries: readonly FreshDelivery[] = [
  'png',
  'grey-jpeg',
  'phone',
  'low-res',
  'pdf-text',
  'pdf-scan',
]
export const freshSpots: readonly FreshSpot[] = ['name-end', 'between', 'number-start', 'name-start', 'label-margin']

/** Countries' own languages, as the held-out family has them; Belgium's certificates here in French. */
export const freshLanguageOf: Record<string, FreshLanguage> = { ...heldoutLanguageOf, BE: 'fr' }

interface Words {
  title: string
  name: readonly string[]
  number: readonly string[]
  date: string
  office: string
  status: [string, string]
  /** The sentence before the name, and after it up to the number, and after the number. */
  certify: string
  under: string
  closing: string
  stamp: string
  watermark: string
}

/** Labels and sentences in each language's own words, other than those of the other families. */
const words: Record<FreshLanguage, Words> = {
  en: {
    title: 'Certificate of Incorporation',
    name: ['Legal name', 'Name of entity', 'Registered company name'],
    number: ['Entity No.', 'Company registration number', 'Reg. No.'],
    date: 'Incorporated on',
    office: 'Principal office',
    status: ['Entity status', 'Live'],
    certify: 'The Registrar of Companies hereby certifies that',
    under: 'is incorporated and registered under number',
    closing: 'and that the company is limited.',
    stamp: 'Official copy',
    watermark: 'REGISTRY',
  },
  de: {
    title: 'Registerauszug',
    name: ['Firma der Gesellschaft', 'Bezeichnung des Rechtsträgers', 'Firma / Name'],
    number: ['HR-Nummer', 'Registerblatt', 'Firmennummer'],
    date: 'Tag der ersten Eintragung',
    office: 'Geschäftsanschrift',
    status: ['Stand', 'aktiv'],
    certify: 'Das Registergericht bestätigt, dass',
    under: 'unter der Nummer',
    closing: 'in das Handelsregister eingetragen ist.',
    stamp: 'Amtlicher Ausdruck',
    watermark: 'AUSZUG',
  },
  fr: {
    title: 'Extrait Kbis',
    name: ['Nom ou dénomination', 'Dénomination ou raison sociale', 'Nom de la société'],
    number: ['N° SIREN', "Numéro unique d'identification", 'Immatriculation'],
    date: 'Date de commencement',
    office: 'Adresse du siège',
    status: ['État', 'En activité'],
    certify: 'Le greffe atteste que la personne morale',
    under: 'est immatriculée sous le numéro',
    closing: 'au registre du commerce.',
    stamp: 'Copie certifiée',
    watermark: 'EXTRAIT',
  },
  nl: {
    title: 'Bewijs van inschrijving',
    name: ['Naam', 'Naam onderneming', 'Vennootschapsnaam'],
    number: ['Ondernemingsnummer', 'Dossiernummer', 'KvK nummer'],
    date: 'Datum van oprichting',
    office: 'Bezoekadres',
    status: ['Toestand', 'Actief'],
    certify: 'De Kamer van Koophandel verklaart dat',
    under: 'is ingeschreven onder nummer',
    closing: 'in het handelsregister.',
    stamp: 'Voor eensluidend afschrift',
    watermark: 'UITTREKSEL',
  },
  es: {
    title: 'Nota simple informativa',
    name: ['Nombre de la sociedad', 'Razón o denominación social', 'Sociedad'],
    number: ['NIF', 'Número de hoja registral', 'Folio mercantil'],
    date: 'Fecha de inscripción',
    office: 'Domicilio',
    status: ['Estado', 'Vigente'],
    certify: 'El Registrador Mercantil hace constar que',
    under: 'consta inscrita con el número',
    closing: 'en este Registro.',
    stamp: 'Es copia',
    watermark: 'REGISTRO',
  },
  it: {
    title: 'Visura camerale',
    name: ["Denominazione dell'impresa", 'Impresa', 'Ragione o denominazione'],
    number: ['Codice fiscale', 'N. REA', 'Numero iscrizione'],
    date: 'Data iscrizione',
    office: 'Indirizzo sede',
    status: ['Stato', 'Attiva'],
    certify: "L'ufficio del registro attesta che",
    under: 'è iscritta con il numero',
    closing: 'nel registro delle imprese.',
    stamp: 'Documento conforme',
    watermark: 'VISURA',
  },
  sv: {
    title: 'Utdrag ur aktiebolagsregistret',
    name: ['Bolagets firma', 'Namn', 'Firma'],
    number: ['Org.nummer', 'Organisationsnr', 'Registreringsnummer'],
    date: 'Bolaget registrerat',
    office: 'Postadress',
    status: ['Läge', 'Aktivt'],
    certify: 'Registreringsmyndigheten intygar att',
    under: 'är registrerat med nummer',
    closing: 'i registret.',
    stamp: 'Utdrag',
    watermark: 'BOLAGSVERKET',
  },
  da: {
    title: 'Udskrift fra Virk',
    name: ['Selskabets navn', 'Navn', 'Firmanavn'],
    number: ['CVR nr.', 'CVR', 'Reg.nr.'],
    date: 'Startdato',
    office: 'Adresse',
    status: ['Virksomhedsstatus', 'Aktiv'],
    certify: 'Styrelsen bekræfter, at',
    under: 'er registreret under nummer',
    closing: 'i registeret.',
    stamp: 'Genpart',
    watermark: 'UDSKRIFT',
  },
  no: {
    title: 'Utskrift fra Enhetsregisteret',
    name: ['Foretakets navn', 'Navn', 'Firma'],
    number: ['Org.nr', 'Organisasjonsnr.', 'Foretaksnummer'],
    date: 'Stiftelsesdato',
    office: 'Postadresse',
    status: ['Registerstatus', 'Registrert'],
    certify: 'Registerføreren attesterer at',
    under: 'er registrert med nummer',
    closing: 'i registeret.',
    stamp: 'Rett utskrift',
    watermark: 'UTSKRIFT',
  },
  fi: {
    title: 'Yhteisön perustiedot',
    name: ['Nimi', 'Yrityksen toiminimi', 'Yhtiön nimi'],
    number: ['Yritystunnus', 'Y-tunnus', 'Rekisterinumero'],
    date: 'Rekisteröity',
    office: 'Postiosoite',
    status: ['Tilanne', 'Voimassa'],
    certify: 'Rekisteriviranomainen vahvistaa, että',
    under: 'on rekisteröity tunnuksella',
    closing: 'kaupparekisteriin.',
    stamp: 'Jäljennös',
    watermark: 'OTE',
  },
  pl: {
    title: 'Informacja odpowiadająca odpisowi',
    name: ['Nazwa', 'Firma spółki', 'Nazwa podmiotu'],
    number: ['Nr KRS', 'KRS', 'Numer rejestru'],
    date: 'Data rejestracji',
    office: 'Adres siedziby',
    status: ['Stan', 'Aktywna'],
    certify: 'Sąd rejestrowy poświadcza, że',
    under: 'jest wpisana pod numerem',
    closing: 'do rejestru.',
    stamp: 'Za zgodność z oryginałem',
    watermark: 'ODPIS',
  },
  cs: {
    title: 'Úplný výpis',
    name: ['Název subjektu', 'Firma', 'Obchodní název'],
    number: ['IČ', 'IČO', 'Identifikační číslo osoby'],
    date: 'Den zápisu',
    office: 'Adresa sídla',
    status: ['Stav subjektu', 'aktivní'],
    certify: 'Rejstříkový soud osvědčuje, že',
    under: 'je zapsána pod číslem',
    closing: 'v rejstříku.',
    stamp: 'Souhlasí s originálem',
    watermark: 'VÝPIS',
  },
  pt: {
    title: 'Comprovante de inscrição',
    name: ['Nome empresarial', 'Razão social', 'Nome da empresa'],
    number: ['Matrícula', 'NIRE / CNPJ', 'Número de inscrição'],
    date: 'Data de abertura',
    office: 'Endereço',
    status: ['Situação cadastral', 'Ativa'],
    certify: 'A Junta Comercial certifica que',
    under: 'está inscrita sob o número',
    closing: 'no registo.',
    stamp: 'Confere com o original',
    watermark: 'REGISTO',
  },
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** About how wide `text` is at `size` (for placing marks and wrapping; no font metrics at hand). */
function widthOf(text: string, size: number, font: string, capitals = false): number {
  const per = font === 'Nimbus Mono PS' ? 0.6 : font === 'EB Garamond' ? 0.45 : 0.5
  return text.length * size * per * (capitals ? 1.22 : 1)
}

/** `text` broken into lines no wider than `width`. */
function wrapped(text: string, size: number, font: string, width: number, capitals: boolean): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && widthOf(`${last} ${word}`, size, font, capitals) <= width)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** A sentence set as a paragraph `width` wide from (x, y), lines `size` × 1.5 apart. */
function paragraph(x: number, y: number, size: number, content: string, font: string, width: number): string {
  return wrapped(content, size, font, width, false)
    .map((line, i) => text(x, y + i * size * 1.5, size, line))
    .join('')
}

/** Text at (x, y) (baseline); `extra` attributes (anchor, weight, fill). */
function text(x: number, y: number, size: number, content: string, extra = ''): string {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-size="${size}" ${extra}>${escape(content)}</text>`
}

/** A guilloche rosette: `count` sine-modulated rings about (cx, cy). */
function rosette(cx: number, cy: number, radius: number, colour: string, rng: Rng): string {
  const lobes = rng.int(9, 17)
  const paths: string[] = []
  for (let k = 0; k < 14; k++) {
    const phase = (k * Math.PI) / 7
    const points: string[] = []
    for (let t = 0; t <= 2 * Math.PI + 0.01; t += 0.03) {
      const r = radius * (0.72 + 0.2 * Math.sin(lobes * t + phase) * Math.cos(3 * t - phase))
      points.push(`${(cx + r * Math.cos(t)).toFixed(1)},${(cy + r * Math.sin(t)).toFixed(1)}`)
    }
    paths.push(`<polyline points="${points.join(' ')}"/>`)
  }
  return `<g fill="none" stroke="${colour}" stroke-width="0.7">${paths.join('')}</g>`
}

/** A guilloche band: interlaced sine waves across `box`. */
function band(box: Box, colour: string, rng: Rng): string {
  const wave = rng.int(30, 60)
  const paths: string[] = []
  for (let k = 0; k < 10; k++) {
    const points: string[] = []
    for (let x = box.x; x <= box.x + box.width; x += 3) {
      const y =
        box.y +
        box.height / 2 +
        (box.height / 2) * Math.sin((2 * Math.PI * (x - box.x)) / wave + k * 0.6) * Math.cos((x - box.x) / 90 + k)
      points.push(`${x.toFixed(1)},${y.toFixed(1)}`)
    }
    paths.push(`<polyline points="${points.join(' ')}"/>`)
  }
  return `<g fill="none" stroke="${colour}" stroke-width="0.6">${paths.join('')}</g>`
}

/** A letterhead crest: a shield with the registry's initials, or a ring with a tree. */
function crest(x: number, y: number, size: number, registry: string, kind: number): string {
  const initials = escape(
    registry
      .split(/\s+/)
      .filter((word) => /^\p{Lu}/u.test(word))
      .slice(0, 2)
      .map((word) => word[0])
      .join(''),
  )
  const s = size / 100
  return kind % 2 === 0
    ? `<g transform="translate(${x},${y}) scale(${s})"><path d="M10 5 H90 V50 C90 75 70 90 50 98 C30 90 10 75 10 50 Z" fill="#23466e"/><path d="M18 12 H82 V50 C82 70 66 82 50 89 C34 82 18 70 18 50 Z" fill="none" stroke="#e8d9a0" stroke-width="3"/><text x="50" y="60" font-size="30" fill="#e8d9a0" text-anchor="middle" font-family="EB Garamond">${initials}</text></g>`
    : `<g transform="translate(${x},${y}) scale(${s})"><circle cx="50" cy="50" r="46" fill="none" stroke="#5a4a1a" stroke-width="5"/><circle cx="50" cy="50" r="38" fill="none" stroke="#5a4a1a" stroke-width="1.5"/><path d="M50 20 L70 55 H58 L66 70 H34 L42 55 H30 Z M46 70 H54 V82 H46 Z" fill="#5a4a1a"/></g>`
}

/** A stamp as a picture (marks are ink: a PDF's text layer does not carry their words). */
async function stampImage(style: NonNullable<FreshStyle['stamp']>, word: string, year: string, rng: Rng) {
  const label = word.toUpperCase()
  // Letters stood one by one around the ring (librsvg draws no text on a path).
  const ring = (line: string) =>
    [...line]
      .map((letter, i, all) => {
        const turn = (360 * i) / all.length - 90
        const at = (turn * Math.PI) / 180
        return `<text x="${(110 + 80 * Math.cos(at)).toFixed(1)}" y="${(117 + 80 * Math.sin(at)).toFixed(1)}" transform="rotate(${turn + 90} ${(110 + 80 * Math.cos(at)).toFixed(1)} ${(110 + 80 * Math.sin(at)).toFixed(1)})">${escape(letter)}</text>`
      })
      .join('')
  const c = style.colour
  const svg =
    style.shape === 'round'
      ? `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="220"><g fill="none" stroke="${c}"><circle cx="110" cy="110" r="104" stroke-width="5"/><circle cx="110" cy="110" r="64" stroke-width="2"/></g><g fill="${c}" font-family="Caladea" font-weight="bold" font-size="20" text-anchor="middle">${ring(`${label} · ${label} · `)}<text x="110" y="122" font-size="30">${year}</text></g></svg>`
      : style.shape === 'oval'
        ? `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="160"><g fill="none" stroke="${c}"><ellipse cx="150" cy="80" rx="144" ry="74" stroke-width="5"/><ellipse cx="150" cy="80" rx="126" ry="58" stroke-width="2"/></g><g fill="${c}" font-family="Carlito" font-weight="bold" text-anchor="middle"><text x="150" y="76" font-size="24">${escape(label)}</text><text x="150" y="106" font-size="22">${rng.int(1, 28)}.${rng.int(1, 12)}.${year}</text></g></svg>`
        : `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="90"><rect x="4" y="4" width="312" height="82" fill="none" stroke="${c}" stroke-width="6"/><g fill="${c}" font-family="Nimbus Mono PS" font-weight="bold" text-anchor="middle"><text x="160" y="42" font-size="26">${escape(label)}</text><text x="160" y="72" font-size="20">No ${rng.int(100, 999)} / ${year}</text></g></svg>`
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  const size = style.shape === 'round' ? [150, 150] : style.shape === 'oval' ? [200, 107] : [220, 62]
  return { png, width: size[0]!, height: size[1]!, turn: rng.int(-18, 18) }
}

/** A signature: pen strokes drawn at random, or a name written in a script face. */
async function signatureImage(style: NonNullable<FreshStyle['signature']>, rng: Rng) {
  const c = style.colour
  let body: string
  if (style.written) {
    const who = rng.pick(['J. Kowalczyk', 'M. Lindqvist', 'A. Fernández', 'H. Brandt', 'C. Dubois', 'R. Okafor'])
    body = `<text x="8" y="62" font-family="Z003" font-size="54" fill="${c}">${escape(who)}</text><path d="M10 74 C 90 64, 170 80, 290 66" stroke="${c}" stroke-width="2.5" fill="none"/>`
  } else {
    let d = `M${rng.int(4, 20)} ${rng.int(40, 70)}`
    for (let x = 30; x < 300; x += rng.int(22, 40))
      d += ` C ${x - 10} ${rng.int(0, 30)}, ${x} ${rng.int(60, 95)}, ${x + 12} ${rng.int(25, 65)}`
    body = `<path d="${d}" stroke="${c}" stroke-width="${(2.5 + rng.next() * 2).toFixed(1)}" fill="none" stroke-linecap="round"/>`
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="100">${body}</svg>`
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  return { png, width: 200, height: 62, turn: rng.int(-12, 6) }
}

/** Where the name and the number stand on a page, and what the page's SVG body is. */
interface Drawn {
  width: number
  height: number
  body: string
  name: Box
  number: Box
  /** Left edge of the labels' column (the margin a stamp may cover). */
  labels: Box
}

function spotOf(spot: FreshSpot, drawn: Drawn): { x: number; y: number } {
  const { name, number, labels } = drawn
  switch (spot) {
    case 'name-end':
      return { x: name.x + name.width - 40, y: name.y + name.height / 2 }
    case 'between':
      return { x: (name.x + number.x) / 2 + 60, y: (name.y + name.height + number.y) / 2 }
    case 'number-start':
      return { x: number.x + 10, y: number.y + number.height / 2 }
    case 'name-start':
      return { x: name.x + 20, y: name.y + name.height / 2 }
    case 'label-margin':
      return { x: labels.x + 30, y: (name.y + number.y) / 2 }
  }
}

function layoutPage(facts: CertificateFacts, style: FreshStyle, pick: number, rng: Rng): Drawn {
  const w = words[style.language]
  const font = style.font
  const shown = style.capitals ? facts.name.toUpperCase() : facts.name
  const nameLabel = w.name[pick % w.name.length]!
  const numberLabel = w.number[(pick >> 1) % w.number.length]!
  const registry = facts.registry
  const office = `${rng.int(2, 180)} ${rng.pick(['Fleet Lane', 'Kirchgasse', 'Avenue Foch', 'Dorpsstraat', 'Rua Augusta', 'ulica Długa', 'Vinohradská'])}`
  const grey = 'fill="#555"'
  const tint = rng.pick(['#bcd3c2', '#c9c0e0', '#e3cfb0', '#b8cfe0'])
  const watermark = (x: number, y: number, size: number) =>
    text(
      x,
      y,
      size,
      w.watermark,
      `fill="#ececec" font-weight="bold" text-anchor="middle" transform="rotate(-28 ${x} ${y})"`,
    )
  switch (style.layout % freshLayouts) {
    case 0: {
      // Landscape diploma: ornamental frame with rosettes, crest, the name centred, two boxes below.
      const W = 1123
      const H = 794
      const size = 30
      const lines = wrapped(shown, size, font, 820, style.capitals)
      const nameTop = 330
      const boxY = nameTop + lines.length * 40 + 70
      const body = [
        `<rect x="24" y="24" width="${W - 48}" height="${H - 48}" fill="none" stroke="#6b5a2a" stroke-width="9"/>`,
        `<rect x="42" y="42" width="${W - 84}" height="${H - 84}" fill="none" stroke="#6b5a2a" stroke-width="1.5"/>`,
        band({ x: 50, y: 50, width: W - 100, height: 36 }, tint, rng),
        band({ x: 50, y: H - 86, width: W - 100, height: 36 }, tint, rng),
        rosette(W / 2, 430, 250, tint, rng),
        watermark(W / 2, 470, 120),
        crest(W / 2 - 36, 96, 72, registry, pick),
        text(W / 2, 200, 15, registry.toUpperCase(), 'text-anchor="middle" letter-spacing="3"'),
        text(W / 2, 250, 36, w.title, 'text-anchor="middle" font-style="italic"'),
        text(W / 2, 295, 16, w.certify, 'text-anchor="middle"'),
        ...lines.map((line, i) =>
          text(W / 2, nameTop + 30 + i * 40, size, line, 'text-anchor="middle" font-weight="bold"'),
        ),
        `<rect x="250" y="${boxY}" width="290" height="74" fill="none" stroke="#333"/>`,
        `<rect x="583" y="${boxY}" width="290" height="74" fill="none" stroke="#333"/>`,
        text(264, boxY + 24, 13, numberLabel, grey),
        text(264, boxY + 56, 21, facts.registrationNumber),
        text(597, boxY + 24, 13, w.date, grey),
        text(597, boxY + 56, 19, facts.date),
      ].join('')
      const nameWidth = Math.max(...lines.map((line) => widthOf(line, size, font, style.capitals)))
      return {
        width: W,
        height: H,
        body,
        name: { x: W / 2 - nameWidth / 2, y: nameTop, width: nameWidth, height: lines.length * 40 },
        number: { x: 264, y: boxY + 36, width: widthOf(facts.registrationNumber, 21, font), height: 26 },
        labels: { x: 250, y: boxY, width: 290, height: 74 },
      }
    }
    case 1: {
      // A registry extract as a fully bordered table under a letterhead; number first, then name.
      const W = 794
      const H = 1123
      const left = 60
      const col1 = 44
      const col2 = 230
      const col3 = W - 2 * left - col1 - col2
      const size = 15
      const lines = wrapped(shown, size, font, col3 - 20, style.capitals)
      const rows: Array<[string, string[]]> = [
        [numberLabel, [facts.registrationNumber]],
        [nameLabel, lines],
        [w.office, [office]],
        [w.date, [facts.date]],
        [w.status[0], [w.status[1]]],
      ]
      let y = 230
      const cells: string[] = []
      const tops: number[] = []
      rows.forEach(([label, values], i) => {
        const height = 16 + values.length * 21
        tops.push(y)
        cells.push(
          `<rect x="${left}" y="${y}" width="${col1 + col2}" height="${height}" fill="#f2f2f2" stroke="#222" stroke-width="1"/>`,
          `<rect x="${left + col1 + col2}" y="${y}" width="${col3}" height="${height}" fill="none" stroke="#222" stroke-width="1"/>`,
          `<line x1="${left + col1}" y1="${y}" x2="${left + col1}" y2="${y + height}" stroke="#222"/>`,
          text(left + 10, y + 24, 13, `${i + 1}`),
          text(left + col1 + 10, y + 24, 13, label),
          ...values.map((value, k) =>
            text(left + col1 + col2 + 10, y + 24 + k * 21, size, value, 'font-weight="bold"'),
          ),
        )
        y += height
      })
      const body = [
        band({ x: 0, y: 150, width: W, height: 40 }, tint, rng),
        watermark(W / 2, 560, 110),
        crest(left, 40, 70, registry, pick + 1),
        text(left + 90, 72, 18, registry, 'font-weight="bold"'),
        text(left + 90, 96, 12, office, grey),
        text(W - left, 72, 20, w.title, 'text-anchor="end"'),
        ...cells,
        paragraph(
          left,
          y + 60,
          13,
          `${w.certify} ${facts.name} ${w.under} ${facts.registrationNumber} ${w.closing}`,
          font,
          W - 2 * left,
        ),
        rosette(W - 150, 940, 90, tint, rng),
      ].join('')
      const nameWidth = Math.max(...lines.map((line) => widthOf(line, size, font, style.capitals)))
      return {
        width: W,
        height: H,
        body,
        name: { x: left + col1 + col2 + 10, y: tops[1]! + 8, width: nameWidth, height: lines.length * 21 },
        number: {
          x: left + col1 + col2 + 10,
          y: tops[0]! + 8,
          width: widthOf(facts.registrationNumber, size, font),
          height: 20,
        },
        labels: { x: left, y: tops[0]!, width: col1 + col2, height: y - tops[0]! },
      }
    }
    case 2: {
      // A typed two-column form: "label ..... value" pairs side by side on each row.
      const W = 794
      const H = 1123
      const size = 14
      const left = 50
      const mid = 470
      const lines = wrapped(
        shown,
        size,
        font,
        mid - left - 20 - Math.max(140, widthOf(nameLabel, 11, font) + 30),
        style.capitals,
      )
      const leader = (x1: number, x2: number, y: number) =>
        `<line x1="${x1}" y1="${y}" x2="${x2}" y2="${y}" stroke="#777" stroke-dasharray="1.5 3"/>`
      // The value starts after the label's leader, 140 wide or more for a long label.
      const start = (label: string) => Math.max(140, widthOf(label, 11, font) + 30)
      const row = (y: number, label: string, values: string[], x: number, end: number) => [
        text(x, y, 11, label, grey),
        leader(x + widthOf(label, 11, font) + 6, x + start(label), y),
        ...values.map((value, k) => text(x + start(label) + 6, y + k * 19, size, value)),
        `<line x1="${x + start(label) + 4}" y1="${y + 5 + (values.length - 1) * 19}" x2="${end}" y2="${y + 5 + (values.length - 1) * 19}" stroke="#999"/>`,
      ]
      const top = 250
      const body = [
        text(left, 70, 12, registry.toUpperCase(), 'letter-spacing="1"'),
        text(left, 110, 24, w.title, 'font-weight="bold"'),
        `<rect x="${left}" y="130" width="${W - 2 * left}" height="3" fill="#222"/>`,
        band({ x: left, y: 150, width: W - 2 * left, height: 50 }, tint, rng),
        watermark(W / 2, 620, 130),
        ...row(top, nameLabel, lines, left, mid - 12),
        ...row(top, numberLabel, [facts.registrationNumber], mid, W - left),
        ...row(top + 70, w.office, [office], left, mid - 12),
        ...row(top + 70, w.date, [facts.date], mid, W - left),
        ...row(top + 120, w.status[0], [w.status[1]], left, mid - 12),
        paragraph(left, top + 200, 12, `${w.certify} ${facts.name} ${w.closing}`, font, W - 2 * left),
        rosette(W / 2, 900, 120, tint, rng),
      ].join('')
      const nameWidth = Math.max(...lines.map((line) => widthOf(line, size, font, style.capitals)))
      return {
        width: W,
        height: H,
        body,
        name: { x: left + start(nameLabel) + 6, y: top - 14, width: nameWidth, height: lines.length * 19 },
        number: {
          x: mid + start(numberLabel) + 6,
          y: top - 14,
          width: widthOf(facts.registrationNumber, size, font),
          height: 19,
        },
        labels: { x: left, y: top - 14, width: 140, height: 140 },
      }
    }
    case 3: {
      // A letterhead with a grey sidebar; small-capital labels over bold values in the main column.
      const W = 794
      const H = 1123
      const size = 20
      const main = 290
      const lines = wrapped(shown, size, font, W - main - 60, style.capitals)
      const nameTop = 300
      const numberTop = nameTop + lines.length * 26 + 60
      const body = [
        crest(50, 36, 84, registry, pick),
        text(150, 70, 20, registry, 'font-weight="bold"'),
        text(150, 96, 12, `${office} · ${w.title}`, grey),
        `<rect x="0" y="140" width="${W}" height="2" fill="#23466e"/>`,
        `<rect x="40" y="180" width="210" height="700" fill="#eef1f4"/>`,
        text(56, 220, 11, w.date.toUpperCase(), grey),
        text(56, 242, 14, facts.date),
        text(56, 290, 11, w.office.toUpperCase(), grey),
        text(56, 312, 14, office),
        text(56, 360, 11, w.status[0].toUpperCase(), grey),
        text(56, 382, 14, w.status[1]),
        rosette(145, 700, 80, tint, rng),
        watermark(540, 620, 100),
        text(main, 220, 26, w.title),
        text(main, nameTop - 24, 11, nameLabel.toUpperCase(), `${grey} letter-spacing="1.5"`),
        ...lines.map((line, i) => text(main, nameTop + i * 26, size, line, 'font-weight="bold"')),
        text(main, numberTop - 24, 11, numberLabel.toUpperCase(), `${grey} letter-spacing="1.5"`),
        text(main, numberTop, size, facts.registrationNumber, 'font-weight="bold"'),
        paragraph(main, numberTop + 60, 13, `${w.certify} ${facts.name} ${w.closing}`, font, W - main - 50),
        band({ x: 0, y: H - 90, width: W, height: 40 }, tint, rng),
      ].join('')
      const nameWidth = Math.max(...lines.map((line) => widthOf(line, size, font, style.capitals)))
      return {
        width: W,
        height: H,
        body,
        name: { x: main, y: nameTop - 18, width: nameWidth, height: lines.length * 26 },
        number: { x: main, y: numberTop - 18, width: widthOf(facts.registrationNumber, size, font), height: 24 },
        labels: { x: main - 10, y: nameTop - 36, width: 200, height: numberTop - nameTop + 40 },
      }
    }
    default: {
      // Landscape: the name on its own line in a sentence, the number inside the next sentence.
      const W = 1123
      const H = 794
      const size = 28
      const left = 90
      const lines = wrapped(shown, size, font, 640, style.capitals)
      const nameTop = 300
      const after = nameTop + lines.length * 38 + 30
      const under = `${w.under} `
      const body = [
        band({ x: 0, y: 0, width: W, height: 60 }, tint, rng),
        rosette(920, 400, 170, tint, rng),
        crest(880, 330, 80, registry, pick + 1),
        watermark(W / 2, 520, 140),
        text(left, 130, 16, registry.toUpperCase(), 'letter-spacing="2"'),
        text(left, 190, 34, w.title),
        text(left, 250, 17, w.certify),
        ...lines.map((line, i) => text(left, nameTop + i * 38, size, line, 'font-weight="bold"')),
        `<text x="${left}" y="${after}" font-size="17">${escape(under)}<tspan font-size="19" font-weight="bold">${escape(facts.registrationNumber)}</tspan></text>`,
        text(left, after + 30, 17, w.closing),
        text(left, after + 90, 14, `${w.date}: ${facts.date}`),
        `<line x1="760" y1="640" x2="1030" y2="640" stroke="#444"/>`,
        text(760, 662, 12, registry, grey),
      ].join('')
      const nameWidth = Math.max(...lines.map((line) => widthOf(line, size, font, style.capitals)))
      return {
        width: W,
        height: H,
        body,
        name: { x: left, y: nameTop - 24, width: nameWidth, height: lines.length * 38 },
        number: {
          x: left + widthOf(under, 17, font),
          y: after - 18,
          width: widthOf(facts.registrationNumber, 19, font),
          height: 22,
        },
        labels: { x: left - 40, y: nameTop - 60, width: 120, height: after - nameTop + 80 },
      }
    }
  }
}

/** The page as an SVG document: the layout, then the marks laid over it as pictures. */
export async function freshSvg(facts: CertificateFacts, style: FreshStyle, pick: number): Promise<string> {
  const rng = new Rng(pick * 7919 + 17)
  const drawn = layoutPage(facts, style, pick, rng)
  const w = words[style.language]
  const marks: string[] = []
  const place = (mark: { png: Buffer; width: number; height: number; turn: number }, at: { x: number; y: number }) => {
    const x = at.x - mark.width / 2
    const y = at.y - mark.height / 2
    marks.push(
      `<image x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${mark.width}" height="${mark.height}" opacity="0.8" transform="rotate(${mark.turn} ${at.x.toFixed(1)} ${at.y.toFixed(1)})" href="data:image/png;base64,${mark.png.toString('base64')}"/>`,
    )
  }
  if (style.stamp)
    place(await stampImage(style.stamp, w.stamp, facts.date.slice(0, 4), rng), spotOf(style.stamp.spot, drawn))
  if (style.signature) place(await signatureImage(style.signature, rng), spotOf(style.signature.spot, drawn))
  const { width, height } = drawn
  // Units are CSS pixels (96 DPI): A4 in cairo's PDF, any DPI by the raster's density.
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#fff"/><g font-family="${style.font}" fill="#151515">${drawn.body}</g>${marks.join('')}</svg>`
}

/** A phone photo: the page at an angle on a table, lit unevenly, slightly blurred, as a JPEG. */
async function phonePhoto(png: Buffer, rng: Rng): Promise<Buffer> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const pw = info.width
  const ph = info.height
  const width = Math.round(pw * 1.12)
  const height = Math.round(ph * 1.12)
  const j = () => (rng.next() - 0.5) * 0.06
  const shrink = 0.02 + rng.next() * 0.05
  const corners = [
    { x: width * (0.05 + shrink + j()), y: height * (0.04 + j()) },
    { x: width * (0.95 - shrink + j()), y: height * (0.05 + j()) },
    { x: width * (0.97 + j() / 2), y: height * (0.96 + j() / 2) },
    { x: width * (0.03 + j() / 2), y: height * (0.95 + j() / 2) },
  ]
  const toPage = homography(corners, [
    { x: 0, y: 0 },
    { x: pw, y: 0 },
    { x: pw, y: ph },
    { x: 0, y: ph },
  ])
  // Light falls from one corner: brighter there, a shadow towards the other, a warm cast.
  const lx = rng.next() * width
  const ly = rng.next() * height * 0.4
  const reach = Math.hypot(width, height)
  const out = Buffer.alloc(width * height * 3)
  const cast = [1, 0.96, 0.86]
  const table = rng.pick([
    [84, 70, 58],
    [60, 62, 66],
    [150, 140, 120],
  ])
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const light = 1.02 - 0.42 * (Math.hypot(x - lx, y - ly) / reach)
      const p = project(toPage, { x: x + 0.5, y: y + 0.5 })
      const u = p.x - 0.5
      const v = p.y - 0.5
      const o = (y * width + x) * 3
      if (u < 0 || v < 0 || u > pw - 1 || v > ph - 1) {
        for (let c = 0; c < 3; c++) out[o + c] = Math.round(table[c]! * light)
        continue
      }
      const x0 = Math.floor(u)
      const y0 = Math.floor(v)
      const fx = u - x0
      const fy = v - y0
      const x1 = Math.min(pw - 1, x0 + 1)
      const y1 = Math.min(ph - 1, y0 + 1)
      for (let c = 0; c < 3; c++) {
        const at = (px: number, py: number) => data[(py * pw + px) * 3 + c]!
        const value =
          (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) + (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy
        out[o + c] = Math.max(0, Math.min(255, Math.round(value * light * cast[c]!)))
      }
    }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .blur(0.7 + rng.next() * 0.5)
    .jpeg({ quality: 60 + rng.int(0, 20) })
    .toBuffer()
}

/** A grey low-contrast scan: paper grey, ink lifted, a slight turn, JPEG. */
async function greyScan(png: Buffer, rng: Rng, quality: number): Promise<Buffer> {
  const paper = rng.int(196, 214)
  const ink = rng.int(92, 122)
  return sharp(png)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .linear((paper - ink) / 255, ink)
    .rotate((rng.next() - 0.5) * 3, { background: { r: paper, g: paper, b: paper } })
    .jpeg({ quality })
    .toBuffer()
}

let toolsChecked = false

function missingTools(): string[] {
  const listed = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' }).stdout ?? ''
  const families = new Set(listed.split('\n').flatMap((line) => line.split(',').map((family) => family.trim())))
  const missing = [...freshFonts, 'Z003'].filter((font) => !families.has(font))
  if (spawnSync('rsvg-convert', ['--version']).status !== 0) missing.push('rsvg-convert')
  return missing
}

function ensureTools(): void {
  if (toolsChecked) return
  if (missingTools().length > 0) {
    aptInstall(
      ['fonts-crosextra-carlito', 'fonts-crosextra-caladea', 'fonts-ebgaramond', 'fonts-urw-base35', 'librsvg2-bin'],
      'the fresh certificate bench',
      `Missing (${missingTools().join(', ')}): install Debian's fonts-crosextra-carlito, fonts-crosextra-caladea, fonts-ebgaramond, fonts-urw-base35 and librsvg2-bin.`,
    )
    const missing = missingTools()
    if (missing.length > 0) throw new Error(`still missing after installing: ${missing.join(', ')}`)
  }
  toolsChecked = true
}

/** Renders one fresh certificate into `folder` and delivers it as `style.delivery`; returns its bytes. */
export async function renderFreshCertificate(
  facts: CertificateFacts,
  style: FreshStyle,
  index: number,
  folder: string,
): Promise<{ bytes: Buffer; file: string }> {
  ensureTools()
  mkdirSync(folder, { recursive: true })
  const svg = await freshSvg(facts, style, index)
  const base = join(folder, `fresh-${index}`)
  writeFileSync(`${base}.svg`, svg)
  const rng = new Rng(index * 104729 + 5)
  const raster = (dpi: number) =>
    sharp(Buffer.from(svg), { density: (72 * dpi) / 96 }).flatten({ background: '#ffffff' })
  const rasterPng = (dpi: number) => raster(dpi).png().toBuffer()
  let bytes: Buffer
  let file: string
  switch (style.delivery) {
    case 'pdf-text': {
      file = `${base}.pdf`
      const result = spawnSync('rsvg-convert', ['-f', 'pdf', '-o', file, `${base}.svg`], { encoding: 'utf8' })
      if (result.status !== 0) throw new Error(`rsvg-convert failed: ${result.stderr}`)
      return { bytes: readFileSync(file), file }
    }
    case 'pdf-scan': {
      const dpi = rng.pick([150, 200])
      const scan = await greyScan(await rasterPng(dpi), rng, 75)
      bytes = await pagesToPdf([{ image: scan, dpi }], 'scan')
      file = `${base}.pdf`
      break
    }
    case 'png':
      bytes = await rasterPng(rng.pick([200, 240]))
      file = `${base}.png`
      break
    case 'low-res': {
      const image = raster(rng.int(100, 150))
      const jpeg = rng.chance(0.5)
      bytes = jpeg ? await image.jpeg({ quality: 80 }).toBuffer() : await image.png().toBuffer()
      file = `${base}.${jpeg ? 'jpg' : 'png'}`
      break
    }
    case 'grey-jpeg':
      bytes = await greyScan(await rasterPng(rng.pick([150, 200])), rng, rng.int(50, 70))
      file = `${base}.jpg`
      break
    case 'phone':
      bytes = await phonePhoto(await rasterPng(rng.pick([170, 200])), rng)
      file = `${base}.jpg`
      break
  }
  writeFileSync(file, bytes)
  return { bytes, file }
}
