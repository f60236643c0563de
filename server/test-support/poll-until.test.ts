import { afterEach, describe, expect, it, vi } from 'vitest'

describe('pollUntil', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it("scales its deadline with the machine's load factor, as Vitest's timeouts are", async () => {
    vi.stubEnv('E2E_LOAD_FACTOR', '3')
    vi.resetModules()
    const { pollUntil } = await import('./poll-until')
    let reads = 0
    await expect(
      pollUntil(
        async () => ++reads,
        () => false,
        20,
        5,
      ),
    ).rejects.toThrow('condition not met within 60 ms')
    expect(reads).toBeGreaterThan(1)
  })

  it('returns the first value that meets the condition', async () => {
    const { pollUntil } = await import('./poll-until')
    let reads = 0
    expect(
      await pollUntil(
        async () => ++reads,
        (n) => n === 3,
      ),
    ).toBe(3)
  })
})
