import { ApiError, type UploadProgress } from './api-client'

export interface XhrUploadOptions {
  headers: Record<string, string>
  signal?: AbortSignal
  onProgress?: (progress: UploadProgress) => void
}

/**
 * The SPA's one XMLHttpRequest (fetch reports no upload progress): POSTs a form and answers its
 * status and text, for api-client's uploadForm to read. A lost connection is an ApiError with status 0.
 */
export function sendWithProgress(path: string, form: FormData, options: XhrUploadOptions): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', path)
    for (const [name, value] of Object.entries(options.headers)) xhr.setRequestHeader(name, value)
    xhr.upload.addEventListener('progress', (event) => options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 }))
    xhr.addEventListener('load', () => resolve({ status: xhr.status, text: xhr.responseText }))
    xhr.addEventListener('error', () => reject(new ApiError(0, 'The connection was lost while sending. Nothing was lost on this page; try again.')))
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')))
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
}
