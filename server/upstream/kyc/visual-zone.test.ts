import { describe, expect, it } from 'vitest'
import { documentTypeByTitle, readVisualZone as readWithAlternatives } from './visual-zone'

/** The fields read, without the month-first readings of ambiguous dates (tested on their own). */
function readVisualZone(lines: readonly string[]) {
  const { monthFirst: _alternatives, ...fields } = readWithAlternatives(lines)
  return fields
}

describe('the visual zone', () => {
  it('reads labelled fields with the value on the next line', () => {
    const lines = [
      'PASSPORT',
      'Surname / Nom',
      'MUSTERMANN',
      'Given names / Prénoms',
      'ERIKA ANNA',
      'Date of birth',
      '12 AUG 1983',
      'Sex',
      'F',
      'Date of issue',
      '01.11.2021',
      'Date of expiry',
      '31/10/2031',
      'Passport No.',
      'C01X00T47',
      'Nationality',
      'GERMAN',
    ]
    expect(readVisualZone(lines)).toEqual({
      surname: 'MUSTERMANN',
      givenNames: 'ERIKA ANNA',
      dob: '1983-08-12',
      gender: 'F',
      issueDate: '2021-11-01',
      expiryDate: '2031-10-31',
      documentNumber: 'C01X00T47',
      nationality: 'GERMAN',
    })
    expect(documentTypeByTitle(lines)).toBe('passport')
  })

  it('reads values after the label on the same line, and two dates under two labels', () => {
    const lines = [
      'DRIVING LICENCE',
      'Surname: DOE',
      'Given names: JOHN',
      'Document No.: DL-4471-22',
      'Date of birth   Date of expiry',
      '1980-05-01   2030-01-15',
    ]
    expect(readVisualZone(lines)).toMatchObject({
      surname: 'DOE',
      givenNames: 'JOHN',
      documentNumber: 'DL447122',
      dob: '1980-05-01',
      expiryDate: '2030-01-15',
    })
    expect(documentTypeByTitle(lines)).toBe('driving_license')
  })

  it('reads trilingual labels, diacritics, hyphens, and three labels sharing one value line', () => {
    const lines = [
      'Surname / Nom / Apellidos',
      'MÜLLER-LÜDENSCHEIDT',
      'Given names / Prénoms / Nombres',
      'Hans Peter Maria',
      'Sex / Sexe   Nationality / Nationalité   Date of birth / Date de naissance',
      'M   DEUTSCH   12 MAR 1985',
      "Date of expiry / Date d'expiration",
      '01 FEB/FEV 2030',
      'Passport No. / No du passeport',
      'C01X 00T47',
    ]
    expect(readVisualZone(lines)).toEqual({
      surname: 'MÜLLER-LÜDENSCHEIDT',
      givenNames: 'Hans Peter Maria',
      gender: 'M',
      nationality: 'DEUTSCH',
      dob: '1985-03-12',
      expiryDate: '2030-02-01',
      documentNumber: 'C01X00T47',
    })
  })

  it('reads the numbered fields of an EU driving licence, two on one line, and skips the unread ones', () => {
    const lines = [
      'PERMIS DE CONDUIRE',
      '1. DUPONT',
      '2. JEAN-PIERRE MARIE',
      '3. 12.03.1985 PARIS',
      '4a. 01/02/2020 4b. 01/02/2035',
      '4c. PREFECTURE DE POLICE',
      '5. 12AB34567',
      '9. B',
    ]
    expect(readVisualZone(lines)).toEqual({
      surname: 'DUPONT',
      givenNames: 'JEAN-PIERRE MARIE',
      dob: '1985-03-12',
      issueDate: '2020-02-01',
      expiryDate: '2035-02-01',
      documentNumber: '12AB34567',
    })
    expect(documentTypeByTitle(lines)).toBe('driving_license')
  })

  it('reads labels with OCR slips and values after a colon', () => {
    expect(
      readVisualZone([
        'Surnarne: SMITH',
        'Given narnes: JOHN',
        'Dale of birth: 1985-03-12',
        'Sex: Male',
        'Document No: 123 456 789',
      ]),
    ).toEqual({ surname: 'SMITH', givenNames: 'JOHN', dob: '1985-03-12', gender: 'M', documentNumber: '123456789' })
  })

  it('reads labels in other languages, a translation on its own line, and sexes written as words or doubled', () => {
    expect(
      readVisualZone([
        'APELLIDOS',
        'GARCÍA LÓPEZ',
        'NOMBRE',
        'MARÍA JOSÉ',
        'SEXO',
        'F/F',
        'FECHA DE NACIMIENTO',
        '12 03 1985',
        'NUM SOPORTE',
        'BAA000589',
      ]),
    ).toEqual({
      surname: 'GARCÍA LÓPEZ',
      givenNames: 'MARÍA JOSÉ',
      gender: 'F',
      dob: '1985-03-12',
      documentNumber: 'BAA000589',
    })
    expect(
      readVisualZone([
        'Name',
        'Surname',
        'MUSTERMANN',
        'Geburtsdatum / Date of birth',
        '12. März 1985',
        'Geschlecht / Sex',
        'W/F',
      ]),
    ).toEqual({ surname: 'MUSTERMANN', dob: '1985-03-12', gender: 'F' })
    expect(
      readVisualZone([
        'Cognome: ROSSI',
        'Nome: MARIO',
        'Sesso: M',
        'Data di nascita: 05/06/1990',
        'Data di scadenza: 05.06.2030',
      ]),
    ).toEqual({ surname: 'ROSSI', givenNames: 'MARIO', gender: 'M', dob: '1990-06-05', expiryDate: '2030-06-05' })
    expect(readVisualZone(['Sex / Sexe F', 'Gender: Female'])).toEqual({ gender: 'F' })
  })

  it('takes no neighbour value for a field whose value is missing, nor a value of another kind', () => {
    // The sex under "Sex" was not read: the next label's line is no value for it.
    expect(readVisualZone(['Sex / Sexe', 'Date of issue', '01.11.2021'])).toEqual({ issueDate: '2021-11-01' })
    // A place of birth is never a surname; a name is never a date.
    expect(readVisualZone(['Place of birth', 'BERLIN', 'Date of birth', 'ERIKA'])).toEqual({})
    expect(readVisualZone(['Document No.', 'NOT PRINTED'])).toEqual({})
    // OCR specks after a label are no name: the value below is.
    expect(readVisualZone(['Surname / Nom ee', 'DE LA CRUZ', 'Given names | li', 'Juan de la Paz'])).toEqual({
      surname: 'DE LA CRUZ',
      givenNames: 'Juan de la Paz',
    })
    // A value one letter from a short label word ("Grösse", height) is a value, not a label.
    expect(readVisualZone(['Surname / Nom', 'GROSS', 'Given names', 'NAMES'])).toEqual({
      surname: 'GROSS',
      givenNames: 'NAMES',
    })
  })

  it('reads a UK passport layout (numbered in brackets, two labels over one line) and a French card', () => {
    const uk = [
      'Type/Type  Code/Code  Passport No./Passeport No.',
      'P  GBR  123456789',
      'Surname/Nom (1)',
      'SMITH',
      'Given names/Prénoms (2)',
      'JOHN PAUL',
      'Nationality/Nationalité (3)',
      'BRITISH CITIZEN',
      'Date of birth/Date de naissance (4)',
      '12 MAR /MARS 85',
      'Sex/Sexe (5)  Place of birth/Lieu de naissance (6)',
      'M  LONDON',
      'Date of issue/Date de délivrance (7)  Authority/Autorité (8)',
      '01 FEB /FEV 20  HMPO',
      "Date of expiry/Date d'expiration (9)",
      '01 FEB /FEV 30',
    ]
    expect(readVisualZone(uk)).toEqual({
      documentNumber: '123456789',
      surname: 'SMITH',
      givenNames: 'JOHN PAUL',
      nationality: 'BRITISH CITIZEN',
      dob: '1985-03-12',
      gender: 'M',
      issueDate: '2020-02-01',
      expiryDate: '2030-02-01',
    })
    const fr = [
      "CARTE NATIONALE D'IDENTITÉ",
      'Nom : DUPONT',
      'Prénom(s) : Jean-Pierre, Marie',
      'Sexe : M',
      'Né(e) le : 12.03.1985',
    ]
    expect(readVisualZone(fr)).toEqual({
      surname: 'DUPONT',
      givenNames: 'Jean-Pierre Marie',
      gender: 'M',
      dob: '1985-03-12',
    })
    expect(documentTypeByTitle(fr)).toBe('id_card')
  })

  it('keeps the month-first reading of an ambiguous numeric date, and reads US licence labels', () => {
    const read = readWithAlternatives([
      'DRIVER LICENSE',
      'DLN 123456789',
      'LN SMITH',
      'FN JOHN',
      'DOB 03/12/1985',
      'EXP 03/12/2030',
      'ISS 25/12/2020',
    ])
    expect(read).toEqual({
      documentNumber: '123456789',
      surname: 'SMITH',
      givenNames: 'JOHN',
      dob: '1985-12-03',
      expiryDate: '2030-12-03',
      issueDate: '2020-12-25',
      monthFirst: { dob: '1985-03-12', expiryDate: '2030-03-12' },
    })
  })

  it('names the type of identity cards and finds nothing in unrelated text', () => {
    expect(documentTypeByTitle(['REPUBLIC OF UTOPIA', 'IDENTITY CARD'])).toBe('id_card')
    expect(documentTypeByTitle(['BUNDESREPUBLIK DEUTSCHLAND', 'PERSONALAUSWEIS'])).toBe('id_card')
    expect(documentTypeByTitle(['RZECZPOSPOLITA POLSKA', 'PRAWO JAZDY'])).toBe('driving_license')
    expect(readVisualZone(['Electricity bill', 'Amount due 42.00'])).toEqual({})
  })
})
