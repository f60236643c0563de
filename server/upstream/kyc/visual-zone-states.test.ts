import { describe, expect, it } from 'vitest'
import { statesPrinted } from './visual-zone-states'

describe('the states a visual zone prints (ADR 0072)', () => {
  it('finds a state by its code or by its name in its own language, English or French', () => {
    expect(statesPrinted(['809 JAPAN', 'PASSPOR', 'JPN', 'XS1234567'], ['JPN'])).toEqual(['JPN'])
    expect(statesPrinted(['GAIMU\nJAPAN'], ['JPN'])).toEqual(['JPN'])
    expect(statesPrinted(['ROUMANIE ROMANIA ROMANIA'], ['ROU'])).toEqual(['ROU'])
    expect(statesPrinted(['România'], ['ROU'])).toEqual(['ROU'])
    expect(statesPrinted(['REPUBLIKA HRVATSKA'], ['HRV'])).toEqual(['HRV'])
    expect(statesPrinted(['BUNDESREPUBLIK DEUTSCHLAND'], ['D'])).toEqual(['D'])
    expect(statesPrinted(['SCHWEIZ SUISSE SVIZZERA'], ['CHE'])).toEqual(['CHE'])
    expect(statesPrinted(['CANADIENNE'], ['CAN'])).toEqual(['CAN'])
  })

  it('finds nothing in another state, a one-letter code, a zone line or the holder’s own name', () => {
    expect(statesPrinted(['REPUBLIC OF CROATIA'], ['SVN'])).toEqual([])
    expect(statesPrinted(['P D MUSTERMANN'], ['D'])).toEqual([])
    expect(statesPrinted(['P<JPNGAIMU<<SAKURA', 'XS12345673 JPN 7902206F1603202'], ['JPN'])).toEqual([])
    expect(statesPrinted(['GEORGIA', 'SMITH'], ['GEO'], ['SMITH', 'GEORGIA'])).toEqual([])
    expect(statesPrinted(['GEORGIA', 'SMITH'], ['GEO'])).toEqual(['GEO'])
  })
})
