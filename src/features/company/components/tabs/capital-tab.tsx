import { KeyValueList } from '@/components/ui/key-value-list'
import { formatAmount, formatDate, humanize, yesNo } from '../../utils/format'
import type { CompanyView } from '../../utils/to-company-view'
import { Section, SimpleTable } from './section'

/** Share capital, accounts and confirmation dates, and the registries the data comes from. */
export function CapitalTab({ company }: { company: CompanyView }) {
  const financial = company.financial
  const currency = financial?.currency ?? null
  return (
    <div className="space-y-8">
      <Section
        title="Share capital"
        empty={company.capitalStock.length === 0 && !financial && 'No capital information is recorded.'}
      >
        {financial && (
          <KeyValueList
            items={[
              { label: 'Total capital', value: formatAmount(financial.total_capital, currency) },
              { label: 'Number of shares', value: formatAmount(financial.total_number_of_shares) },
              { label: 'Value per share', value: formatAmount(financial.per_share_value, currency) },
              { label: 'More than one share class', value: yesNo(financial.has_more_than_one_class_of_share) },
              { label: 'Extensive shareholding', value: yesNo(financial.have_extensive_shareholding) },
            ]}
          />
        )}
        {company.capitalStock.length > 0 && (
          <SimpleTable
            caption="Capital stock"
            headers={['Class', 'Shares', 'Value per share']}
            rows={company.capitalStock.map((stock) => [
              stock.capital_class ? humanize(stock.capital_class) : null,
              formatAmount(stock.capital_number),
              formatAmount(stock.capital_per_value, currency),
            ])}
          />
        )}
      </Section>
      <Section
        title="Accounts and confirmation statement"
        empty={!company.accounts && !company.confirmationStatement && 'No filing deadlines are recorded.'}
      >
        <SimpleTable
          caption="Accounts and confirmation statement"
          headers={['Filing', 'Last', 'Next', 'Due by']}
          rows={[
            ...(company.accounts
              ? [
                  [
                    'Accounts',
                    formatDate(company.accounts.last_account),
                    formatDate(company.accounts.next_account),
                    formatDate(company.accounts.due_by_date),
                  ],
                ]
              : []),
            ...(company.confirmationStatement
              ? [
                  [
                    'Confirmation statement',
                    formatDate(company.confirmationStatement.last_account),
                    formatDate(company.confirmationStatement.next_account),
                    formatDate(company.confirmationStatement.due_by_date),
                  ],
                ]
              : []),
          ]}
        />
      </Section>
      <Section
        title="Registries"
        empty={company.registries.length === 0 && 'The sources of this profile are not recorded.'}
      >
        <SimpleTable
          caption="Registries"
          headers={['Registry', 'Source']}
          rows={company.registries.map((registry) => [registry.name, registry.source_type])}
        />
      </Section>
    </div>
  )
}
