import fc from 'fast-check'
import { plausibleValue, type Operation } from './openapi-operations'

/** A request as it goes on the wire: `path` is already percent-encoded, `body` raw bytes or text. */
export interface RawRequest {
  /** What was broken, e.g. `body:wrong-type` (for the counts and the failure report). */
  kind: string
  method: string
  path: string
  headers: Record<string, string>
  body?: string | Buffer
}

/** Strings that break naive code: NUL, lone surrogates, bidi overrides, combining marks, markup, formulas, traversal. */
export const edgeStrings = [
  '',
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u202Eevil',
  '\uFEFFbom',
  'e\u0301\u0301\u0301',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '👨‍👩‍👧‍👦',
  '\u2028\u2029',
  'ﷺ',
  'İı',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '=HYPERLINK("http://x","y")',
  '+1+1',
  '@SUM(A1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR 1=1 --",
  '%00',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'x'.repeat(10_000),
]

const oddString = fc.oneof(fc.constantFrom(...edgeStrings), fc.string({ unit: 'binary', maxLength: 30 }))
const wrongValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(1e308, -0, 0.5, Number.MAX_SAFE_INTEGER + 2),
  oddString,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
)

/** Percent-encodes every byte outside the unreserved set (lone surrogates become U+FFFD, as on the wire). */
export function encodeComponent(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('')
}

const rawPathSegments = [
  '%E0%A4%A',
  '%',
  '%zz',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'a'.repeat(101),
  'a'.repeat(5000),
  '%F0%9F%98%80',
  '%C0%AF',
]

function pathOf(operation: Operation, values: Record<string, string>, raw: Record<string, string> = {}) {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => raw[name] ?? encodeComponent(values[name] ?? 'x1'))
}

function queryOf(pairs: Array<[string, string]>) {
  return pairs.length ? `?${pairs.map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(v)}`).join('&')}` : ''
}

const stringValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** The parameters and body that fit the operation's schemas (the base every mutation breaks). */
function plausible(operation: Operation) {
  const path: Record<string, string> = {}
  const query: Array<[string, string]> = []
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') path[parameter.name] = stringValue(plausibleValue(parameter.schema))
    if (parameter.in === 'query' && parameter.required)
      query.push([parameter.name, stringValue(plausibleValue(parameter.schema))])
  }
  const body = operation.body ? (plausibleValue(operation.body) as Record<string, unknown>) : {}
  return { path, query, body: body && typeof body === 'object' && !Array.isArray(body) ? body : {} }
}

const boundary = 'fuzzBoundary7MA4YWxk'

function multipartOf(fields: Record<string, unknown>) {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${stringValue(value)}\r\n`,
  )
  return `${parts.join('')}--${boundary}--\r\n`
}

