import type { CountryData, Region, StateData } from './country-types'
import { canadianProvinces, uaeEmirates, usStates } from './subdivisions'

type Row = readonly [name: string, displayName: string, alpha2: string, alpha3: string, region: Region, locale: string]

/** Countries without separately served states: `[v1 name, display name, alpha-2, alpha-3, region, faker locale]`. */
const plainCountries: readonly Row[] = [
  // Europe
  ['united_kingdom', 'United Kingdom', 'GB', 'GBR', 'europe', 'en_GB'],
  ['germany', 'Germany', 'DE', 'DEU', 'europe', 'de'],
  ['france', 'France', 'FR', 'FRA', 'europe', 'fr'],
  ['netherlands', 'Netherlands', 'NL', 'NLD', 'europe', 'nl'],
  ['ireland', 'Ireland', 'IE', 'IRL', 'europe', 'en_IE'],
  ['spain', 'Spain', 'ES', 'ESP', 'europe', 'es'],
  ['italy', 'Italy', 'IT', 'ITA', 'europe', 'it'],
  ['switzerland', 'Switzerland', 'CH', 'CHE', 'europe', 'de_CH'],
  ['sweden', 'Sweden', 'SE', 'SWE', 'europe', 'sv'],
  ['norway', 'Norway', 'NO', 'NOR', 'europe', 'nb_NO'],
  ['denmark', 'Denmark', 'DK', 'DNK', 'europe', 'da'],
  ['finland', 'Finland', 'FI', 'FIN', 'europe', 'fi'],
  ['poland', 'Poland', 'PL', 'POL', 'europe', 'pl'],
  ['austria', 'Austria', 'AT', 'AUT', 'europe', 'de_AT'],
  ['belgium', 'Belgium', 'BE', 'BEL', 'europe', 'nl_BE'],
  ['portugal', 'Portugal', 'PT', 'PRT', 'europe', 'pt_PT'],
  ['czech_republic', 'Czech Republic', 'CZ', 'CZE', 'europe', 'cs_CZ'],
  ['luxembourg', 'Luxembourg', 'LU', 'LUX', 'europe', 'fr_LU'],
  ['liechtenstein', 'Liechtenstein', 'LI', 'LIE', 'europe', 'de_CH'],
  ['greece', 'Greece', 'GR', 'GRC', 'europe', 'el'],
  ['cyprus', 'Cyprus', 'CY', 'CYP', 'europe', 'el'],
  ['malta', 'Malta', 'MT', 'MLT', 'europe', 'en'],
  ['hungary', 'Hungary', 'HU', 'HUN', 'europe', 'hu'],
  ['romania', 'Romania', 'RO', 'ROU', 'europe', 'ro'],
  ['moldova', 'Moldova', 'MD', 'MDA', 'europe', 'ro_MD'],
  ['slovakia', 'Slovakia', 'SK', 'SVK', 'europe', 'sk'],
  ['slovenia', 'Slovenia', 'SI', 'SVN', 'europe', 'sl_SI'],
  ['croatia', 'Croatia', 'HR', 'HRV', 'europe', 'hr'],
  ['serbia', 'Serbia', 'RS', 'SRB', 'europe', 'sr_RS_latin'],
  ['north_macedonia', 'North Macedonia', 'MK', 'MKD', 'europe', 'mk'],
  ['latvia', 'Latvia', 'LV', 'LVA', 'europe', 'lv'],
  ['lithuania', 'Lithuania', 'LT', 'LTU', 'europe', 'en'],
  ['estonia', 'Estonia', 'EE', 'EST', 'europe', 'en'],
  ['ukraine', 'Ukraine', 'UA', 'UKR', 'europe', 'uk'],
  ['iceland', 'Iceland', 'IS', 'ISL', 'europe', 'en'],
  ['georgia', 'Georgia', 'GE', 'GEO', 'europe', 'ka_GE'],
  ['armenia', 'Armenia', 'AM', 'ARM', 'europe', 'hy'],
  ['jersey', 'Jersey', 'JE', 'JEY', 'europe', 'en_GB'],
  ['guernsey', 'Guernsey', 'GG', 'GGY', 'europe', 'en_GB'],
  ['isle_of_man', 'Isle of Man', 'IM', 'IMN', 'europe', 'en_GB'],
  ['gibraltar', 'Gibraltar', 'GI', 'GIB', 'europe', 'en_GB'],
  // Asia
  ['japan', 'Japan', 'JP', 'JPN', 'asia', 'ja'],
  ['singapore', 'Singapore', 'SG', 'SGP', 'asia', 'en'],
  ['hong_kong', 'Hong Kong', 'HK', 'HKG', 'asia', 'en_HK'],
  ['india', 'India', 'IN', 'IND', 'asia', 'en_IN'],
  ['china', 'China', 'CN', 'CHN', 'asia', 'zh_CN'],
  ['taiwan', 'Taiwan', 'TW', 'TWN', 'asia', 'zh_TW'],
  ['south_korea', 'South Korea', 'KR', 'KOR', 'asia', 'ko'],
  ['indonesia', 'Indonesia', 'ID', 'IDN', 'asia', 'id_ID'],
  ['vietnam', 'Vietnam', 'VN', 'VNM', 'asia', 'vi'],
  ['thailand', 'Thailand', 'TH', 'THA', 'asia', 'th'],
  ['malaysia', 'Malaysia', 'MY', 'MYS', 'asia', 'en'],
  ['philippines', 'Philippines', 'PH', 'PHL', 'asia', 'en'],
  ['nepal', 'Nepal', 'NP', 'NPL', 'asia', 'en_NP'],
  ['bangladesh', 'Bangladesh', 'BD', 'BGD', 'asia', 'bn_BD'],
  ['pakistan', 'Pakistan', 'PK', 'PAK', 'asia', 'ur'],
  ['azerbaijan', 'Azerbaijan', 'AZ', 'AZE', 'asia', 'az'],
  ['uzbekistan', 'Uzbekistan', 'UZ', 'UZB', 'asia', 'uz_UZ_latin'],
  ['mongolia', 'Mongolia', 'MN', 'MNG', 'asia', 'mn_MN_cyrl'],
  // Middle East
  ['saudi_arabia', 'Saudi Arabia', 'SA', 'SAU', 'middle_east', 'ar'],
  ['israel', 'Israel', 'IL', 'ISR', 'middle_east', 'he'],
  ['turkey', 'Turkey', 'TR', 'TUR', 'middle_east', 'tr'],
  ['qatar', 'Qatar', 'QA', 'QAT', 'middle_east', 'ar'],
  ['bahrain', 'Bahrain', 'BH', 'BHR', 'middle_east', 'ar'],
  ['oman', 'Oman', 'OM', 'OMN', 'middle_east', 'ar'],
  ['kuwait', 'Kuwait', 'KW', 'KWT', 'middle_east', 'ar'],
  ['jordan', 'Jordan', 'JO', 'JOR', 'middle_east', 'ar'],
  // Africa
  ['south_africa', 'South Africa', 'ZA', 'ZAF', 'africa', 'en_ZA'],
  ['nigeria', 'Nigeria', 'NG', 'NGA', 'africa', 'en_NG'],
  ['kenya', 'Kenya', 'KE', 'KEN', 'africa', 'en'],
  ['ghana', 'Ghana', 'GH', 'GHA', 'africa', 'en_GH'],
  ['egypt', 'Egypt', 'EG', 'EGY', 'africa', 'ar'],
  ['morocco', 'Morocco', 'MA', 'MAR', 'africa', 'fr'],
  ['senegal', 'Senegal', 'SN', 'SEN', 'africa', 'fr_SN'],
  ['mauritius', 'Mauritius', 'MU', 'MUS', 'africa', 'en'],
  ['rwanda', 'Rwanda', 'RW', 'RWA', 'africa', 'en'],
  ['tanzania', 'Tanzania', 'TZ', 'TZA', 'africa', 'en'],
  ['uganda', 'Uganda', 'UG', 'UGA', 'africa', 'en'],
  // Americas
  ['brazil', 'Brazil', 'BR', 'BRA', 'south_america', 'pt_BR'],
  ['argentina', 'Argentina', 'AR', 'ARG', 'south_america', 'es'],
  ['chile', 'Chile', 'CL', 'CHL', 'south_america', 'es'],
  ['colombia', 'Colombia', 'CO', 'COL', 'south_america', 'es'],
  ['peru', 'Peru', 'PE', 'PER', 'south_america', 'es'],
  ['mexico', 'Mexico', 'MX', 'MEX', 'north_america', 'es_MX'],
  ['cayman_islands', 'Cayman Islands', 'KY', 'CYM', 'north_america', 'en'],
  ['bermuda', 'Bermuda', 'BM', 'BMU', 'north_america', 'en'],
  ['british_virgin_islands', 'British Virgin Islands', 'VG', 'VGB', 'north_america', 'en'],
  ['panama', 'Panama', 'PA', 'PAN', 'north_america', 'es'],
  // Oceania
  ['australia', 'Australia', 'AU', 'AUS', 'oceania', 'en_AU'],
  ['new_zealand', 'New Zealand', 'NZ', 'NZL', 'oceania', 'en'],
]

function country(row: Row, states: readonly StateData[] = [], requiresState = false): CountryData {
  const [name, displayName, alpha2, alpha3, region, locale] = row
  return { name, displayName, alpha2, alpha3, region, locale, states, requiresState, services: ['kyb'] }
}

/**
 * Every country the service answers for. The United States is served per state only (its
 * registries are state registries); Canada and the United Arab Emirates are served both as a whole
 * (federal / free-zone registries) and per province or emirate.
 */
export const countries: readonly CountryData[] = [
  ...plainCountries.map((row) => country(row)),
  country(['united_states', 'United States', 'US', 'USA', 'north_america', 'en_US'], usStates, true),
  country(['canada', 'Canada', 'CA', 'CAN', 'north_america', 'en_CA'], canadianProvinces),
  country(['united_arab_emirates', 'United Arab Emirates', 'AE', 'ARE', 'middle_east', 'ar'], uaeEmirates),
].sort((a, b) => a.name.localeCompare(b.name))
