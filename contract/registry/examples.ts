import { v1CountryListings, v2CountryListings } from '../countries/country-listings'
import type { V1CountriesResponse, V2CountriesResponse } from './country-listings'
import type { Filing, OwnershipStructure, V1BeneficialOwner, V1Person } from './profile-elements'
import type { V1CompaniesReadResponse, V1CompanyProfile } from './v1-company-profile'
import type { V1KybCompany, V1ReadKybResponse } from './v1-kyb-results'
import type { V2CompanyInsights, V2ReadKybResponse } from './v2-company-insights'
import type { V2KybResponse } from './v2-kyb'

/**
 * Complete example responses of the registry endpoints, typed by the schemas. They document the
 * shapes (every field of spec §2.3–§2.5 filled in) and serve as the base of tests across the
 * project; spread and override what a test needs.
 */
const pagination = { total: 1, per_page: 50, current_page: 1, last_page: 1, from: 1, to: 1 }

export const exampleV1KybCompany: V1KybCompany = {
  id: 'cmp_5f1a9c',
  request_id: 'req_8d2b41',
  search_text: 'Acme',
  country_name: 'germany',
  country_flag: '/flags/de.svg',
  extensive_data: ['Company Officers', 'Filings History'],
  name: 'Acme Handels GmbH',
  registration_number: 'HRB 123456',
  registration_date: '2009-04-17',
  type: 'GmbH',
  primary_source: true,
  secondary_source: false,
  status: 'active',
  meta_detail: { court: 'Amtsgericht München' },
  risk_level: 'low',
  verification_status: 'verified',
  company_fetched_data_status: 'resolved',
}

export const exampleV1ReadKybResponse: V1ReadKybResponse = {
  error: false,
  message: 'KYB response fetched successfully',
  data: {
    kyb_request: {
      _id: 'req_8d2b41',
      country_names: [{ country_name: 'germany', states: [] }],
      registration_number: null,
      request_random_id: 'R-7781',
      search_text: 'Acme',
      search_type: 'contains',
      services: ['kyb_check'],
      service_id: 'svc_31c0',
    },
    kyb_request_data: [exampleV1KybCompany],
    pagination,
    resolved_percentage: 100,
    resolved_count: 1,
    fetched_countries_with_states: [{ country_name: 'germany', states: [] }],
    fetched_countries: ['germany'],
    secondary_source: false,
    request_status: 'resolved',
  },
}

export const exampleV1Person: V1Person = {
  name: 'Anna Schmidt',
  status: 'active',
  address: 'Leopoldstraße 1, 80802 München',
  postal_address: null,
  designation: 'Geschäftsführerin',
  appointment_date: '2015-06-01',
  appointment_period: '9 years 5 months',
  termination_period: null,
  termination_date: null,
  nationality: 'German',
  email: null,
  phone_number: null,
  fax_number: null,
  meta_detail: {},
  similar_people: [
    {
      name: 'Anna Schmidt',
      address: null,
      designation: 'director',
      nationality: 'German',
      appointment_date: '2012-01-10',
      termination_date: '2014-12-31',
      meta_detail: {
        occupation: 'Kauffrau',
        current_status: 'resigned',
        date_of_birth: '1980-03',
        company: { name: 'Beispiel AG', jurisdiction_code: 'de', company_number: 'HRB 98765' },
      },
    },
  ],
  employment_status: 'current',
  aml_request_status: 'resolved',
  aml_request_id: 'aml_77a1',
}

export const exampleV1BeneficialOwner: V1BeneficialOwner = {
  name: 'Holding Alpha GmbH',
  email: null,
  status: 'active',
  address: 'Marienplatz 2, 80331 München',
  designation: 'shareholder',
  postal_address: null,
  phone_number: null,
  fax_number: null,
  appointment_date: '2009-04-17',
  appointment_period: '15 years',
  legal_authority: 'German law',
  legal_form: 'GmbH',
  nationality: null,
  termination_date: null,
  ceased_on: null,
  termination_period: null,
  meta_detail: {},
  shares_detail: { voting_min_shares: 75, voting_max_shares: 100, ownership_min_shares: 75, ownership_max_shares: 100 },
  employment_status: null,
  aml_request_status: null,
  aml_status: null,
  aml_request_id: null,
}

export const exampleFiling: Filing = {
  uid: 'fil_01',
  title: 'Annual accounts 2023',
  date: '2024-07-01',
  description: 'Jahresabschluss',
  filing_code: 'AA',
  filing_type: 'accounts',
  file_url: null,
  file_status: 'available',
  file_requested: false,
  price: 12.5,
  price_without_service_charges: 10,
  service_charges: 2.5,
  category: 'accounts',
  deliver_time: '1 hour',
  file_not_found: false,
  meta_detail: {},
  previous_file_detail: null,
  own_document_available: null,
}

