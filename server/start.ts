import closeWithGrace from 'close-with-grace'
import { ConfigError, parseEnv, proxyEnvSchema, upstreamEnvSchema } from './shared/config'
import { startProxy } from './proxy/start-proxy'
import { startUpstream } from './upstream/start-upstream'

/**
 * The sandbox pace of `npm start` when UPSTREAM_TIME_SCALE is unset: the slowest registry answers
 * a search within about 9 s (225 simulated seconds) and a profile is complete within about a minute
 * (1480 simulated seconds, see upstream/kyb/profile-stages.ts). UPSTREAM_TIME_SCALE=1 is the
 * realistic pace.
 */
export const sandboxTimeScale = '0.04'

/**
 * Boots the embedded upstream (unless UPSTREAM_URL points at a real vendor) and the proxy in one
 * process, prints where to go and how to sign in, and stops both on SIGINT/SIGTERM.
 */
async function main() {
  const proxyConfig = parseEnv(proxyEnvSchema)
  const closers: Array<() => Promise<unknown>> = []

  let upstream: { url: string; apiKey: string }
  if (proxyConfig.UPSTREAM_URL) {
    if (!proxyConfig.UPSTREAM_API_KEY) throw new ConfigError(['UPSTREAM_API_KEY: is required when UPSTREAM_URL is set'])
    upstream = { url: proxyConfig.UPSTREAM_URL, apiKey: proxyConfig.UPSTREAM_API_KEY }
  } else {
    const upstreamConfig = parseEnv(upstreamEnvSchema, {
      UPSTREAM_CALLBACK_URL: `http://${proxyConfig.HOST}:${proxyConfig.PORT}/callbacks/upstream`,
      QUESTIONNAIRE_PUBLIC_URL: `${(proxyConfig.PUBLIC_URL ?? `http://${proxyConfig.HOST}:${proxyConfig.PORT}`).replace(/\/+$/, '')}/q`,
      UPSTREAM_TIME_SCALE: sandboxTimeScale,
      ...process.env,
    })
    const embedded = await startUpstream(upstreamConfig)
    closers.push(embedded.close)
    upstream = embedded
    console.log(`Embedded upstream listening on ${embedded.url} (docs at ${embedded.url}/docs)`)
  }

  const proxy = await startProxy(proxyConfig, upstream)
  closers.unshift(proxy.close)
  console.log(`\nkybdesk is running at ${proxy.url}\n${proxy.signInHint}\nPress Ctrl-C to stop.\n`)

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) console.error(err)
    else if (signal) console.log(`Received ${signal}, stopping…`)
    for (const close of closers) await close()
  })
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(error instanceof ConfigError ? 2 : 1)
})
