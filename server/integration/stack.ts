import { freePort } from '../test-support/free-port'
import { Writable } from 'node:stream'
import { buildProxyApp, type ProxyAppOptions } from '../proxy/app'
import { signIn } from '../proxy/test-support/proxy-harness'
import { buildUpstreamApp, type UpstreamAppOptions } from '../upstream/app'

/**
 * Test harness: the real embedded upstream and the real proxy, each listening on loopback, the
 * upstream sending its callbacks to the proxy. Every proxy log line is kept in `proxyLogs`.
 */
export const stackApiKey = 'kyb_integration_key_5c1e9a7d3f2b8046'
export const stackAdmin = { email: 'admin@integration.local', password: 'integration-password-123' }
export const csrf = { 'x-requested-with': 'kybdesk' } as const

export interface StackOptions {
  timeScale?: number
  datasetSize?: number
  /** Further options of each app (rate limits…). */
  upstream?: Partial<UpstreamAppOptions>
  proxy?: Partial<ProxyAppOptions>
}

export async function startStack(options: StackOptions = {}) {
  const proxyPort = await freePort()
  const proxyUrl = `http://127.0.0.1:${proxyPort}`
  const upstreamPort = await freePort()
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`
  const upstream = await buildUpstreamApp({
    apiKey: stackApiKey,
    datasetSize: options.datasetSize ?? 1000,
    timeScale: options.timeScale ?? 0.01,
    callbackUrl: `${proxyUrl}/callbacks/upstream`,
    publicUrl: upstreamUrl,
    ...options.upstream,
  })
  const upstreamRequests: Array<{ method: string; url: string }> = []
  upstream.addHook('onRequest', async (request) => {
    upstreamRequests.push({ method: request.method, url: request.url })
  })
  await upstream.listen({ port: upstreamPort, host: '127.0.0.1' })

  const proxyLogs: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      proxyLogs.push(chunk.toString('utf8'))
      done()
    },
  })
  const proxy = await buildProxyApp({
    upstreamUrl,
    apiKey: stackApiKey,
    dbFile: ':memory:',
    admin: stackAdmin,
    scrypt: { N: 1024, r: 8, p: 1 },
    logger: { level: 'debug', stream },
    ...options.proxy,
  })
  await proxy.listen({ port: proxyPort, host: '127.0.0.1' })

  return {
    upstream,
    proxy,
    upstreamUrl,
    proxyUrl,
    proxyLogs,
    upstreamRequests,
    /** Upstream first: once it has stopped sending callbacks, the proxy's connections are all idle. */
    async close() {
      await upstream.close()
      await proxy.close()
    },
  }
}

export type Stack = Awaited<ReturnType<typeof startStack>>

/** Starts the stack and signs its admin in to the proxy; `cookie` is the admin's session. */
export async function startSignedInStack(options: StackOptions = {}): Promise<{ stack: Stack; cookie: string }> {
  const stack = await startStack(options)
  return { stack, cookie: await signIn(stack.proxy, stackAdmin.email, stackAdmin.password) }
}
