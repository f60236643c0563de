import type { LiveEvent } from '@contract/bff/live-events'
import { safeParse } from 'zod/mini'
import { LiveEventMiniSchema } from './bff-mini-schemas'

export function isLiveEvent(value: unknown): value is LiveEvent {
  return safeParse(LiveEventMiniSchema, value).success
}
