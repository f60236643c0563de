// `npm start`: installs what is missing, builds the SPA when stale, then runs server/start.ts
// (embedded upstream + proxy) in this process so Ctrl-C stops everything.
import { buildIfStale } from './build-if-stale.mjs'
import { ensureDeps, root } from './ensure-deps.mjs'
import { ensureTesseract } from './ensure-tesseract.mjs'

ensureDeps()
ensureTesseract()
if (!buildIfStale()) process.exit(1)
process.chdir(root)
const { register } = await import('tsx/esm/api')
register()
await import('../server/start.ts')