export const exampleOwnershipStructure: OwnershipStructure = {
  id: 'cmp_5f1a9c',
  name: 'Acme Handels GmbH',
  children: [
    {
      name: 'Holding Alpha GmbH',
      percentage: 80,
      active: true,
      meta_detail: {},
      children: [{ name: 'Alpha Family Trust', percentage: 100, active: true, meta_detail: {} }],
    },
    { name: 'Anna Schmidt', percentage: 20, active: true, meta_detail: {} },
  ],
}

const sharedCollections = {
  contacts_detail: [{ type: 'phone', value: '+49 89 1234567', meta_detail: {} }],
  previous_names_detail: [{ company_name: 'Acme Vertrieb GmbH', update_date: '2012-02-01', meta_detail: {} }],
  addresses_detail: [
    { address: 'Leopoldstraße 1, 80802 München', type: 'registered', description: null, meta_detail: {} },
  ],
  announcements_detail: [{ date: '2020-05-05', title: 'Change of address', description: null, meta_detail: {} }],
  parent_companies: [
    {
      entity_type: 'company',
      name: 'Holding Alpha GmbH',
      company_number: 'HRB 5555',
      jurisdiction_code: 'de',
      country_name: 'germany',
      type: 'GmbH',
      country_flag: '/flags/de.svg',
      meta_detail: {},
    },
  ],
  branches: [
    {
      entity_type: 'branch',
      name: 'Acme Handels GmbH Zweigniederlassung Wien',
      company_number: 'FN 1234a',
      jurisdiction_code: 'at',
      start_date: '2018-01-01',
      home_company_name: 'Acme Handels GmbH',
      home_company_jurisdiction_code: 'de',
      home_company_number: 'HRB 123456',
      country_name: 'austria',
      state_name: null,
      type: 'branch',
      status: 'active',
      dissolution_date: null,
      registration_date: '2018-01-01',
      industries: 'Wholesale',
      address: 'Ring 1, 1010 Wien',
      country_flag: '/flags/at.svg',
    },
  ],
  accounts_detail: { last_account: '2023-12-31', next_account: '2024-12-31', due_by_date: '2025-12-31' },
  confirmation_statement_detail: null,
  identifiers: [{ identifier_type: 'vat', identifier_code: 'DE', identifier_number: 'DE123456789' }],
  capital_stock_information: [
    { capital_class: 'ordinary', capital_number: 25000, capital_per_value: 1, meta_detail: {} },
  ],
  industries_detail: [{ code: '46.90', name: 'Non-specialised wholesale trade', description: null, meta_detail: {} }],
  ownership_structure: exampleOwnershipStructure,
  financial_detail: {
    total_capital: 25000,
    fiscal_year: '2023',
    fiscal_year_end: '2023-12-31',
    fiscal_year_start: '2023-01-01',
    fixed_assets: 120000,
    total_net_assets: 340000,
    currency: 'EUR',
    financial_years: ['2022', '2023'],
    annual_return_due_date: null,
    financial_statement_due_date: '2024-12-31',
    liability: 80000,
    total_number_of_shares: 25000,
    have_extensive_shareholding: false,
    ordinary_shareholder_signatures: null,
    has_more_than_one_class_of_share: false,
    per_share_value: 1,
    key_figure_readings: [
      {
        type: 'revenue',
        data: { current: 1200000, graph_up: true, last_year: '2022', last_year_value: 1000000, status: 'increase' },
      },
    ],
    insights: [
      {
        type: 'revenue',
        data_type: 'currency',
        figures: [
          {
            key_figure: 'revenue',
            data: [
              { year: 2022, value: 1000000 },
              { year: 2023, value: 1200000 },
            ],
          },
        ],
      },
    ],
  },
  registries_detail: [{ name: 'Handelsregister', source_type: 'primary' }],
  additional_detail: [{ type: 'Additional Information', data: [{ key: 'LEI', value: '5299000ABCDEF123456' }] }],
} satisfies Partial<V1CompanyProfile>

export const exampleV1CompanyProfile: V1CompanyProfile = {
  _id: 'cmp_5f1a9c',
  name: 'Acme Handels GmbH',
  registration_number: 'HRB 123456',
  registration_date: '2009-04-17',
  status: 'active',
  type: 'GmbH',
  country_name: 'germany',
  description: 'Wholesale of household goods',
  country_flag: '/flags/de.svg',
  jurisdiction_code: 'de',
  incorporation_date: '2009-04-17',
  industries: 'Wholesale',
  tax_number: 'DE123456789',
  dissolution_date: null,
  inactive_date: null,
  company_fetched_data_status: 'resolved',
  company_registration_period: '15 years 7 months',
  company_incorporation_period: '15 years 7 months',
  years_since_dissolution: null,
  request_status: 'resolved',
  risk_level: 'low',
  verification_status: 'verified',
  company_aml_request_id: null,
  company_aml_request_status: null,
  company_aml_status: null,
  last_updated_at: '2024-11-20T10:00:00.000000Z',
  primary_source: true,
  secondary_source: false,
  working_on_files: false,
  meta_detail: {},
  services_in_progress: [],
  services_completed: ['kyb_check'],
  ...sharedCollections,
  filings_detail: [exampleFiling],
  people_detail: [exampleV1Person],
  beneficial_owners_detail: [exampleV1BeneficialOwner],
  ownership_shares_detail: [{ name: 'Holding Alpha GmbH', ownership_min_shares: 75, ownership_max_shares: 100 }],
  voting_shares_detail: [{ name: 'Holding Alpha GmbH', voting_min_shares: 75, voting_max_shares: 100 }],
}

