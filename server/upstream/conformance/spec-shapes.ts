/**
 * Field lists of spec §2.1–§2.5, written from the spec text alone (not from contract/), with the
 * types the spec states. Where the spec shows no type, a field must only be present ('present').
 * `checkShape` lists every violation, so one failing assertion shows all of them.
 */
export type Kind =
  | 'present'
  | 'string'
  | 'string?'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'string[]'
  | 'object'
  | 'timestamp?'
  | { enum: readonly string[] }
  | { object: Shape; nullable?: boolean }
  | { arrayOf: Kind }
  | { absent: true }

export type Shape = Record<string, Kind>

const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/

function describe(value: unknown) {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function checkKind(value: unknown, kind: Kind, path: string, errors: string[]) {
  const fail = (rule: string) =>
    errors.push(`${path}: ${rule} (got ${JSON.stringify(value)?.slice(0, 80) ?? 'undefined'})`)
  if (typeof kind === 'string') {
    switch (kind) {
      case 'present':
        return
      case 'string':
        if (typeof value !== 'string') fail('must be a string')
        return
      case 'string?':
        if (value !== null && typeof value !== 'string') fail('must be a string or null')
        return
      case 'integer':
        if (typeof value !== 'number' || !Number.isInteger(value)) fail('must be an integer')
        return
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value)) fail('must be a number')
        return
      case 'boolean':
        if (typeof value !== 'boolean') fail('must be a boolean')
        return
      case 'string[]':
        if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) fail('must be an array of strings')
        return
      case 'object':
        if (!isPlainObject(value)) fail(`must be an object, not ${describe(value)}`)
        return
      case 'timestamp?':
        if (value !== null && (typeof value !== 'string' || !timestampPattern.test(value)))
          fail('must be an ISO 8601 timestamp with microseconds and Z, or null')
        return
    }
  }
  if ('absent' in kind) return
  if ('enum' in kind) {
    if (typeof value !== 'string' || !kind.enum.includes(value)) fail(`must be one of ${kind.enum.join(', ')}`)
    return
  }
  if ('arrayOf' in kind) {
    if (!Array.isArray(value)) return fail(`must be an array, not ${describe(value)}`)
    value.forEach((element, index) => checkKind(element, kind.arrayOf, `${path}[${index}]`, errors))
    return
  }
  if (value === null && kind.nullable) return
  checkShapeInto(value, kind.object, path, errors)
}

function checkShapeInto(value: unknown, shape: Shape, path: string, errors: string[]) {
  if (!isPlainObject(value)) {
    errors.push(`${path}: must be an object, not ${describe(value)}`)
    return
  }
  for (const [field, kind] of Object.entries(shape)) {
    const at = path ? `${path}.${field}` : field
    if (typeof kind === 'object' && 'absent' in kind) {
      if (field in value) errors.push(`${at}: must not appear`)
      continue
    }
    if (!(field in value)) {
      errors.push(`${at}: missing`)
      continue
    }
    checkKind(value[field], kind, at, errors)
  }
}

/**
 * Spec §1: "Timestamps are ISO 8601 strings with microseconds and a trailing Z". Every string
 * anywhere in `value` that holds a date with a time of day must be written that way.
 */
export function timestampViolations(value: unknown, path = ''): string[] {
  if (typeof value === 'string')
    return /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value) && !timestampPattern.test(value) ? [`${path}: ${value}`] : []
  if (Array.isArray(value)) return value.flatMap((v, i) => timestampViolations(v, `${path}[${i}]`))
  if (isPlainObject(value))
    return Object.entries(value).flatMap(([k, v]) => timestampViolations(v, path ? `${path}.${k}` : k))
  return []
}

/** Every violation of `shape` by `value`, as `path: rule` lines (empty when it conforms). */
export function checkShape(value: unknown, shape: Shape, path = ''): string[] {
  const errors: string[] = []
  checkShapeInto(value, shape, path, errors)
  return errors
}

/** An array whose elements are objects of `shape`. */
export const list = (shape: Shape): Kind => ({ arrayOf: { object: shape } })

