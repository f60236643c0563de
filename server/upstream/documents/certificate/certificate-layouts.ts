import { drawParagraph, drawText, px, type DocumentPage } from '../render/document-page'
import { font, fontFamilies, type fontFamilies as FontFamilies } from '../render/fonts'
import { drawSeal } from '../render/seal'
import { fill, type CertificateWording } from './certificate-wording'

/**
 * Layouts of a certificate of incorporation as registries issue them: a registrar's certificate
 * with the name in the middle of a sentence, a table of labelled fields, labels above their values,
 * a letter in running text, a numbered register extract, and a form of boxed fields with small
 * captions.
 */

export const certificateLayouts = ['registrar', 'table', 'stacked', 'letter', 'extract', 'form'] as const
export type CertificateLayout = (typeof certificateLayouts)[number]
/** The layouts a `variant` cycles through (the two later ones are chosen by name). */
export const variantLayouts: readonly CertificateLayout[] = ['registrar', 'table', 'stacked', 'letter']
export type FontKey = keyof typeof FontFamilies

export interface CertificateContent {
  name: string
  registrationNumber: string
  registry: string
  countryName: string
  legalForm: string
  office: string
  date: string
  wording: CertificateWording
}

interface Frame {
  page: DocumentPage
  family: FontKey
  left: number
  right: number
  width: number
}

function frameOf(page: DocumentPage, family: FontKey): Frame {
  const left = px(page, 64)
  const right = page.width - px(page, 64)
  return { page, family, left, right, width: right - left }
}

function border(frame: Frame, color: string): void {
  const { page } = frame
  const { context } = page
  context.strokeStyle = color
  context.lineWidth = px(page, 3)
  const inset = px(page, 28)
  context.strokeRect(inset, inset, page.width - inset * 2, page.height - inset * 2)
  context.lineWidth = px(page, 0.8)
  const inner = px(page, 36)
  context.strokeRect(inner, inner, page.width - inner * 2, page.height - inner * 2)
}

function seal(frame: Frame, content: CertificateContent, cx: number, cy: number, color = '#8a1c1c'): void {
  drawSeal(frame.page.context, cx, cy, px(frame.page, 58), {
    ringText: content.registry.slice(0, 40),
    centreText: content.date.slice(-4),
    color,
    fontFamily: fontFamilies[frame.family],
  })
}

function signature(frame: Frame, x: number, y: number, caption: string): void {
  const { page } = frame
  const { context } = page
  context.strokeStyle = '#1d2b6b'
  context.lineWidth = px(page, 1.2)
  context.beginPath()
  context.moveTo(x, y)
  for (let i = 1; i <= 8; i++)
    context.quadraticCurveTo(
      x + px(page, 12 * i - 6),
      y - px(page, i % 2 ? 14 : -6),
      x + px(page, 12 * i),
      y - px(page, 3),
    )
  context.stroke()
  context.strokeStyle = '#444444'
  context.lineWidth = px(page, 0.6)
  context.beginPath()
  context.moveTo(x, y + px(page, 8))
  context.lineTo(x + px(page, 150), y + px(page, 8))
  context.stroke()
  drawText(page, caption, x, y + px(page, 20), { font: font(frame.family, px(page, 8)), color: '#444444' })
}

