// @vitest-environment node
import { exampleV1CompanyProfile, exampleV2CompanyInsights } from '@contract/registry'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { cumulativeOwnership, formatPercent } from './cumulative-ownership'
import { buildCompanyReportPdf, toWinAnsi } from './company-report-pdf'
import type { ReportAml } from './report-aml'
import { toCompanyView } from './to-company-view'

/** pdf.js reads the metrics of the 14 standard fonts from its package (Node has no browser fonts). */
const standardFontDataUrl = new URL('../../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url).pathname

/** The text of every page of a PDF, read back with pdf.js (the way a reader or an indexer sees it). */
async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl, isEvalSupported: false }).promise
  const pages: string[] = []
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'))
  }
  await pdf.destroy()
  return { pages: pdf.numPages, text: pages.join('\n') }
}

const v2Person = exampleV2CompanyInsights.people_detail[0]!

describe('company report PDF', () => {
  it('holds the profile facts, officers, owners with cumulative shares, key figures and AML status', async () => {
    const company = toCompanyView({ version: 'v1', data: exampleV1CompanyProfile })
    const { text } = await pdfText(await buildCompanyReportPdf(company, new Date('2026-11-23T10:00:00Z')))
    expect(text).toContain('Acme Handels GmbH')
    expect(text).toContain('Registration number: HRB 123456')
    expect(text).toContain('Country: Germany')
    expect(text).toContain('Generated 2026-11-23 10:00 UTC')
    expect(text).toContain('AML status')
    expect(text).toContain(`Officers (${company.officers.length})`)
    for (const officer of company.officers) expect(text).toContain(toWinAnsi(officer.name))
    const shares = cumulativeOwnership(company.ownershipStructure)
    expect(shares.length).toBeGreaterThan(0)
    for (const share of shares)
      expect(text).toContain(`${toWinAnsi(share.name)}: ${formatPercent(share.cumulative)} in total`)
    expect(text).toMatch(/revenue: €1,200,000 \(2022: €1,000,000\)/)
  })

  it('holds the latest AML screening with each hit, its matched words and every reviewer decision', async () => {
    const company = toCompanyView({ version: 'v1', data: exampleV1CompanyProfile })
    const aml: ReportAml = {
      requestId: 'aml_7c41e0',
      requestStatus: 'resolved',
      matchStatus: 'potential match',
      disposition: 'open',
      hitsAvailable: true,
      hits: [
        {
          listedName: 'ACME HANDELS GMBH',
          matchedAlias: null,
          list: 'ofac_sdn',
          entryId: '1234',
          entityType: 'organisation',
          score: 0.934,
          matchedTokens: ['acme (exact)', 'handels = handel (typo)'],
          state: 'awaiting_second',
          rememberedFalsePositive: false,
          decisions: [
            {
              decision: 'escalate',
              by: 'ana@kybdesk.test',
              at: '2026-11-20T09:15:00.000Z',
              note: 'Same city, needs a second look.',
            },
            {
              decision: 'false_positive',
              by: 'cm@kybdesk.test',
              at: '2026-11-21T14:02:00.000Z',
              note: 'Different registration, founded 1998.',
            },
          ],
        },
        {
          listedName: 'AKME TRADING',
          matchedAlias: 'Acme Trading Ltd',
          list: 'un_sc',
          entryId: 'QDe.1',
          entityType: 'organisation',
          score: 0.61,
          matchedTokens: [],
          state: 'undecided',
          rememberedFalsePositive: false,
          decisions: [],
        },
      ],
    }
    const { text } = await pdfText(await buildCompanyReportPdf(company, new Date('2026-11-23T10:00:00Z'), aml))
    const flat = text.replace(/\s*\n\s*/g, ' ')
    expect(flat).toContain('AML screening result')
    expect(flat).toContain('Screening request: aml_7c41e0 (resolved)')
    expect(flat).toContain('Result: potential match')
    expect(flat).toContain('Review disposition: waiting for a decision')
    expect(flat).toContain('Hits (2):')
    expect(flat).toContain('ACME HANDELS GMBH: ofac_sdn entry 1234 (organisation), score 0.93, awaiting second')
    expect(flat).toContain('Matched words: acme (exact), handels = handel (typo)')
    expect(flat).toContain('2026-11-20 09:15 UTC, escalate by ana@kybdesk.test: Same city, needs a second look.')
    expect(flat).toContain(
      '2026-11-21 14:02 UTC, false positive by cm@kybdesk.test: Different registration, founded 1998.',
    )
    expect(flat).toContain(
      'AKME TRADING, matched as "Acme Trading Ltd": un_sc entry QDe.1 (organisation), score 0.61, undecided',
    )
    expect(flat).toContain('No reviewer decision yet.')
  })

  it('prints each screening with what its review decided, and employees as people, not money', async () => {
    const profile = {
      ...exampleV2CompanyInsights,
      company_aml_request_id: 'aml_company',
      company_aml_request_status: 'resolved' as const,
      company_aml_status: 'potential match' as const,
      people_detail: [
        { ...v2Person, name: 'Cleared Person', aml_status: 'potential match' as const, aml_request_id: 'aml_cleared' },
        {
          ...v2Person,
          name: 'Confirmed Person',
          aml_status: 'potential match' as const,
          aml_request_id: 'aml_confirmed',
        },
      ],
      financial_detail: {
        ...exampleV2CompanyInsights.financial_detail!,
        currency: 'GBP',
        key_figure_readings: [
          {
            type: 'employees',
            data: { current: 12, graph_up: true, last_year: '2022', last_year_value: 10, status: 'increase' },
          },
        ],
      },
    }
    const company = toCompanyView({ version: 'v2', data: profile })
    const aml: ReportAml = {
      requestId: 'aml_company',
      requestStatus: 'resolved',
      matchStatus: 'potential match',
      disposition: 'cleared',
      hitsAvailable: true,
      hits: [],
    }
    const { text } = await pdfText(
      await buildCompanyReportPdf(company, new Date('2026-11-23T10:00:00Z'), aml, {
        aml_cleared: 'cleared',
        aml_confirmed: 'confirmed',
      }),
    )
    const flat = text.replace(/\s*\n\s*/g, ' ')
    expect(flat).toContain('Company screening: potential match, cleared by review')
    expect(flat).toContain('Review disposition: cleared by review')
    expect(flat).toContain('Cleared Person (potential match, cleared by review)')
    expect(flat).toContain('Confirmed Person (potential match, confirmed by review)')
    expect(flat).toContain('AML: potential match, confirmed by review')
    expect(flat).toContain('employees: 12 (2022: 10)')
    expect(flat).not.toContain('£12')
  })

  it('says when the company was never screened or its screening could not be read', async () => {
    const company = toCompanyView({ version: 'v1', data: exampleV1CompanyProfile })
    expect((await pdfText(await buildCompanyReportPdf(company))).text).toContain('The company has not been screened.')
    const { text } = await pdfText(await buildCompanyReportPdf(company, new Date(), { unavailable: 'HTTP 503' }))
    expect(text.replace(/\s*\n\s*/g, ' ')).toContain('The screening could not be read: HTTP 503')
  })

  it('flows onto more pages for long lists and never fails on characters outside Latin-1', async () => {
    const base = toCompanyView({ version: 'v1', data: exampleV1CompanyProfile })
    const officer = base.officers[0]!
    const company = {
      ...base,
      name: 'Ωmega Łódź 株式会社',
      officers: Array.from({ length: 80 }, (_, i) => ({ ...officer, name: `Officer ${i} Müller` })),
    }
    const { pages, text } = await pdfText(await buildCompanyReportPdf(company))
    expect(pages).toBeGreaterThan(1)
    expect(text).toContain('?mega ?ódz ????')
    expect(text).toContain('Officer 79 Müller')
  })

  it('prints hostile registry fields as text: markup, script, links, formulas and traversal stay words, with no link or script action in the file', async () => {
    const base = toCompanyView({ version: 'v1', data: exampleV1CompanyProfile })
    const hostile = [
      '<script>alert(1)</script>',
      'javascript:alert(document.cookie)',
      '=HYPERLINK("http://evil.example","x")',
      '../../../../etc/passwd',
    ]
    const longName = `Long ${'W'.repeat(5000)}`
    const company = {
      ...base,
      name: `${hostile[0]} Evil GmbH`,
      officers: [...hostile, longName].map((name) => ({ ...base.officers[0]!, name })),
    }
    const bytes = await buildCompanyReportPdf(company, new Date('2026-11-23T10:00:00Z'))
    const { text } = await pdfText(bytes)
    const flat = text.replace(/\s*\n\s*/g, ' ')
    for (const value of hostile) expect(flat).toContain(value)
    // A 5000-letter word is printed whole, cut into lines that fit the page.
    expect((flat.match(/W/g) ?? []).length).toBeGreaterThanOrEqual(5000)
    const raw = new TextDecoder('latin1').decode(bytes)
    expect(raw).not.toMatch(/\/(URI|JavaScript|JS|Launch|SubmitForm|OpenAction|AA)\b/)
  })
})
