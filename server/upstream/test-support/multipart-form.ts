/** A file field of a test form. */
export interface FormFile {
  filename: string
  contentType: string
  bytes: Uint8Array
}

/**
 * Encodes bracket-named fields (strings or files) as multipart/form-data with the platform's
 * FormData, for app.inject or fetch (test code only).
 */
export async function multipartForm(
  fields: ReadonlyArray<readonly [string, string | FormFile]>,
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData()
  for (const [name, value] of fields) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, new Blob([value.bytes], { type: value.contentType }), value.filename)
  }
  const request = new Request('http://form.local/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }
}

/** The smallest bytes that start like each type (enough for the signature checks). */
export const fileHeads = {
  png: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  pdf: new TextEncoder().encode('%PDF-1.4\n%test\n'),
  jpeg: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
  gif: new TextEncoder().encode('GIF89a....'),
}
