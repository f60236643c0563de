import { describe, expect, it } from 'vitest'
import { contractFieldOf } from './form-errors'

describe('contractFieldOf', () => {
  const fieldOf = contractFieldOf({
    country_names: [''],
    document: { name: { full_name: '' }, supported_types: ['passport'], proof: null },
  })

  it('names the field of a dotted or bracketed path, a list position at the end naming the list', () => {
    expect(fieldOf('document.name.full_name')).toBe('document.name.full_name')
    expect(fieldOf('document[name][full_name]')).toBe('document.name.full_name')
    expect(fieldOf('document[supported_types][1]')).toBe('document.supported_types')
    expect(fieldOf('country_names.0')).toBe('country_names')
    expect(fieldOf('document.proof')).toBe('document.proof')
  })

  it('names no field for a path the form does not have', () => {
    expect(fieldOf('services')).toBeUndefined()
    expect(fieldOf('document.age.min')).toBeUndefined()
    expect(fieldOf('document.name.__proto__')).toBeUndefined()
  })
})
