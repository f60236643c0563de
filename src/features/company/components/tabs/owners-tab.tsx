import { Badge } from '@/components/ui/badge'
import { formatDate, formatShareRange } from '../../utils/format'
import type { CompanyView } from '../../utils/to-company-view'
import type { CompanyAmlSlots } from '../company-aml-slots'
import { Section, SimpleTable } from './section'

/** Beneficial owners with their share ranges, and the ownership and voting share tables (v1). */
export function OwnersTab({ company, personAml }: { company: CompanyView; personAml?: CompanyAmlSlots['person'] }) {
  return (
    <div className="space-y-8">
      <Section
        title="Beneficial owners"
        empty={company.beneficialOwners.length === 0 && 'No beneficial owners are recorded for this company.'}
      >
        <SimpleTable
          caption="Beneficial owners"
          headers={['Name', 'Role', 'Nationality', 'Ownership', 'Voting', 'Since', 'Ceased', 'AML']}
          rows={company.beneficialOwners.map((owner) => [
            owner.name,
            owner.designation ?? owner.legalForm,
            owner.nationality,
            formatShareRange(owner.shares?.ownership_min_shares, owner.shares?.ownership_max_shares),
            formatShareRange(owner.shares?.voting_min_shares, owner.shares?.voting_max_shares),
            formatDate(owner.appointmentDate),
            formatDate(owner.ceasedOn),
            personAml ? (
              personAml(owner)
            ) : owner.amlStatus ? (
              <Badge tone={owner.amlStatus === 'no match' ? 'good' : 'warn'}>{owner.amlStatus}</Badge>
            ) : (
              'not screened'
            ),
          ])}
        />
      </Section>
      <Section
        title="Ownership shares"
        empty={
          company.ownershipShares.length === 0 &&
          (company.version === 'v2'
            ? 'Version 2 profiles have no ownership share table; see the owners above.'
            : 'No ownership shares are recorded.')
        }
      >
        <SimpleTable
          caption="Ownership shares"
          headers={['Name', 'Share']}
          rows={company.ownershipShares.map((share) => [
            share.name,
            formatShareRange(share.ownership_min_shares, share.ownership_max_shares),
          ])}
        />
      </Section>
      <Section
        title="Voting shares"
        empty={
          company.votingShares.length === 0 &&
          (company.version === 'v2'
            ? 'Version 2 profiles have no voting share table.'
            : 'No voting shares are recorded.')
        }
      >
        <SimpleTable
          caption="Voting shares"
          headers={['Name', 'Share']}
          rows={company.votingShares.map((share) => [
            share.name,
            formatShareRange(share.voting_min_shares, share.voting_max_shares),
          ])}
        />
      </Section>
    </div>
  )
}
