import { exampleQuestionnaire } from '@contract/services/examples'
import { describe, expect, it } from 'vitest'
import {
  buildSubmission,
  fieldOfSubmittedName,
  fileProgress,
  formQuestionsOf,
  formSchema,
  type FormValues,
} from './form-model'

const questions = formQuestionsOf(exampleQuestionnaire)
const certificate = new File(['%PDF-1.7 certificate'], 'certificate.pdf', { type: 'application/pdf' })
const passport = new File([new Uint8Array(400)], 'passport.png', { type: 'image/png' })

const filled = (): FormValues => ({
  answers: [
    'Acme Handels GmbH',
    'HRB 123456',
    'germany',
    '',
    [certificate],
    [
      { full_name: 'Jane Doe', dob: '1980-05-01', kyc_check_id_document: [passport] },
      { full_name: 'John Roe', dob: '1975-11-30', kyc_check_id_document: [] },
    ],
  ],
})

describe('hosted form model', () => {
  it('builds the bracket-named multipart form, files with their names, unanswered optional questions left out', () => {
    const submission = buildSubmission(questions, filled())
    const file = submission.form.get('answers[3][answer][0]')
    expect(file).toBeInstanceOf(File)
    expect((file as File).name).toBe('certificate.pdf')
    expect((submission.form.get('answers[4][answer][0][kyc_check_id_document]') as File).name).toBe('passport.png')
    expect(submission.form.get('answers[4][answer][1][full_name]')).toBe('John Roe')
    expect(submission.form.has('answers[4][answer][1][kyc_check_id_document]')).toBe(false)
    expect(submission.questionIndexOf).toEqual([0, 1, 2, 4, 5])
    expect(submission.files.map((f) => f.field)).toEqual(['answers.4', 'answers.5.0.kyc_check_id_document'])
  })

  it('maps submission paths (dotted or bracketed) back onto form fields', () => {
    const { questionIndexOf } = buildSubmission(questions, filled())
    expect(fieldOfSubmittedName('answers.3.answer', questionIndexOf)).toBe('answers.4')
    expect(fieldOfSubmittedName('answers[4][answer][1][dob]', questionIndexOf)).toBe('answers.5.1.dob')
    expect(fieldOfSubmittedName('services', questionIndexOf)).toBeUndefined()
  })

  it('splits the bytes sent over the files in the order they are sent', () => {
    const submission = buildSubmission(questions, filled())
    expect(fileProgress(submission, 0, 1000)).toEqual([0, 0])
    expect(fileProgress(submission, 1000, 1000)).toEqual([1, 1])
    // Half-way through the second file: the first is sent, the second half sent.
    const halfway = submission.files[1]!.start + passport.size / 2
    const [first, second] = fileProgress(submission, halfway, submission.estimatedBytes)
    expect(first).toBe(1)
    expect(second).toBeCloseTo(0.5)
  })

  it('applies the contract rules: required answers, dates, listed countries, the file rules', () => {
    const values = filled()
    values.answers[1] = ''
    values.answers[2] = 'atlantis'
    values.answers[3] = '17/04/2009'
    values.answers[4] = [new File(['x'], 'notes.txt', { type: 'text/plain' })]
    const result = formSchema(questions).safeParse(values)
    const issues = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    expect(issues).toEqual(
      expect.arrayContaining([
        'answers.1: This answer is required.',
        'answers.2: This answer must be one of the listed countries.',
        'answers.3: This answer must be a date as YYYY-MM-DD.',
        expect.stringMatching(/^answers\.4: notes\.txt: must be one of/),
      ]),
    )
  })
})