function registrar(frame: Frame, content: CertificateContent): void {
  const { page } = frame
  const { wording } = content
  const centre = page.width / 2
  border(frame, '#2c3e50')
  drawText(page, `${wording.shortNumberLabel} ${content.registrationNumber}`, frame.right, px(page, 96), {
    font: font(frame.family, px(page, 11)),
    align: 'right',
  })
  drawText(page, wording.title, centre, px(page, 170), {
    font: font(frame.family, px(page, 22), 'bold'),
    align: 'center',
  })
  drawText(page, wording.subtitle, centre, px(page, 198), { font: font(frame.family, px(page, 13)), align: 'center' })
  let y = drawParagraph(
    page,
    fill(wording.certifies, { registry: content.registry }),
    frame.left + px(page, 30),
    px(page, 270),
    frame.width - px(page, 60),
    px(page, 19),
    {
      font: font(frame.family, px(page, 12)),
      align: 'center',
    },
  )
  y = drawParagraph(page, content.name, frame.left, y + px(page, 26), frame.width, px(page, 26), {
    font: font(frame.family, px(page, 19), 'bold'),
    align: 'center',
  })
  y = drawParagraph(
    page,
    fill(wording.incorporated, { country: content.countryName }),
    frame.left + px(page, 30),
    y + px(page, 18),
    frame.width - px(page, 60),
    px(page, 19),
    {
      font: font(frame.family, px(page, 12)),
      align: 'center',
    },
  )
  drawText(page, `${fill(wording.given, { registry: content.registry })}, ${content.date}`, centre, y + px(page, 34), {
    font: font(frame.family, px(page, 11), 'normal', 'italic'),
    align: 'center',
  })
  seal(frame, content, frame.left + px(page, 90), page.height - px(page, 150))
  signature(frame, frame.right - px(page, 170), page.height - px(page, 140), 'Registrar of Companies')
}

/** The sentence certifying that the company was incorporated, as a paragraph across the frame from `y`. */
function certifiesParagraph(frame: Frame, content: CertificateContent, y: number, lineHeight: number, color?: string) {
  const { page } = frame
  const { wording } = content
  const sentence = `${fill(wording.certifies, { registry: content.registry })} ${content.name} ${fill(wording.incorporated, { country: content.countryName })}`
  drawParagraph(page, sentence, frame.left, y, frame.width, lineHeight, {
    font: font(frame.family, px(page, 10)),
    ...(color ? { color } : {}),
  })
}

function table(frame: Frame, content: CertificateContent): void {
  const { page } = frame
  const { context } = page
  const { wording } = content
  context.fillStyle = '#e8eef5'
  context.fillRect(0, 0, page.width, px(page, 110))
  drawText(page, content.registry, frame.left, px(page, 58), {
    font: font(frame.family, px(page, 16), 'bold'),
    color: '#16324f',
  })
  drawText(page, content.countryName, frame.left, px(page, 82), {
    font: font(frame.family, px(page, 11)),
    color: '#16324f',
  })
  drawText(page, wording.title, frame.left, px(page, 170), { font: font(frame.family, px(page, 18), 'bold') })
  const rows: Array<[string, string]> = [
    [wording.nameLabel, content.name],
    [wording.numberLabel, content.registrationNumber],
    [wording.formLabel, content.legalForm],
    [wording.dateLabel, content.date],
    [wording.officeLabel, content.office],
    [wording.statusLabel, wording.statusActive],
  ]
  let y = px(page, 230)
  const valueX = frame.left + px(page, 170)
  for (const [label, value] of rows) {
    drawText(page, `${label}:`, frame.left, y, { font: font(frame.family, px(page, 11), 'bold'), color: '#333333' })
    y =
      drawParagraph(page, value, valueX, y, frame.right - valueX, px(page, 16), {
        font: font(frame.family, px(page, 11)),
      }) + px(page, 12)
    context.strokeStyle = '#cccccc'
    context.lineWidth = px(page, 0.5)
    context.beginPath()
    context.moveTo(frame.left, y - px(page, 20))
    context.lineTo(frame.right, y - px(page, 20))
    context.stroke()
  }
  certifiesParagraph(frame, content, y + px(page, 30), px(page, 16), '#333333')
  seal(frame, content, frame.right - px(page, 90), page.height - px(page, 160), '#1c3f8a')
  signature(
    frame,
    frame.left,
    page.height - px(page, 140),
    fill(wording.given, { registry: content.registry }).slice(0, 60),
  )
}

