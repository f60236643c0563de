import { Badge } from '@/components/ui/badge'
import { fileDownloadHref } from '../../api/file-download'
import { formatAmount, formatDate, humanize } from '../../utils/format'
import type { CompanyView, DocumentView } from '../../utils/to-company-view'
import { Section, SimpleTable } from './section'

function availability(document: DocumentView) {
  if (document.notFound) return <Badge tone="bad">not found at the registry</Badge>
  if (fileDownloadHref(document.ownDocumentUrl ?? document.fileUrl)) return <Badge tone="good">available</Badge>
  if (document.requested) return <Badge tone="info">requested</Badge>
  return <Badge>{document.status ? humanize(document.status) : 'not requested'}</Badge>
}

function download(document: DocumentView) {
  const href = fileDownloadHref(document.ownDocumentUrl ?? document.fileUrl)
  if (!href) return document.fileUrl ? <span className="break-all">{document.fileUrl}</span> : null
  return (
    <a href={href} download className="text-brand-700 underline dark:text-sky-300">
      Download<span className="sr-only"> {document.title ?? document.uid}</span>
    </a>
  )
}

/** Filings (v1) or documents (v2): dates, categories, price, availability and download. */
export function DocumentsTab({ company, currency }: { company: CompanyView; currency: string | null }) {
  return (
    <Section
      title={company.version === 'v1' ? 'Filings' : 'Documents'}
      empty={
        company.documents.length === 0 &&
        `No ${company.version === 'v1' ? 'filings' : 'documents'} are recorded for this company.`
      }
    >
      <SimpleTable
        caption={company.version === 'v1' ? 'Filings' : 'Documents'}
        headers={['Date', 'Title', 'Category', 'Code', 'Price', 'Delivery', 'Availability', 'File']}
        rows={company.documents.map((document) => [
          formatDate(document.date),
          <span key="title" className="block">
            <span className="block font-medium">{document.title ?? 'Untitled'}</span>
            {document.description && (
              <span className="block text-xs text-slate-700 dark:text-slate-300">{document.description}</span>
            )}
          </span>,
          document.category ? humanize(document.category) : null,
          document.code,
          document.price === 0 ? 'free' : formatAmount(document.price, currency),
          document.deliverTime,
          availability(document),
          download(document),
        ])}
      />
    </Section>
  )
}
