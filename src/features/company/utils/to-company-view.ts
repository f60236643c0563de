import type {
  AccountDates,
  AdditionalDetail,
  Address,
  Announcement,
  Branch,
  CapitalStock,
  Contact,
  FinancialDetail,
  Identifier,
  Industry,
  OwnershipShare,
  OwnershipStructure,
  ParentCompany,
  PreviousName,
  RegistrySource,
  SharesDetail,
  SimilarPerson,
  V1CompanyProfile,
  V2CompanyInsights,
  VotingShare,
} from '@contract/registry'
import { placeFlag, placeLabel } from '@/lib/place-labels'

/** The enhanced v1 profile is still being processed (it can take up to 30 minutes). */
export function isV1CompanyPending(data: V1CompanyProfile | undefined): boolean {
  return data?.company_fetched_data_status === 'pending' || data?.request_status === 'pending'
}

type AmlStatusFields = { aml_request_status?: string | null }

/** A screening of the company or of one of its people is still running (the profile polls until it is not). */
export function hasPendingAml(
  data:
    | {
        company_aml_request_status?: string | null
        people_detail: AmlStatusFields[]
        beneficial_owners_detail: AmlStatusFields[]
      }
    | undefined,
): boolean {
  if (!data) return false
  return (
    data.company_aml_request_status === 'pending' ||
    [...data.people_detail, ...data.beneficial_owners_detail].some((row) => row.aml_request_status === 'pending')
  )
}

export function isV2CompanyPending(data: V2CompanyInsights | undefined): boolean {
  return data?.fetch_status === 'pending'
}

/** An officer (people_detail) in either version. */
export interface OfficerView {
  name: string
  designation: string | null
  status: string | null
  appointmentDate: string | null
  terminationDate: string | null
  /** Version 1 only: time in office in words. */
  appointmentPeriod: string | null
  nationality: string | null
  address: string | null
  email: string | null
  phone: string | null
  amlRequestId: string | null
  amlRequestStatus: string | null
  /** Version 2 only. */
  amlStatus: string | null
  similarPeople: SimilarPerson[]
}

export interface BeneficialOwnerView {
  name: string
  designation: string | null
  status: string | null
  nationality: string | null
  legalForm: string | null
  address: string | null
  appointmentDate: string | null
  ceasedOn: string | null
  shares: SharesDetail | null
  amlRequestId: string | null
  amlRequestStatus: string | null
  amlStatus: string | null
}

/** A filing (v1) or document (v2). */
export interface DocumentView {
  uid: string
  title: string | null
  date: string | null
  description: string | null
  category: string | null
  code: string | null
  status: string | null
  fileUrl: string | null
  requested: boolean
  notFound: boolean
  price: number | null
  deliverTime: string | null
  ownDocumentUrl: string | null
}

/** One model of a company profile for both API versions: what the profile page shows. */
export interface CompanyView {
  version: 'v1' | 'v2'
  id: string
  name: string
  registrationNumber: string | null
  registrationDate: string | null
  incorporationDate: string | null
  dissolutionDate: string | null
  inactiveDate: string | null
  status: string | null
  type: string | null
  description: string | null
  industries: string | null
  taxNumber: string | null
  jurisdictionCode: string | null
  country: { label: string; flag: string | undefined }
  risk: string
  verification: string
  lastUpdatedAt: string | null
  /** The registries are still sending data: the page polls and says so. */
  pending: boolean
  aml: { requestId: string | null; requestStatus: string | null; status: string | null }
  /** Version 2 only: the kyb_request_id of the search (the request_id AML screening takes). */
  kybRequestId: string | null
  /** Version 1 only: periods in words and the sources. */
  registrationPeriod: string | null
  incorporationPeriod: string | null
  yearsSinceDissolution: number | null
  sources: { primary: boolean; secondary: boolean } | null
  contacts: Contact[]
  previousNames: PreviousName[]
  addresses: Address[]
  announcements: Announcement[]
  officers: OfficerView[]
  beneficialOwners: BeneficialOwnerView[]
  /** Version 1 only (empty in version 2). */
  ownershipShares: OwnershipShare[]
  votingShares: VotingShare[]
  parentCompanies: ParentCompany[]
  branches: Branch[]
  accounts: AccountDates | null
  confirmationStatement: AccountDates | null
  identifiers: Identifier[]
  capitalStock: CapitalStock[]
  industryDetails: Industry[]
  ownershipStructure: OwnershipStructure | null
  financial: FinancialDetail | null
  registries: RegistrySource[]
  additional: AdditionalDetail[]
  documents: DocumentView[]
}

type Shared = V1CompanyProfile | V2CompanyInsights

