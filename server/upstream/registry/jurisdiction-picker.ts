import { hash32 } from './random'
import { SERVED, type ServedJurisdiction } from './served-countries'

/**
 * Which jurisdiction company number N belongs to: the first SERVED.length companies go one to each
 * jurisdiction (so every country and state has companies even in a small dataset); after that a
 * hash of N picks one by weight. Independent of the dataset size.
 */
export function createJurisdictionPicker(datasetSeed: number, served: readonly ServedJurisdiction[] = SERVED) {
  const cumulative: number[] = []
  let total = 0
  for (const j of served) {
    total += j.spec.weight
    cumulative.push(total)
  }
  return (seedNo: number): ServedJurisdiction => {
    if (seedNo < served.length) return served[seedNo] as ServedJurisdiction
    const target = (hash32(datasetSeed, seedNo, 0xc0de) / 4294967296) * total
    let lo = 0
    let hi = cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((cumulative[mid] as number) > target) hi = mid
      else lo = mid + 1
    }
    return served[lo] as ServedJurisdiction
  }
}

/** A fingerprint of the served list and weights: a different one means a different dataset. */
export function servedFingerprint(served: readonly ServedJurisdiction[] = SERVED): string {
  let h = 0
  for (const j of served) {
    for (const ch of `${j.code}:${j.spec.weight}:${j.spec.locale};`) h = hash32(h, ch.charCodeAt(0))
  }
  return h.toString(16)
}
