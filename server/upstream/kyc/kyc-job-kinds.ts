/** Durable job kinds of KYC. */
export const kycJobKinds = {
  /** Read and check the proofs of one KYC request, then record the outcome and its callback. */
  verify: 'kyc.verify',
} as const

/** Simulated seconds before a submitted request is processed (a reviewer queue in the real service). */
export const verificationDelaySeconds = 5
