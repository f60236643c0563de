import type { ZonePass } from '../kyc/mrz/read-zone'

/** Readings of one passport's zone by the band search's passes, for the tests of when the search stops (ADR 0042, 0107, 0118). */

/** A passport's zone (TD3) whose every check digit holds, both states ICAO knows. */
export const zone = ['P<CANMARTIN<<SARAH<<<<<<<<<<<<<<<<<<<<<<<<<<', 'ZE136529<3CAN8501019F3301144<<<<<<<<<<<<<<<8']

/** One pass's reading of the zone: its lines, the pass's name (`band 1 at 32 px`) and its reader. */
export const pass = (lines: readonly string[], name: string, method: ZonePass['method']): ZonePass => ({
  lines: [...lines],
  pass: name,
  method,
  topShare: 0.8,
})

/** The zone with its number's filler read K by the outlines: the check digits hold on it as on `<` (ADR 0033). */
export const blindK = [zone[0]!, zone[1]!.slice(0, 8) + 'K' + zone[1]!.slice(9)]
/** The zone with its sex cell read 6 (a blurred F): whole by its check digits, but no sex read. */
export const noSex = [zone[0]!, zone[1]!.slice(0, 20) + '6' + zone[1]!.slice(21)]