const pendingResolved = { enum: ['pending', 'resolved'] } as const
const searchType = { enum: ['contains', 'start_with', 'fuzzy'] } as const
// §2.5: low, medium, high, unknown; "a response has also been seen carrying low_risk".
const riskLevel = { enum: ['low', 'medium', 'high', 'unknown', 'low_risk'] } as const
const verificationStatus = { enum: ['verified', 'failed', 'unknown'] } as const

/** §2.1 */
export const paginationShape: Shape = {
  total: 'integer',
  per_page: 'integer',
  current_page: 'integer',
  last_page: 'integer',
  from: 'integer',
  to: 'integer',
}

/** §1: the envelope. */
export const envelopeShape = (data: Kind): Shape => ({ error: 'boolean', message: 'string', data })

/** §2.2 */
export const v1CountryShape: Shape = { country_name: 'string', states: 'string[]' }
export const v2CountryShape: Shape = { name: 'string', code: 'string', services: 'string[]' }

const countryWithStates: Shape = { country_name: 'string', states: 'string[]' }

/** §2.3 */
export const extensiveDataNames = [
  'Company Officers',
  'Financial Performance',
  'Filings History',
  'Change History',
  'Branches',
  'Events And Announcement',
  'Additional Information',
] as const

export const v1KybRequestShape: Shape = {
  _id: 'string',
  country_names: list(countryWithStates),
  registration_number: 'string?',
  request_random_id: 'present',
  search_text: 'present',
  search_type: searchType,
  services: 'string[]',
  service_id: 'string',
}

export const v1KybCompanyShape: Shape = {
  id: 'string',
  request_id: 'string',
  search_text: 'present',
  country_name: 'string',
  country_flag: 'present',
  extensive_data: { arrayOf: { enum: extensiveDataNames } },
  name: 'present',
  registration_number: 'present',
  registration_date: 'present',
  type: 'present',
  primary_source: 'boolean',
  secondary_source: 'boolean',
  status: 'present',
  meta_detail: 'object',
  risk_level: riskLevel,
  verification_status: verificationStatus,
  company_fetched_data_status: pendingResolved,
}

export const v1ResultsShape: Shape = {
  resolved_percentage: 'number',
  resolved_count: 'integer',
  fetched_countries_with_states: list(countryWithStates),
  fetched_countries: 'string[]',
  secondary_source: 'boolean',
  request_status: pendingResolved,
  kyb_request: { object: v1KybRequestShape },
  kyb_request_data: list(v1KybCompanyShape),
  pagination: { object: paginationShape },
}

