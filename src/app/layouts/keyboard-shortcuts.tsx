import type { Permission } from '@contract/bff/permissions'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'

/** cmdk, the palette and the dialogs load on first use, not with the first page (ADR 0004). */
const CommandPalette = lazy(() => import('./command-palette').then((m) => ({ default: m.CommandPalette })))
const ShortcutsHelp = lazy(() => import('./shortcuts-help').then((m) => ({ default: m.ShortcutsHelp })))

function isTyping(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

/** Ctrl/Cmd-K opens the command palette, `?` the list of shortcuts; both also have a header button. */
export function KeyboardShortcuts({ permissions }: { permissions: readonly Permission[] }) {
  const [palette, setPalette] = useState(false)
  const [help, setHelp] = useState(false)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        setPalette(true)
      } else if (event.key === '?' && !isTyping(event.target)) {
        setHelp(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  return (
    <>
      <Button variant="secondary" onClick={() => setPalette(true)} aria-keyshortcuts="Control+K Meta+K">
        Commands <kbd className="text-xs text-slate-600 dark:text-slate-400">Ctrl K</kbd>
      </Button>
      <Button variant="ghost" onClick={() => setHelp(true)} aria-keyshortcuts="?">
        Shortcuts
      </Button>
      {palette && (
        <Suspense fallback={null}>
          <CommandPalette permissions={permissions} isOpen={palette} onOpenChange={setPalette} />
        </Suspense>
      )}
      {help && (
        <Suspense fallback={null}>
          <ShortcutsHelp isOpen={help} onOpenChange={setHelp} />
        </Suspense>
      )}
    </>
  )
}
