import { v1CountryListings } from '@contract/countries'
import { v1CountriesReadRoute } from '@contract/routes/routes-registry'
import { success } from '../http/success'
import { implement } from '../http/contract-routes'

/** `GET /api/countries/read` (spec §4.1). */
export const v1CountriesRead = implement(v1CountriesReadRoute, async () =>
  success('Countries fetched successfully', { countries: v1CountryListings() }),
)
