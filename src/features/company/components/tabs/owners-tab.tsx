import { Badge } from '@/components/ui/badge'
import { cumulativeOwnership, formatPercent } from '../../utils/cumulative-ownership'
import { formatDate, formatShareRange } from '../../utils/format'
import type { CompanyView } from '../../utils/to-company-view'
import type { CompanyAmlSlots } from '../company-aml-slots'
import { Section, SimpleTable } from './section'

/**
 * Beneficial owners with their share ranges; the ultimate owners of the ownership tree the registry
 * does not list among them (holding through other companies, or directly but unlisted) with their
 * shares; and the ownership and voting share tables (v1).
 */
export function OwnersTab({ company, personAml }: { company: CompanyView; personAml?: CompanyAmlSlots['person'] }) {
  const listed = new Set(company.beneficialOwners.map((owner) => owner.name.trim().toLowerCase()))
  const fromTree = cumulativeOwnership(company.ownershipStructure).filter(
    (share) => share.ultimate && !listed.has(share.name.trim().toLowerCase()),
  )
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
      {fromTree.length > 0 && (
        <Section title="Other owners in the ownership tree">
          <SimpleTable
            caption="Other owners in the ownership tree"
            headers={['Name', 'In total', 'Directly']}
            rows={fromTree.map((share) => [
              share.name,
              formatPercent(share.cumulative),
              share.direct === null ? 'through other companies' : formatPercent(share.direct),
            ])}
          />
        </Section>
      )}
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
