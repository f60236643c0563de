import closeWithGrace from 'close-with-grace'
import { ConfigError, parseEnv, upstreamEnvSchema } from '../shared/config'
import { startUpstream } from './start-upstream'

try {
  const config = parseEnv(upstreamEnvSchema)
  const upstream = await startUpstream(config)
  closeWithGrace({ delay: 10_000 }, async () => upstream.close())
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(2)
  }
  throw error
}
