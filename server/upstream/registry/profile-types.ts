/**
 * Profile shapes come from the contract (contract/registry): the registry generates exactly what
 * the API serves. Local names for readability.
 */
export type {
  V1CompanyProfile as ProfileV1,
  V1Person as PersonV1,
  V1BeneficialOwner as BeneficialOwnerV1,
  Filing as FilingV1,
  OwnershipNode,
  SimilarPerson,
  SharesDetail,
  KeyFigureReading,
  FinancialInsight as Insight,
  FinancialDetail,
  V2CompanyInsights as InsightsV2,
} from '@contract/registry'
