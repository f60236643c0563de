import type { StateData } from './country-types'

/** Builds state entries from `[name, displayName, code]` rows. */
function states(rows: readonly (readonly [string, string, string])[], locale?: string): StateData[] {
  return rows.map(([name, displayName, code]) =>
    locale ? { name, displayName, code, locale } : { name, displayName, code },
  )
}

/** The 50 US states and the District of Columbia; codes are the USPS two-letter codes (`US_AL`). */
export const usStates = states([
  ['alabama', 'Alabama', 'AL'],
  ['alaska', 'Alaska', 'AK'],
  ['arizona', 'Arizona', 'AZ'],
  ['arkansas', 'Arkansas', 'AR'],
  ['california', 'California', 'CA'],
  ['colorado', 'Colorado', 'CO'],
  ['connecticut', 'Connecticut', 'CT'],
  ['delaware', 'Delaware', 'DE'],
  ['district_of_columbia', 'District of Columbia', 'DC'],
  ['florida', 'Florida', 'FL'],
  ['georgia', 'Georgia', 'GA'],
  ['hawaii', 'Hawaii', 'HI'],
  ['idaho', 'Idaho', 'ID'],
  ['illinois', 'Illinois', 'IL'],
  ['indiana', 'Indiana', 'IN'],
  ['iowa', 'Iowa', 'IA'],
  ['kansas', 'Kansas', 'KS'],
  ['kentucky', 'Kentucky', 'KY'],
  ['louisiana', 'Louisiana', 'LA'],
  ['maine', 'Maine', 'ME'],
  ['maryland', 'Maryland', 'MD'],
  ['massachusetts', 'Massachusetts', 'MA'],
  ['michigan', 'Michigan', 'MI'],
  ['minnesota', 'Minnesota', 'MN'],
  ['mississippi', 'Mississippi', 'MS'],
  ['missouri', 'Missouri', 'MO'],
  ['montana', 'Montana', 'MT'],
  ['nebraska', 'Nebraska', 'NE'],
  ['nevada', 'Nevada', 'NV'],
  ['new_hampshire', 'New Hampshire', 'NH'],
  ['new_jersey', 'New Jersey', 'NJ'],
  ['new_mexico', 'New Mexico', 'NM'],
  ['new_york', 'New York', 'NY'],
  ['north_carolina', 'North Carolina', 'NC'],
  ['north_dakota', 'North Dakota', 'ND'],
  ['ohio', 'Ohio', 'OH'],
  ['oklahoma', 'Oklahoma', 'OK'],
  ['oregon', 'Oregon', 'OR'],
  ['pennsylvania', 'Pennsylvania', 'PA'],
  ['rhode_island', 'Rhode Island', 'RI'],
  ['south_carolina', 'South Carolina', 'SC'],
  ['south_dakota', 'South Dakota', 'SD'],
  ['tennessee', 'Tennessee', 'TN'],
  ['texas', 'Texas', 'TX'],
  ['utah', 'Utah', 'UT'],
  ['vermont', 'Vermont', 'VT'],
  ['virginia', 'Virginia', 'VA'],
  ['washington', 'Washington', 'WA'],
  ['west_virginia', 'West Virginia', 'WV'],
  ['wisconsin', 'Wisconsin', 'WI'],
  ['wyoming', 'Wyoming', 'WY'],
])

/** The 10 provinces and 3 territories of Canada; Canada Post codes (`CA_ON`). Quebec uses fr_CA. */
export const canadianProvinces = [
  ...states([
    ['alberta', 'Alberta', 'AB'],
    ['british_columbia', 'British Columbia', 'BC'],
    ['manitoba', 'Manitoba', 'MB'],
    ['new_brunswick', 'New Brunswick', 'NB'],
    ['newfoundland_and_labrador', 'Newfoundland and Labrador', 'NL'],
    ['northwest_territories', 'Northwest Territories', 'NT'],
    ['nova_scotia', 'Nova Scotia', 'NS'],
    ['nunavut', 'Nunavut', 'NU'],
    ['ontario', 'Ontario', 'ON'],
    ['prince_edward_island', 'Prince Edward Island', 'PE'],
  ]),
  ...states([['quebec', 'Quebec', 'QC']], 'fr_CA'),
  ...states([
    ['saskatchewan', 'Saskatchewan', 'SK'],
    ['yukon', 'Yukon', 'YT'],
  ]),
]

/**
 * The seven emirates of the United Arab Emirates. Codes are the ISO 3166-2:AE subdivision codes
 * (AE-AZ Abu Dhabi, AE-AJ Ajman, AE-DU Dubai, AE-FU Fujairah, AE-RK Ras Al Khaimah, AE-SH Sharjah,
 * AE-UQ Umm Al Quwain), written with an underscore as version 2 codes (`AE_DU`).
 */
export const uaeEmirates = states([
  ['abu_dhabi', 'Abu Dhabi', 'AZ'],
  ['ajman', 'Ajman', 'AJ'],
  ['dubai', 'Dubai', 'DU'],
  ['fujairah', 'Fujairah', 'FU'],
  ['ras_al_khaimah', 'Ras Al Khaimah', 'RK'],
  ['sharjah', 'Sharjah', 'SH'],
  ['umm_al_quwain', 'Umm Al Quwain', 'UQ'],
])
