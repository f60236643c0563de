import { z } from 'zod'
import { companyAssessmentFields, MetaDetailSchema } from '../common'
import { AmlMatchStatusSchema, AmlRequestStatusSchema } from '../services/aml'

/**
 * Element schemas of the company profile collections (spec §2.4), shared by the version 1 profile
 * and the version 2 insights (§2.5).
 *
 * Value types the spec leaves "not shown", chosen here:
 * - dates, periods, names, codes, addresses and other text: `string | null` (dates as the registry
 *   gives them, usually YYYY-MM-DD; periods as words, e.g. "3 years 2 months");
 * - prices, charges, amounts, share counts and percentages: `number | null` (prices in the
 *   profile's currency, percentages 0 to 100);
 * - the flags the spec calls (bool): `boolean`; other yes/no facts: `boolean | null`;
 * - `meta_detail`: an object with any keys; single nested objects: nullable when absent.
 * Every object is loose: fields the vendor adds pass through.
 */
/** Text the spec leaves open: `string | null`. */
export const NullableTextSchema = z.string().nullable()
const text = NullableTextSchema
const amount = z.number().nullable()

export const ContactSchema = z.looseObject({ type: text, value: text, meta_detail: MetaDetailSchema })
export type Contact = z.infer<typeof ContactSchema>

export const PreviousNameSchema = z.looseObject({
  company_name: z.string(),
  update_date: text,
  meta_detail: MetaDetailSchema,
})
export type PreviousName = z.infer<typeof PreviousNameSchema>

export const AddressSchema = z.looseObject({
  address: z.string(),
  type: text,
  description: text,
  meta_detail: MetaDetailSchema,
})
export type Address = z.infer<typeof AddressSchema>

export const AnnouncementSchema = z.looseObject({
  date: text,
  title: text,
  description: text,
  meta_detail: MetaDetailSchema,
})
export type Announcement = z.infer<typeof AnnouncementSchema>

/** Prices of a purchasable document, shared by filings and documents. */
const priceFields = { price: amount, price_without_service_charges: amount, service_charges: amount }

export const SimilarPersonSchema = z.looseObject({
  name: z.string(),
  address: text,
  designation: text,
  nationality: text,
  appointment_date: text,
  termination_date: text,
  meta_detail: z.looseObject({
    occupation: text.optional(),
    current_status: text.optional(),
    date_of_birth: text.optional(),
    company: z.looseObject({ name: text, jurisdiction_code: text, company_number: text }).nullable().optional(),
  }),
})
export type SimilarPerson = z.infer<typeof SimilarPersonSchema>

/** Fields of an officer (people_detail) common to versions 1 and 2. */
const personFields = {
  name: z.string(),
  status: text,
  address: text,
  postal_address: text,
  designation: text,
  appointment_date: text,
  termination_date: text,
  nationality: text,
  email: text,
  phone_number: text,
  fax_number: text,
  meta_detail: MetaDetailSchema,
  similar_people: z.array(SimilarPersonSchema),
  employment_status: text,
  aml_request_status: AmlRequestStatusSchema.nullable(),
  aml_request_id: text,
}
const periodFields = { appointment_period: text, termination_period: text }

/** people_detail[] of the version 1 profile. */
export const V1PersonSchema = z.looseObject({ ...personFields, ...periodFields })
export type V1Person = z.infer<typeof V1PersonSchema>
/** people_detail[] of the version 2 insights: no periods, plus aml_status. */
export const V2PersonSchema = z.looseObject({ ...personFields, aml_status: AmlMatchStatusSchema.nullable() })
export type V2Person = z.infer<typeof V2PersonSchema>

export const SharesDetailSchema = z.looseObject({
  voting_min_shares: amount,
  voting_max_shares: amount,
  ownership_min_shares: amount,
  ownership_max_shares: amount,
})
export type SharesDetail = z.infer<typeof SharesDetailSchema>

const beneficialOwnerFields = {
  name: z.string(),
  email: text,
  status: text,
  address: text,
  designation: text,
  postal_address: text,
  phone_number: text,
  fax_number: text,
  appointment_date: text,
  legal_authority: text,
  legal_form: text,
  nationality: text,
  termination_date: text,
  ceased_on: text,
  meta_detail: MetaDetailSchema,
  shares_detail: SharesDetailSchema.nullable(),
  employment_status: text,
  aml_request_status: AmlRequestStatusSchema.nullable(),
  aml_status: AmlMatchStatusSchema.nullable(),
  aml_request_id: text,
}
/** beneficial_owners_detail[] of the version 1 profile. */
export const V1BeneficialOwnerSchema = z.looseObject({ ...beneficialOwnerFields, ...periodFields })
export type V1BeneficialOwner = z.infer<typeof V1BeneficialOwnerSchema>
/** beneficial_owners_detail[] of the version 2 insights: no periods. */
export const V2BeneficialOwnerSchema = z.looseObject(beneficialOwnerFields)
export type V2BeneficialOwner = z.infer<typeof V2BeneficialOwnerSchema>

