import { describe, expect, it } from 'vitest'
import { addressWords, bestAddressCoverage } from './address-compare'

const covered = (provided: string, lines: string[]) => bestAddressCoverage(provided, lines) >= 1

describe('address comparison rules (ADR 0011)', () => {
  it.each<[string, string, string[]]>([
    ['Street = St.', '221 Baker Street, London NW1 6XE', ['221 Baker St.', 'London NW1 6XE']],
    ['Straße = Str. = Strasse', 'Hauptstraße 5, 10115 Berlin', ['Hauptstr. 5', '10115 BERLIN']],
    ['Avenue = Ave, Road = Rd', '12 Park Avenue, 4 Mill Road', ['12 PARK AVE', '4 MILL RD']],
    ['Boulevard = Bd', '10 Boulevard Haussmann, 75009 Paris', ['10 bd Haussmann', '75009 Paris']],
    [
      'Avenida = Avda., Calle = C/',
      'Avenida de la Constitución 3, 41001 Sevilla',
      ['Avda. de la Constitucion 3', '41001 SEVILLA'],
    ],
    ['straat = str.', 'Kerkstraat 12, 1017 GB Amsterdam', ['Kerkstr. 12', '1017GB Amsterdam']],
    ['case and punctuation', "1 O'Connell St., Dublin", ['1 OCONNELL STREET', 'DUBLIN']],
    ['lines in another order', '221 Baker Street, London NW1 6XE', ['London', 'NW1 6XE', '221 Baker Street']],
    ['UK postcode without its space', '221 Baker Street, London NW1 6XE', ['221 Baker Street, London NW16XE']],
    ['Canadian postcode', '24 Sussex Drive, Ottawa ON K1A 0A2', ['24 Sussex Dr', 'Ottawa ON K1A0A2']],
    [
      'ZIP+4 against its ZIP',
      '1600 Pennsylvania Avenue NW, Washington DC 20500-0003',
      ['1600 Pennsylvania Ave NW', 'Washington, DC 20500'],
    ],
    [
      'Polish postcode with or without its dash',
      'ul. Marszałkowska 10, 00-950 Warszawa',
      ['ulica Marszalkowska 10', '00950 Warszawa'],
    ],
    ['a unit word on one side only', 'Flat 4B, 12 High Street, Bath BA1 1AA', ['4B 12 High Street', 'Bath BA1 1AA']],
    [
      'the country the bill does not print',
      '221 Baker Street, London NW1 6XE, United Kingdom',
      ['221 Baker Street', 'London NW1 6XE'],
    ],
    ['umlauts written as two letters', 'Grünstraße 4, 80331 München', ['Gruenstr. 4', '80331 Muenchen']],
    [
      'the country in the language of the bill',
      'Hauptstraße 5, 10115 Berlin, Germany',
      ['Hauptstr. 5', '10115 Berlin', 'Deutschland'],
    ],
    [
      'an OCR slip in a long word and a look-alike in a number',
      '17 Heidestrasse, 51147 Köln',
      ['l7 Heidestrasse', '51147 Koin'],
    ],
  ])('matches: %s', (_rule, provided, lines) => {
    expect(covered(provided, lines)).toBe(true)
  })

  it.each<[string, string, string[]]>([
    ['another house number', '221 Baker Street, London NW1 6XE', ['223 Baker Street', 'London NW1 6XE']],
    ['another street', '221 Baker Street, London NW1 6XE', ['221 Oxford Street', 'London NW1 6XE']],
    ['another postcode', '221 Baker Street, London NW1 6XE', ['221 Baker Street', 'London NW1 6XF']],
    ['another city', 'Hauptstraße 5, 10115 Berlin', ['Hauptstr. 5', '10115 Hamburg']],
  ])('declines: %s', (_rule, provided, lines) => {
    expect(covered(provided, lines)).toBe(false)
  })

  it('writes street words and postcodes one way', () => {
    expect(addressWords('Heidestraße 17')).toEqual(['heide', 'st', '17'])
    expect(addressWords('SW1A 1AA')).toEqual(addressWords('sw1a1aa'))
    expect(addressWords('North Rd')).toEqual(addressWords('N Road'))
  })
})
