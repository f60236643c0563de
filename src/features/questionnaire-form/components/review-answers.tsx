import type { Questionnaire } from '@contract/services/questionnaires'
import { Button } from '@/components/ui/button'
import { countryAnswerOptions } from './country-answer-field'
import { subQuestionsOf, type AnswerValue, type FormQuestion, type SubEntry } from '../utils/form-model'

function shown(
  value: AnswerValue | string | File[] | undefined,
  options?: Parameters<typeof countryAnswerOptions>[0],
): string {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return 'Not answered'
  if (typeof value === 'string')
    return options ? (countryAnswerOptions(options).find((o) => o.id === value)?.label ?? value) : value
  return (value as File[]).map((file) => file.name).join(', ')
}

/** Every answer, page by page, before submitting; "Change" goes back to the page. */
export function ReviewAnswers({
  questionnaire,
  questions,
  answers,
  onEdit,
}: {
  questionnaire: Questionnaire
  questions: readonly FormQuestion[]
  answers: AnswerValue[]
  onEdit: (page: number) => void
}) {
  return (
    <div className="space-y-6">
      {questionnaire.pages.map((page, pageIndex) => (
        <section
          key={`${page.page_title}-${pageIndex}`}
          aria-labelledby={`review-page-${pageIndex}`}
          className="space-y-2"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`review-page-${pageIndex}`} className="text-lg font-semibold">
              {page.page_title}
            </h2>
            <Button variant="secondary" onClick={() => onEdit(pageIndex)} aria-label={`Change ${page.page_title}`}>
              Change
            </Button>
          </div>
          <dl className="space-y-2">
            {questions
              .filter((q) => q.page === pageIndex)
              .map(({ question, index }) => (
                <div key={question.question_id}>
                  <dt className="text-sm font-medium">{question.question}</dt>
                  {question.input_type === 'sub_questions' ? (
                    <dd className="text-sm">
                      {(answers[index] as SubEntry[]).length === 0 ? (
                        'Not answered'
                      ) : (
                        <ol className="list-decimal space-y-1 pl-5">
                          {(answers[index] as SubEntry[]).map((entry, position) => (
                            <li key={position}>
                              {subQuestionsOf(question)
                                .map((sub) => `${sub.question}: ${shown(entry[sub.key_name])}`)
                                .join('; ')}
                            </li>
                          ))}
                        </ol>
                      )}
                    </dd>
                  ) : (
                    <dd className="break-words text-sm">
                      {shown(
                        answers[index],
                        question.input_type === 'countries_list' ? (question.options ?? []) : undefined,
                      )}
                    </dd>
                  )}
                </div>
              ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
