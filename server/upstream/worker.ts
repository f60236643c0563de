import { parseEnv, upstreamEnvSchema } from '../shared/config'
import { runServer } from '../shared/run-server'
import { startWorker } from './start-worker'

await runServer(async () => startWorker(parseEnv(upstreamEnvSchema)))
