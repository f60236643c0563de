/**
 * The version 1 enhanced company profile (spec §2.4) as the registry generates it. The contract
 * schemas in contract/registry validate it (see profile-contract.test.ts).
 */
export type MetaDetail = Record<string, unknown>

export interface SimilarPerson {
  name: string
  address: string
  designation: string
  nationality: string
  appointment_date: string
  termination_date: string | null
  meta_detail: { occupation: string; current_status: string; date_of_birth: string; company: { name: string; jurisdiction_code: string; company_number: string } }
}

export interface PersonV1 {
  name: string
  status: string
  address: string
  postal_address: string
  designation: string
  appointment_date: string
  appointment_period: string
  termination_period: string | null
  termination_date: string | null
  nationality: string
  email: string | null
  phone_number: string | null
  fax_number: string | null
  meta_detail: MetaDetail
  similar_people: SimilarPerson[]
  employment_status: string
  aml_request_status: string | null
  aml_request_id: string | null
}

export interface SharesDetail {
  voting_min_shares: number | null
  voting_max_shares: number | null
  ownership_min_shares: number
  ownership_max_shares: number
}

export interface BeneficialOwnerV1 {
  name: string
  email: string | null
  status: string
  address: string
  designation: string
  postal_address: string
  phone_number: string | null
  fax_number: string | null
  appointment_date: string
  appointment_period: string
  legal_authority: string
  legal_form: string
  nationality: string
  termination_date: string | null
  ceased_on: string | null
  termination_period: string | null
  meta_detail: MetaDetail
  shares_detail: SharesDetail
  employment_status: string
  aml_request_status: string | null
  aml_status: string | null
  aml_request_id: string | null
}

export interface FilingV1 {
  uid: string
  title: string
  date: string
  description: string
  filing_code: string
  filing_type: string
  /** Placeholder path `/files/<file_id>`; the HTTP layer replaces it with a signed link. */
  file_url: string
  file_status: string
  file_requested: boolean
  price: number
  price_without_service_charges: number
  service_charges: number
  category: string
  deliver_time: string
  file_not_found: boolean
  /** Carries `file_id`, the stable id of the document behind the filing. */
  meta_detail: MetaDetail & { file_id: string }
  previous_file_detail: { _id: string | null; uid: string | null; file_id: string | null; submitted_at: string | null; price: number | null; price_without_service_charges: number | null; service_charges: number | null }
  own_document_available: { _id: string | null; uid: string | null; file_id: string | null; file_url: string | null; submitted_at: string | null; requested_at: string | null }
}

export interface OwnershipNode {
  name: string
  percentage: number
  active: boolean
  meta_detail: MetaDetail
  children: OwnershipNode[]
}

export interface KeyFigureReading {
  type: string
  data: { current: number; graph_up: boolean; last_year: number; last_year_value: number; status: string }
}

export interface Insight {
  type: string
  data_type: string
  figures: { key_figure: string; data: { year: number; value: number }[] }[]
}

export interface FinancialDetail {
  total_capital: number | null
  fiscal_year: number | null
  fiscal_year_end: string | null
  fiscal_year_start: string | null
  fixed_assets: number | null
  total_net_assets: number | null
  currency: string
  financial_years: number[]
  annual_return_due_date: string | null
  financial_statement_due_date: string | null
  liability: number | null
  total_number_of_shares: number | null
  have_extensive_shareholding: boolean
  ordinary_shareholder_signatures: number | null
  has_more_than_one_class_of_share: boolean
  per_share_value: number | null
  key_figure_readings: KeyFigureReading[]
  insights: Insight[]
}

export interface DueDates {
  last_account: string | null
  next_account: string | null
  due_by_date: string | null
}

export interface BranchV1 {
  entity_type: string
  name: string
  company_number: string
  jurisdiction_code: string
  start_date: string
  home_company_name: string
  home_company_jurisdiction_code: string
  home_company_number: string
  country_name: string
  state_name: string | null
  type: string
  status: string
  dissolution_date: string | null
  registration_date: string
  industries: string
  address: string
  country_flag: string
}

export interface ParentCompanyV1 {
  entity_type: string
  name: string
  company_number: string
  jurisdiction_code: string
  country_name: string
  type: string
  country_flag: string
  meta_detail: MetaDetail
}

export interface ProfileV1 {
  _id: string
  name: string
  registration_number: string
  registration_date: string
  status: string
  type: string
  country_name: string
  description: string
  country_flag: string
  jurisdiction_code: string
  incorporation_date: string
  industries: string
  tax_number: string | null
  dissolution_date: string | null
  inactive_date: string | null
  company_fetched_data_status: 'pending' | 'resolved'
  company_registration_period: string
  company_incorporation_period: string
  years_since_dissolution: number | null
  request_status: 'pending' | 'resolved'
  risk_level: string
  verification_status: string
  company_aml_request_id: string | null
  company_aml_request_status: string | null
  company_aml_status: string | null
  last_updated_at: string | null
  primary_source: boolean
  secondary_source: boolean
  working_on_files: boolean
  meta_detail: MetaDetail
  services_in_progress: string[]
  services_completed: string[]
  contacts_detail: { type: string; value: string; meta_detail: MetaDetail }[]
  previous_names_detail: { company_name: string; update_date: string; meta_detail: MetaDetail }[]
  filings_detail: FilingV1[]
  addresses_detail: { address: string; type: string; description: string; meta_detail: MetaDetail }[]
  announcements_detail: { date: string; title: string; description: string; meta_detail: MetaDetail }[]
  people_detail: PersonV1[]
  additional_detail: { type: string; data: Record<string, string | number | boolean | null>[] }[]
  parent_companies: ParentCompanyV1[]
  branches: BranchV1[]
  beneficial_owners_detail: BeneficialOwnerV1[]
  ownership_shares_detail: { name: string; ownership_min_shares: number; ownership_max_shares: number }[]
  voting_shares_detail: { name: string; voting_min_shares: number | null; voting_max_shares: number | null }[]
  accounts_detail: DueDates
  confirmation_statement_detail: DueDates
  identifiers: { identifier_type: string; identifier_code: string; identifier_number: string }[]
  capital_stock_information: { capital_class: string; capital_number: number; capital_per_value: number; meta_detail: MetaDetail }[]
  industries_detail: { code: string; name: string; description: string; meta_detail: MetaDetail }[]
  ownership_structure: { id: string; name: string; children: OwnershipNode[] }
  financial_detail: FinancialDetail
  registries_detail: { name: string; source_type: 'primary' | 'secondary' }[]
}
