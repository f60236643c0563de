import { countries, flagPath } from '@contract/countries'
import type {
  AnsweredQuestion,
  FileAnswer,
  QuestionnaireDetail,
  SubAnswerEntry,
} from '@contract/services/questionnaire-detail'
import { ocrRequestIdOf } from '@contract/services/service-detail'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { KeyValueList } from '@/components/ui/key-value-list'
import { humanizeSnakeCase } from '@/lib/place-labels'
import { questionnaireQueries } from '../api/questionnaire-queries'

/** Where a stored file is opened (through the proxy); null when the link is not one to follow. */
export type FileHref = (fileUrl: string) => string | null

const statusTone: Record<string, BadgeTone> = {
  pending: 'warn',
  resolved: 'good',
  verified: 'good',
  failed: 'bad',
  'no match': 'good',
  'potential match': 'bad',
  'verification.accepted': 'good',
  'verification.declined': 'bad',
}
function StatusBadge({ status }: { status: string | null | undefined }) {
  return <Badge tone={statusTone[status ?? ''] ?? 'neutral'}>{status ?? 'not started'}</Badge>
}

function Files({ files, fileHref }: { files: FileAnswer[]; fileHref: FileHref }) {
  if (files.length === 0) return <>No file</>
  return (
    <ul className="space-y-1">
      {files.map((file) => {
        const href = fileHref(file.file_url)
        return (
          <li key={file.file_id}>
            {href ? (
              <a href={href} className="text-brand-700 underline dark:text-sky-300">
                {file.file_name}
              </a>
            ) : (
              file.file_name
            )}
            {` (${file.extension_type}, ${file.file_size})`}
          </li>
        )
      })}
    </ul>
  )
}

function Country({ name }: { name: string }) {
  const country = countries.find((c) => c.name === name)
  return (
    <span className="inline-flex items-center gap-1.5">
      {country && <img src={flagPath(country.alpha2)} alt="" className="h-3 w-4 rounded-sm" />}
      {country?.displayName ?? humanizeSnakeCase(name)}
    </span>
  )
}

