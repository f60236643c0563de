import { describe, expect, it } from 'vitest'
import { ongoingRow } from '@/testing/fixtures/aml-fixtures'
import { csvCell, ongoingCsv } from './ongoing-csv'

describe('ongoing CSV', () => {
  it('neutralises cells a spreadsheet would run as formulas and quotes every cell', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`)
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`)
    expect(csvCell('Acme; "Ltd"')).toBe('"Acme; ""Ltd"""')
    expect(csvCell(null)).toBe('""')
    expect(csvCell(['germany', 'france'])).toBe('"germany; france"')
  })

  it('writes a header and one line per row', () => {
    const csv = ongoingCsv([ongoingRow({ search: '=cmd|calc', aml_request_id: 'a1' })])
    const [header, line] = csv.trimEnd().split('\r\n')
    expect(header).toBe('aml_request_id,service_random_id,search,country_names,match_status,ongoing_monitoring,duration,duration_type,total_ongoing_request,last_updated_at,created_at')
    expect(line).toContain(`"a1"`)
    expect(line).toContain(`"'=cmd|calc"`)
  })
})
