import { describe, expect, it } from 'vitest'
import { liveKeys, type LiveEvent } from '@contract/bff/live-events'
import { createInProcessEventBus, liveEvent } from './event-bus'

describe('in-process event bus', () => {
  it('delivers to every subscriber until it unsubscribes', () => {
    const errors: unknown[] = []
    const bus = createInProcessEventBus((e) => errors.push(e))
    const a: LiveEvent[] = []
    const b: LiveEvent[] = []
    const offA = bus.subscribe(({ event }) => a.push(event))
    bus.subscribe(({ event }) => b.push(event))
    bus.publish(liveEvent('request.resolved', [liveKeys.requests()], 'search:run'))
    offA()
    bus.publish(liveEvent('callback.received', [liveKeys.callbacks()], 'callbacks:read'))
    expect(a.map((e) => e.type)).toEqual(['request.resolved'])
    expect(b.map((e) => e.type)).toEqual(['request.resolved', 'callback.received'])
    expect(b[1]?.keys).toEqual([['callbacks']])
    expect(errors).toEqual([])
  })

  it('keeps delivering to others when one listener throws, and reports the error', () => {
    const errors: unknown[] = []
    const bus = createInProcessEventBus((e) => errors.push(e))
    const got: string[] = []
    bus.subscribe(() => {
      throw new Error('broken listener')
    })
    bus.subscribe(({ event }) => got.push(event.type))
    bus.publish(liveEvent('x', [], 'search:run'))
    expect(got).toEqual(['x'])
    expect(String(errors[0])).toContain('broken listener')
  })
})