function SubEntries({
  question,
  entries,
  fileHref,
}: {
  question: AnsweredQuestion
  entries: SubAnswerEntry[]
  fileHref: FileHref
}) {
  const subs = (question.sub_questions ?? []).flatMap((group) => group.questions)
  const keys = subs.length > 0 ? subs.map((s) => s.key_name) : [...new Set(entries.flatMap((e) => Object.keys(e)))]
  const labelOf = (key: string) => subs.find((s) => s.key_name === key)?.question ?? humanizeSnakeCase(key)
  const cell = (value: SubAnswerEntry[string] | undefined): ReactNode => {
    if (value === undefined || value === null || value === '') return '—'
    if (typeof value === 'string') return value
    return <Files files={value.flat()} fileHref={fileHref} />
  }
  return (
    <div tabIndex={0} role="region" aria-label={question.question} className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{question.question}</caption>
        <thead>
          <tr>
            {['#', ...keys.map(labelOf)].map((h) => (
              <th key={h} scope="col" className="px-2 py-1 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, position) => (
            <tr key={position} className="border-t border-slate-200 dark:border-slate-800">
              <td className="px-2 py-1">{position + 1}</td>
              {keys.map((key) => (
                <td key={key} className="break-words px-2 py-1 align-top">
                  {cell(entry[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Answer({ question, fileHref }: { question: AnsweredQuestion; fileHref: FileHref }) {
  const answer = question.answer
  if (answer === null || answer === '' || (Array.isArray(answer) && answer.length === 0))
    return <span className="text-slate-600 dark:text-slate-400">Not answered</span>
  switch (question.input_type) {
    case 'countries_list':
      return <Country name={String(answer)} />
    case 'file':
      return <Files files={answer as FileAnswer[]} fileHref={fileHref} />
    case 'sub_questions':
      return <SubEntries question={question} entries={answer as SubAnswerEntry[]} fileHref={fileHref} />
    default:
      return <>{String(answer)}</>
  }
}

function OcrPanel({ submissionId, ocrRequestId }: { submissionId: string; ocrRequestId: string }) {
  const ocr = useQuery(questionnaireQueries.ocr(submissionId, ocrRequestId))
  if (ocr.isPending) return <p role="status">Loading the OCR result…</p>
  if (ocr.isError) return <p role="alert">The OCR result could not be read: {ocr.error.message}</p>
  const { ocr_status, ocr_response, user_verification_data, decline_reason } = ocr.data
  return (
    <section aria-labelledby="ocr-title" className="space-y-2">
      <h2 id="ocr-title" className="text-lg font-semibold">
        Document OCR <StatusBadge status={ocr_status} />
      </h2>
      <table className="w-full max-w-2xl text-left text-sm">
        <caption className="sr-only">Extracted and expected company details</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 font-medium">
              Detail
            </th>
            <th scope="col" className="py-1 font-medium">
              Extracted from the document
            </th>
            <th scope="col" className="py-1 font-medium">
              Expected
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="py-1 font-medium">
              Company name
            </th>
            <td>{ocr_response?.company_name ?? '—'}</td>
            <td>{user_verification_data.company_name ?? '—'}</td>
          </tr>
          <tr>
            <th scope="row" className="py-1 font-medium">
              Registration number
            </th>
            <td>{ocr_response?.registration_number ?? '—'}</td>
            <td>{user_verification_data.registration_number ?? '—'}</td>
          </tr>
        </tbody>
      </table>
      {decline_reason.length > 0 && (
        <div>
          <h3 className="text-sm font-medium">Decline reasons</h3>
          <ul className="list-disc pl-5 text-sm">
            {decline_reason.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}

function AmlStatus({ amlRequestId }: { amlRequestId: string }) {
  const aml = useQuery(questionnaireQueries.aml(amlRequestId))
  if (aml.isPending) return <Badge>loading</Badge>
  if (aml.isError) return <span className="text-sm">{aml.error.message}</span>
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {aml.data.subject.name && <span>{aml.data.subject.name}</span>}
      <StatusBadge status={aml.data.request_status === 'pending' ? 'pending' : (aml.data.match_status ?? 'resolved')} />
      <Link
        to={`/aml/${encodeURIComponent(amlRequestId)}`}
        className="text-sm text-brand-700 underline dark:text-sky-300"
      >
        Review
      </Link>
    </span>
  )
}

function KycStatus({ kycRequestId }: { kycRequestId: string }) {
  const kyc = useQuery(questionnaireQueries.kyc(kycRequestId))
  if (kyc.isPending) return <Badge>loading</Badge>
  if (kyc.isError) return <span className="text-sm">{kyc.error.message}</span>
  const person = kyc.data.kyc_request.document?.name?.full_name
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {person && <span>{person}</span>}
      <StatusBadge status={kyc.data.request_status} />
      <Link
        to={`/kyc/cases/${encodeURIComponent(kycRequestId)}`}
        className="text-sm text-brand-700 underline dark:text-sky-300"
      >
        Case
      </Link>
    </span>
  )
}

function ChecksPanel({ detail }: { detail: QuestionnaireDetail }) {
  const service = useQuery(questionnaireQueries.service(detail.questionnaire_request_id, detail.service_id))
  if (service.isPending) return <p role="status">Loading the checks…</p>
  if (service.isError) return <p role="alert">The checks could not be read: {service.error.message}</p>
  const s = service.data
  const ocrId = ocrRequestIdOf(s)
  const items = [
    { label: 'Service', value: <StatusBadge status={s.status} /> },
    {
      label: 'KYB check',
      value: s.kyb_request_id ? (
        <Link
          to={`/companies/v1/${encodeURIComponent(s.kyb_request_id)}/${encodeURIComponent(detail.company_id)}`}
          className="text-brand-700 underline dark:text-sky-300"
        >
          Company profile
        </Link>
      ) : null,
    },
    { label: 'Company AML', value: s.aml_request_id ? <AmlStatus amlRequestId={s.aml_request_id} /> : null },
    { label: 'KYC', value: s.kyc_request_id ? <KycStatus kycRequestId={s.kyc_request_id} /> : null },
    {
      label: 'UBO AML',
      value:
        s.ubo_aml_request_ids.length > 0 ? (
          <ul className="space-y-1">
            {s.ubo_aml_request_ids.map((id) => (
              <li key={id}>
                <AmlStatus amlRequestId={id} />
              </li>
            ))}
          </ul>
        ) : null,
    },
    {
      label: 'UBO KYC',
      value:
        s.ubo_kyc_request_ids.length > 0 ? (
          <ul className="space-y-1">
            {s.ubo_kyc_request_ids.map((id) => (
              <li key={id}>
                <KycStatus kycRequestId={id} />
              </li>
            ))}
          </ul>
        ) : null,
    },
  ]
  return (
    <div className="space-y-6">
      <section aria-labelledby="checks-title" className="space-y-2">
        <h2 id="checks-title" className="text-lg font-semibold">
          Checks started
        </h2>
        <KeyValueList items={items} />
      </section>
      {ocrId && <OcrPanel submissionId={detail.questionnaire_request_id} ocrRequestId={ocrId} />}
    </div>
  )
}

/** One submission: every answer by type, the OCR result and the checks it started, live until resolved. */
export function SubmissionDetail({ submissionId, fileHref }: { submissionId: string; fileHref: FileHref }) {
  const detail = useQuery(questionnaireQueries.detail(submissionId))
  if (detail.isPending) return <p role="status">Loading the submission…</p>
  if (detail.isError) return <p role="alert">The submission could not be read: {detail.error.message}</p>
  const d = detail.data
  return (
    <div className="space-y-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">{d.final_response.title}</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {`Submission ${d.questionnaire_request_id} · ${d.final_response.type === 'document_base_kyb' ? 'document-based KYB' : 'business information'} · received ${new Date(d.created_at).toLocaleString()} · `}
          <StatusBadge status={d.status} />
        </p>
      </div>
      <ChecksPanel detail={d} />
      <section aria-labelledby="answers-title" className="space-y-4">
        <h2 id="answers-title" className="text-lg font-semibold">
          Answers
        </h2>
        {d.final_response.pages.map((page, index) => (
          <section key={`${page.page_title}-${index}`} aria-label={page.page_title} className="space-y-2">
            <h3 className="font-medium">{page.page_title}</h3>
            <KeyValueList
              items={page.questions.map((question) => ({
                label: question.question,
                value: <Answer question={question} fileHref={fileHref} />,
              }))}
            />
          </section>
        ))}
      </section>
    </div>
  )
}
