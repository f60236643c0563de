import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api-client'

/**
 * Maps a server 400 (`data.fields: [{path, message}]`) back onto the form's fields. `fieldFor`
 * translates a server path to a form field (e.g. `country_codes.0` → `country`); paths without a
 * field, and any other error, become the form's root error so that nothing is swallowed.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldFor: (serverPath: string) => FieldPath<T> | undefined,
) {
  const unmatched: string[] = []
  if (error instanceof ApiError && error.fieldErrors.length > 0) {
    for (const field of error.fieldErrors) {
      const name = fieldFor(field.path)
      if (name) setError(name, { type: 'server', message: field.message })
      else unmatched.push(`${field.path}: ${field.message}`)
    }
    if (unmatched.length > 0)
      setError('root.server', { type: 'server', message: `${error.message} (${unmatched.join('; ')})` })
    return
  }
  setError('root.server', { type: 'server', message: error instanceof Error ? error.message : 'The request failed.' })
}

/**
 * For a form in the contract's shape (its field names are the contract's paths): the field a
 * server path names, `document[age][min]` or `document.age.min` → `document.age.min`, a list
 * position at the end naming the list; undefined when the form (`values`, e.g. its defaults) has
 * no such field.
 */
export function contractFieldOf<T extends FieldValues>(values: T) {
  return (serverPath: string): FieldPath<T> | undefined => {
    const path = serverPath
      .replace(/\[(\w*)\]/g, (_match, key: string) => (key ? `.${key}` : ''))
      .replace(/^\./, '')
      .replace(/\.\d+$/, '')
    let node: unknown = values
    for (const key of path.split('.')) {
      if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined
      node = (node as Record<string, unknown>)[key]
    }
    return path as FieldPath<T>
  }
}
