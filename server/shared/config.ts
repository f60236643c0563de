import { z } from 'zod'

/**
 * Environment configuration for both servers, parsed with zod. A bad value stops the server with a
 * message naming the variable and the rule (see ConfigError). The README's configuration table
 * lists the same variables.
 */

const port = z.coerce
  .number()
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535')
const optionalString = z
  .string()
  .trim()
  .min(1)
  .optional()
  .or(z.literal('').transform(() => undefined))

export const sharedEnvSchema = z.object({
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
})

export const upstreamEnvSchema = sharedEnvSchema.extend({
  UPSTREAM_PORT: port.default(4010),
  UPSTREAM_HOST: z.string().min(1).default('127.0.0.1'),
  UPSTREAM_API_KEY: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  UPSTREAM_TIME_SCALE: z.coerce.number().min(0, 'must be 0 or more').max(1000, 'must be at most 1000').default(1),
  DATASET_SIZE: z.coerce
    .number()
    .int('must be a whole number')
    .min(1000, 'must be at least 1000')
    .max(5_000_000, 'must be at most 5000000')
    .default(200_000),
  UPSTREAM_CALLBACK_URL: optionalString.pipe(z.url('must be an http(s) URL').optional()),
  UPSTREAM_PUBLIC_URL: optionalString.pipe(z.url('must be an http(s) URL').optional()),
  QUESTIONNAIRE_PUBLIC_URL: optionalString.pipe(z.url('must be an http(s) URL').optional()),
  AML_MATCH_THRESHOLD: z.coerce
    .number()
    .min(0.5, 'must be between 0.5 and 1')
    .max(1, 'must be between 0.5 and 1')
    .optional(),
  /** PostgreSQL instead of DATA_DIR/upstream.sqlite: the engine for `npm run worker` processes. */
  UPSTREAM_DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//i, 'must be a postgres:// URL')
      .optional(),
  ),
  /** `in-process`: the API runs jobs too; `off`: only `npm run worker` processes do (PostgreSQL only). */
  UPSTREAM_JOBS: z.enum(['in-process', 'off']).default('in-process'),
  /** Jobs one process runs at the same time. */
  UPSTREAM_JOB_CONCURRENCY: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be between 1 and 64')
    .max(64, 'must be between 1 and 64')
    .default(4),
  /** How long a claimed job stays leased without renewal before another worker takes it over. */
  UPSTREAM_JOB_LEASE_SECONDS: z.coerce
    .number()
    .min(1, 'must be between 1 and 3600')
    .max(3600, 'must be between 1 and 3600')
    .default(60),
})

export const proxyEnvSchema = sharedEnvSchema.extend({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  UPSTREAM_URL: optionalString.pipe(z.url('must be an http(s) URL').optional()),
  UPSTREAM_API_KEY: optionalString,
  UPSTREAM_SIGNATURE: z.enum(['sha256', 'legacy', 'off']).default('sha256'),
  /** How long one upstream read is served again to every user asking for it (ADR 0039); 0: only reads in flight. */
  UPSTREAM_SHARED_READ_MS: z.coerce
    .number()
    .int('must be a whole number of milliseconds')
    .min(0, 'must be 0 or more')
    .max(10_000, 'must be at most 10000')
    .default(1000),
  ADMIN_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(12, 'must be at least 12 characters').optional()),
  PUBLIC_URL: optionalString.pipe(z.url('must be an http(s) URL').optional()),
  STATIC_DIR: z.string().min(1).default('./dist'),
  /** The proxy's PostgreSQL database (several instances share it); unset: SQLite in DATA_DIR. */
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//i, 'must be a postgres:// URL')
      .optional(),
  ),
})

export type UpstreamEnv = z.infer<typeof upstreamEnvSchema>
export type ProxyEnv = z.infer<typeof proxyEnvSchema>

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Variables whose values are never repeated in an error: keys, passwords, and database URLs (they carry credentials). */
const secretVariable = /KEY|SECRET|PASSWORD|TOKEN|DATABASE_URL/

/** Parses `env` with `schema`; throws ConfigError listing every bad variable and its rule (secrets' values left out). */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.')
    const raw = env[name]
    const got =
      raw === undefined || secretVariable.test(name)
        ? ''
        : ` (got ${JSON.stringify(raw.length > 60 ? `${raw.slice(0, 60)}…` : raw)})`
    return `${name}: ${issue.message}${got}`
  })
  throw new ConfigError(problems)
}
