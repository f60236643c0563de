import { sandboxCreateCompanyRoute } from '@contract/routes/routes-sandbox'
import type { UpstreamCore } from '../core'
import { implement } from '../http/contract-routes'
import { success } from '../http/success'

/** `POST /sandbox/companies`: a company with exactly the officers and owners given, found at once by v1 and v2 search. */
export function sandboxCreateCompany(core: UpstreamCore) {
  return implement(sandboxCreateCompanyRoute, async ({ body }) => {
    const company = await core.registry.addSandboxCompany(body, core.clock.now())
    return success('Sandbox company created', {
      company: {
        registration_number: company.registration_number,
        country_code: company.country_code,
        country_name: company.country_name,
        name: company.name,
      },
    })
  })
}
