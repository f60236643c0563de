import type { ParentCompany } from '@contract/registry'
import { placeLabel } from '@/lib/place-labels'
import { humanize } from '../../utils/format'
import { SimpleTable } from './section'

export function ParentCompaniesTable({ parents }: { parents: readonly ParentCompany[] }) {
  return (
    <SimpleTable
      caption="Parent companies"
      headers={['Name', 'Number', 'Type', 'Country', 'Jurisdiction']}
      rows={parents.map((parent) => [
        parent.name,
        parent.company_number,
        parent.entity_type ? humanize(parent.entity_type) : parent.type,
        parent.country_name ? placeLabel('v1', parent.country_name) : null,
        parent.jurisdiction_code,
      ])}
    />
  )
}
