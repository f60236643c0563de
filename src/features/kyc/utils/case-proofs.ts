import type { KycResult } from '@contract/services/kyc'
import type { ProofView } from '../components/proof-viewer'

/** The proofs of a request, in the order a reviewer compares them. */
export function caseProofs(result: KycResult): ProofView[] {
  const { document, address } = result.kyc_request
  const proofs: ProofView[] = []
  const add = (label: string, url: string | null, meta: { mime_type: string; filename: string } | null) => {
    if (url) proofs.push({ label, url, mimeType: meta?.mime_type ?? null, filename: meta?.filename ?? null })
  }
  if (document) {
    add('Document proof', document.proof, document.proof_meta_detail)
    add('Document additional proof', document.additional_proof, document.additional_proof_meta_detail)
  }
  if (address) {
    add('Address proof', address.proof, address.proof_meta_detail)
    add('Address additional proof', address.additional_proof, address.additional_proof_meta_detail)
  }
  return proofs
}
