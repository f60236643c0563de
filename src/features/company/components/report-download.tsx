import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'
import type { ReportAmlFindings } from '../utils/report-aml'
import type { CompanyView } from '../utils/to-company-view'

/**
 * Builds the company report PDF in the browser (pdf-lib loads on the first click) and downloads it.
 * `loadAml` (composed in by the page) reads the latest screening with its hits and decisions, and the
 * review of every screening of the company and its people.
 */
export function ReportDownload({
  company,
  loadAml,
}: {
  company: CompanyView
  loadAml?: () => Promise<ReportAmlFindings>
}) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const { buildCompanyReportPdf } = await import('../utils/company-report-pdf')
      const aml: ReportAmlFindings = loadAml
        ? await loadAml().catch((error: unknown) => ({
            screening: { unavailable: error instanceof Error ? error.message : String(error) },
            dispositions: {},
          }))
        : { screening: null, dispositions: {} }
      const bytes = await buildCompanyReportPdf(company, new Date(), aml.screening, aml.dispositions)
      const url = URL.createObjectURL(new Blob([bytes.slice().buffer], { type: 'application/pdf' }))
      const link = document.createElement('a')
      link.href = url
      link.download = `kybdesk-report-${company.name.replace(/[^\w.-]+/g, '-').slice(0, 80)}.pdf`
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    } catch (error) {
      void notify('error', `The report could not be made: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="secondary" onClick={() => void download()} disabled={busy}>
      {busy ? 'Making the report…' : 'Download report (PDF)'}
    </Button>
  )
}
