/**
 * Certificates of incorporation drawn by another renderer than the sandbox's (bench/ocr.ts): HTML
 * pages in their own layouts, wordings and typefaces (Liberation Serif, Sans, Sans Narrow, Mono and
 * DejaVu Serif Condensed, as Debian ships them with Chromium), rendered to PNG or printed to PDF by
 * headless Chromium (CHROMIUM_PATH, default /usr/bin/chromium), with a rubber stamp across the
 * name's label and a signature across the number's on some, and then delivered as they are or as
 * scans (grey low contrast, skew, blur, JPEG) made with sharp. Bench-only.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import sharp from 'sharp'

export interface CertificateFacts {
  /** Served country or state code of the reader (`GB`, `DE`, `US_CA`). */
  countryCode: string
  name: string
  registrationNumber: string
  registry: string
  date: string
}

export interface HtmlCertificateStyle {
  layout: number
  font: string
  language: 'en' | 'de' | 'fr' | 'nl' | 'es' | 'it'
  stamp: boolean
  signature: boolean
  delivery: 'png' | 'pdf' | 'grey-scan' | 'skewed-scan' | 'photo-scan'
  /** Device scale factor: 1.5, 2 or 2.5 (about 150, 200, 250 DPI). */
  scale: number
}

export const htmlFonts = [
  'Liberation Serif',
  'Liberation Sans',
  'Liberation Sans Narrow',
  'Liberation Mono',
  'DejaVu Serif Condensed',
]
export const htmlLayouts = 5
export const htmlDeliveries: ReadonlyArray<HtmlCertificateStyle['delivery']> = [
  'png',
  'grey-scan',
  'skewed-scan',
  'pdf',
  'photo-scan',
]

/** Each language's words, other than the sandbox's: titles, labels and sentences as other registries write them. */
const words = {
  en: {
    title: 'Certificate of Registration',
    name: ['Name of Company', 'Entity Name', 'Corporate name'],
    number: ['Company Number', 'Registration No.', 'File Number'],
    date: 'Date of registration',
    body: 'This is to certify that the entity named above was registered on the date shown and is in existence.',
    issued: 'Issued by',
  },
  de: {
    title: 'Handelsregisterauszug',
    name: ['Firma', 'Firmenname', 'Name der Gesellschaft'],
    number: ['Registernummer', 'Handelsregisternummer', 'Register-Nr.'],
    date: 'Tag der Eintragung',
    body: 'Die vorstehende Gesellschaft ist im Register eingetragen. Dieser Auszug gibt den Stand des Registers wieder.',
    issued: 'Ausgestellt von',
  },
  fr: {
    title: "Extrait d'immatriculation",
    name: ['Dénomination', 'Raison sociale', 'Dénomination sociale'],
    number: ["Numéro d'immatriculation", "Numéro d'entreprise", 'N° RCS'],
    date: "Date d'immatriculation",
    body: 'La société désignée ci-dessus est immatriculée au registre à la date indiquée.',
    issued: 'Délivré par',
  },
  nl: {
    title: 'Uittreksel uit het register',
    name: ['Statutaire naam', 'Handelsnaam', 'Naam rechtspersoon'],
    number: ['KvK-nummer', 'Inschrijvingsnummer', 'Registratienummer'],
    date: 'Datum inschrijving',
    body: 'De hierboven genoemde rechtspersoon is ingeschreven in het register op de vermelde datum.',
    issued: 'Afgegeven door',
  },
  es: {
    title: 'Nota simple informativa',
    name: ['Denominación social', 'Razón social', 'Denominación'],
    number: ['Número de registro', 'Número de inscripción', 'Número de matrícula'],
    date: 'Fecha de inscripción',
    body: 'La sociedad arriba indicada figura inscrita en el registro en la fecha indicada.',
    issued: 'Expedido por',
  },
  it: {
    title: 'Visura camerale',
    name: ['Denominazione', 'Ragione sociale', 'Denominazione sociale'],
    number: ['Numero di iscrizione', 'Numero REA', 'Numero registro'],
    date: 'Data di iscrizione',
    body: "L'impresa sopra indicata risulta iscritta nel registro alla data indicata.",
    issued: 'Rilasciato da',
  },
} as const

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * A rubber stamp as a picture (SVG rasterised by sharp, put in as a PNG): on a page it is ink, not
 * text, so a printed PDF's text layer does not carry its words.
 */
