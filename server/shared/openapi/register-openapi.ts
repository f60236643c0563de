import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'

type OpenApiObject = NonNullable<Extract<FastifyDynamicSwaggerOptions, { openapi?: unknown }>['openapi']>

/** A route as registered: what the document must describe. */
export interface RegisteredRoute {
  method: string
  url: string
  /** Registered with `schema.hide` (left out of the document on purpose, e.g. static files). */
  hidden: boolean
}

const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>()

/**
 * Generates the server's OpenAPI 3.1 document from its registered routes (@fastify/swagger, with
 * fastify-type-provider-zod's jsonSchemaTransform turning each route's zod `schema` into JSON
 * Schema). Call before any route is registered; `app.swagger()` returns the document once the app
 * is ready. ADR 0016.
 *
 * The zod schemas a route declares are its documentation only: the compilers of
 * useSchemasForDocumentationOnly let every value through unchanged, and the handlers keep validating with the contract's schemas (parseOrThrow in
 * the upstream, `.parse` + the error handler in the proxy), so the 400 envelope and its messages are
 * exactly what they were. Responses are serialised with JSON.stringify, as without a schema.
 */
export async function registerOpenApi(app: FastifyInstance, openapi: OpenApiObject) {
  const routes: RegisteredRoute[] = []
  registered.set(app, routes)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, hidden: (route.schema as { hide?: boolean } | undefined)?.hide === true })
    }
  })
  useSchemasForDocumentationOnly(app)
  await app.register(swagger, {
    openapi: { openapi: '3.1.0', ...openapi },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  })
}

/**
 * Route schemas document, the handlers validate: values pass unchanged, answers are JSON.stringify'd.
 * registerOpenApi calls it; a bare test app that registers a documented route calls it too.
 */
export function useSchemasForDocumentationOnly(app: FastifyInstance) {
  app.setValidatorCompiler(() => (value) => ({ value }))
  app.setSerializerCompiler(() => (data) => JSON.stringify(data))
}

/** The routes registered after registerOpenApi (HEAD routes left out: Fastify adds one per GET). */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registered.get(app) ?? []
}

/** A Fastify URL as an OpenAPI path: `/v2/kyb/:id` → `/v2/kyb/{id}`. */
export const openApiPathOf = (url: string) => url.replace(/:(\w+)/g, '{$1}')
