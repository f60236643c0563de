import type { FastifyReply } from 'fastify'

/** Adds `header` to the answer's `Vary` list (kept once, whatever hook set the others). */
export function addVary(reply: FastifyReply, header: string) {
  const names = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
  if (names.some((name) => name === '*' || name.toLowerCase() === header.toLowerCase())) return
  reply.header('vary', [...names, header].join(', '))
}
