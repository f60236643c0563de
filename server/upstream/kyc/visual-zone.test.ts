import { describe, expect, it } from 'vitest'
import { documentTypeByTitle, readVisualZone } from './visual-zone'

describe('the visual zone', () => {
  it('reads labelled fields with the value on the next line', () => {
    const lines = ['PASSPORT', 'Surname / Nom', 'MUSTERMANN', 'Given names / Prénoms', 'ERIKA ANNA', 'Date of birth', '12 AUG 1983', 'Sex', 'F', 'Date of issue', '01.11.2021', 'Date of expiry', '31/10/2031', 'Passport No.', 'C01X00T47', 'Nationality', 'GERMAN']
    expect(readVisualZone(lines)).toEqual({
      surname: 'MUSTERMANN', givenNames: 'ERIKA ANNA', dob: '1983-08-12', gender: 'F', issueDate: '2021-11-01', expiryDate: '2031-10-31', documentNumber: 'C01X00T47', nationality: 'GERMAN',
    })
    expect(documentTypeByTitle(lines)).toBe('passport')
  })

  it('reads values after the label on the same line, and two dates under two labels', () => {
    const lines = ['DRIVING LICENCE', 'Surname: DOE', 'Given names: JOHN', 'Document No.: DL-4471-22', 'Date of birth   Date of expiry', '1980-05-01   2030-01-15']
    expect(readVisualZone(lines)).toMatchObject({ surname: 'DOE', givenNames: 'JOHN', documentNumber: 'DL447122', dob: '1980-05-01', expiryDate: '2030-01-15' })
    expect(documentTypeByTitle(lines)).toBe('driving_license')
  })

  it('names the type of identity cards and finds nothing in unrelated text', () => {
    expect(documentTypeByTitle(['REPUBLIC OF UTOPIA', 'IDENTITY CARD'])).toBe('id_card')
    expect(readVisualZone(['Electricity bill', 'Amount due 42.00'])).toEqual({})
  })
})
