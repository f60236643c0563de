import { countries } from '@contract/countries'
import { hash32, Rng } from '../../registry/random'
import { createDocumentPage, drawText, px } from '../render/document-page'
import { deliverPage } from '../render/deliver-page'
import { contentTypeOf } from '../render/encode'
import { font } from '../render/fonts'
import type { ScanEffects } from '../render/scan-effects'
import type { RenderedDocument } from '../identity/identity-document'

/** A utility bill for the sandbox's proof of address: supplier, the customer's name and address, the bill date, charges. */
export interface UtilityBillOrder {
  fullName: string
  /** Commas start new lines, as on an envelope window. */
  fullAddress: string
  /** Alpha-2 of a served country: its name ends the address. */
  countryCode: string
  /** YYYY-MM-DD. */
  issueDate: string
  format: 'png' | 'pdf'
  variant: number
  scan: boolean
  effects?: ScanEffects | undefined
}

const SUPPLIERS = ['Northwind Energy', 'Riverside Water Services', 'Brightline Telecom', 'Evergreen Gas & Power']
const BILLS = ['Electricity bill', 'Water bill', 'Telephone and broadband bill', 'Gas bill']
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

function longDate(iso: string): string {
  return `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`
}

export async function renderUtilityBill(order: UtilityBillOrder): Promise<RenderedDocument> {
  const rng = new Rng(hash32(order.variant, 0xb111))
  const which = order.variant % SUPPLIERS.length
  const page = createDocumentPage({ dpi: 200 })
  const left = px(page, 60)
  const size = px(page, 11)
  const line = size * 1.5
  drawText(page, SUPPLIERS[which]!, left, px(page, 80), { font: font('sans', px(page, 20), 'bold'), color: '#1d3557' })
  drawText(page, BILLS[which]!, left, px(page, 104), { font: font('sans', px(page, 13)), color: '#1d3557' })
  let y = px(page, 170)
  const country = countries.find((c) => c.alpha2 === order.countryCode)
  const addressLines = [
    order.fullName,
    ...order.fullAddress
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
    (country?.displayName ?? order.countryCode).toUpperCase(),
  ]
  for (const text of addressLines) {
    drawText(page, text, left, y, { font: font('sans', size) })
    y += line
  }
  y += line
  const account = String(10_000_000 + Math.floor(rng.next() * 89_999_999))
  const rows: Array<[string, string]> = [
    ['Bill date', longDate(order.issueDate)],
    ['Account number', account],
    ['Billing period', `${MONTHS[(Number(order.issueDate.slice(5, 7)) + 10) % 12]} ${order.issueDate.slice(0, 4)}`],
    ['Amount due', `${(20 + rng.next() * 180).toFixed(2)} EUR`],
  ]
  for (const [label, value] of rows) {
    drawText(page, `${label}: ${value}`, left, y, { font: font('sans', size) })
    y += line
  }
  y += line
  drawText(page, 'Thank you for paying by direct debit. Keep this bill as a record of your account.', left, y, {
    font: font('sans', px(page, 9)),
    color: '#4a5568',
  })
  const bytes = await deliverPage(page, {
    format: order.format,
    title: BILLS[which]!,
    scan: order.scan ? { rng, effects: order.effects } : undefined,
  })
  return {
    bytes,
    contentType: contentTypeOf[order.format],
    filename: `utility-bill-${order.issueDate}.${order.format}`,
  }
}
