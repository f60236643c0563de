import { KeyValueList } from '@/components/ui/key-value-list'
import { SafeExternalLink } from '@/components/ui/safe-link'
import { formatDate, humanize, yesNo } from '../../utils/format'
import type { CompanyView } from '../../utils/to-company-view'
import { Section, SimpleTable } from './section'

const contactValue = (type: string | null, value: string | null) => {
  if (!value) return null
  if (type && /web|url|site/i.test(type)) return <SafeExternalLink href={value} />
  return value
}

/** Key facts, identifiers, industries, addresses and contacts. */
export function OverviewTab({ company }: { company: CompanyView }) {
  return (
    <div className="space-y-8">
      <Section title="Key facts">
        <KeyValueList
          items={[
            { label: 'Description', value: company.description },
            { label: 'Registered', value: formatDate(company.registrationDate) },
            { label: 'Incorporated', value: formatDate(company.incorporationDate) },
            { label: 'Dissolved', value: formatDate(company.dissolutionDate) },
            { label: 'Inactive since', value: formatDate(company.inactiveDate) },
            { label: 'Industries', value: company.industries },
            { label: 'Tax number', value: company.taxNumber },
            ...(company.version === 'v1'
              ? [
                  { label: 'Jurisdiction', value: company.jurisdictionCode },
                  { label: 'Registered for', value: company.registrationPeriod },
                  { label: 'Incorporated for', value: company.incorporationPeriod },
                  {
                    label: 'Years since dissolution',
                    value: company.yearsSinceDissolution === null ? null : String(company.yearsSinceDissolution),
                  },
                  { label: 'Primary source', value: yesNo(company.sources?.primary) },
                  { label: 'Secondary source', value: yesNo(company.sources?.secondary) },
                ]
              : []),
            {
              label: 'Company AML',
              value:
                company.aml.status ??
                (company.aml.requestStatus ? `screening ${company.aml.requestStatus}` : 'not screened'),
            },
          ]}
        />
      </Section>
      <Section
        title="Identifiers"
        empty={company.identifiers.length === 0 && 'No identifiers are recorded for this company.'}
      >
        <SimpleTable
          caption="Identifiers"
          headers={['Type', 'Code', 'Number']}
          rows={company.identifiers.map((identifier) => [
            humanize(identifier.identifier_type),
            identifier.identifier_code,
            identifier.identifier_number,
          ])}
        />
      </Section>
      <Section
        title="Industries"
        empty={company.industryDetails.length === 0 && 'No industry classification is recorded.'}
      >
        <SimpleTable
          caption="Industries"
          headers={['Code', 'Name', 'Description']}
          rows={company.industryDetails.map((industry) => [industry.code, industry.name, industry.description])}
        />
      </Section>
      <Section title="Addresses" empty={company.addresses.length === 0 && 'No addresses are recorded.'}>
        <SimpleTable
          caption="Addresses"
          headers={['Type', 'Address', 'Description']}
          rows={company.addresses.map((address) => [
            address.type ? humanize(address.type) : null,
            address.address,
            address.description,
          ])}
        />
      </Section>
      <Section title="Contacts" empty={company.contacts.length === 0 && 'No contact details are recorded.'}>
        <SimpleTable
          caption="Contacts"
          headers={['Type', 'Value']}
          rows={company.contacts.map((contact) => [
            contact.type ? humanize(contact.type) : null,
            contactValue(contact.type, contact.value),
          ])}
        />
      </Section>
    </div>
  )
}
