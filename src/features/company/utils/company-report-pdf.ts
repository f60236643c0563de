import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { cumulativeOwnership, formatPercent } from './cumulative-ownership'
import { formatAmount, formatDate, humanize, isMoneyFigure } from './format'
import { describeDisposition, type ReportAmlSection, screeningOutcome } from './report-aml'
import type { CompanyView } from './to-company-view'

/**
 * The company report as a PDF (pdf-lib, loaded only when a report is asked for): profile facts,
 * officers, owners with their cumulative shares, key figures, the AML status and the latest company
 * screening with its hits and the reviewers' decisions on each. The standard PDF
 * fonts cover Latin-1 (WinAnsi): other characters are transliterated where they decompose
 * (é → e) and shown as "?" otherwise (ADR 0017).
 */
const pageSize: [number, number] = [595.28, 841.89] // A4 in points
const margin = 50
const bodySize = 10

/** WinAnsi's characters outside Latin-1 (its 0x80–0x9F block). */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/** Text the standard fonts can draw: WinAnsi (Latin-1 and a few more) without control characters. */
export function toWinAnsi(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char)) return char
      if (char === '\n' || char === '\t') return ' '
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
      return [...base].every((c) => (c.codePointAt(0) ?? 0) >= 0x20 && (c.codePointAt(0) ?? 0) <= 0x7e) && base
        ? base
        : '?'
    })
    .join('')
}

class ReportWriter {
  private page: PDFPage
  private y: number
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(pageSize)
    this.y = pageSize[1] - margin
  }

  private ensure(height: number) {
    if (this.y - height >= margin) return
    this.page = this.doc.addPage(pageSize)
    this.y = pageSize[1] - margin
  }

  /** Words wrapped to the page width; a word wider than the page is cut into pieces that fit (nothing runs off the page). */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = []
    let line = ''
    const fits = (piece: string) => font.widthOfTextAtSize(piece, size) <= width
    const pieces = (word: string): string[] => {
      if (fits(word)) return [word]
      let end = 1
      while (end < word.length && fits(word.slice(0, end + 1))) end += 1
      return [word.slice(0, end), ...pieces(word.slice(end))]
    }
    for (const word of toWinAnsi(text).split(/\s+/).filter(Boolean).flatMap(pieces)) {
      const candidate = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate
      else {
        lines.push(line)
        line = word
      }
    }
    if (line) lines.push(line)
    return lines.length > 0 ? lines : ['']
  }

  text(text: string, options: { size?: number; bold?: boolean; indent?: number; gap?: number } = {}) {
    const size = options.size ?? bodySize
    const font = options.bold ? this.bold : this.regular
    const indent = options.indent ?? 0
    for (const line of this.wrap(text, font, size, pageSize[0] - 2 * margin - indent)) {
      this.ensure(size * 1.4)
      this.y -= size * 1.4
      this.page.drawText(line, { x: margin + indent, y: this.y, size, font, color: rgb(0.1, 0.1, 0.12) })
    }
    this.y -= options.gap ?? 0
  }

  heading(text: string) {
    this.ensure(40)
    this.y -= 10
    this.text(text, { size: 13, bold: true, gap: 4 })
  }

  facts(items: ReadonlyArray<[label: string, value: string | null | undefined]>) {
    for (const [label, value] of items) this.text(`${label}: ${value ?? '-'}`)
  }
}

/** The latest reading of each key figure, e.g. "Revenue 2023: EUR 1,200,000 (2022: EUR 1,000,000)". */
function keyFigures(company: CompanyView): string[] {
  const financial = company.financial
  if (!financial) return []
  return (financial.key_figure_readings ?? []).map((reading) => {
    // Employees are people, not pounds.
    const currency = isMoneyFigure(reading.type) ? (financial.currency ?? null) : null
    const current = formatAmount(reading.data.current, currency) ?? '-'
    const previous =
      reading.data.last_year_value !== null && reading.data.last_year_value !== undefined
        ? ` (${reading.data.last_year ?? 'previous year'}: ${formatAmount(reading.data.last_year_value, currency)})`
        : ''
    return `${humanize(reading.type)}: ${current}${previous}`
  })
}

