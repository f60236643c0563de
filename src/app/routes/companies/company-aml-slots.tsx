import { useQuery, useQueryClient } from '@tanstack/react-query'
import { authQueries } from '@/features/auth/api/auth-queries'
import type { ScreeningTarget } from '@/features/aml/api/aml-mutations'
import { amlQueries } from '@/features/aml/api/aml-queries'
import { CompanyAmlPanel, PersonAml } from '@/features/aml/components/company-aml-panel'
import type { CompanyAmlSlots } from '@/features/company/components/company-aml-slots'
import type { CompanyView } from '@/features/company/utils/to-company-view'
import { toReportAml } from './company-report-aml'

/**
 * The AML feature composed into a company profile: the company panel, each person's status and
 * button, and the latest company screening (hits and decisions, read fresh) for the PDF report.
 */
export function useCompanyAmlSlots(
  company: CompanyView | undefined,
  target: ScreeningTarget | null,
): CompanyAmlSlots | undefined {
  const { data: me } = useQuery(authQueries.me())
  const queryClient = useQueryClient()
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
    report: async () => {
      const review = (id: string) => queryClient.fetchQuery({ ...amlQueries.review(id), staleTime: 0 })
      const id = company.aml.requestId
      const screening = id ? toReportAml(await review(id)) : null
      // Each person's screening with what its review decided; one that cannot be read shows its status alone.
      const people = [...company.officers, ...company.beneficialOwners].flatMap((p) =>
        p.amlRequestId && p.amlStatus ? [p.amlRequestId] : [],
      )
      const reviews = await Promise.all(
        [...new Set(people)].map(async (personId) =>
          review(personId).then(
            (found) => [personId, found.disposition] as const,
            () => null,
          ),
        ),
      )
      return { screening, dispositions: Object.fromEntries(reviews.filter((entry) => entry !== null)) }
    },
  }
}
