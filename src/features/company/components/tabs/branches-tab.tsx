import { StatusBadge } from '@/components/ui/badge'
import { placeLabel } from '@/lib/place-labels'
import { formatDate } from '../../utils/format'
import type { CompanyView } from '../../utils/to-company-view'
import { Section, SimpleTable } from './section'
import { ParentCompaniesTable } from './parent-companies-table'

/** Branches of the company and the companies above it. */
export function BranchesTab({ company }: { company: CompanyView }) {
  return (
    <div className="space-y-8">
      <Section title="Branches" empty={company.branches.length === 0 && 'No branches are recorded for this company.'}>
        <SimpleTable
          caption="Branches"
          headers={['Name', 'Number', 'Country', 'Status', 'Registered', 'Address']}
          rows={company.branches.map((branch) => [
            branch.name,
            branch.company_number,
            branch.country_name
              ? placeLabel(
                  'v1',
                  branch.state_name ? `${branch.country_name}.${branch.state_name}` : branch.country_name,
                )
              : branch.jurisdiction_code,
            branch.status ? <StatusBadge status={branch.status} /> : null,
            formatDate(branch.registration_date ?? branch.start_date),
            branch.address,
          ])}
        />
      </Section>
      <Section
        title="Parent companies"
        empty={company.parentCompanies.length === 0 && 'No parent companies are recorded.'}
      >
        <ParentCompaniesTable parents={company.parentCompanies} />
      </Section>
    </div>
  )
}