const brokenMultiparts = fc.constantFrom<[string, string]>(
  ['multipart/form-data', `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--${boundary}--\r\n`],
  [
    `multipart/form-data; boundary=${boundary}`,
    `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated`,
  ],
  [
    `multipart/form-data; boundary=${boundary}`,
    `--other\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--other--\r\n`,
  ],
  [
    `multipart/form-data; boundary=${boundary}`,
    `--${boundary}\r\nNo-Disposition: here\r\n\r\nx\r\n--${boundary}--\r\n`,
  ],
  [`multipart/form-data; boundary=${boundary}`, ''],
  [
    `multipart/form-data; boundary=${boundary}`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--${boundary}--\r\n`,
  ],
  [
    `multipart/form-data; boundary=${boundary}`,
    `--${boundary}\r\nContent-Disposition: form-data; name="a[b][c][d]"\r\n\r\n${'y'.repeat(2_000_000)}\r\n--${boundary}--\r\n`,
  ],
  [`multipart/form-data; boundary="${'b'.repeat(200)}"`, 'x'],
)

/**
 * Malformed variants of a request to `operation`: wrong types, missing and extra fields, huge and
 * deeply nested bodies, unicode edge cases, bad percent-encoding, over-long paths and headers,
 * wrong content types, invalid JSON and broken multipart. `headers` (session, key) go on each.
 */
export function malformedRequest(operation: Operation, headers: Record<string, string>): fc.Arbitrary<RawRequest> {
  const base = plausible(operation)
  const request = (
    kind: string,
    parts: {
      path?: string
      query?: Array<[string, string]>
      body?: string | Buffer
      contentType?: string
      headers?: Record<string, string>
    },
  ): RawRequest => {
    const allHeaders: Record<string, string> = { ...headers, ...parts.headers }
    if (parts.body !== undefined) allHeaders['content-type'] = parts.contentType ?? 'application/json'
    return {
      kind,
      method: operation.method,
      path: `${parts.path ?? pathOf(operation, base.path)}${queryOf(parts.query ?? base.query)}`,
      headers: allHeaders,
      body: parts.body,
    }
  }
  const isMultipart = operation.contentTypes.some((type) => type.startsWith('multipart/'))
  const encodeBody = (body: unknown) =>
    isMultipart
      ? { body: multipartOf(body as Record<string, unknown>), contentType: `multipart/form-data; boundary=${boundary}` }
      : { body: JSON.stringify(body) }
  const keys = Object.keys(base.body)
  const key = keys.length ? fc.constantFrom(...keys) : fc.constant('name')
  const queryNames = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name)
  const queryName = queryNames.length ? fc.constantFrom(...queryNames) : fc.constant('q')
  const pathNames = Object.keys(base.path)
  const withBody = operation.method !== 'GET' && operation.method !== 'HEAD'

  const variants: Array<fc.Arbitrary<RawRequest>> = [
    // Query parameters: wrong type, odd strings, repeated, over-long, bad percent-encoding.
    fc
      .tuple(queryName, oddString)
      .map(([name, value]) =>
        request('query:odd-value', { query: [...base.query.filter(([k]) => k !== name), [name, value]] }),
      ),
    fc
      .tuple(queryName, fc.array(oddString, { minLength: 2, maxLength: 4 }))
      .map(([name, values]) =>
        request('query:repeated', { query: [...base.query, ...values.map((v): [string, string] => [name, v])] }),
      ),
    fc.tuple(queryName, fc.constantFrom('%E0%A4%A', '%', '%zz', '%00')).map(([name, raw]) => ({
      ...request('query:bad-encoding', {}),
      path: `${pathOf(operation, base.path)}?${encodeComponent(name)}=${raw}`,
    })),
    fc.constant(request('query:missing', { query: [] })),
    // Headers and paths over the limits, odd Accept and methods.
    fc
      .integer({ min: 17_000, max: 40_000 })
      .map((n) => request('header:over-long', { headers: { 'x-fuzz': 'h'.repeat(n) } })),
    fc
      .integer({ min: 17_000, max: 40_000 })
      .map((n) => request('path:over-long', { path: `${pathOf(operation, base.path)}/${'p'.repeat(n)}` })),
    fc
      .constantFrom('application/xml', 'text/html', '*/*;q=garbage', '')
      .map((accept) => request('header:accept', { headers: { accept } })),
    fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS').map((method) => ({ ...request('method:other', {}), method })),
  ]
  if (pathNames.length) {
    variants.push(
      fc
        .tuple(
          fc.constantFrom(...pathNames),
          fc.oneof(fc.constantFrom(...rawPathSegments), oddString.map(encodeComponent)),
        )
        .map(([name, raw]) => ({
          ...request('path:odd-parameter', {}),
          path: `${pathOf(operation, base.path, { [name]: raw })}${queryOf(base.query)}`,
        })),
    )
  }
  if (withBody) {
    variants.push(
      fc
        .tuple(key, wrongValue)
        .map(([k, value]) => request('body:wrong-type', encodeBody({ ...base.body, [k]: value }))),
      wrongValue.map((value) => request('body:wrong-root', { body: JSON.stringify(value) })),
      key.map((k) =>
        request(
          'body:missing-field',
          encodeBody(Object.fromEntries(Object.entries(base.body).filter(([name]) => name !== k))),
        ),
      ),
      fc
        .dictionary(oddString, fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 4 })
        .map((extra) => request('body:extra-fields', encodeBody({ ...base.body, ...extra }))),
      fc.tuple(key, oddString).map(([k, value]) => request('body:unicode', encodeBody({ ...base.body, [k]: value }))),
      fc.integer({ min: 1_100_000, max: 3_000_000 }).map((n) =>
        request('body:huge', {
          body: `{"a":"${'x'.repeat(n)}"}`,
          ...(isMultipart
            ? { contentType: `multipart/form-data; boundary=${boundary}`, body: multipartOf({ a: 'x'.repeat(n) }) }
            : {}),
        }),
      ),
      fc.tuple(fc.integer({ min: 500, max: 100_000 }), fc.boolean()).map(([depth, arrays]) =>
        request('body:deep', {
          body: arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
        }),
      ),
      fc
        .constantFrom(
          '{',
          '{"a":}',
          'nul',
          '[1,]',
          '\u0000',
          '{"__proto__":{"polluted":true}}',
          '{"constructor":{"prototype":{"polluted":true}}}',
          '1e99999',
          '"\\ud800"',
          '\uFEFF{}',
        )
        .map((body) => request('body:invalid-json', { body })),
      fc
        .constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
          'image/png',
          'application/octet-stream',
          ';;;',
          'multipart/mixed',
        )
        .map((contentType) => request('body:content-type', { body: JSON.stringify(base.body), contentType })),
      brokenMultiparts.map(([contentType, body]) => request('body:broken-multipart', { body, contentType })),
    )
  }
  return fc.oneof(...variants)
}

/** Any malformed request to any of `operations`. */
export function malformedRequests(operations: Operation[], headers: Record<string, string>): fc.Arbitrary<RawRequest> {
  return fc.constantFrom(...operations).chain((operation) => malformedRequest(operation, headers))
}