export const OwnershipShareSchema = z.looseObject({
  name: z.string(),
  ownership_min_shares: amount,
  ownership_max_shares: amount,
})
export type OwnershipShare = z.infer<typeof OwnershipShareSchema>

export const VotingShareSchema = z.looseObject({
  name: z.string(),
  voting_min_shares: amount,
  voting_max_shares: amount,
})
export type VotingShare = z.infer<typeof VotingShareSchema>

/** One entry of additional_detail: a section type with rows of free key/value pairs. */
export const AdditionalDetailSchema = z.looseObject({
  type: z.string(),
  data: z.array(z.record(z.string(), z.unknown())),
})
export type AdditionalDetail = z.infer<typeof AdditionalDetailSchema>

export const ParentCompanySchema = z.looseObject({
  entity_type: text,
  name: z.string(),
  company_number: text,
  jurisdiction_code: text,
  country_name: text,
  type: text,
  country_flag: text,
  meta_detail: MetaDetailSchema,
})
export type ParentCompany = z.infer<typeof ParentCompanySchema>

export const BranchSchema = z.looseObject({
  entity_type: text,
  name: z.string(),
  company_number: text,
  jurisdiction_code: text,
  start_date: text,
  home_company_name: text,
  home_company_jurisdiction_code: text,
  home_company_number: text,
  country_name: text,
  state_name: text,
  type: text,
  status: text,
  dissolution_date: text,
  registration_date: text,
  industries: text,
  address: text,
  country_flag: text,
})
export type Branch = z.infer<typeof BranchSchema>

/** accounts_detail and confirmation_statement_detail. */
export const AccountDatesSchema = z.looseObject({ last_account: text, next_account: text, due_by_date: text })
export type AccountDates = z.infer<typeof AccountDatesSchema>

export const IdentifierSchema = z.looseObject({
  identifier_type: z.string(),
  identifier_code: text,
  identifier_number: z.string(),
})
export type Identifier = z.infer<typeof IdentifierSchema>

export const CapitalStockSchema = z.looseObject({
  capital_class: text,
  /** Number of shares of the class. */
  capital_number: amount,
  /** Nominal value of one share. */
  capital_per_value: amount,
  meta_detail: MetaDetailSchema,
})
export type CapitalStock = z.infer<typeof CapitalStockSchema>

export const IndustrySchema = z.looseObject({
  code: text,
  name: z.string(),
  description: text,
  meta_detail: MetaDetailSchema,
})
export type Industry = z.infer<typeof IndustrySchema>

/** A node of the ownership tree: a shareholder, with its own shareholders in `children`. */
export interface OwnershipNode {
  name: string
  /** Share held, 0 to 100. */
  percentage: number | null
  active: boolean
  meta_detail: Record<string, unknown>
  children?: OwnershipNode[]
  [key: string]: unknown
}
export const OwnershipNodeSchema: z.ZodType<OwnershipNode> = z
  .looseObject({
    name: z.string(),
    percentage: amount,
    active: z.boolean(),
    meta_detail: MetaDetailSchema,
    get children() {
      return z.array(OwnershipNodeSchema).optional()
    },
  })
  .meta({ id: 'OwnershipNode' })

export const OwnershipStructureSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  children: z.array(OwnershipNodeSchema),
})
export type OwnershipStructure = z.infer<typeof OwnershipStructureSchema>

/** A key figure compared with last year (financial_detail.key_figure_readings[]). */
export const KeyFigureReadingSchema = z.looseObject({
  type: z.string(),
  data: z.looseObject({
    current: amount,
    /** True when the figure rose against last year. */
    graph_up: z.boolean(),
    /** Label of the previous period, e.g. "2023". */
    last_year: text,
    last_year_value: amount,
    /** Word for the trend, e.g. "increase", "decrease". */
    status: text,
  }),
})
export type KeyFigureReading = z.infer<typeof KeyFigureReadingSchema>

/** A chartable series (financial_detail.insights[]). */
export const FinancialInsightSchema = z.looseObject({
  type: z.string(),
  /** Kind of the values, e.g. "currency", "percentage", "number". */
  data_type: z.string(),
  figures: z.array(
    z.looseObject({
      key_figure: z.string(),
      data: z.array(z.looseObject({ year: z.number().int(), value: amount })),
    }),
  ),
})
export type FinancialInsight = z.infer<typeof FinancialInsightSchema>

