import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { pdfPages } from '../ocr/pdf-pages'
import { authHeaders, hasValidSignature, useTestApp } from '../test-support/upstream-harness'
import { documentsDomain } from './documents-domain'

const upstream = useTestApp({ domains: [documentsDomain], datasetSize: 0 })

function url(query: Record<string, string>): string {
  return `/sandbox/documents/certificate?${new URLSearchParams(query).toString()}`
}

const company = { country_code: 'gb', name: 'Northwind Trading Ltd', registration_number: '01234567' }

describe('GET /sandbox/documents/certificate', () => {
  it('answers a PNG page at the asked resolution, signed over its bytes', async () => {
    const res = await upstream.app.inject({ url: url({ ...company, dpi: '150' }), headers: authHeaders })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(await hasValidSignature(res.rawPayload as unknown as string, res.headers)).toBe(true)
    const meta = await sharp(res.rawPayload).metadata()
    expect(meta.format).toBe('png')
    expect(meta.width).toBe(Math.round(8.27 * 150))
  })

  it('draws a PDF with the fields in a real text layer, and a scanned PDF without one', async () => {
    const clean = await upstream.app.inject({
      url: url({ ...company, format: 'pdf', variant: '1' }),
      headers: authHeaders,
    })
    expect(clean.statusCode).toBe(200)
    expect(clean.headers['content-type']).toBe('application/pdf')
    const [page] = await pdfPages(clean.rawPayload, 1)
    expect(page?.kind).toBe('text')
    expect(page?.kind === 'text' ? page.text : '').toMatch(
      /Company name: Northwind Trading Ltd[\s\S]*Registration number: 01234567/,
    )
    const scan = await upstream.app.inject({
      url: url({ ...company, format: 'pdf', scan: '1', dpi: '150' }),
      headers: authHeaders,
    })
    expect(scan.statusCode).toBe(200)
    const [scannedPage] = await pdfPages(scan.rawPayload, 1)
    expect(scannedPage?.kind).toBe('image')
  })

  it('draws a layout and face by name with looks as it arrives (a skewed scan), and names a bad look', async () => {
    const res = await upstream.app.inject({
      url: url({ ...company, dpi: '150', layout: 'form', font: 'serif_condensed', look: 'stamp,skew' }),
      headers: authHeaders,
    })
    expect(res.statusCode).toBe(200)
    const meta = await sharp(res.rawPayload).metadata()
    // Turned 2.5–6°: the page's bounding box grows beyond the A4 width.
    expect(meta.format).toBe('png')
    expect(meta.width).toBeGreaterThan(Math.round(8.27 * 150) + 40)
    const bad = await upstream.app.inject({
      url: url({ ...company, look: 'stamp,coffee_ring', layout: 'poster' }),
      headers: authHeaders,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('look')
    expect(bad.body).toContain('layout')
  })

  it('needs the account key and answers 400 naming the field for a bad query', async () => {
    expect((await upstream.app.inject({ url: url(company) })).statusCode).toBe(401)
    const res = await upstream.app.inject({
      url: url({ ...company, country_code: 'XX', format: 'gif' }),
      headers: authHeaders,
    })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('country_code')
    expect(res.body).toContain('format')
  })
})