function sharedView(data: Shared) {
  return {
    name: data.name,
    registrationNumber: data.registration_number,
    registrationDate: data.registration_date,
    incorporationDate: data.incorporation_date,
    dissolutionDate: data.dissolution_date,
    inactiveDate: data.inactive_date,
    status: data.status,
    type: data.type,
    description: data.description,
    industries: data.industries,
    taxNumber: data.tax_number,
    risk: data.risk_level,
    verification: data.verification_status,
    lastUpdatedAt: data.last_updated_at,
    aml: {
      requestId: data.company_aml_request_id,
      requestStatus: data.company_aml_request_status,
      status: data.company_aml_status,
    },
    contacts: data.contacts_detail,
    previousNames: data.previous_names_detail,
    addresses: data.addresses_detail,
    announcements: data.announcements_detail,
    parentCompanies: data.parent_companies,
    branches: data.branches,
    accounts: data.accounts_detail,
    confirmationStatement: data.confirmation_statement_detail,
    identifiers: data.identifiers,
    capitalStock: data.capital_stock_information,
    industryDetails: data.industries_detail,
    ownershipStructure: data.ownership_structure,
    financial: data.financial_detail,
    registries: data.registries_detail,
    additional: data.additional_detail,
    beneficialOwners: data.beneficial_owners_detail.map((owner) => ({
      name: owner.name,
      designation: owner.designation,
      status: owner.status,
      nationality: owner.nationality,
      legalForm: owner.legal_form,
      address: owner.address,
      appointmentDate: owner.appointment_date,
      ceasedOn: owner.ceased_on ?? owner.termination_date,
      shares: owner.shares_detail,
      amlRequestId: owner.aml_request_id,
      amlRequestStatus: owner.aml_request_status,
      amlStatus: owner.aml_status,
    })),
  }
}

export function v1CompanyView(data: V1CompanyProfile): CompanyView {
  return {
    ...sharedView(data),
    version: 'v1',
    id: data._id,
    jurisdictionCode: data.jurisdiction_code,
    kybRequestId: null,
    country: { label: placeLabel('v1', data.country_name), flag: placeFlag('v1', data.country_name) },
    pending: isV1CompanyPending(data),
    registrationPeriod: data.company_registration_period,
    incorporationPeriod: data.company_incorporation_period,
    yearsSinceDissolution: data.years_since_dissolution,
    sources: { primary: data.primary_source, secondary: data.secondary_source },
    officers: data.people_detail.map((person) => ({
      name: person.name,
      designation: person.designation,
      status: person.status,
      appointmentDate: person.appointment_date,
      terminationDate: person.termination_date,
      appointmentPeriod: person.appointment_period,
      nationality: person.nationality,
      address: person.address,
      email: person.email,
      phone: person.phone_number,
      amlRequestId: person.aml_request_id,
      amlRequestStatus: person.aml_request_status,
      amlStatus: null,
      similarPeople: person.similar_people,
    })),
    ownershipShares: data.ownership_shares_detail,
    votingShares: data.voting_shares_detail,
    documents: data.filings_detail.map((filing) => ({
      uid: filing.uid,
      title: filing.title,
      date: filing.date,
      description: filing.description,
      category: filing.category ?? filing.filing_type,
      code: filing.filing_code,
      status: filing.file_status,
      fileUrl: filing.file_url,
      requested: filing.file_requested,
      notFound: filing.file_not_found,
      price: filing.price,
      deliverTime: filing.deliver_time,
      ownDocumentUrl: filing.own_document_available?.file_url ?? null,
    })),
  }
}

export function v2CompanyView(data: V2CompanyInsights): CompanyView {
  return {
    ...sharedView(data),
    version: 'v2',
    id: data.kyb_response_id,
    jurisdictionCode: null,
    kybRequestId: data.kyb_request_id,
    country: { label: placeLabel('v2', data.country_code), flag: placeFlag('v2', data.country_code) },
    pending: isV2CompanyPending(data),
    registrationPeriod: null,
    incorporationPeriod: null,
    yearsSinceDissolution: null,
    sources: null,
    officers: data.people_detail.map((person) => ({
      name: person.name,
      designation: person.designation,
      status: person.status,
      appointmentDate: person.appointment_date,
      terminationDate: person.termination_date,
      appointmentPeriod: null,
      nationality: person.nationality,
      address: person.address,
      email: person.email,
      phone: person.phone_number,
      amlRequestId: person.aml_request_id,
      amlRequestStatus: person.aml_request_status,
      amlStatus: person.aml_status,
      similarPeople: person.similar_people,
    })),
    ownershipShares: [],
    votingShares: [],
    documents: data.documents_detail.map((document) => ({
      uid: document.uid,
      title: document.title,
      date: document.date,
      description: document.description,
      category: document.document_type,
      code: document.document_code,
      status: document.document_status,
      fileUrl: document.document_url,
      requested: document.document_requested,
      notFound: document.document_not_found,
      price: document.price,
      deliverTime: document.deliver_time,
      ownDocumentUrl: document.own_document_available?.document_url ?? null,
    })),
  }
}

/** The version-aware mapper: either API's profile → the one view model. */
export function toCompanyView(
  profile: { version: 'v1'; data: V1CompanyProfile } | { version: 'v2'; data: V2CompanyInsights },
): CompanyView {
  return profile.version === 'v1' ? v1CompanyView(profile.data) : v2CompanyView(profile.data)
}
