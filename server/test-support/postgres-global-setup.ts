import type { TestProject } from 'vitest/node'
import { startPostgresCluster } from './postgres-cluster'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared throwaway PostgreSQL cluster of this run; a test file makes its own database on it. */
    postgresUrl: string
  }
}

/**
 * Vitest global setup of the server project: one throwaway PostgreSQL cluster for the whole run
 * (or the one `TEST_POSTGRES_URL` names), so store tests run on both engines.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_POSTGRES_URL
  if (given) {
    project.provide('postgresUrl', given)
    return
  }
  const cluster = await startPostgresCluster()
  project.provide('postgresUrl', cluster.url)
  return () => cluster.stop()
}
