import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

export const controlClasses =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'

export interface FieldShellProps {
  label: ReactNode
  /** One-line help below the label. */
  description?: ReactNode
  error?: string
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode
  className?: string
}

/** Label, control, help and error text wired together with ids (aria-describedby, aria-invalid). */
export function FieldShell({ label, description, error, children, className }: FieldShellProps) {
  const id = useId()
  const descriptionId = description ? `${id}-description` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {description && (
        <p id={descriptionId} className="text-xs text-slate-600 dark:text-slate-400">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="break-words text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  )
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode
  description?: ReactNode
  error?: string
}

export function TextField({ label, description, error, className, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} description={description} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={controlClasses}
          {...input}
        />
      )}
    </FieldShell>
  )
}

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode
  description?: ReactNode
  error?: string
  options: readonly SelectOption[]
}

/** A native select: fully keyboard and screen-reader friendly for short fixed lists. */
export function SelectField({ label, description, error, options, className, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} description={description} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={controlClasses}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  )
}

/** A form-level error (server answer that no field owns). */
export function FormError({ message }: { message?: string }) {
  if (!message) return null
  return (
    <p
      role="alert"
      className="break-words rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      {message}
    </p>
  )
}
