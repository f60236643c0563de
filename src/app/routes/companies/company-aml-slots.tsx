import { useQuery } from '@tanstack/react-query'
import { authQueries } from '@/features/auth/api/auth-queries'
import type { ScreeningTarget } from '@/features/aml/api/aml-mutations'
import { CompanyAmlPanel, PersonAml } from '@/features/aml/components/company-aml-panel'
import type { CompanyAmlSlots } from '@/features/company/components/company-profile'
import type { CompanyView } from '@/features/company/utils/to-company-view'

/** The AML feature composed into a company profile: the company panel and each person's status and button. */
export function useCompanyAmlSlots(company: CompanyView | undefined, target: ScreeningTarget | null): CompanyAmlSlots | undefined {
  const { data: me } = useQuery(authQueries.me())
  if (!company || !target) return undefined
  const canScreen = me?.permissions.includes('aml:run') ?? false
  return {
    panel: (
      <CompanyAmlPanel
        target={target}
        companyName={company.name}
        aml={company.aml}
        people={company.officers.length + company.beneficialOwners.length}
        canScreen={canScreen}
      />
    ),
    person: (person) => <PersonAml target={target} person={person} canScreen={canScreen} />,
  }
}
