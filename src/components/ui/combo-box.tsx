import { useMemo, useState } from 'react'
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type Key,
} from 'react-aria-components'
import { cn } from '@/lib/cn'
import { controlClasses } from './field'

export interface ComboOption {
  id: string
  /** Visible name, e.g. "Alabama" or "United States". */
  label: string
  /** 1 for an option nested under the previous depth-0 option (a state under its country). */
  depth?: 0 | 1
  /** The name of the option this one is nested under; also matched by the filter. */
  parentLabel?: string
  /** A decorative image (flag): rendered with empty alt, the name is the text. */
  imageSrc?: string
}

export interface OptionComboBoxProps {
  label: string
  description?: string
  placeholder?: string
  options: readonly ComboOption[]
  selectedId: string | null
  onSelect: (id: string | null) => void
  error?: string
  isDisabled?: boolean
  className?: string
  name?: string
}

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** Options whose name (or parent's name) contains the typed text; nested options stay under their parent. */
export function filterOptions(options: readonly ComboOption[], text: string): ComboOption[] {
  const needle = fold(text.trim())
  if (!needle) return [...options]
  return options.filter(
    (option) =>
      fold(option.label).includes(needle) ||
      (option.parentLabel !== undefined && fold(option.parentLabel).includes(needle)),
  )
}

/**
 * The one accessible combobox for picking from a long list (countries with their states, KYC
 * countries, languages): type to filter, arrows/Enter/Escape, options grouped by indentation.
 */
export function OptionComboBox({
  label,
  description,
  placeholder,
  options,
  selectedId,
  onSelect,
  error,
  isDisabled,
  className,
  name,
}: OptionComboBoxProps) {
  const selected = useMemo(() => options.find((option) => option.id === selectedId) ?? null, [options, selectedId])
  const [inputValue, setInputValue] = useState(selected?.label ?? '')
  const [lastSelected, setLastSelected] = useState(selected)
  if (lastSelected !== selected) {
    setLastSelected(selected)
    setInputValue(selected?.label ?? '')
  }
  const showAll = selected !== null && inputValue === selected.label
  const items = useMemo(
    () => (showAll ? [...options] : filterOptions(options, inputValue)),
    [options, inputValue, showAll],
  )

  return (
    <ComboBox
      className={cn('space-y-1', className)}
      items={items}
      inputValue={inputValue}
      onInputChange={setInputValue}
      selectedKey={selectedId}
      onSelectionChange={(key: Key | null) => onSelect(key === null ? null : String(key))}
      isInvalid={Boolean(error)}
      isDisabled={isDisabled}
      menuTrigger="focus"
      name={name}
      allowsEmptyCollection
    >
      <Label className="block text-sm font-medium">{label}</Label>
      <div className="relative flex">
        {selected?.imageSrc && inputValue === selected.label && (
          <img
            src={selected.imageSrc}
            alt=""
            className="pointer-events-none absolute left-2 top-1/2 h-3.5 w-5 -translate-y-1/2 rounded-sm"
          />
        )}
        <Input
          placeholder={placeholder}
          className={cn(controlClasses, 'pr-9', selected?.imageSrc && inputValue === selected.label && 'pl-9')}
        />
        <Button
          aria-label={`Show ${label.toLowerCase()} options`}
          className="absolute inset-y-0 right-0 px-2 text-slate-700 dark:text-slate-300"
        >
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      {description && (
        <Text slot="description" className="block text-xs text-slate-600 dark:text-slate-400">
          {description}
        </Text>
      )}
      <FieldError className="block break-words text-sm text-red-700 dark:text-red-300">{error}</FieldError>
      <Popover className="max-h-80 w-(--trigger-width) overflow-auto rounded-md border border-slate-300 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <ListBox<ComboOption>
          className="outline-none"
          renderEmptyState={() => (
            <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400">No match for “{inputValue}”</p>
          )}
        >
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.parentLabel ? `${option.label}, ${option.parentLabel}` : option.label}
              className={({ isFocused, isSelected }) =>
                cn(
                  'flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm outline-none',
                  option.depth === 1 && 'pl-9',
                  isFocused && 'bg-brand-100 text-slate-950 dark:bg-slate-700 dark:text-white',
                  isSelected && 'font-semibold',
                )
              }
            >
              {option.imageSrc && (
                <img src={option.imageSrc} alt="" className="h-3.5 w-5 shrink-0 rounded-sm" loading="lazy" />
              )}
              <span className="break-words">{option.label}</span>
              {option.parentLabel && <span className="sr-only">, {option.parentLabel}</span>}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}
