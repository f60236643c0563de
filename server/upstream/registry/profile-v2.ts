import type { BeneficialOwnerV1, FilingV1, InsightsV2, PersonV1, ProfileV1 } from './profile-types'

/**
 * Maps the canonical version 1 profile to the version 2 "detailed company insights" (spec §2.5):
 * documents_detail replaces filings_detail, people carry aml_status, appointment/termination
 * periods and the v1-only fields are dropped, country_code replaces country_name. Pure.
 */
export interface V2Ids {
  kyb_response_id: string
  kyb_request_id: string
  /** Defaults to the profile's jurisdiction code upper-cased (`US_CA`). */
  country_code?: string
  /** Defaults to the profile's company_fetched_data_status. */
  fetch_status?: 'pending' | 'resolved'
}

export function toV2Insights(profile: ProfileV1, ids: V2Ids): InsightsV2 {
  return {
    kyb_response_id: ids.kyb_response_id,
    kyb_request_id: ids.kyb_request_id,
    name: profile.name,
    registration_number: profile.registration_number,
    registration_date: profile.registration_date,
    status: profile.status,
    type: profile.type,
    country_code: ids.country_code ?? (profile.jurisdiction_code ?? '').toUpperCase(),
    description: profile.description,
    incorporation_date: profile.incorporation_date,
    industries: profile.industries,
    tax_number: profile.tax_number,
    dissolution_date: profile.dissolution_date,
    inactive_date: profile.inactive_date,
    fetch_status: ids.fetch_status ?? profile.company_fetched_data_status,
    risk_level: profile.risk_level,
    verification_status: profile.verification_status,
    company_aml_request_id: profile.company_aml_request_id,
    company_aml_request_status: profile.company_aml_request_status,
    company_aml_status: profile.company_aml_status,
    last_updated_at: profile.last_updated_at,
    meta_detail: profile.meta_detail,
    contacts_detail: profile.contacts_detail,
    previous_names_detail: profile.previous_names_detail,
    addresses_detail: profile.addresses_detail,
    announcements_detail: profile.announcements_detail,
    people_detail: profile.people_detail.map(personToV2),
    beneficial_owners_detail: profile.beneficial_owners_detail.map(ownerToV2),
    parent_companies: profile.parent_companies,
    branches: profile.branches,
    accounts_detail: profile.accounts_detail,
    confirmation_statement_detail: profile.confirmation_statement_detail,
    identifiers: profile.identifiers,
    capital_stock_information: profile.capital_stock_information,
    industries_detail: profile.industries_detail,
    ownership_structure: profile.ownership_structure,
    financial_detail: profile.financial_detail,
    registries_detail: profile.registries_detail,
    additional_detail: profile.additional_detail,
    documents_detail: profile.filings_detail.map(filingToDocument),
  }
}

/** v2 people: no periods; aml_status kept when the AML service stored one on the v1 person. */
function personToV2(person: PersonV1): InsightsV2['people_detail'][number] {
  const { appointment_period: _a, termination_period: _t, ...rest } = person
  const amlStatus = person.aml_status
  return { ...rest, aml_status: amlStatus === 'no match' || amlStatus === 'potential match' ? amlStatus : null }
}

function ownerToV2(owner: BeneficialOwnerV1): InsightsV2['beneficial_owners_detail'][number] {
  const { appointment_period: _a, termination_period: _t, ...rest } = owner
  return rest
}

function filingToDocument(filing: FilingV1): InsightsV2['documents_detail'][number] {
  const previous = filing.previous_file_detail
  const own = filing.own_document_available
  return {
    uid: filing.uid,
    title: filing.title,
    date: filing.date,
    description: filing.description,
    document_code: filing.filing_code,
    document_type: filing.filing_type,
    document_url: filing.file_url,
    document_status: filing.file_status,
    document_requested: filing.file_requested,
    price: filing.price,
    price_without_service_charges: filing.price_without_service_charges,
    service_charges: filing.service_charges,
    deliver_time: filing.deliver_time,
    document_not_found: filing.file_not_found,
    meta_detail: filing.meta_detail,
    previous_document_detail: previous
      ? {
          previous_document_id: previous._id,
          uid: previous.uid,
          requested_at: null,
          submitted_at: previous.submitted_at,
          price: previous.price,
          price_without_service_charges: previous.price_without_service_charges,
          service_charges: previous.service_charges,
        }
      : null,
    own_document_available: own
      ? {
          own_document_id: own._id,
          uid: own.uid,
          document_url: own.file_url,
          submitted_at: own.submitted_at,
          requested_at: own.requested_at,
        }
      : null,
  }
}
