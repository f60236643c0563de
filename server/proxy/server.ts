import { ConfigError, parseEnv, proxyEnvSchema } from '../shared/config'
import { runServer } from '../shared/run-server'
import { startProxy } from './start-proxy'

await runServer(async () => {
  const config = parseEnv(proxyEnvSchema)
  if (!config.UPSTREAM_URL || !config.UPSTREAM_API_KEY) {
    throw new ConfigError([
      'UPSTREAM_URL and UPSTREAM_API_KEY: both are required to run the proxy alone (`npm start` runs it with the embedded upstream)',
    ])
  }
  const proxy = await startProxy(config, { url: config.UPSTREAM_URL, apiKey: config.UPSTREAM_API_KEY })
  console.log(`kybdesk proxy listening on ${proxy.url}\n${proxy.signInHint}`)
  return proxy
})
