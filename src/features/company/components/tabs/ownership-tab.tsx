import type { OwnershipNode } from '@contract/registry'
import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { cumulativeOwnership, formatPercent, roundShare } from '../../utils/cumulative-ownership'
import type { CompanyView } from '../../utils/to-company-view'
import { Section, SimpleTable } from './section'
import { ParentCompaniesTable } from './parent-companies-table'

/** The ownership tree (collapsible), what each owner holds through the chain, and parent companies. */
export function OwnershipTab({ company }: { company: CompanyView }) {
  const structure = company.ownershipStructure
  const shares = cumulativeOwnership(structure)
  return (
    <div className="space-y-8">
      <Section
        title="Ownership structure"
        empty={
          (!structure || structure.children.length === 0) && 'No ownership structure is recorded for this company.'
        }
      >
        {structure && (
          <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
            <p className="break-words font-medium">{structure.name}</p>
            <OwnershipBranch nodes={structure.children} fractionOfRoot={1} depth={1} />
          </div>
        )}
      </Section>
      <Section
        title="What each owner holds through the chain"
        empty={shares.length === 0 && 'No shareholding with a known percentage to add up.'}
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">
          An owner&apos;s share of this company is the product of the percentages along each chain of holdings, added up
          over chains.
        </p>
        <SimpleTable
          caption="Cumulative ownership"
          headers={['Owner', 'Held directly', 'Held in total', 'Chains', 'Ultimate owner']}
          rows={shares.map((share) => [
            share.name,
            share.direct === null ? 'no' : formatPercent(share.direct),
            formatPercent(share.cumulative),
            String(share.chains),
            share.ultimate ? 'yes' : 'no',
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

function OwnershipBranch({
  nodes,
  fractionOfRoot,
  depth,
}: {
  nodes: readonly OwnershipNode[]
  fractionOfRoot: number
  depth: number
}) {
  if (nodes.length === 0) return null
  return (
    <ul className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
      {nodes.map((node, index) => (
        <OwnershipItem key={`${node.name}-${index}`} node={node} fractionOfRoot={fractionOfRoot} depth={depth} />
      ))}
    </ul>
  )
}

function OwnershipItem({
  node,
  fractionOfRoot,
  depth,
}: {
  node: OwnershipNode
  fractionOfRoot: number
  depth: number
}) {
  const children = node.children ?? []
  const [open, setOpen] = useState(depth < 3)
  const known = node.percentage !== null && Number.isFinite(node.percentage)
  const fraction = known ? fractionOfRoot * ((node.percentage as number) / 100) : Number.NaN
  return (
    <li>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {children.length > 0 ? (
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
            className="rounded px-1 font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span> <span className="break-words">{node.name}</span>
            <span className="sr-only">
              {open ? ', collapse' : `, expand ${children.length} owner${children.length === 1 ? '' : 's'}`}
            </span>
          </button>
        ) : (
          <span className="break-words px-1 font-medium">{node.name}</span>
        )}
        <Badge tone="info">{`${formatPercent(node.percentage)} of parent`}</Badge>
        {depth > 1 && (
          <span className="text-slate-700 dark:text-slate-300">{`= ${formatPercent(Number.isNaN(fraction) ? null : roundShare(fraction * 100))} of the company`}</span>
        )}
        {!node.active && <Badge tone="warn">inactive</Badge>}
      </div>
      {open && (
        <OwnershipBranch
          nodes={children}
          fractionOfRoot={Number.isNaN(fraction) ? Number.NaN : fraction}
          depth={depth + 1}
        />
      )}
    </li>
  )
}