/** §2.4: collections shared (with the stated differences) by the version 1 profile and version 2 insights. */
const meta = 'object' as const
const similarPerson: Shape = {
  name: 'present',
  address: 'present',
  designation: 'present',
  nationality: 'present',
  appointment_date: 'present',
  termination_date: 'present',
  meta_detail: {
    object: {
      occupation: 'present',
      current_status: 'present',
      date_of_birth: 'present',
      company: { object: { name: 'present', jurisdiction_code: 'present', company_number: 'present' }, nullable: true },
    },
  },
}
const personCommon: Shape = {
  name: 'present',
  status: 'present',
  address: 'present',
  postal_address: 'present',
  designation: 'present',
  appointment_date: 'present',
  termination_date: 'present',
  nationality: 'present',
  email: 'present',
  phone_number: 'present',
  fax_number: 'present',
  meta_detail: meta,
  similar_people: list(similarPerson),
  employment_status: 'present',
  aml_request_status: 'present',
  aml_request_id: 'present',
}
const ownerCommon: Shape = {
  name: 'present',
  email: 'present',
  status: 'present',
  address: 'present',
  designation: 'present',
  postal_address: 'present',
  phone_number: 'present',
  fax_number: 'present',
  appointment_date: 'present',
  legal_authority: 'present',
  legal_form: 'present',
  nationality: 'present',
  termination_date: 'present',
  ceased_on: 'present',
  meta_detail: meta,
  shares_detail: {
    object: {
      voting_min_shares: 'present',
      voting_max_shares: 'present',
      ownership_min_shares: 'present',
      ownership_max_shares: 'present',
    },
    nullable: true,
  },
  employment_status: 'present',
  aml_request_status: 'present',
  aml_status: 'present',
  aml_request_id: 'present',
}
const accountDates: Shape = { last_account: 'present', next_account: 'present', due_by_date: 'present' }
const sharedCollections: Shape = {
  contacts_detail: list({ type: 'present', value: 'present', meta_detail: meta }),
  previous_names_detail: list({ company_name: 'present', update_date: 'present', meta_detail: meta }),
  addresses_detail: list({ address: 'present', type: 'present', description: 'present', meta_detail: meta }),
  announcements_detail: list({ date: 'present', title: 'present', description: 'present', meta_detail: meta }),
  additional_detail: list({ type: 'present', data: { arrayOf: 'object' } }),
  parent_companies: list({
    entity_type: 'present',
    name: 'present',
    company_number: 'present',
    jurisdiction_code: 'present',
    country_name: 'present',
    type: 'present',
    country_flag: 'present',
    meta_detail: meta,
  }),
  branches: list({
    entity_type: 'present',
    name: 'present',
    company_number: 'present',
    jurisdiction_code: 'present',
    start_date: 'present',
    home_company_name: 'present',
    home_company_jurisdiction_code: 'present',
    home_company_number: 'present',
    country_name: 'present',
    state_name: 'present',
    type: 'present',
    status: 'present',
    dissolution_date: 'present',
    registration_date: 'present',
    industries: 'present',
    address: 'present',
    country_flag: 'present',
  }),
  accounts_detail: { object: accountDates },
  confirmation_statement_detail: { object: accountDates },
  identifiers: list({ identifier_type: 'present', identifier_code: 'present', identifier_number: 'present' }),
  capital_stock_information: list({
    capital_class: 'present',
    capital_number: 'present',
    capital_per_value: 'present',
    meta_detail: meta,
  }),
  industries_detail: list({ code: 'present', name: 'present', description: 'present', meta_detail: meta }),
  ownership_structure: {
    object: {
      id: 'present',
      name: 'present',
      children: list({ name: 'present', percentage: 'present', active: 'boolean', meta_detail: meta }),
    },
  },
  financial_detail: {
    object: {
      total_capital: 'present',
      fiscal_year: 'present',
      fiscal_year_end: 'present',
      fiscal_year_start: 'present',
      fixed_assets: 'present',
      total_net_assets: 'present',
      currency: 'present',
      financial_years: 'present',
      annual_return_due_date: 'present',
      financial_statement_due_date: 'present',
      liability: 'present',
      total_number_of_shares: 'present',
      have_extensive_shareholding: 'present',
      ordinary_shareholder_signatures: 'present',
      has_more_than_one_class_of_share: 'present',
      per_share_value: 'present',
      key_figure_readings: list({
        type: 'present',
        data: {
          object: {
            current: 'present',
            graph_up: 'boolean',
            last_year: 'present',
            last_year_value: 'present',
            status: 'present',
          },
        },
      }),
      insights: list({
        type: 'present',
        data_type: 'present',
        figures: list({ key_figure: 'present', data: list({ year: 'present', value: 'present' }) }),
      }),
    },
  },
  registries_detail: list({ name: 'present', source_type: 'present' }),
}

const v1OnlyScalars = [
  'country_name',
  'country_flag',
  'jurisdiction_code',
  'company_registration_period',
  'company_incorporation_period',
  'years_since_dissolution',
] as const
const commonScalars = [
  'name',
  'registration_number',
  'registration_date',
  'status',
  'type',
  'description',
  'incorporation_date',
  'industries',
  'tax_number',
  'dissolution_date',
  'inactive_date',
  'company_aml_request_id',
  'company_aml_request_status',
  'company_aml_status',
] as const
const present = (names: readonly string[]): Shape => Object.fromEntries(names.map((n) => [n, 'present' as const]))

