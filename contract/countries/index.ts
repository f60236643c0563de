export type { CountryData, CountryService, Region, StateData } from './country-types'
export { countries } from './country-data'
export { canadianProvinces, uaeEmirates, usStates } from './subdivisions'
export {
  countryByV1Name,
  countryByV2Code,
  flagPath,
  isServedV1Name,
  isServedV2Code,
  placeByV1Name,
  placeByV2Code,
  servedPlaces,
  v1NameToV2Code,
  v2CodeToV1Name,
  type ServedPlace,
} from './served-places'
export { v1CountryListings, v2CountryListings, type V1CountryListing, type V2CountryListing } from './country-listings'
