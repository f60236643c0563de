import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { HttpError } from './envelope'
import { jsonResponse } from './openapi/contract-route-schema'

const flagsFolder = join(dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags', '4x3')

/**
 * `GET /flags/<alpha2>.svg`: the country flags the country listings and the SPA point to (contract flagPath), served
 * from flag-icons. Only two lower-case letters are accepted, so no path can leave the folder.
 */
export function registerFlagRoute(app: FastifyInstance) {
  const cache = new Map<string, Buffer>()
  const schema = {
    tags: ['meta'],
    summary: 'A country flag (SVG) of the country listings',
    security: [],
    params: z.object({ file: z.string().describe('<alpha-2 code in lower case>.svg, e.g. de.svg') }),
    response: { 200: jsonResponse('The flag', z.string(), 'image/svg+xml') },
  }
  app.get<{ Params: { file: string } }>('/flags/:file', { schema }, async (request, reply) => {
    const match = /^([a-z]{2})\.svg$/.exec(request.params.file)
    if (!match?.[1]) throw new HttpError(404, 'Not found: flags are named <alpha-2 code>.svg')
    let svg = cache.get(match[1])
    if (!svg) {
      try {
        svg = await readFile(join(flagsFolder, `${match[1]}.svg`))
      } catch {
        throw new HttpError(404, `Not found: no flag for ${match[1]}`)
      }
      cache.set(match[1], svg)
    }
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg)
  })
}