export const v1ProfileShape: Shape = {
  _id: 'string',
  ...present(commonScalars),
  ...present(v1OnlyScalars),
  company_fetched_data_status: pendingResolved,
  request_status: pendingResolved,
  risk_level: riskLevel,
  verification_status: verificationStatus,
  last_updated_at: 'timestamp?',
  primary_source: 'boolean',
  secondary_source: 'boolean',
  working_on_files: 'boolean',
  meta_detail: meta,
  services_in_progress: 'string[]',
  services_completed: 'string[]',
  ...sharedCollections,
  filings_detail: list({
    uid: 'present',
    title: 'present',
    date: 'present',
    description: 'present',
    filing_code: 'present',
    filing_type: 'present',
    file_url: 'present',
    file_status: 'present',
    file_requested: 'boolean',
    price: 'present',
    price_without_service_charges: 'present',
    service_charges: 'present',
    category: 'present',
    deliver_time: 'present',
    file_not_found: 'boolean',
    meta_detail: meta,
    previous_file_detail: {
      object: {
        _id: 'present',
        uid: 'present',
        file_id: 'present',
        submitted_at: 'present',
        price: 'present',
        price_without_service_charges: 'present',
        service_charges: 'present',
      },
      nullable: true,
    },
    own_document_available: {
      object: {
        _id: 'present',
        uid: 'present',
        file_id: 'present',
        file_url: 'present',
        submitted_at: 'present',
        requested_at: 'present',
      },
      nullable: true,
    },
  }),
  people_detail: list({ ...personCommon, appointment_period: 'present', termination_period: 'present' }),
  beneficial_owners_detail: list({ ...ownerCommon, appointment_period: 'present', termination_period: 'present' }),
  ownership_shares_detail: list({ name: 'present', ownership_min_shares: 'present', ownership_max_shares: 'present' }),
  voting_shares_detail: list({ name: 'present', voting_min_shares: 'present', voting_max_shares: 'present' }),
}

/** §2.5 */
export const v2KybRequestShape: Shape = {
  kyb_request_id: 'string',
  country_codes: 'string[]',
  registration_number: 'string?',
  reference_id: 'present',
  name: 'present',
  search_type: searchType,
  status: pendingResolved,
  services: 'string[]',
}

export const v2KybCompanyShape: Shape = {
  kyb_response_id: 'string',
  country_code: 'string',
  name: 'present',
  registration_number: 'present',
  type: 'present',
  status: 'present',
  risk_level: riskLevel,
  verification_status: verificationStatus,
  fetch_status: pendingResolved,
}

export const v2ResultsShape: Shape = {
  kyb_request: { object: v2KybRequestShape },
  kyb_responses: list(v2KybCompanyShape),
  pagination: { object: paginationShape },
}

const notInV2 = [
  'primary_source',
  'secondary_source',
  'country_name',
  'country_flag',
  'working_on_files',
  'services_in_progress',
  'services_completed',
  'company_registration_period',
  'company_incorporation_period',
  'years_since_dissolution',
  'ownership_shares_detail',
  'voting_shares_detail',
  'filings_detail',
] as const

export const v2InsightsShape: Shape = {
  kyb_response_id: 'string',
  kyb_request_id: 'string',
  ...present(commonScalars),
  country_code: 'string',
  fetch_status: pendingResolved,
  risk_level: riskLevel,
  verification_status: verificationStatus,
  last_updated_at: 'timestamp?',
  meta_detail: meta,
  ...sharedCollections,
  people_detail: list({
    ...personCommon,
    aml_status: 'present',
    appointment_period: { absent: true },
    termination_period: { absent: true },
  }),
  beneficial_owners_detail: list({
    ...ownerCommon,
    appointment_period: { absent: true },
    termination_period: { absent: true },
  }),
  documents_detail: list({
    uid: 'present',
    title: 'present',
    date: 'present',
    description: 'present',
    document_code: 'present',
    document_type: 'present',
    document_url: 'present',
    document_status: 'present',
    document_requested: 'boolean',
    price: 'present',
    price_without_service_charges: 'present',
    service_charges: 'present',
    deliver_time: 'present',
    document_not_found: 'boolean',
    meta_detail: meta,
    previous_document_detail: {
      object: {
        previous_document_id: 'present',
        uid: 'present',
        requested_at: 'present',
        submitted_at: 'present',
        price: 'present',
        price_without_service_charges: 'present',
        service_charges: 'present',
      },
      nullable: true,
    },
    own_document_available: {
      object: {
        own_document_id: 'present',
        uid: 'present',
        document_url: 'present',
        submitted_at: 'present',
        requested_at: 'present',
      },
      nullable: true,
    },
  }),
  ...Object.fromEntries(notInV2.map((n) => [n, { absent: true } as const])),
}