async function stampHtml(words: string, year: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="80"><g fill="none" stroke="rgb(178,30,40)" stroke-opacity="0.65"><rect x="3" y="3" width="294" height="74" stroke-width="5"/><rect x="10" y="10" width="280" height="60" stroke-width="1.5"/></g><g fill="rgb(178,30,40)" fill-opacity="0.65" font-family="Liberation Sans Narrow" font-weight="bold" text-anchor="middle"><text x="150" y="42" font-size="24">${escape(words.toUpperCase())}</text><text x="150" y="64" font-size="15">${year}</text></g></svg>`
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  return `<img class="stamp" alt="" src="data:image/png;base64,${png.toString('base64')}">`
}
const signatureSvg = `<svg class="sig" viewBox="0 0 200 40"><path d="M2 30 C 20 0, 30 40, 45 18 S 70 5, 80 28 S 110 2, 120 25 S 150 35, 160 12 S 185 20, 198 8" fill="none" stroke="#1d2d8a" stroke-width="2.4"/></svg>`

function label(text: string, mark: string): string {
  return `<span class="label">${escape(text)}${mark}</span>`
}

export async function certificateHtml(
  facts: CertificateFacts,
  style: HtmlCertificateStyle,
  pick: number,
): Promise<string> {
  const w = words[style.language]
  const nameLabel = w.name[pick % w.name.length]!
  const numberLabel = w.number[pick % w.number.length]!
  const nameMark = style.stamp
    ? await stampHtml(style.language === 'en' ? 'Certified copy' : 'Copia / Copie / Kopie', facts.date.slice(-4))
    : ''
  const numberMark = style.signature ? signatureSvg : ''
  const name = escape(facts.name)
  const number = escape(facts.registrationNumber)
  const css = `
    @page { size: A4; margin: 0 }
    html, body { margin: 0; background: #fff; }
    body { width: 794px; min-height: 1123px; font-family: "${style.font}"; color: #161616; position: relative; }
    .label { position: relative; display: inline-block; }
    .stamp { position: absolute; left: -20px; top: -22px; width: 230px; transform: rotate(-11deg); }
    .sig { position: absolute; left: -10px; top: -14px; width: 220px; height: 44px; }
  `
  const layouts = [
    // Banner and a bordered table.
    `<div style="background:#23395d;color:#fff;padding:28px 48px;font-size:22px;font-weight:bold">${escape(facts.registry)}</div>
     <h1 style="margin:40px 48px 24px;font-size:26px">${escape(w.title)}</h1>
     <table style="margin:0 48px;border-collapse:collapse;width:698px;font-size:16px">
       <tr><td style="border:1px solid #999;padding:10px;width:240px;background:#f1f3f6">${label(nameLabel, nameMark)}</td><td style="border:1px solid #999;padding:10px"><b>${name}</b></td></tr>
       <tr><td style="border:1px solid #999;padding:10px;background:#f1f3f6">${label(numberLabel, numberMark)}</td><td style="border:1px solid #999;padding:10px">${number}</td></tr>
       <tr><td style="border:1px solid #999;padding:10px;background:#f1f3f6">${escape(w.date)}</td><td style="border:1px solid #999;padding:10px">${escape(facts.date)}</td></tr>
     </table>
     <p style="margin:36px 48px;font-size:14px;line-height:1.5">${escape(w.body)}</p>`,
    // Centred, labels in small capitals above their values.
    `<div style="text-align:center;padding-top:90px">
       <div style="font-size:15px;letter-spacing:3px;text-transform:uppercase">${escape(facts.registry)}</div>
       <div style="font-size:30px;margin:30px 0 50px;font-variant:small-caps">${escape(w.title)}</div>
       <div style="font-size:13px;color:#555;text-transform:uppercase;letter-spacing:1px">${label(nameLabel, nameMark)}</div>
       <div style="font-size:24px;font-weight:bold;margin:6px 60px 34px">${name}</div>
       <div style="font-size:13px;color:#555;text-transform:uppercase;letter-spacing:1px">${label(numberLabel, numberMark)}</div>
       <div style="font-size:22px;margin:6px 0 34px">${number}</div>
       <div style="font-size:13px;color:#555">${escape(w.date)}: ${escape(facts.date)}</div>
       <p style="margin:50px 90px;font-size:14px;line-height:1.6">${escape(w.body)}</p>
     </div>`,
    // A letter: fields as "Label: value" lines in running text.
    `<div style="padding:70px 80px;font-size:15px;line-height:1.7">
       <div style="font-size:18px;font-weight:bold">${escape(facts.registry)}</div>
       <div style="text-align:right;margin:30px 0">${escape(facts.date)}</div>
       <div style="font-size:20px;font-weight:bold;margin-bottom:24px">${escape(w.title)}</div>
       <div>${label(nameLabel, nameMark)}: ${name}</div>
       <div>${label(numberLabel, numberMark)}: ${number}</div>
       <div>${escape(w.date)}: ${escape(facts.date)}</div>
       <p style="margin-top:30px">${escape(w.body)}</p>
       <p style="margin-top:60px">${escape(w.issued)} ${escape(facts.registry)}</p>
     </div>`,
    // Two columns: right-aligned grey labels, values beside them; a double frame.
    `<div style="margin:40px;border:6px double #6b5a2a;min-height:1020px;padding:50px 40px">
       <div style="text-align:center;font-size:28px;font-weight:bold;margin-bottom:10px">${escape(w.title)}</div>
       <div style="text-align:center;font-size:14px;margin-bottom:60px">${escape(facts.registry)}</div>
       <div style="display:grid;grid-template-columns:250px 1fr;gap:22px 24px;font-size:17px">
         <div style="text-align:right;color:#666">${label(nameLabel, nameMark)}</div><div style="font-weight:bold">${name}</div>
         <div style="text-align:right;color:#666">${label(numberLabel, numberMark)}</div><div>${number}</div>
         <div style="text-align:right;color:#666">${escape(w.date)}</div><div>${escape(facts.date)}</div>
       </div>
       <p style="margin-top:60px;font-size:14px;line-height:1.5">${escape(w.body)}</p>
     </div>`,
    // Number first, in a header box; name in a grey band.
    `<div style="padding:50px 60px">
       <div style="display:flex;justify-content:space-between;align-items:flex-start">
         <div style="font-size:17px;font-weight:bold;max-width:380px">${escape(facts.registry)}</div>
         <div style="border:2px solid #333;padding:10px 16px;font-size:14px">${label(numberLabel, numberMark)}<br><b style="font-size:18px">${number}</b></div>
       </div>
       <div style="font-size:24px;margin:60px 0 30px;border-bottom:2px solid #333;padding-bottom:8px">${escape(w.title)}</div>
       <div style="background:#eee;padding:16px 20px;font-size:15px">${label(nameLabel, nameMark)}<div style="font-size:21px;font-weight:bold;margin-top:6px">${name}</div></div>
       <p style="margin-top:30px;font-size:14px">${escape(w.date)}: ${escape(facts.date)}</p>
       <p style="margin-top:20px;font-size:14px;line-height:1.5">${escape(w.body)}</p>
     </div>`,
  ]
  return `<!doctype html><html lang="${style.language}"><head><meta charset="utf-8"><style>${css}</style></head><body>${layouts[style.layout % layouts.length]}</body></html>`
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function runChromium(args: string[]): void {
  const result = spawnSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--no-first-run',
      '--disable-extensions',
      ...args,
    ],
    { encoding: 'utf8', timeout: 60_000 },
  )
  if (result.status !== 0) throw new Error(`chromium failed (${result.status}): ${result.stderr.slice(-400)}`)
}

/** What a scanner does: greyscale, contrast, rotation, blur, JPEG. */
async function scan(png: Buffer, kind: HtmlCertificateStyle['delivery'], seed: number): Promise<Buffer> {
  const turn = (seed % 2 === 0 ? 1 : -1) * (kind === 'skewed-scan' ? 2.5 + (seed % 7) * 0.5 : 0.4 + (seed % 5) * 0.3)
  const grey = kind === 'grey-scan'
  const paper = grey ? 205 : 246
  const ink = grey ? 105 : 22
  let image = sharp(png)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .linear((paper - ink) / 255, ink)
    .rotate(turn, { background: { r: paper, g: paper, b: paper } })
  if (kind === 'photo-scan') image = image.blur(0.9)
  return image.jpeg({ quality: kind === 'photo-scan' ? 40 : 70 }).toBuffer()
}

/** Renders one certificate with Chromium into `folder`; returns the file's bytes and name. */
export async function renderHtmlCertificate(
  facts: CertificateFacts,
  style: HtmlCertificateStyle,
  index: number,
  folder: string,
): Promise<{ bytes: Buffer; file: string }> {
  mkdirSync(folder, { recursive: true })
  const html = join(folder, `certificate-${index}.html`)
  writeFileSync(html, await certificateHtml(facts, style, index))
  return deliverHtmlPage(html, style, index, folder)
}

/**
 * An HTML page (`html`, a file) delivered as `style.delivery`: printed to PDF, or rendered by
 * Chromium at `style.scale` to PNG and given as it is or scanned (scan seeded by `index`).
 */
export async function deliverHtmlPage(
  html: string,
  style: Pick<HtmlCertificateStyle, 'delivery' | 'scale'>,
  index: number,
  folder: string,
): Promise<{ bytes: Buffer; file: string }> {
  const base = join(folder, basename(html, '.html'))
  if (style.delivery === 'pdf') {
    const file = `${base}.pdf`
    runChromium([`--print-to-pdf=${file}`, '--no-pdf-header-footer', `file://${html}`])
    return { bytes: readFileSync(file), file }
  }
  const shot = `${base}.png`
  runChromium([
    `--screenshot=${shot}`,
    '--window-size=794,1123',
    `--force-device-scale-factor=${style.scale}`,
    `file://${html}`,
  ])
  const png = readFileSync(shot)
  if (style.delivery === 'png') return { bytes: png, file: shot }
  const bytes = await scan(png, style.delivery, index)
  const file = `${base}.jpg`
  writeFileSync(file, bytes)
  return { bytes, file }
}
