import { describe, expect, it } from 'vitest'
import { detectFileType, fileProblems, fileSchema } from './file-checks'
import {
  JPEG_TYPE,
  KYC_FILE_RULES,
  PDF_TYPE,
  PNG_TYPE,
  QUESTIONNAIRE_FILE_RULES,
  SIGNATURE_BYTES_NEEDED,
} from './file-limits'
import { fieldMessages } from './testing/field-messages'

const MB = 1024 * 1024
const bytes = (text: string) => new TextEncoder().encode(text)
const pngHead = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])
const jpegHead = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])
const pdfHead = bytes('%PDF-1.7\n')

describe('file rules', () => {
  it('state the spec limits', () => {
    expect(QUESTIONNAIRE_FILE_RULES.maxBytes).toBe(5 * MB)
    expect(QUESTIONNAIRE_FILE_RULES.allowedTypes.flatMap((t) => t.extensions).sort()).toEqual([
      'jpeg',
      'jpg',
      'pdf',
      'png',
    ])
    expect(KYC_FILE_RULES.maxBytes).toBeLessThan(16 * MB)
    expect(KYC_FILE_RULES.allowedTypes.map((t) => t.mimetype).sort()).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ])
    expect(SIGNATURE_BYTES_NEEDED).toBe(8)
  })

  it('detects each allowed type by its magic bytes and nothing else', () => {
    const all = [PNG_TYPE, JPEG_TYPE, PDF_TYPE]
    expect(detectFileType(pngHead, all)).toBe(PNG_TYPE)
    expect(detectFileType(jpegHead, all)).toBe(JPEG_TYPE)
    expect(detectFileType(pdfHead, all)).toBe(PDF_TYPE)
    expect(detectFileType(bytes('MZ\x90\x00'), all)).toBeUndefined()
    expect(detectFileType(bytes('GIF89a'), all)).toBeUndefined()
    expect(detectFileType(new Uint8Array([0x89, 0x50]), all)).toBeUndefined()
  })
})

describe('fileProblems', () => {
  it('accepts files at the limits with matching name, type and content', () => {
    expect(
      fileProblems({ filename: 'a.PNG', mimetype: 'image/png', size: 5 * MB, head: pngHead }, QUESTIONNAIRE_FILE_RULES),
    ).toEqual([])
    expect(
      fileProblems({ filename: 'a.jpeg', mimetype: 'image/jpeg', size: 16 * MB - 1, head: jpegHead }, KYC_FILE_RULES),
    ).toEqual([])
    expect(fileProblems({ filename: 'a.pdf', mimetype: 'application/pdf', size: 1 }, KYC_FILE_RULES)).toEqual([])
  })

  it('reports size (413), type (415) and content (415) problems', () => {
    expect(
      fileProblems({ filename: 'a.pdf', mimetype: 'application/pdf', size: 5 * MB + 1 }, QUESTIONNAIRE_FILE_RULES),
    ).toEqual([{ kind: 'too_large', status: 413, message: 'must be at most 5 MB' }])
    expect(
      fileProblems({ filename: 'a.pdf', mimetype: 'application/pdf', size: 16 * MB }, KYC_FILE_RULES)[0],
    ).toMatchObject({ kind: 'too_large', message: 'must be under 16 MB' })
    expect(
      fileProblems({ filename: 'a.exe', mimetype: 'application/octet-stream', size: 3 }, KYC_FILE_RULES)[0],
    ).toMatchObject({
      kind: 'type_not_allowed',
      status: 415,
    })
    expect(fileProblems({ filename: 'a.png', mimetype: 'application/pdf', size: 3 }, KYC_FILE_RULES)[0]?.kind).toBe(
      'type_not_allowed',
    )
    expect(fileProblems({ filename: 'a.png', mimetype: 'image/png', size: 3, head: pdfHead }, KYC_FILE_RULES)).toEqual([
      { kind: 'content_mismatch', status: 415, message: 'content is not a png file' },
    ])
  })

  it('puts the rule on the field path through fileSchema', () => {
    expect(fieldMessages(fileSchema(KYC_FILE_RULES), { filename: 'a.gif', mimetype: 'image/gif', size: 1 })[0]).toMatch(
      /^\(body\): must be one of jpg, jpeg, png, pdf/,
    )
    expect(fieldMessages(fileSchema(KYC_FILE_RULES), undefined)).toEqual(['(body): is required (a file)'])
    expect(fieldMessages(fileSchema(KYC_FILE_RULES), 'text')).toEqual(['(body): must be a file'])
  })
})
