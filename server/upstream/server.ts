import { parseEnv, upstreamEnvSchema } from '../shared/config'
import { runServer } from '../shared/run-server'
import { startUpstream } from './start-upstream'

await runServer(async () => startUpstream(parseEnv(upstreamEnvSchema)))
