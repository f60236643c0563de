import closeWithGrace from 'close-with-grace'
import { ConfigError } from './config'

/**
 * Runs a standalone server entry point: `start` configures and starts it; it is closed gracefully
 * (10 s at most) on SIGINT/SIGTERM. A configuration error is printed and exits with code 2.
 */
export async function runServer(start: () => Promise<{ close(): Promise<unknown> }>): Promise<void> {
  try {
    const server = await start()
    closeWithGrace({ delay: 10_000 }, async () => server.close())
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(2)
    }
    throw error
  }
}
