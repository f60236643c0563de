import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isLiveStreamUp, pollWhileStreamDown, useLiveEvents } from './live-events'

/** A stand-in for the browser's EventSource (jsdom has none) that the test drives by hand. */
class TestEventSource extends EventTarget {
  static last: TestEventSource | undefined
  closed = false
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super()
    TestEventSource.last = this
  }
  close() {
    this.closed = true
  }
  emit(data: string) {
    this.dispatchEvent(new MessageEvent('invalidate', { data }))
  }
}

afterEach(() => vi.unstubAllGlobals())

function setup() {
  vi.stubGlobal('EventSource', TestEventSource)
  const queryClient = new QueryClient()
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const hook = renderHook(() => useLiveEvents(), { wrapper })
  return { invalidate, hook, source: TestEventSource.last! }
}

describe('useLiveEvents', () => {
  it('invalidates every key an event names', async () => {
    const { invalidate, source } = setup()
    expect(source.url).toBe('/bff/events')
    source.emit(
      JSON.stringify({
        id: 'e1',
        at: '2026-11-21T05:00:00Z',
        type: 'request.resolved',
        keys: [['kyb', 'v2', 'kreq_1'], ['requests']],
        permission: 'search:run',
      }),
    )
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2))
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['kyb', 'v2', 'kreq_1'] })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['requests'] })
  })

  it('ignores events that are not JSON or do not fit the schema, and closes on unmount', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { invalidate, source, hook } = setup()
    source.emit('not json')
    source.emit(JSON.stringify({ id: 'e2', keys: 'kyb' }))
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2))
    expect(invalidate).not.toHaveBeenCalled()
    hook.unmount()
    expect(source.closed).toBe(true)
    warn.mockRestore()
  })

  it('polls only while the stream is down, and refreshes the active queries when it drops or opens again', async () => {
    const { invalidate, source, hook } = setup()
    expect(isLiveStreamUp()).toBe(false)
    expect(pollWhileStreamDown(true, 2000)).toBe(2000)
    source.dispatchEvent(new Event('open'))
    expect(isLiveStreamUp()).toBe(true)
    expect(pollWhileStreamDown(true, 2000)).toBe(false)
    expect(invalidate).not.toHaveBeenCalled()

    source.dispatchEvent(new Event('error'))
    expect(isLiveStreamUp()).toBe(false)
    expect(pollWhileStreamDown(true, 2000)).toBe(2000)
    expect(pollWhileStreamDown(false, 2000)).toBe(false)
    expect(invalidate).toHaveBeenCalledTimes(1)
    source.dispatchEvent(new Event('error'))
    expect(invalidate).toHaveBeenCalledTimes(1)

    source.dispatchEvent(new Event('open'))
    expect(isLiveStreamUp()).toBe(true)
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2))
    hook.unmount()
    expect(isLiveStreamUp()).toBe(false)
  })
})
