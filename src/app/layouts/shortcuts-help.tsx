import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'

export const shortcuts = [
  { keys: 'Ctrl K / ⌘ K', action: 'Open the command palette: go to a page, find a company, open a request by id' },
  { keys: '?', action: 'Show these keyboard shortcuts' },
  { keys: 'Esc', action: 'Close a dialog or the palette' },
  { keys: '↑ ↓ and Enter', action: 'Move through the palette and choose' },
  { keys: 'j k Enter a', action: 'In the inbox: next and previous case, open it, assign it to me' },
] as const

/** The keyboard shortcuts of the desk, in a dialog (`?`). */
export function ShortcutsHelp({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog title="Keyboard shortcuts" isOpen={isOpen} onOpenChange={onOpenChange}>
      <dl className="space-y-2 text-sm">
        {shortcuts.map((shortcut) => (
          <div key={shortcut.keys} className="grid grid-cols-[8rem_1fr] gap-2">
            <dt>
              <kbd className="rounded border border-slate-300 px-1.5 font-mono dark:border-slate-600">
                {shortcut.keys}
              </kbd>
            </dt>
            <dd>{shortcut.action}</dd>
          </div>
        ))}
      </dl>
      <div className="flex justify-end">
        <Button onClick={() => onOpenChange(false)}>Close</Button>
      </div>
    </Dialog>
  )
}