function stacked(frame: Frame, content: CertificateContent): void {
  const { page } = frame
  const { wording } = content
  border(frame, '#5a4a1a')
  drawText(page, content.registry.toUpperCase(), page.width / 2, px(page, 120), {
    font: font(frame.family, px(page, 12), 'bold'),
    align: 'center',
    color: '#5a4a1a',
  })
  drawText(page, wording.title, page.width / 2, px(page, 165), {
    font: font(frame.family, px(page, 20), 'bold'),
    align: 'center',
  })
  let y = px(page, 240)
  for (const [label, value] of [
    [wording.nameLabel, content.name],
    [wording.numberLabel, content.registrationNumber],
    [wording.dateLabel, content.date],
    [wording.officeLabel, content.office],
  ] as const) {
    drawText(page, label, frame.left + px(page, 20), y, { font: font(frame.family, px(page, 10)), color: '#555555' })
    y =
      drawParagraph(
        page,
        value,
        frame.left + px(page, 20),
        y + px(page, 20),
        frame.width - px(page, 40),
        px(page, 20),
        { font: font(frame.family, px(page, 15), 'bold') },
      ) + px(page, 18)
  }
  drawParagraph(
    page,
    fill(wording.incorporated, { country: content.countryName }),
    frame.left + px(page, 20),
    y + px(page, 10),
    frame.width - px(page, 40),
    px(page, 16),
    {
      font: font(frame.family, px(page, 10)),
    },
  )
  seal(frame, content, page.width / 2, page.height - px(page, 170))
}

function letter(frame: Frame, content: CertificateContent): void {
  const { page } = frame
  const { wording } = content
  drawText(page, content.registry, frame.left, px(page, 90), {
    font: font(frame.family, px(page, 14), 'bold'),
    color: '#0b4f3c',
  })
  drawText(page, content.office, frame.left, px(page, 108), { font: font(frame.family, px(page, 9)), color: '#555555' })
  drawText(page, content.date, frame.right, px(page, 150), { font: font(frame.family, px(page, 10)), align: 'right' })
  drawText(page, wording.title, frame.left, px(page, 200), { font: font(frame.family, px(page, 15), 'bold') })
  let y = drawParagraph(
    page,
    fill(wording.certifies, { registry: content.registry }),
    frame.left,
    px(page, 250),
    frame.width,
    px(page, 17),
    { font: font(frame.family, px(page, 11)) },
  )
  y = drawParagraph(
    page,
    content.name,
    frame.left + px(page, 30),
    y + px(page, 10),
    frame.width - px(page, 60),
    px(page, 20),
    { font: font(frame.family, px(page, 14), 'bold') },
  )
  y = drawParagraph(
    page,
    `${wording.numberLabel}: ${content.registrationNumber}`,
    frame.left + px(page, 30),
    y + px(page, 4),
    frame.width - px(page, 60),
    px(page, 17),
    { font: font(frame.family, px(page, 11)) },
  )
  y = drawParagraph(
    page,
    fill(wording.incorporated, { country: content.countryName }),
    frame.left,
    y + px(page, 16),
    frame.width,
    px(page, 17),
    { font: font(frame.family, px(page, 11)) },
  )
  signature(frame, frame.left, y + px(page, 80), fill(wording.given, { registry: content.registry }).slice(0, 60))
  seal(frame, content, frame.right - px(page, 80), y + px(page, 60), '#0b4f3c')
}