export const exampleV1CompaniesReadResponse: V1CompaniesReadResponse = {
  error: false,
  message: 'Company details fetched successfully',
  data: exampleV1CompanyProfile,
}

export const exampleV2KybResponse: V2KybResponse = {
  error: false,
  message: 'KYB service created successfully',
  data: {
    kyb_request: {
      kyb_request_id: 'kreq_19fe',
      country_codes: ['DE'],
      registration_number: null,
      reference_id: 'ref_2211',
      name: 'Acme',
      search_type: 'contains',
      status: 'pending',
      services: ['kyb_check'],
    },
    kyb_responses: [
      {
        kyb_response_id: 'kres_a001',
        country_code: 'DE',
        name: 'Acme Handels GmbH',
        registration_number: 'HRB 123456',
        type: 'GmbH',
        status: 'active',
        risk_level: 'low',
        verification_status: 'verified',
        fetch_status: 'pending',
      },
    ],
    pagination: { ...pagination, per_page: 25 },
  },
}

const { appointment_period: _a, termination_period: _t, ...v2Person } = exampleV1Person
const { appointment_period: _oa, termination_period: _ot, ...v2Owner } = exampleV1BeneficialOwner

export const exampleV2CompanyInsights: V2CompanyInsights = {
  kyb_response_id: 'kres_a001',
  kyb_request_id: 'kreq_19fe',
  name: 'Acme Handels GmbH',
  registration_number: 'HRB 123456',
  registration_date: '2009-04-17',
  status: 'active',
  type: 'GmbH',
  country_code: 'DE',
  description: 'Wholesale of household goods',
  incorporation_date: '2009-04-17',
  industries: 'Wholesale',
  tax_number: 'DE123456789',
  dissolution_date: null,
  inactive_date: null,
  fetch_status: 'resolved',
  risk_level: 'low',
  verification_status: 'verified',
  company_aml_request_id: 'aml_9c2d',
  company_aml_request_status: 'resolved',
  company_aml_status: 'no match',
  last_updated_at: '2024-11-20T10:00:00.000000Z',
  meta_detail: {},
  ...sharedCollections,
  documents_detail: [
    {
      uid: 'doc_01',
      title: 'Annual accounts 2023',
      date: '2024-07-01',
      description: null,
      document_code: 'AA',
      document_type: 'accounts',
      document_url: null,
      document_status: 'available',
      document_requested: true,
      price: 12.5,
      price_without_service_charges: 10,
      service_charges: 2.5,
      deliver_time: '1 hour',
      document_not_found: false,
      meta_detail: {},
      previous_document_detail: {
        previous_document_id: 'pdoc_1',
        uid: 'doc_01',
        requested_at: '2024-07-02T09:00:00.000000Z',
        submitted_at: '2024-07-02T10:00:00.000000Z',
        price: 12.5,
        price_without_service_charges: 10,
        service_charges: 2.5,
      },
      own_document_available: {
        own_document_id: 'odoc_1',
        uid: 'doc_01',
        document_url: '/documents/odoc_1.pdf',
        submitted_at: '2024-07-02T10:00:00.000000Z',
        requested_at: '2024-07-02T09:00:00.000000Z',
      },
    },
  ],
  people_detail: [{ ...v2Person, aml_status: 'no match' }],
  beneficial_owners_detail: [v2Owner],
}

export const exampleV2ReadKybResponse: V2ReadKybResponse = {
  error: false,
  message: 'KYB response fetched successfully',
  data: exampleV2CompanyInsights,
}

export const exampleV1CountriesResponse: V1CountriesResponse = {
  error: false,
  message: 'Countries fetched successfully',
  data: { countries: v1CountryListings() },
}

export const exampleV2CountriesResponse: V2CountriesResponse = {
  error: false,
  message: 'Countries fetched successfully',
  data: v2CountryListings(),
}

/** Example success bodies of the registry routes, by route id (shown in docs/openapi.json). */
export const registryResponseExamples: Readonly<Record<string, unknown>> = {
  v1CountriesRead: {
    ...exampleV1CountriesResponse,
    data: { countries: exampleV1CountriesResponse.data.countries.slice(0, 3) },
  },
  v1Search: { request_id: 'req_8d2b41', service_id: 'svc_31c0' },
  v1ReadKybResponse: exampleV1ReadKybResponse,
  v1CompaniesRead: exampleV1CompaniesReadResponse,
  v2Countries: { ...exampleV2CountriesResponse, data: exampleV2CountriesResponse.data.slice(0, 3) },
  v2CreateKyb: exampleV2KybResponse,
  v2ListKyb: exampleV2KybResponse,
  v2ReadKybResponse: exampleV2ReadKybResponse,
}
