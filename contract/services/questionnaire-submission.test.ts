import { describe, expect, it } from 'vitest'
import { parseBracketFields } from './bracket-fields'
import { exampleQuestionnaire, exampleQuestionnaireSubmissionResponse } from './examples'
import {
  questionnaireAnswersSchema,
  QuestionnaireSubmissionFormSchema,
  QuestionnaireSubmissionResponseSchema,
} from './questionnaire-submission'
import { fieldMessages } from './testing/field-messages'

const MB = 1024 * 1024
const pdf = {
  filename: 'certificate.pdf',
  mimetype: 'application/pdf',
  size: 120_000,
  head: new TextEncoder().encode('%PDF-1.4'),
}
const passport = { filename: 'passport.jpg', mimetype: 'image/jpeg', size: 90_000 }

const validEntries: Array<[string, unknown]> = [
  ['services[]', 'questionnaire'],
  ['answers[0][question_id]', 'q1'],
  ['answers[0][answer]', 'Acme Handels GmbH'],
  ['answers[1][question_id]', 'q2'],
  ['answers[1][answer]', 'HRB 123456'],
  ['answers[2][question_id]', 'q3'],
  ['answers[2][answer]', 'germany'],
  ['answers[3][question_id]', 'q4'],
  ['answers[3][answer]', '2009-04-17'],
  ['answers[4][question_id]', 'q5'],
  ['answers[4][answer][0]', pdf],
  ['answers[5][question_id]', 'q6'],
  ['answers[5][answer][0][full_name]', 'Jane Doe'],
  ['answers[5][answer][0][dob]', '1980-05-01'],
  ['answers[5][answer][0][kyc_check_id_document]', passport],
  ['answers[5][answer][1][full_name]', 'John Doe'],
  ['answers[5][answer][1][dob]', '1979-01-30'],
]
const form = (entries = validEntries) => parseBracketFields(entries)
const replace = (name: string, value: unknown) =>
  validEntries.map(([n, v]): [string, unknown] => [n, n === name ? value : v])
const without = (...names: string[]) => validEntries.filter(([n]) => !names.includes(n))

describe('questionnaire submission form', () => {
  it('accepts text, country, date, file and sub-question answers', () => {
    expect(fieldMessages(QuestionnaireSubmissionFormSchema, form())).toEqual([])
    const parsed = QuestionnaireSubmissionFormSchema.parse(form())
    expect(parsed.services).toEqual(['questionnaire'])
    expect(parsed.answers[4]?.answer).toEqual([pdf])
  })

  it('requires services to include questionnaire and at least one answer', () => {
    expect(fieldMessages(QuestionnaireSubmissionFormSchema, form(replace('services[]', 'kyc')))).toEqual([
      'services: must include questionnaire',
    ])
    expect(fieldMessages(QuestionnaireSubmissionFormSchema, { services: ['questionnaire'] })).toEqual([
      'answers: is required',
    ])
    expect(fieldMessages(QuestionnaireSubmissionFormSchema, { services: 'questionnaire', answers: [] })).toEqual([
      'answers: must hold at least one answer',
    ])
    expect(fieldMessages(QuestionnaireSubmissionFormSchema, { answers: [{ question_id: 'q', answer: 'a' }] })).toEqual([
      'services: is required',
    ])
  })

  it('names the answer field that is missing or malformed', () => {
    expect(fieldMessages(QuestionnaireSubmissionFormSchema, form(without('answers[0][question_id]')))).toEqual([
      'answers.0.question_id: is required',
    ])
    expect(fieldMessages(QuestionnaireSubmissionFormSchema, form(without('answers[1][answer]')))).toEqual([
      'answers.1.answer: is required',
    ])
    expect(
      fieldMessages(QuestionnaireSubmissionFormSchema, form(without('answers[1][answer]', 'answers[1][question_id]'))),
    ).toEqual(['answers.1: is missing (answers are numbered from 0 without gaps)'])
  })

  it('applies the upload rules to every file, also inside sub-question entries', () => {
    const big = { ...pdf, size: 5 * MB + 1 }
    expect(fieldMessages(QuestionnaireSubmissionFormSchema, form(replace('answers[4][answer][0]', big)))).toEqual([
      'answers.4.answer.0: must be at most 5 MB',
    ])
    expect(
      fieldMessages(
        QuestionnaireSubmissionFormSchema,
        form(replace('answers[4][answer][0]', { ...pdf, size: 5 * MB })),
      ),
    ).toEqual([])
    const gif = { filename: 'id.gif', mimetype: 'image/gif', size: 10 }
    expect(
      fieldMessages(
        QuestionnaireSubmissionFormSchema,
        form(replace('answers[5][answer][0][kyc_check_id_document]', gif)),
      ),
    ).toEqual(['answers.5.answer.0.kyc_check_id_document: must be one of png, jpg, jpeg, pdf (got id.gif, image/gif)'])
    const disguised = { ...pdf, filename: 'certificate.png', mimetype: 'image/png' }
    expect(fieldMessages(QuestionnaireSubmissionFormSchema, form(replace('answers[4][answer][0]', disguised)))).toEqual(
      ['answers.4.answer.0: content is not a png file'],
    )
  })

  it('returns the bare identifiers and lets unknown fields through', () => {
    expect(
      QuestionnaireSubmissionResponseSchema.parse({ ...exampleQuestionnaireSubmissionResponse, extra: true }),
    ).toHaveProperty('extra', true)
    expect(
      fieldMessages(QuestionnaireSubmissionResponseSchema, { questionnaire_request_id: 'q', company_id: 'c' })[0],
    ).toMatch(/^service_id:/)
  })
})

