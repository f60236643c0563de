import { afterEach, describe, expect, it, vi } from 'vitest'

describe('pdfjs', () => {
  const enabled = process.sourceMapsEnabled
  afterEach(() => {
    vi.restoreAllMocks()
    process.setSourceMapsEnabled(enabled)
  })

  it('is loaded with source maps off, which are then as they were, and hands pdfjs its worker', async () => {
    process.setSourceMapsEnabled(true)
    const setting = vi.spyOn(process, 'setSourceMapsEnabled')
    const pdfjs = await import('./pdfjs')
    expect(setting.mock.calls).toEqual([[false], [true]])
    expect(process.sourceMapsEnabled).toBe(true)
    expect(typeof pdfjs.getDocument).toBe('function')
    const worker = (globalThis as { pdfjsWorker?: { WorkerMessageHandler?: unknown } }).pdfjsWorker
    expect(worker?.WorkerMessageHandler).toBeDefined()
  })
})
