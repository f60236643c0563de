import { RiskBadge, StatusBadge, VerificationBadge } from '@/components/ui/badge'
import { KeyValueList } from '@/components/ui/key-value-list'
import { formatDate } from '../utils/format'
import type { ReportAmlFindings } from '../utils/report-aml'
import type { CompanyView } from '../utils/to-company-view'
import { ReportDownload } from './report-download'

/** Name, number, status, type, country, risk, verification and freshness of a company. */
export function CompanyHeader({
  company,
  loadReportAml,
}: {
  company: CompanyView
  loadReportAml?: () => Promise<ReportAmlFindings>
}) {
  return (
    <header className="space-y-4">
      <div className="space-y-2">
        <p className="text-sm text-slate-700 dark:text-slate-300">Company profile · API {company.version}</p>
        <h1 className="break-words text-2xl font-semibold">{company.name}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={company.status} />
          <RiskBadge risk={company.risk} />
          <VerificationBadge verification={company.verification} />
          <span className="ms-auto">
            <ReportDownload company={company} loadAml={loadReportAml} />
          </span>
        </div>
      </div>
      <KeyValueList
        className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr] lg:grid-cols-[auto_1fr_auto_1fr]"
        items={[
          { label: 'Registration number', value: company.registrationNumber },
          { label: 'Type', value: company.type },
          {
            label: 'Country',
            value: (
              <span className="inline-flex items-center gap-1.5">
                {company.country.flag && <img src={company.country.flag} alt="" className="h-3 w-4 rounded-sm" />}
                {company.country.label}
              </span>
            ),
          },
          { label: 'Last updated', value: formatDate(company.lastUpdatedAt) ?? 'not yet' },
        ]}
      />
      {company.pending && (
        <p
          role="status"
          className="rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100"
        >
          This profile is still being fetched from the registry. What is shown may grow; the page refreshes by itself.
        </p>
      )}
    </header>
  )
}
