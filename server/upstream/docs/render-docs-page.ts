/**
 * A self-contained HTML page (no script, no external resource) describing an OpenAPI document:
 * tags, operations, parameters, request and response schemas. Rendered on the server.
 */
type Json = Record<string, unknown>

/** The parts of an OpenAPI 3.1 document the page reads (the one @fastify/swagger generates). */
export interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string; description?: string }
  tags?: { name: string; description?: string }[]
  paths?: Record<string, Record<string, Json>>
  components?: { schemas?: Record<string, Json>; responses?: Record<string, Json> }
}

const escapeHtml = (value: unknown) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

function resolve(doc: OpenApiDocument, schema: Json): Json {
  const ref = schema.$ref
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return doc.components?.schemas?.[ref.slice('#/components/schemas/'.length)] ?? schema
  }
  return schema
}

function typeLabel(doc: OpenApiDocument, raw: Json): string {
  const schema = resolve(doc, raw)
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ')
  if ('const' in schema) return JSON.stringify(schema.const)
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key]
    if (Array.isArray(options)) return options.map((o) => typeLabel(doc, o as Json)).join(' | ')
  }
  if (schema.type === 'array' && schema.items) return `array of ${typeLabel(doc, schema.items as Json)}`
  if (Array.isArray(schema.type)) return schema.type.join(' | ')
  return typeof schema.type === 'string' ? schema.type : 'any'
}

/** The object (or array of objects) inside a nullable union, for nested rendering. */
function nestedOf(doc: OpenApiDocument, raw: Json): Json | undefined {
  const schema = resolve(doc, raw)
  if (schema.properties) return schema
  if (schema.type === 'array' && schema.items && resolve(doc, schema.items as Json).properties) return schema
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key]
    if (Array.isArray(options)) {
      for (const option of options) {
        const found = nestedOf(doc, option as Json)
        if (found) return found
      }
    }
  }
  return undefined
}

const safeBounds = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER])

function constraints(schema: Json): string {
  const parts: string[] = []
  for (const [key, label] of [
    ['minLength', 'min length'],
    ['maxLength', 'max length'],
    ['minimum', 'min'],
    ['maximum', 'max'],
    ['minItems', 'min items'],
    ['maxItems', 'max items'],
    ['pattern', 'pattern'],
    ['default', 'default'],
    ['format', 'format'],
  ] as const) {
    if (key in schema && !safeBounds.has(schema[key] as number)) parts.push(`${label} ${JSON.stringify(schema[key])}`)
  }
  if (typeof schema.description === 'string') parts.unshift(schema.description)
  return parts.join('; ')
}

function renderSchema(doc: OpenApiDocument, raw: Json, depth = 0): string {
  const schema = resolve(doc, raw)
  if (depth > 6) return '<span class="muted">…</span>'
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key]
    if (Array.isArray(options) && options.some((o) => resolve(doc, o as Json).properties)) {
      return `<ol class="variants">${options.map((o) => `<li>${renderSchema(doc, o as Json, depth + 1)}</li>`).join('')}</ol>`
    }
  }
  if (schema.type === 'array' && schema.items && resolve(doc, schema.items as Json).properties) {
    return `<div class="muted">array of</div>${renderSchema(doc, schema.items as Json, depth + 1)}`
  }
  const properties = schema.properties as Record<string, Json> | undefined
  if (!properties) return `<code>${escapeHtml(typeLabel(doc, schema))}</code>`
  const required = new Set((schema.required as string[] | undefined) ?? [])
  const rows = Object.entries(properties)
    .map(([name, property]) => {
      const nested = resolve(doc, property)
      const inner = nestedOf(doc, property)
      return `<li><code class="field">${escapeHtml(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''} <span class="type">${escapeHtml(
        typeLabel(doc, property),
      )}</span>${constraints(nested) ? ` <span class="muted">${escapeHtml(constraints(nested))}</span>` : ''}${inner ? renderSchema(doc, inner, depth + 1) : ''}</li>`
    })
    .join('')
  return `<ul class="fields">${rows}</ul>`
}

