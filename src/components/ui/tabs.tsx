import type { Key, ReactNode } from 'react'
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components'
import { cn } from '@/lib/cn'

export interface TabItem<K extends string> {
  id: K
  label: string
  content: () => ReactNode
}

/**
 * Accessible tabs (react-aria: arrow keys, Home/End, roving focus). Controlled: the caller keeps
 * the selected tab (usually in the URL) and only the selected panel renders.
 */
export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
}: {
  label: string
  items: readonly TabItem<K>[]
  selected: K
  onSelect: (id: K) => void
}) {
  return (
    <AriaTabs selectedKey={selected} onSelectionChange={(key: Key) => onSelect(String(key) as K)}>
      <TabList aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-800">
        {items.map((item) => (
          <Tab
            key={item.id}
            id={item.id}
            className={({ isSelected, isFocusVisible }) =>
              cn(
                '-mb-px cursor-pointer border-b-2 px-3 py-2 text-sm font-medium outline-none',
                isSelected
                  ? 'border-brand-600 text-brand-700 dark:border-sky-300 dark:text-sky-300'
                  : 'border-transparent text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white',
                isFocusVisible && 'ring-2 ring-brand-500',
              )
            }
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel
          key={item.id}
          id={item.id}
          className="pt-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          {item.id === selected ? item.content() : null}
        </TabPanel>
      ))}
    </AriaTabs>
  )
}
