/** NACE Rev. 2 classes the generator assigns, with the sector words they fit. */
export interface Industry {
  code: string
  name: string
  description: string
}

export const INDUSTRIES: readonly Industry[] = [
  {
    code: '41.20',
    name: 'Construction of residential and non-residential buildings',
    description: 'General construction of buildings of all kinds',
  },
  { code: '43.21', name: 'Electrical installation', description: 'Installation of electrical wiring and fittings' },
  {
    code: '46.90',
    name: 'Non-specialised wholesale trade',
    description: 'Wholesale of a variety of goods without any particular specialisation',
  },
  {
    code: '47.19',
    name: 'Other retail sale in non-specialised stores',
    description: 'Retail sale of a large variety of goods',
  },
  { code: '49.41', name: 'Freight transport by road', description: 'All freight transport operations by road' },
  {
    code: '52.29',
    name: 'Other transportation support activities',
    description: 'Forwarding of freight and logistics services',
  },
  {
    code: '56.10',
    name: 'Restaurants and mobile food service activities',
    description: 'Provision of food services to customers',
  },
  { code: '62.01', name: 'Computer programming activities', description: 'Writing, modifying and testing software' },
  { code: '62.02', name: 'Computer consultancy activities', description: 'Planning and design of computer systems' },
  {
    code: '64.20',
    name: 'Activities of holding companies',
    description: 'Owning the assets of a group of subsidiary corporations',
  },
  {
    code: '64.99',
    name: 'Other financial service activities',
    description: 'Investment in securities and other financial services',
  },
  {
    code: '68.10',
    name: 'Buying and selling of own real estate',
    description: 'Buying and selling of own real estate',
  },
  {
    code: '68.20',
    name: 'Renting and operating of own or leased real estate',
    description: 'Letting and operating of real estate',
  },
  {
    code: '69.20',
    name: 'Accounting, bookkeeping and auditing activities',
    description: 'Recording of commercial transactions and tax consultancy',
  },
  {
    code: '70.22',
    name: 'Business and other management consultancy activities',
    description: 'Advice and assistance to businesses on management issues',
  },
  {
    code: '71.12',
    name: 'Engineering activities and related technical consultancy',
    description: 'Engineering design and consulting',
  },
  {
    code: '25.11',
    name: 'Manufacture of metal structures and parts of structures',
    description: 'Manufacture of metal frameworks and structures',
  },
  {
    code: '28.99',
    name: 'Manufacture of other special-purpose machinery',
    description: 'Manufacture of special-purpose machinery',
  },
  {
    code: '35.11',
    name: 'Production of electricity',
    description: 'Operation of generation facilities that produce electric energy',
  },
  { code: '58.29', name: 'Other software publishing', description: 'Publishing of ready-made software' },
  { code: '73.11', name: 'Advertising agencies', description: 'Creation and realisation of advertising campaigns' },
  { code: '86.21', name: 'General medical practice activities', description: 'Medical consultation and treatment' },
  { code: '10.71', name: 'Manufacture of bread and fresh pastry', description: 'Manufacture of bakery products' },
  { code: '66.22', name: 'Activities of insurance agents and brokers', description: 'Sale of insurance policies' },
]
