import { parseEnv, sharedEnvSchema } from '../../shared/config'
import { runWatchlistCommand } from './watchlist-command'

const { DATA_DIR } = parseEnv(sharedEnvSchema)
process.exitCode = await runWatchlistCommand(process.argv.slice(2), {
  dataDir: DATA_DIR,
  fetch,
  out: (line) => console.log(line),
})
