import type { UpstreamApp } from '../app'
import { authHeaders } from './upstream-harness'

/** Test helpers: multipart KYC forms and sandbox documents (test code only). */
export type FormValue = string | { bytes: Buffer; filename: string; type: string }

export async function multipartPayload(fields: ReadonlyArray<readonly [string, FormValue]>) {
  const form = new FormData()
  for (const [name, value] of fields) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.filename)
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...authHeaders, 'content-type': request.headers.get('content-type') ?? '' },
  }
}

export async function submitKyc(app: UpstreamApp, fields: ReadonlyArray<readonly [string, FormValue]>) {
  const { payload, headers } = await multipartPayload(fields)
  return app.inject({ method: 'POST', url: '/api/search', headers, payload })
}

export async function sandboxDocument(
  app: UpstreamApp,
  path: 'identity' | 'address',
  query: Record<string, string>,
): Promise<Buffer> {
  const response = await app.inject({
    url: `/sandbox/documents/${path}?${new URLSearchParams(query).toString()}`,
    headers: authHeaders,
  })
  if (response.statusCode !== 200) throw new Error(`sandbox document: ${response.statusCode} ${response.body}`)
  return response.rawPayload
}

export const png = (bytes: Buffer, filename = 'proof.png') => ({ bytes, filename, type: 'image/png' })
