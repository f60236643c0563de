import type { MeResponse } from '@contract/bff/auth'
import { parse } from 'zod/mini'
import { MeResponseMiniSchema } from '@/lib/bff-mini-schemas'

export function parseMe(value: unknown): MeResponse {
  return parse(MeResponseMiniSchema, value)
}
