import { drawParagraph, drawText, px, type DocumentPage } from '../render/document-page'
import { font, fontFamilies, type fontFamilies as FontFamilies } from '../render/fonts'
import { drawSeal } from '../render/seal'
import { fill, type CertificateWording } from './certificate-wording'

/**
 * Layouts of a certificate of incorporation as registries issue them: a registrar's certificate
 * with the name in the middle of a sentence, a table of labelled fields, labels above their values,
 * and a letter in running text.
 */

export const certificateLayouts = ['registrar', 'table', 'stacked', 'letter'] as const
export type CertificateLayout = (typeof certificateLayouts)[number]
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
  for (let i = 1; i <= 8; i++) context.quadraticCurveTo(x + px(page, 12 * i - 6), y - px(page, i % 2 ? 14 : -6), x + px(page, 12 * i), y - px(page, 3))
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
  drawText(page, `${wording.shortNumberLabel} ${content.registrationNumber}`, frame.right, px(page, 96), { font: font(frame.family, px(page, 11)), align: 'right' })
  drawText(page, wording.title, centre, px(page, 170), { font: font(frame.family, px(page, 22), 'bold'), align: 'center' })
  drawText(page, wording.subtitle, centre, px(page, 198), { font: font(frame.family, px(page, 13)), align: 'center' })
  let y = drawParagraph(page, fill(wording.certifies, { registry: content.registry }), frame.left + px(page, 30), px(page, 270), frame.width - px(page, 60), px(page, 19), {
    font: font(frame.family, px(page, 12)),
    align: 'center',
  })
  y = drawParagraph(page, content.name, frame.left, y + px(page, 26), frame.width, px(page, 26), { font: font(frame.family, px(page, 19), 'bold'), align: 'center' })
  y = drawParagraph(page, fill(wording.incorporated, { country: content.countryName }), frame.left + px(page, 30), y + px(page, 18), frame.width - px(page, 60), px(page, 19), {
    font: font(frame.family, px(page, 12)),
    align: 'center',
  })
  drawText(page, `${fill(wording.given, { registry: content.registry })}, ${content.date}`, centre, y + px(page, 34), { font: font(frame.family, px(page, 11), 'normal', 'italic'), align: 'center' })
  seal(frame, content, frame.left + px(page, 90), page.height - px(page, 150))
  signature(frame, frame.right - px(page, 170), page.height - px(page, 140), 'Registrar of Companies')
}

function table(frame: Frame, content: CertificateContent): void {
  const { page } = frame
  const { context } = page
  const { wording } = content
  context.fillStyle = '#e8eef5'
  context.fillRect(0, 0, page.width, px(page, 110))
  drawText(page, content.registry, frame.left, px(page, 58), { font: font(frame.family, px(page, 16), 'bold'), color: '#16324f' })
  drawText(page, content.countryName, frame.left, px(page, 82), { font: font(frame.family, px(page, 11)), color: '#16324f' })
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
    y = drawParagraph(page, value, valueX, y, frame.right - valueX, px(page, 16), { font: font(frame.family, px(page, 11)) }) + px(page, 12)
    context.strokeStyle = '#cccccc'
    context.lineWidth = px(page, 0.5)
    context.beginPath()
    context.moveTo(frame.left, y - px(page, 20))
    context.lineTo(frame.right, y - px(page, 20))
    context.stroke()
  }
  drawParagraph(page, `${fill(wording.certifies, { registry: content.registry })} ${content.name} ${fill(wording.incorporated, { country: content.countryName })}`, frame.left, y + px(page, 30), frame.width, px(page, 16), {
    font: font(frame.family, px(page, 10)),
    color: '#333333',
  })
  seal(frame, content, frame.right - px(page, 90), page.height - px(page, 160), '#1c3f8a')
  signature(frame, frame.left, page.height - px(page, 140), fill(wording.given, { registry: content.registry }).slice(0, 60))
}

function stacked(frame: Frame, content: CertificateContent): void {
  const { page } = frame
  const { wording } = content
  border(frame, '#5a4a1a')
  drawText(page, content.registry.toUpperCase(), page.width / 2, px(page, 120), { font: font(frame.family, px(page, 12), 'bold'), align: 'center', color: '#5a4a1a' })
  drawText(page, wording.title, page.width / 2, px(page, 165), { font: font(frame.family, px(page, 20), 'bold'), align: 'center' })
  let y = px(page, 240)
  for (const [label, value] of [
    [wording.nameLabel, content.name],
    [wording.numberLabel, content.registrationNumber],
    [wording.dateLabel, content.date],
    [wording.officeLabel, content.office],
  ] as const) {
    drawText(page, label, frame.left + px(page, 20), y, { font: font(frame.family, px(page, 10)), color: '#555555' })
    y = drawParagraph(page, value, frame.left + px(page, 20), y + px(page, 20), frame.width - px(page, 40), px(page, 20), { font: font(frame.family, px(page, 15), 'bold') }) + px(page, 18)
  }
  drawParagraph(page, fill(wording.incorporated, { country: content.countryName }), frame.left + px(page, 20), y + px(page, 10), frame.width - px(page, 40), px(page, 16), {
    font: font(frame.family, px(page, 10)),
  })
  seal(frame, content, page.width / 2, page.height - px(page, 170))
}

function letter(frame: Frame, content: CertificateContent): void {
  const { page } = frame
  const { wording } = content
  drawText(page, content.registry, frame.left, px(page, 90), { font: font(frame.family, px(page, 14), 'bold'), color: '#0b4f3c' })
  drawText(page, content.office, frame.left, px(page, 108), { font: font(frame.family, px(page, 9)), color: '#555555' })
  drawText(page, content.date, frame.right, px(page, 150), { font: font(frame.family, px(page, 10)), align: 'right' })
  drawText(page, wording.title, frame.left, px(page, 200), { font: font(frame.family, px(page, 15), 'bold') })
  let y = drawParagraph(page, fill(wording.certifies, { registry: content.registry }), frame.left, px(page, 250), frame.width, px(page, 17), { font: font(frame.family, px(page, 11)) })
  y = drawParagraph(page, content.name, frame.left + px(page, 30), y + px(page, 10), frame.width - px(page, 60), px(page, 20), { font: font(frame.family, px(page, 14), 'bold') })
  y = drawParagraph(page, `${wording.numberLabel}: ${content.registrationNumber}`, frame.left + px(page, 30), y + px(page, 4), frame.width - px(page, 60), px(page, 17), { font: font(frame.family, px(page, 11)) })
  y = drawParagraph(page, fill(wording.incorporated, { country: content.countryName }), frame.left, y + px(page, 16), frame.width, px(page, 17), { font: font(frame.family, px(page, 11)) })
  signature(frame, frame.left, y + px(page, 80), fill(wording.given, { registry: content.registry }).slice(0, 60))
  seal(frame, content, frame.right - px(page, 80), y + px(page, 60), '#0b4f3c')
}

const drawers: Record<CertificateLayout, (frame: Frame, content: CertificateContent) => void> = { registrar, table, stacked, letter }

export function drawCertificate(page: DocumentPage, layout: CertificateLayout, family: FontKey, content: CertificateContent): void {
  drawers[layout](frameOf(page, family), content)
}
