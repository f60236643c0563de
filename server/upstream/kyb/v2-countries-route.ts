import { v2CountryListings } from '@contract/countries'
import { v2CountriesRoute } from '@contract/routes/routes-registry'
import { success } from '../http/success'
import { implement } from '../http/contract-routes'

/** `GET /v2/countries` (spec §4.2). */
export const v2Countries = implement(v2CountriesRoute, async () =>
  success('Countries fetched successfully', v2CountryListings()),
)
