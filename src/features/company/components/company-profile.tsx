import { Tabs, type TabItem } from '@/components/ui/tabs'
import type { CompanyTab } from '../utils/company-url-state'
import type { CompanyView } from '../utils/to-company-view'
import type { CompanyAmlSlots } from './company-aml-slots'
import { CompanyHeader } from './company-header'
import { BranchesTab } from './tabs/branches-tab'
import { CapitalTab } from './tabs/capital-tab'
import { DocumentsTab } from './tabs/documents-tab'
import { FinancialsTab } from './tabs/financials-tab'
import { HistoryTab } from './tabs/history-tab'
import { OfficersTab } from './tabs/officers-tab'
import { OverviewTab } from './tabs/overview-tab'
import { OwnersTab } from './tabs/owners-tab'
import { OwnershipTab } from './tabs/ownership-tab'

const count = (n: number) => (n > 0 ? ` (${n})` : '')

/** A company profile of either API version: header, "still fetching" notice and the tabs. */
export function CompanyProfile({
  company,
  tab,
  onTab,
  aml,
}: {
  company: CompanyView
  tab: CompanyTab
  onTab: (tab: CompanyTab) => void
  aml?: CompanyAmlSlots
}) {
  const items: TabItem<CompanyTab>[] = [
    { id: 'overview', label: 'Overview', content: () => <OverviewTab company={company} /> },
    {
      id: 'officers',
      label: `Officers${count(company.officers.length)}`,
      content: () => <OfficersTab company={company} personAml={aml?.person} />,
    },
    {
      id: 'owners',
      label: `Owners${count(company.beneficialOwners.length)}`,
      content: () => <OwnersTab company={company} personAml={aml?.person} />,
    },
    { id: 'ownership', label: 'Ownership', content: () => <OwnershipTab company={company} /> },
    {
      id: 'documents',
      label: `${company.version === 'v1' ? 'Filings' : 'Documents'}${count(company.documents.length)}`,
      content: () => <DocumentsTab company={company} currency={company.financial?.currency ?? null} />,
    },
    { id: 'financials', label: 'Financials', content: () => <FinancialsTab company={company} /> },
    { id: 'history', label: 'History', content: () => <HistoryTab company={company} /> },
    { id: 'branches', label: 'Branches & parents', content: () => <BranchesTab company={company} /> },
    { id: 'capital', label: 'Capital & registries', content: () => <CapitalTab company={company} /> },
  ]
  return (
    <article className="max-w-6xl space-y-6">
      <CompanyHeader company={company} loadReportAml={aml?.report} />
      {aml?.panel}
      <Tabs label="Company profile sections" items={items} selected={tab} onSelect={onTab} />
    </article>
  )
}
