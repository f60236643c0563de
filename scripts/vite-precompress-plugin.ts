import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text files worth compressing; images and fonts are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/
/** Below this a compressed copy saves less than the headers it costs. */
export const minCompressBytes = 1024

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else yield path
  }
}

/** Writes `file.br` (brotli, best quality) and `file.gz` (gzip level 9) beside `file`. */
export async function precompressFile(path: string) {
  const data = await readFile(path)
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: 9 }),
  ])
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)])
  return { bytes: data.length, br: br.length, gzip: gzipped.length }
}

/** Precompresses every compressible file of at least `minCompressBytes` under `dir`. */
export async function precompressDirectory(dir: string) {
  let total = { files: 0, bytes: 0, br: 0, gzip: 0 }
  for await (const path of files(dir)) {
    if (!compressible.test(path) || (await stat(path)).size < minCompressBytes) continue
    const sizes = await precompressFile(path)
    total = {
      files: total.files + 1,
      bytes: total.bytes + sizes.bytes,
      br: total.br + sizes.br,
      gzip: total.gzip + sizes.gzip,
    }
  }
  return total
}

/**
 * Vite build plugin: after the bundle is written, every compressible file of the output gets a
 * brotli and a gzip sibling, which the proxy serves (@fastify/static `preCompressed`, ADR 0017)
 * without compressing anything per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist'
  return {
    name: 'kybdesk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async closeBundle() {
      const total = await precompressDirectory(outDir)
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
      console.log(
        `precompressed ${total.files} files: ${kb(total.bytes)} → ${kb(total.br)} brotli, ${kb(total.gzip)} gzip`,
      )
    },
  }
}