describe('questionnaireAnswersSchema', () => {
  const schema = questionnaireAnswersSchema(exampleQuestionnaire)

  it('accepts answers that fit the questionnaire', () => {
    expect(fieldMessages(schema, form())).toEqual([])
  })

  it('refuses unknown, repeated and missing required questions', () => {
    expect(fieldMessages(schema, form(replace('answers[1][question_id]', 'q99')))).toEqual([
      'answers.1.question_id: is not a question of this questionnaire',
      'answers: must answer the required question q2 (kyb_registration_number)',
    ])
    expect(fieldMessages(schema, form(replace('answers[1][question_id]', 'q1')))).toEqual([
      'answers.1.question_id: is answered twice (also at answers.0)',
      'answers: must answer the required question q2 (kyb_registration_number)',
    ])
    expect(fieldMessages(schema, form(replace('answers[0][answer]', '')))).toEqual(['answers.0.answer: is required'])
  })

  it('checks each answer against its input type', () => {
    expect(fieldMessages(schema, form(replace('answers[3][answer]', '17-04-2009')))).toEqual([
      'answers.3.answer: must be a date as YYYY-MM-DD',
    ])
    expect(fieldMessages(schema, form(replace('answers[2][answer]', 'atlantis')))).toEqual([
      'answers.2.answer: must be one of the listed countries',
    ])
    const textForFile = validEntries.map(([n, v]): [string, unknown] =>
      n === 'answers[4][answer][0]' ? ['answers[4][answer]', 'text'] : [n, v],
    )
    expect(fieldMessages(schema, form(textForFile))).toEqual(['answers.4.answer: must be uploaded files'])
    expect(fieldMessages(QuestionnaireSubmissionFormSchema, form(replace('answers[4][answer][0]', 'text')))).toEqual([
      'answers.4.answer: must be text, a list of files or a list of sub-question entries',
    ])
    expect(fieldMessages(schema, form([...validEntries, ['answers[4][answer][1]', pdf]]))).toEqual([
      'answers.4.answer: must be a single file',
    ])
    const unnumbered = validEntries.map(([n, v]): [string, unknown] =>
      n === 'answers[4][answer][0]' ? ['answers[4][answer]', pdf] : [n, v],
    )
    expect(fieldMessages(schema, form(unnumbered))).toEqual([])
    expect(schema.parse(form(unnumbered)).answers[4]?.answer).toEqual([pdf])
    expect(fieldMessages(schema, form(replace('answers[0][answer]', [pdf])))).toEqual([
      'answers.0.answer: must be text',
    ])
  })

  it('refuses an incorporation in the future and an owner not yet born or impossibly old', () => {
    expect(fieldMessages(schema, form(replace('answers[3][answer]', '2099-01-01')))).toEqual([
      expect.stringMatching(/^answers\.3\.answer: must not be in the future/),
    ])
    expect(fieldMessages(schema, form(replace('answers[5][answer][1][dob]', '2030-05-01')))).toEqual([
      expect.stringMatching(/^answers\.5\.answer\.1\.dob: must not be in the future/),
    ])
    expect(fieldMessages(schema, form(replace('answers[5][answer][1][dob]', '1800-05-01')))).toEqual([
      "answers.5.answer.1.dob: must be a living person's birth date (at most 130 years ago)",
    ])
  })

  it('checks sub-question entries: known keys, required sub questions, their types', () => {
    expect(fieldMessages(schema, form(without('answers[5][answer][1][dob]')))).toEqual([
      'answers.5.answer.1.dob: is required',
    ])
    expect(fieldMessages(schema, form(replace('answers[5][answer][1][dob]', '1979/01/30')))).toEqual([
      'answers.5.answer.1.dob: must be a date as YYYY-MM-DD',
    ])
    expect(fieldMessages(schema, form([...validEntries, ['answers[5][answer][1][nickname]', 'JD']]))).toEqual([
      'answers.5.answer.1.nickname: is not a sub question of this question',
    ])
    expect(fieldMessages(schema, form(replace('answers[5][answer][0][full_name]', 'x')))).toEqual([])
  })
})
