import type { Question, SubQuestion } from '@contract/services/questionnaires'
import { questionLabel } from '../utils/question-label'
import { Controller, get, useFieldArray, useFormContext } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { emptySubEntry, subQuestionsOf, type FormValues } from '../utils/form-model'
import { CountryAnswerField } from './country-answer-field'
import { FileDropField } from './file-drop-field'

export interface FieldContext {
  /** Files chosen before a reload that could not be brought back, by field name. */
  forgottenFiles: Record<string, string[]>
  /** This browser refused to keep the chosen files. */
  filesNotKept: boolean
  /** Upload progress per file while sending (undefined otherwise). */
  progress?: Map<File, number>
  onRejectedFiles: (name: string, messages: string[]) => void
}

const labelOf = (question: Question | SubQuestion) => questionLabel(question.question, question.rules.required)

/** One input of the form at `name` (a question, or a sub question inside a repeated entry). */
function AnswerInput({
  question,
  name,
  context,
}: {
  question: Question | SubQuestion
  name: string
  context: FieldContext
}) {
  const { control, register, formState } = useFormContext<FormValues>()
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message
  const path = name as `answers.${number}`
  switch (question.input_type) {
    case 'text':
    case 'date':
      return (
        <TextField
          label={labelOf(question)}
          type={question.input_type === 'date' ? 'date' : 'text'}
          placeholder={question.placeholder ?? undefined}
          aria-required={question.rules.required || undefined}
          error={error}
          {...register(path)}
        />
      )
    case 'countries_list':
      return (
        <Controller
          control={control}
          name={path}
          render={({ field }) => (
            <CountryAnswerField
              label={labelOf(question)}
              options={(question as Question).options}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              error={error}
            />
          )}
        />
      )
    case 'file':
      return (
        <Controller
          control={control}
          name={path}
          render={({ field }) => (
            <FileDropField
              label={question.question}
              required={question.rules.required}
              multiple={question.rules.multiple === true}
              value={Array.isArray(field.value) ? (field.value as File[]) : []}
              onChange={field.onChange}
              error={error}
              forgotten={context.forgottenFiles[name]}
              notKept={context.filesNotKept}
              progress={context.progress}
              onRejected={(messages) => context.onRejectedFiles(name, messages)}
            />
          )}
        />
      )
    case 'sub_questions':
      return <RepeatedGroups question={question as Question} name={path} context={context} error={error} />
  }
}

/** A sub_questions question: one fieldset per entry (e.g. per owner), "add another" and remove. */
function RepeatedGroups({
  question,
  name,
  context,
  error,
}: {
  question: Question
  name: `answers.${number}`
  context: FieldContext
  error?: string
}) {
  const { control } = useFormContext<FormValues>()
  const { fields, append, remove } = useFieldArray({ control, name: name as never })
  const subs = subQuestionsOf(question)
  const noun = question.ubo_aml_check || question.ubo_kyc_check || /owner/i.test(question.question) ? 'owner' : 'entry'
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{labelOf(question)}</legend>
      {fields.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">No {noun} added yet.</p>}
      {fields.map((field, position) => (
        <fieldset key={field.id} className="space-y-3 rounded-md border border-slate-300 p-3 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold">{`${noun === 'owner' ? 'Owner' : 'Entry'} ${position + 1}`}</legend>
          {subs.map((sub) => (
            <AnswerInput
              key={sub.key_name}
              question={sub}
              name={`${name}.${position}.${sub.key_name}`}
              context={context}
            />
          ))}
          <Button variant="secondary" onClick={() => remove(position)} disabled={context.progress !== undefined}>
            {`Remove ${noun} ${position + 1}`}
          </Button>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        onClick={() => append(emptySubEntry(question) as never)}
        disabled={context.progress !== undefined}
      >
        {fields.length === 0 ? `Add ${noun === 'owner' ? 'an owner' : 'an entry'}` : `Add another ${noun}`}
      </Button>
      {error && <p className="break-words text-sm text-red-700 dark:text-red-300">{error}</p>}
    </fieldset>
  )
}

export function QuestionField({
  question,
  index,
  context,
}: {
  question: Question
  index: number
  context: FieldContext
}) {
  return <AnswerInput question={question} name={`answers.${index}`} context={context} />
}
