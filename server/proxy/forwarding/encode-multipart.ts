import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import type { ReceivedEntry } from '../../shared/multipart/receive-multipart'

/** Quotes a header parameter value: no CR/LF, `"` and `\` escaped as browsers do (%22). */
function quote(value: string) {
  return `"${value
    .replace(/[\r\n]/g, ' ')
    .replace(/"/g, '%22')
    .replace(/\\/g, '\\\\')}"`
}

/**
 * Re-encodes received entries as multipart/form-data, in the order they came, as a stream (file
 * chunks are written as they are, never copied into one buffer).
 */
export function encodeMultipart(entries: ReceivedEntry[]): { body: Readable; contentType: string } {
  const boundary = `----kybdesk${randomBytes(16).toString('hex')}`
  function* pieces(): Generator<Buffer> {
    for (const entry of entries) {
      if ('value' in entry) {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name=${quote(entry.name)}\r\n\r\n${entry.value}\r\n`,
        )
        continue
      }
      const { file } = entry
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name=${quote(entry.name)}; filename=${quote(file.filename)}\r\nContent-Type: ${file.mimetype.replace(/[\r\n]/g, '')}\r\n\r\n`,
      )
      yield* file.chunks
      yield Buffer.from('\r\n')
    }
    yield Buffer.from(`--${boundary}--\r\n`)
  }
  return {
    body: Readable.from(pieces(), { objectMode: false }),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}
