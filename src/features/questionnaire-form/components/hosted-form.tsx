import type { Questionnaire } from '@contract/services/questionnaires'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { FormProvider, useForm, type FieldPath } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormError } from '@/components/ui/field'
import { ApiError } from '@/lib/api-client'
import { postLinkAnswers } from '../api/link-questionnaire-api'
import { createDraftFilesSync } from '../utils/draft-files-sync'
import { clearDraft, loadDraft, saveDraft } from '../utils/draft-storage'
import {
  buildSubmission,
  emptyValues,
  fieldOfSubmittedName,
  fileProgress,
  formQuestionsOf,
  formSchema,
  type FormValues,
} from '../utils/form-model'
import { LinkProblem, linkIsUsedOrExpired, linkProblemOf } from './link-problem'
import { QuestionField, type FieldContext } from './question-field'
import { ReviewAnswers } from './review-answers'
import { StepIndicator } from './step-indicator'

/**
 * The end user's questionnaire: one page at a time, then a review step, then the submission with
 * per-file upload progress. Answers are kept in this browser under the link's token until sent:
 * text in localStorage, chosen files in IndexedDB (restored after a reload, previews included).
 */
export function HostedForm({ token, questionnaire }: { token: string; questionnaire: Questionnaire }) {
  const questions = useMemo(() => formQuestionsOf(questionnaire), [questionnaire])
  const schema = useMemo(() => formSchema(questions), [questions])
  const [draft] = useState(() => loadDraft(token, emptyValues(questions)))
  const pageCount = questionnaire.pages.length
  const [step, setStep] = useState(() => Math.min(draft?.step ?? 0, pageCount))
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: draft?.values ?? emptyValues(questions),
    mode: 'onTouched',
  })
  const [progress, setProgress] = useState<Map<File, number> | undefined>(undefined)
  const [formError, setFormError] = useState<string | undefined>(undefined)
  const heading = useRef<HTMLHeadingElement>(null)
  const [filesNotKept, setFilesNotKept] = useState(false)
  const [files] = useState(() => createDraftFilesSync(token, (kept) => setFilesNotKept(!kept)))
  /** Files of the draft that could not be brought back (empty until the restore has run). */
  const [forgottenFiles, setForgottenFiles] = useState<Record<string, string[]>>({})

  // Every change is saved at once (a reload or a lost connection loses nothing).
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          saveDraft(token, values, step)
          files.keep(values)
        },
      }),
    [form, token, step, files],
  )
  // The draft's files come back from IndexedDB (unless the user chose others meanwhile).
  useEffect(() => {
    let current = true
    const chosen = draft?.chosenFiles ?? {}
    void files.restore(chosen).then((restored) => {
      if (!current) return
      for (const [field, list] of restored) {
        const name = field as FieldPath<FormValues>
        const now: unknown = form.getValues(name)
        if (!Array.isArray(now) || now.length === 0) form.setValue(name, list as never)
      }
      setForgottenFiles(Object.fromEntries(Object.entries(chosen).filter(([field]) => !restored.has(field))))
      files.keep(form.getValues())
    })
    return () => {
      current = false
    }
  }, [files, form, draft])
  useEffect(() => saveDraft(token, form.getValues(), step), [form, token, step])
  useEffect(() => heading.current?.focus(), [step])

  const submit = useMutation({
    mutationFn: async (values: FormValues) => {
      const submission = buildSubmission(questions, values)
      setProgress(new Map(submission.files.map(({ file }) => [file, 0])))
      try {
        return await postLinkAnswers(token, submission.form, ({ loaded, total }) => {
          const shares = fileProgress(submission, loaded, total)
          setProgress(new Map(submission.files.map(({ file }, i) => [file, shares[i] ?? 0])))
        })
      } catch (error) {
        if (error instanceof ApiError) showServerErrors(error, submission.questionIndexOf)
        else setFormError(error instanceof Error ? error.message : 'The answers could not be sent.')
        throw error
      } finally {
        setProgress(undefined)
      }
    },
    onSuccess: () => {
      clearDraft(token)
      void files.discard()
    },
    onError: (error) => {
      if (linkIsUsedOrExpired(error)) void files.discard()
    },
  })

  function showServerErrors(error: ApiError, questionIndexOf: number[]) {
    let firstPage: number | undefined
    const unplaced: string[] = []
    for (const field of error.fieldErrors) {
      const name = fieldOfSubmittedName(field.path, questionIndexOf)
      if (!name) {
        unplaced.push(`${field.path}: ${field.message}`)
        continue
      }
      form.setError(name as FieldPath<FormValues>, { type: 'server', message: `This answer ${field.message}.` })
      const page = questions.find((q) => q.index === Number(name.split('.')[1]))?.page
      if (page !== undefined) firstPage = Math.min(firstPage ?? page, page)
    }
    setFormError(
      error.fieldErrors.length === 0 || unplaced.length > 0 ? [error.message, ...unplaced].join(' ') : undefined,
    )
    if (firstPage !== undefined) setStep(firstPage)
  }

  const context: FieldContext = {
    forgottenFiles,
    filesNotKept,
    progress,
    onRejectedFiles: (name, messages) => {
      if (messages.length > 0)
        form.setError(name as FieldPath<FormValues>, { type: 'file', message: messages.join('; ') })
      else form.clearErrors(name as FieldPath<FormValues>)
    },
  }

  if (submit.isSuccess) {
    return (
      <section aria-labelledby="done-title" className="space-y-3">
        <h1 id="done-title" ref={heading} tabIndex={-1} className="text-2xl font-semibold">
          Thank you, your answers were sent
        </h1>
        <p>{`${questionnaire.title} was submitted on ${new Date(submit.data.data.received_at).toLocaleString()}. You can close this page; there is nothing more to do.`}</p>
      </section>
    )
  }
  if (submit.error && linkProblemOf(submit.error)) return <LinkProblem error={submit.error} />

  const stepTitles = [...questionnaire.pages.map((page) => page.page_title), 'Review and submit']
  const onReview = step === pageCount
  const next = async () => {
    setFormError(undefined)
    const names = questions.filter((q) => q.page === step).map((q) => `answers.${q.index}` as FieldPath<FormValues>)
    if (await form.trigger(names, { shouldFocus: true })) setStep(step + 1)
  }
  const send = form.handleSubmit(
    (values) => {
      setFormError(undefined)
      submit.mutate(values)
    },
    (errors) => {
      const wrong = questions.find((q) => errors.answers?.[q.index])
      if (wrong) setStep(wrong.page)
    },
  )

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (onReview) void send()
          else void next()
        }}
        className="space-y-6"
      >
        <div className="space-y-2">
          <p className="text-sm text-slate-700 dark:text-slate-300">{questionnaire.title}</p>
          <StepIndicator steps={stepTitles} current={step} />
        </div>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          {stepTitles[step]}
        </h1>
        {step === 0 && questionnaire.description && <p>{questionnaire.description}</p>}
        {draft && step < pageCount && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Your earlier answers in this browser were restored.
          </p>
        )}
        {onReview ? (
          <ReviewAnswers
            questionnaire={questionnaire}
            questions={questions}
            answers={form.getValues().answers}
            onEdit={setStep}
          />
        ) : (
          <div className="space-y-5">
            {questions
              .filter((q) => q.page === step)
              .map(({ question, index }) => (
                <QuestionField key={question.question_id} question={question} index={index} context={context} />
              ))}
          </div>
        )}
        <FormError message={formError} />
        <div className="flex flex-wrap justify-between gap-3">
          {step > 0 ? (
            <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={submit.isPending}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={submit.isPending}>
            {onReview
              ? submit.isPending
                ? 'Sending…'
                : 'Submit answers'
              : step === pageCount - 1
                ? 'Review answers'
                : 'Next'}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
