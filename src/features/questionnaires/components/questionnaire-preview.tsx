import { PAGE_FLAGS, type Page, type Questionnaire } from '@contract/services/questionnaires'
import { Badge } from '@/components/ui/badge'

const flagLabels: Record<(typeof PAGE_FLAGS)[number], string> = {
  kyc_check: 'KYC check',
  kyb_check: 'KYB check',
  document_verification: 'document OCR',
  ubo_kyc_check: 'UBO KYC',
  ubo_aml_check: 'UBO AML',
  for_business: 'for businesses',
  for_individual: 'for individuals',
  kyc_address_check: 'address check',
  aml_check: 'AML check',
}

const inputLabels: Record<string, string> = {
  text: 'text',
  date: 'date',
  countries_list: 'country',
  file: 'file upload',
  sub_questions: 'repeated group',
}

function pageFlags(page: Page) {
  return PAGE_FLAGS.filter((flag) => page[flag] === true)
}

/** A questionnaire's pages and questions: input types, required rules and the checks each page starts. */
export function QuestionnairePreview({ questionnaire }: { questionnaire: Questionnaire }) {
  return (
    <section aria-labelledby="preview-title" className="space-y-4">
      <div>
        <h2 id="preview-title" className="text-lg font-semibold">
          {questionnaire.title}
        </h2>
        {questionnaire.description && (
          <p className="text-sm text-slate-700 dark:text-slate-300">{questionnaire.description}</p>
        )}
      </div>
      <ol className="space-y-4">
        {questionnaire.pages.map((page, index) => (
          <li
            key={`${page.page_title}-${index}`}
            className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-medium">{`Page ${index + 1}: ${page.page_title}`}</h3>
              {pageFlags(page).map((flag) => (
                <Badge key={flag} tone="info">
                  {flagLabels[flag]}
                </Badge>
              ))}
            </div>
            <ul className="space-y-1 text-sm">
              {page.questions.map((question) => (
                <li key={question.question_id}>
                  <span className="font-medium">{question.question}</span>
                  {` — ${inputLabels[question.input_type] ?? question.input_type}${question.rules.required ? ', required' : ', optional'}${question.rules.multiple ? ', several files' : ''}`}
                  {question.input_type === 'sub_questions' && (
                    <ul className="ml-5 list-disc">
                      {(question.sub_questions ?? [])
                        .flatMap((group) => group.questions)
                        .map((sub) => (
                          <li
                            key={sub.key_name}
                          >{`${sub.question} — ${inputLabels[sub.input_type] ?? sub.input_type}${sub.rules.required ? ', required' : ''}${sub.services?.length ? ` (starts ${sub.services.map((s) => s.toUpperCase()).join(', ')})` : ''}`}</li>
                        ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  )
}
