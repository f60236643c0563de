import { KycSubmissionResponseSchema } from '@contract/services/kyc-submission'

// KYC over real HTTP to an upstream process at `base` (tests and benches of worker processes).

const fullAddress = '12 Baker Street, London NW1 6XE'

/** A sandbox proof of address (PNG) drawn by the upstream at `base`. */
export async function addressProofOverHttp(base: string, token: string): Promise<Buffer> {
  const query = new URLSearchParams({ full_address: fullAddress, country_code: 'GB' })
  const response = await fetch(`${base}/sandbox/documents/address?${query.toString()}`, { headers: { token } })
  if (response.status !== 200) throw new Error(`sandbox document: ${response.status} ${await response.text()}`)
  return Buffer.from(await response.arrayBuffer())
}

/** Submits an address verification with `proof`; returns its kyc_request_id. */
export async function submitAddressKycOverHttp(base: string, token: string, proof: Buffer): Promise<string> {
  const form = new FormData()
  form.append('services[]', 'kyc')
  form.append('country_names[]', 'united_kingdom')
  form.append('address[full_address]', '12 Baker St, London NW1 6XE')
  form.append('address[proof]', new Blob([new Uint8Array(proof)], { type: 'image/png' }), 'proof.png')
  const response = await fetch(`${base}/api/search`, { method: 'POST', headers: { token }, body: form })
  if (response.status !== 200) throw new Error(`KYC submission: ${response.status} ${await response.text()}`)
  return KycSubmissionResponseSchema.parse(await response.json()).kyc_request_id
}
