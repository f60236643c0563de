import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

describe('libvips threads (ADR 0117)', () => {
  it('runs each image operation on one thread once a document can be read, whatever the default was', async () => {
    sharp.concurrency(2)
    await import('./document-pages')
    expect(sharp.concurrency()).toBe(1)
    const { sharpThreads } = await import('./sharp-threads')
    expect(sharpThreads).toBe(1)
  })
})