export const FinancialDetailSchema = z.looseObject({
  total_capital: amount,
  fiscal_year: text,
  fiscal_year_end: text,
  fiscal_year_start: text,
  fixed_assets: amount,
  total_net_assets: amount,
  /** ISO 4217 code of the amounts. */
  currency: text,
  /** The fiscal years the figures cover, e.g. ["2022", "2023"]. */
  financial_years: z.array(z.string()),
  annual_return_due_date: text,
  financial_statement_due_date: text,
  liability: amount,
  total_number_of_shares: amount,
  have_extensive_shareholding: z.boolean().nullable(),
  /** Number of ordinary shareholders who signed. */
  ordinary_shareholder_signatures: amount,
  has_more_than_one_class_of_share: z.boolean().nullable(),
  per_share_value: amount,
  key_figure_readings: z.array(KeyFigureReadingSchema),
  insights: z.array(FinancialInsightSchema),
})
export type FinancialDetail = z.infer<typeof FinancialDetailSchema>

export const RegistrySourceSchema = z.looseObject({ name: z.string(), source_type: text })
export type RegistrySource = z.infer<typeof RegistrySourceSchema>

/** filings_detail[] of the version 1 profile. */
export const FilingSchema = z.looseObject({
  uid: z.string(),
  title: text,
  date: text,
  description: text,
  filing_code: text,
  filing_type: text,
  file_url: text,
  file_status: text,
  file_requested: z.boolean(),
  ...priceFields,
  category: text,
  deliver_time: text,
  file_not_found: z.boolean(),
  meta_detail: MetaDetailSchema,
  previous_file_detail: z
    .looseObject({ _id: z.string(), uid: z.string(), file_id: z.string(), submitted_at: text, ...priceFields })
    .nullable(),
  own_document_available: z
    .looseObject({
      _id: z.string(),
      uid: z.string(),
      file_id: z.string(),
      file_url: text,
      submitted_at: text,
      requested_at: text,
    })
    .nullable(),
})
export type Filing = z.infer<typeof FilingSchema>

/** documents_detail[] of the version 2 insights (replaces filings_detail). */
export const DocumentSchema = z.looseObject({
  uid: z.string(),
  title: text,
  date: text,
  description: text,
  document_code: text,
  document_type: text,
  document_url: text,
  document_status: text,
  document_requested: z.boolean(),
  ...priceFields,
  deliver_time: text,
  document_not_found: z.boolean(),
  meta_detail: MetaDetailSchema,
  previous_document_detail: z
    .looseObject({
      previous_document_id: z.string(),
      uid: z.string(),
      requested_at: text,
      submitted_at: text,
      ...priceFields,
    })
    .nullable(),
  own_document_available: z
    .looseObject({
      own_document_id: z.string(),
      uid: z.string(),
      document_url: text,
      submitted_at: text,
      requested_at: text,
    })
    .nullable(),
})
export type CompanyDocument = z.infer<typeof DocumentSchema>

/** Collections present in both the version 1 profile and the version 2 insights. */
/** Top-level company facts of the version 1 profile and the version 2 insights: registration. */
export const companyRegistrationFields = {
  name: z.string(),
  registration_number: text,
  registration_date: text,
  status: text,
  type: text,
}

/** Top-level company facts of both profiles: incorporation, tax and end dates. */
export const companyLifecycleFields = {
  incorporation_date: text,
  industries: text,
  tax_number: text,
  dissolution_date: text,
  inactive_date: text,
}

/** Top-level company facts of both profiles: assessment and the company's own AML screening. */
export const companyScreeningFields = {
  ...companyAssessmentFields,
  company_aml_request_id: text,
  company_aml_request_status: AmlRequestStatusSchema.nullable(),
  company_aml_status: AmlMatchStatusSchema.nullable(),
  last_updated_at: text,
}

export const sharedCollectionFields = {
  contacts_detail: z.array(ContactSchema),
  previous_names_detail: z.array(PreviousNameSchema),
  addresses_detail: z.array(AddressSchema),
  announcements_detail: z.array(AnnouncementSchema),
  parent_companies: z.array(ParentCompanySchema),
  branches: z.array(BranchSchema),
  accounts_detail: AccountDatesSchema.nullable(),
  confirmation_statement_detail: AccountDatesSchema.nullable(),
  identifiers: z.array(IdentifierSchema),
  capital_stock_information: z.array(CapitalStockSchema),
  industries_detail: z.array(IndustrySchema),
  ownership_structure: OwnershipStructureSchema.nullable(),
  financial_detail: FinancialDetailSchema.nullable(),
  registries_detail: z.array(RegistrySourceSchema),
  additional_detail: z.array(AdditionalDetailSchema),
}
