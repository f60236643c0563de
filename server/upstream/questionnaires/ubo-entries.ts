import type { StoredFile, StoredPage } from './stored-answers'

/** One beneficial owner entered in a sub-question answer, with the checks its group asks for. */
export interface UboEntry {
  /** The answer of the sub question with services aml (full_name), the person screened. */
  name: string | undefined
  dob: string | undefined
  nationality: string | undefined
  idNumber: string | undefined
  /** Files of the sub question with services kyc (the identity document). */
  idDocuments: StoredFile[]
  /** Document types the kyc sub question accepts (supported_types). */
  supportedTypes: string[]
  aml: boolean
  kyc: boolean
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)

/**
 * Every UBO entered in the sub-question answers of `pages`. A group asks for AML when one of its
 * sub questions has services aml (and the question does not switch ubo_aml_check off), for KYC
 * when a file sub question has services kyc (unless ubo_kyc_check is false).
 */
export function uboEntries(pages: StoredPage[]): UboEntry[] {
  return pages.flatMap((page) =>
    page.questions
      .filter((question) => question.input_type === 'sub_questions' && Array.isArray(question.answer))
      .flatMap((question) => {
        const subs = (question.sub_questions ?? []).flatMap((group) => group.questions)
        const amlSub = subs.find((sub) => sub.services?.includes('aml'))
        const kycSub = subs.find((sub) => sub.input_type === 'file' && sub.services?.includes('kyc'))
        return (question.answer as Array<Record<string, unknown>>).map((entry): UboEntry => ({
          name: text(entry[amlSub?.key_name ?? 'full_name']),
          dob: text(entry.dob),
          nationality: text(entry.kyc_check_country_name),
          idNumber: text(entry.kyc_check_id_number),
          idDocuments:
            kycSub && Array.isArray(entry[kycSub.key_name])
              ? (entry[kycSub.key_name] as unknown[])
                  .flat()
                  .filter((f): f is StoredFile => typeof f === 'object' && f !== null && 'file_id' in f)
              : [],
          supportedTypes: kycSub?.supported_types ?? [],
          aml: amlSub !== undefined && question.ubo_aml_check !== false,
          kyc: kycSub !== undefined && question.ubo_kyc_check !== false,
        }))
      }),
  )
}
