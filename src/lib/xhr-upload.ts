export interface UploadProgress {
  /** Bytes of the request body sent so far, and in all (0 when the browser cannot tell). */
  loaded: number
  total: number
}

export interface XhrUploadOptions {
  headers: Record<string, string>
  signal?: AbortSignal
  onProgress?: (progress: UploadProgress) => void
}

/**
 * The SPA's one XMLHttpRequest (fetch reports no upload progress): POSTs a form and answers its
 * status and text, for api-client's uploadForm to read. A lost connection answers status 0.
 */
export function sendWithProgress(
  path: string,
  form: FormData,
  options: XhrUploadOptions,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', path)
    for (const [name, value] of Object.entries(options.headers)) xhr.setRequestHeader(name, value)
    xhr.upload.addEventListener('progress', (event) =>
      options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 }),
    )
    xhr.addEventListener('load', () => resolve({ status: xhr.status, text: xhr.responseText }))
    xhr.addEventListener('error', () => resolve({ status: 0, text: '' }))
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')))
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
}
