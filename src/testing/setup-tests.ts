import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// The machine running the tests may be busy: wait up to 10 s for what a test expects to appear.
configure({ asyncUtilTimeout: 10_000 })

// jsdom has no ResizeObserver; charts (recharts' ResponsiveContainer) need one to mount.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}

// jsdom does not lay out, so it has no scrollIntoView; cmdk scrolls the selected item into view.
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function')
  Element.prototype.scrollIntoView = () => {}

afterEach(() => cleanup())