const utcMinute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`

/** The latest company screening: its outcome, each hit with what matched and every decision on it. */
function amlScreening(out: ReportWriter, aml: ReportAmlSection) {
  out.heading('AML screening result')
  if (aml === null) return out.text('The company has not been screened.')
  if ('unavailable' in aml) return out.text(`The screening could not be read: ${aml.unavailable}`)
  out.facts([
    ['Screening request', `${aml.requestId} (${aml.requestStatus ?? 'status unknown'})`],
    ['Result', aml.matchStatus ?? 'pending'],
    ['Review disposition', describeDisposition(aml.disposition)],
  ])
  if (!aml.hitsAvailable) return out.text('The service does not list the hits behind this result.')
  if (aml.hits.length === 0) return out.text('No listed entry matched.')
  out.text(`Hits (${aml.hits.length}):`, { bold: true })
  for (const hit of aml.hits) {
    const alias = hit.matchedAlias ? `, matched as "${hit.matchedAlias}"` : ''
    out.text(
      `${hit.listedName}${alias}: ${hit.list} entry ${hit.entryId} (${hit.entityType}), score ${hit.score.toFixed(2)}, ${humanize(hit.state)}`,
      { indent: 8, bold: true },
    )
    if (hit.matchedTokens.length > 0) out.text(`Matched words: ${hit.matchedTokens.join(', ')}`, { indent: 16 })
    if (hit.rememberedFalsePositive)
      out.text('Cleared by a remembered false positive of this subject and entry.', { indent: 16 })
    if (hit.decisions.length === 0) out.text('No reviewer decision yet.', { indent: 16 })
    for (const d of hit.decisions)
      out.text(`${utcMinute(d.at)}, ${humanize(d.decision)} by ${d.by}: ${d.note}`, { indent: 16 })
  }
}

export async function buildCompanyReportPdf(
  company: CompanyView,
  generatedAt = new Date(),
  aml: ReportAmlSection = null,
  dispositions: Readonly<Record<string, string>> = {},
): Promise<Uint8Array> {
  // The company screening's own review counts too when the report has it.
  const reviewed = aml && 'disposition' in aml ? { ...dispositions, [aml.requestId]: aml.disposition } : dispositions
  const outcome = (person: { amlStatus: string | null; amlRequestId: string | null }) =>
    screeningOutcome(person.amlStatus, person.amlRequestId, reviewed)
  const doc = await PDFDocument.create()
  doc.setTitle(toWinAnsi(`Company report: ${company.name}`))
  doc.setProducer('kybdesk')
  doc.setCreationDate(generatedAt)
  const out = new ReportWriter(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  )

  out.text('Company report', { size: 10 })
  out.text(company.name, { size: 18, bold: true, gap: 2 })
  out.text(`Generated ${utcMinute(generatedAt.toISOString())} from API ${company.version}, company ${company.id}.`, {
    gap: 4,
  })
  if (company.pending)
    out.text('The registry was still sending data when this report was made: it may be incomplete.', { bold: true })

  out.heading('Profile')
  out.facts([
    ['Registration number', company.registrationNumber],
    ['Country', company.country.label],
    ['Type', company.type],
    ['Status', company.status],
    ['Registered', formatDate(company.registrationDate)],
    ['Incorporated', formatDate(company.incorporationDate)],
    ['Dissolved', formatDate(company.dissolutionDate)],
    ['Industries', company.industries],
    ['Tax number', company.taxNumber],
    ['Risk level', company.risk],
    ['Verification', company.verification],
  ])
  if (company.description) out.text(company.description, { gap: 2 })

  out.heading('AML status')
  out.facts([
    ['Company screening', screeningOutcome(company.aml.status, company.aml.requestId, reviewed) ?? 'not screened'],
    [
      'Screening request',
      company.aml.requestId ? `${company.aml.requestId} (${company.aml.requestStatus ?? 'status unknown'})` : null,
    ],
  ])
  const flagged = company.officers.filter((officer) => officer.amlStatus && officer.amlStatus !== 'no match')
  out.text(
    flagged.length === 0
      ? 'No officer is flagged by screening.'
      : `Officers flagged by screening: ${flagged.map((o) => `${o.name} (${outcome(o)})`).join(', ')}.`,
  )
  amlScreening(out, aml)

  out.heading(`Officers (${company.officers.length})`)
  if (company.officers.length === 0) out.text('No officer recorded.')
  for (const officer of company.officers) {
    const details = [
      officer.designation,
      officer.status,
      officer.appointmentDate && `appointed ${formatDate(officer.appointmentDate)}`,
      officer.nationality,
      officer.amlStatus && `AML: ${outcome(officer)}`,
    ]
    out.text(`${officer.name}: ${details.filter(Boolean).join(', ') || 'no details'}`, { indent: 8 })
  }

  const shares = cumulativeOwnership(company.ownershipStructure)
  out.heading(`Owners (${company.beneficialOwners.length} beneficial, ${shares.length} in the ownership tree)`)
  for (const owner of company.beneficialOwners) {
    out.text(
      `${owner.name}: ${[owner.designation, owner.nationality, owner.amlStatus && `AML: ${outcome(owner)}`].filter(Boolean).join(', ') || 'no details'}`,
      { indent: 8 },
    )
  }
  if (shares.length > 0) {
    out.text('Cumulative shares (direct and through every chain of holdings):', { bold: true })
    for (const share of shares) {
      out.text(
        `${share.name}: ${formatPercent(share.cumulative)} in total, ${share.direct === null ? 'not a direct holder' : `${formatPercent(share.direct)} directly`}${share.ultimate ? ', ultimate owner' : ''}`,
        { indent: 8 },
      )
    }
  } else if (company.beneficialOwners.length === 0) out.text('No owner recorded.')

  out.heading('Key figures')
  const figures = keyFigures(company)
  if (figures.length === 0) out.text('No financial key figures recorded.')
  for (const figure of figures) out.text(figure, { indent: 8 })

  return doc.save()
}
