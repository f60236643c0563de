import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { csvCell, csvLines, csvRow, safeFileName } from './csv-writer'

describe('CSV cells', () => {
  it('prefixes anything a spreadsheet would evaluate as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
  })

  it('quotes commas, quotes and line breaks (RFC 4180) and leaves plain text alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    expect(csvCell('plain text')).toBe('plain text')
    expect(csvCell(null)).toBe('')
    expect(csvCell(42)).toBe('42')
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"')
    expect(csvRow(['a', '=b'])).toBe("a,'=b\r\n")
  })
})

describe('hostile values', () => {
  it('come back from a CSV parser as one cell each, the same text, a formula only behind its quote', () => {
    const values = [
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      'javascript:alert(1)',
      '../../../../etc/passwd',
      `Long ${'x'.repeat(10_000)}`,
      'a","b","c',
      'row\r\n=cmd|" /C calc"!A0',
      '\u0000\u202Eevil',
      '=1+1',
      '+cmd',
      '-1',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
    ]
    const [row] = parse(csvRow(values), { relax_quotes: false }) as string[][]
    expect(row).toHaveLength(values.length)
    expect(row).toEqual(values.map((value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)))
  })
})

describe('CSV streams', () => {
  it('writes the header, then each row as it arrives', async () => {
    async function* rows() {
      yield ['Acme, Inc.', '=HYPERLINK("x")']
      yield ['Beta', null]
    }
    const lines: string[] = []
    for await (const line of csvLines(['name', 'note'], rows())) lines.push(line)
    expect(lines).toEqual(['name,note\r\n', '"Acme, Inc.","\'=HYPERLINK(""x"")"\r\n', 'Beta,\r\n'])
  })

  it('keeps file names to safe characters', () => {
    expect(safeFileName('search "Acme"\r\n../x.csv')).toBe('search-Acme-..-x.csv')
  })
})