function renderOperation(doc: OpenApiDocument, path: string, method: string, op: Json): string {
  const parameters = (op.parameters as Json[] | undefined) ?? []
  const body = op.requestBody as { content?: Record<string, { schema: Json }> } | undefined
  const responses = (op.responses ?? {}) as Record<string, Json>
  const anchor = `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-')
  const parameterRows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${escapeHtml(
          typeLabel(doc, p.schema as Json),
        )}</td><td>${escapeHtml(constraints({ ...(p.schema as Json), ...(p.description ? { description: p.description } : {}) }))}</td></tr>`,
    )
    .join('')
  const responseItems = Object.entries(responses)
    .map(([status, response]) => {
      const resolved =
        typeof response.$ref === 'string'
          ? (doc.components?.responses?.[response.$ref.split('/').pop() ?? ''] ?? response)
          : response
      const content = (resolved.content as Record<string, { schema: Json }> | undefined)?.['application/json']
      const detail =
        status === '200' && content
          ? `<details><summary>Schema</summary>${renderSchema(doc, content.schema)}</details>`
          : ''
      return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(resolved.description ?? '')}${detail}</li>`
    })
    .join('')
  return `<section class="op" id="${anchor}">
<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary ?? '')}</p>${op.description ? `<p class="muted">${escapeHtml(op.description)}</p>` : ''}
<p class="muted">Authentication: ${escapeHtml(op['x-auth'] ?? (Array.isArray(op.security) && op.security.length === 0 ? 'none' : 'account'))}${op['x-route-ids'] ? ` · route id ${escapeHtml((op['x-route-ids'] as string[]).join(', '))}` : ''}</p>
${parameters.length ? `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Type</th><th>Rules</th></tr></thead><tbody>${parameterRows}</tbody></table>` : ''}
${Object.entries(body?.content ?? {})
  .map(
    ([type, { schema }]) =>
      `<h4>Request body <span class="muted">${escapeHtml(type)}</span></h4>${renderSchema(doc, schema)}`,
  )
  .join('')}
<h4>Responses</h4><ul class="responses">${responseItems}</ul>
</section>`
}

const styles = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24;background:#fafbfc}
main{max-width:980px;margin:0 auto;padding:24px}h1{margin-top:0}h2{border-bottom:2px solid #d0d7de;padding-bottom:4px;margin-top:40px}
.op{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:12px 18px;margin:16px 0}
.method{display:inline-block;min-width:52px;text-align:center;border-radius:4px;color:#fff;font-size:13px;padding:2px 6px}
.get{background:#1f6feb}.post{background:#1a7f37}.delete{background:#cf222e}.patch{background:#9a6700}code{font-family:ui-monospace,monospace;font-size:13px}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #d0d7de;padding:4px 8px;text-align:left;vertical-align:top}
.fields{list-style:none;padding-left:16px;border-left:2px solid #eaeef2}.field{font-weight:600}.type{color:#8250df;font-size:13px}
.req{color:#cf222e;font-size:12px}.muted{color:#57606a;font-size:13px}nav ul{columns:2}`

export function renderDocsPage(doc: OpenApiDocument): string {
  const tags = (doc.tags ?? []).map((tag) => {
    const operations = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => ((op.tags as string[] | undefined) ?? []).includes(tag.name))
        .map(([method, op]) => ({ path, method, op })),
    )
    return { tag, operations }
  })
  const nav = tags
    .flatMap(({ operations }) =>
      operations.map(
        ({ path, method }) =>
          `<li><a href="#${`${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-')}">${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</a></li>`,
      ),
    )
    .join('')
  const body = tags
    .map(
      ({ tag, operations }) =>
        `<h2 id="tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</h2><p class="muted">${escapeHtml(tag.description ?? '')}</p>${operations
          .map(({ path, method, op }) => renderOperation(doc, path, method, op))
          .join('')}`,
    )
    .join('')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} — API reference</title><style>${styles}</style></head>
<body><main><h1>${escapeHtml(doc.info.title)}</h1><p class="muted">Version ${escapeHtml(doc.info.version)} · OpenAPI ${escapeHtml(doc.openapi)} · <a href="/openapi.json">openapi.json</a></p>
<p>${escapeHtml(doc.info.description ?? '')}</p>
<nav aria-label="Endpoints"><h2>Endpoints</h2><ul>${nav}</ul></nav>${body}</main></body></html>`
}