/** A register extract: numbered entries, the label on the left in small type and the value beside it. */
function extract(frame: Frame, content: CertificateContent): void {
  const { page } = frame
  const { context } = page
  const { wording } = content
  drawText(page, content.registry, page.width / 2, px(page, 80), {
    font: font(frame.family, px(page, 13), 'bold'),
    align: 'center',
    color: '#222222',
  })
  drawText(page, wording.title, page.width / 2, px(page, 110), {
    font: font(frame.family, px(page, 16), 'bold'),
    align: 'center',
  })
  context.strokeStyle = '#222222'
  context.lineWidth = px(page, 1.2)
  context.beginPath()
  context.moveTo(frame.left, px(page, 124))
  context.lineTo(frame.right, px(page, 124))
  context.stroke()
  let y = px(page, 170)
  const valueX = frame.left + px(page, 200)
  const entries: Array<[string, string]> = [
    [wording.numberLabel, content.registrationNumber],
    [wording.nameLabel, content.name],
    [wording.formLabel, content.legalForm],
    [wording.officeLabel, content.office],
    [wording.dateLabel, content.date],
    [wording.statusLabel, wording.statusActive],
  ]
  entries.forEach(([label, value], index) => {
    drawText(page, `${index + 1}.`, frame.left, y, { font: font(frame.family, px(page, 10)), color: '#444444' })
    drawText(page, label, frame.left + px(page, 22), y, { font: font(frame.family, px(page, 10)), color: '#444444' })
    y =
      drawParagraph(page, value, valueX, y, frame.right - valueX, px(page, 17), {
        font: font(frame.family, px(page, 12), 'bold'),
      }) + px(page, 16)
  })
  drawParagraph(
    page,
    `${fill(wording.given, { registry: content.registry })}, ${content.date}`,
    frame.left,
    y + px(page, 30),
    frame.width,
    px(page, 15),
    { font: font(frame.family, px(page, 10), 'normal', 'italic') },
  )
  seal(frame, content, frame.right - px(page, 90), y + px(page, 130), '#333333')
}

/** A form: each field in a box, its label as a small caption in the box's corner, the value below. */
function form(frame: Frame, content: CertificateContent): void {
  const { page } = frame
  const { context } = page
  const { wording } = content
  context.fillStyle = '#f1f1ea'
  context.fillRect(frame.left, px(page, 60), frame.width, px(page, 70))
  drawText(page, wording.title, frame.left + px(page, 14), px(page, 92), {
    font: font(frame.family, px(page, 17), 'bold'),
    color: '#1f3a2e',
  })
  drawText(page, content.registry, frame.left + px(page, 14), px(page, 116), {
    font: font(frame.family, px(page, 10)),
    color: '#1f3a2e',
  })
  let y = px(page, 160)
  const boxes: Array<[string, string, number]> = [
    [wording.nameLabel, content.name, frame.width],
    [wording.numberLabel, content.registrationNumber, frame.width * 0.5],
    [wording.dateLabel, content.date, frame.width * 0.5],
    [wording.formLabel, content.legalForm, frame.width],
    [wording.officeLabel, content.office, frame.width],
  ]
  let x = frame.left
  for (const [label, value, width] of boxes) {
    if (x + width > frame.right + 1) {
      x = frame.left
      y += px(page, 64)
    }
    context.strokeStyle = '#7a8a80'
    context.lineWidth = px(page, 0.8)
    context.strokeRect(x, y, width - px(page, 6), px(page, 56))
    drawText(page, label, x + px(page, 6), y + px(page, 12), {
      font: font(frame.family, px(page, 7.5)),
      color: '#55655b',
    })
    drawText(page, value, x + px(page, 10), y + px(page, 38), { font: font(frame.family, px(page, 13), 'bold') })
    x += width
  }
  certifiesParagraph(frame, content, y + px(page, 100), px(page, 15))
  signature(frame, frame.left, y + px(page, 220), fill(wording.given, { registry: content.registry }).slice(0, 60))
}

const drawers: Record<CertificateLayout, (frame: Frame, content: CertificateContent) => void> = {
  registrar,
  table,
  stacked,
  letter,
  extract,
  form,
}

export function drawCertificate(
  page: DocumentPage,
  layout: CertificateLayout,
  family: FontKey,
  content: CertificateContent,
): void {
  drawers[layout](frameOf(page, family), content)
}
