import type { AmlHitFeature } from '@contract/services/aml-hits'
import type { EntryType, WatchlistEntry } from '../../watchlist/watchlist-entry'
import type { NameToken, SubjectKind } from '../../text/name-tokens'
import { initialsOf, type Joins, joinsOf, joinWords, type SubjectJoins, type WeightedToken } from './joined-words'
import { compareLegalForms } from './legal-form-agreement'
import { compareDates, compareNationality } from './supporting-facts'
import { SimilarityCache } from './similarity-cache'
import { WordNeighbours } from './word-neighbours'
import { type KeyedToken, NameReadings, readName } from './name-readings'
import { type TokenKeys, type TokenMatchKind, type TokenSimilarity, tokenSimilarity } from './token-similarity'

/**
 * The screening matcher (ADR 0022). Names of the list are indexed by token, consonant skeleton,
 * Double Metaphone key and consonants, and by their words written together (blocking), so one
 * screening scores only the names that share a key with the subject. A name scores by weighted
 * token coverage in both directions, each token weighted by its rarity in the list, after words one
 * side writes together and the other apart are made one; date of birth, nationality and (for
 * companies) legal form support or contradict.
 */

export type ScreeningEntry = WatchlistEntry

export interface ScreeningSubject {
  name: string
  type: SubjectKind
  date_of_birth?: string | null
  nationality?: string | null
}

export interface MatchedToken {
  subject: string
  entry: string
  kind: TokenMatchKind
}

export interface ScreeningHit {
  entry: ScreeningEntry
  /** The alias that matched; null when the primary name did. */
  matched_alias: string | null
  score: number
  features: AmlHitFeature[]
  matched_tokens: MatchedToken[]
}

/** Document frequencies of name tokens over a whole list: rare tokens weigh more. */
export interface TokenStats {
  names: number
  df: Map<string, number>
}

interface IndexedName {
  entry: ScreeningEntry
  alias: string | null
  tokens: WeightedToken[]
  /** Name tokens (not particles or legal forms). */
  nameTokens: number
  /** Its words written together and its initials, made when first needed. */
  joins?: Joins
  initials?: Joins
}

export const defaultMatchThreshold = 0.82

/** The least summed weight of matched name tokens for a hit: one common word ("Mohammed", "Trading") is not enough. */
const minMatchedWeight = 0.55

/** A blocking bucket this large belongs to a common word (MOHAMMED, TRADING). */
const commonBucket = 300

const countNames = (tokens: readonly NameToken[]) => tokens.reduce((n, t) => n + Number(t.role === 'name'), 0)

function kindOfEntry(type: EntryType): SubjectKind {
  return type === 'person' ? 'person' : 'company'
}

function weighted(stats: TokenStats, tokens: readonly KeyedToken[], kind: SubjectKind): WeightedToken[] {
  return tokens.map((t) => ({ ...t, weight: weightOf(stats, t, kind) }))
}

function namesOf(entry: ScreeningEntry, stats: TokenStats, readings: NameReadings): IndexedName[] {
  const kind = kindOfEntry(entry.type)
  const toIndexed = (name: string, alias: string | null): IndexedName => {
    const tokens = weighted(stats, readings.of(name, kind), kind)
    return { entry, alias, tokens, nameTokens: tokens.filter((t) => t.role === 'name').length }
  }
  return [toIndexed(entry.name, null), ...entry.aliases.map((a) => toIndexed(a.name, a.name))]
}

/**
 * Token statistics of a list of entries (every name and alias counts once per distinct token);
 * `readings` keeps the names read for the matcher built next.
 */
export function tokenStatsOf(
  entries: readonly ScreeningEntry[],
  readings: NameReadings = new NameReadings(),
): TokenStats {
  const df = new Map<string, number>()
  let names = 0
  for (const entry of entries) {
    const kind = kindOfEntry(entry.type)
    for (const name of [entry.name, ...entry.aliases.map((a) => a.name)]) {
      names++
      const texts = new Set(readings.of(name, kind).flatMap((t) => (t.role === 'name' ? [t.text] : [])))
      for (const text of texts) df.set(text, (df.get(text) ?? 0) + 1)
    }
  }
  return { names, df }
}

function weightOf(stats: TokenStats, token: NameToken, kind: SubjectKind): number {
  if (token.role !== 'name') return 0
  // A person's initial says little: it only ever agrees with the names it begins.
  if (kind === 'person' && token.text.length === 1) return 0.2
  const df = stats.df.get(token.text) ?? 0
  const idf = Math.log((stats.names + 1) / (df + 1)) / Math.log(stats.names + 1)
  return Math.min(1, Math.max(0.1, idf))
}

function blockingKeys(keys: TokenKeys): string[] {
  if (keys.hasDigit) return [`t:${keys.text}`]
  if (keys.text.length === 1) return []
  const all = [`t:${keys.text}`, `s:${keys.skeleton}`, `m:${keys.metaphone}`, `c:${keys.consonants}`]
  if (keys.romanised) all.push(`r:${keys.romanised}`)
  // A long word with a slip in one half still shares the other half (URANGEOLOGORAZVEDKA / URAGEOLOGORAZVEDKA).
  // Patronymics (…OVICH, …EVNA) share their endings by the hundred: they never carry the match alone.
  if (keys.text.length >= 9 && !keys.patronymic) all.push(`p:${keys.text.slice(0, 6)}`, `x:${keys.text.slice(-6)}`)
  return all
}

/** Keys a subject token looks up: its own (its consonants only when its vowels are guesses), and its letters backwards. */
function lookupKeys(keys: TokenKeys): string[] {
  const own = keys.vowelsUnsure ? [`c:${keys.consonants}`] : blockingKeys(keys).filter((key) => !key.startsWith('c:'))
  if (keys.text.length >= 4 && !keys.hasDigit) own.push(`t:${[...keys.text].reverse().join('')}`)
  // Listed words written together are indexed by their romanisation key too (TSE TUNG as TSETONK).
  if (keys.romanised) own.push(`t:${keys.romanised}`)
  return own
}

interface Alignment {
  subjectCoverage: number
  entryCoverage: number
  matchedWeight: number
  matchedCount: number
  /** Name tokens that agreed by sound or consonants only, or by an initial. */
  phoneticCount: number
  /** Name tokens that agreed as initials. */
  initialCount: number
  /** Name tokens of fewer than five letters that agreed with one slip. */
  slipCount: number
  /** Name tokens that agreed by a typo in a word under six letters or by Jaro-Winkler alone (TERRY / TERRA, PEREIRA / PERIA). */
  looseCount: number
  fuzzyShare: number
  tokens: MatchedToken[]
  /** How each agreeing name token agreed. */
  nameKinds: TokenMatchKind[]
}

/** Kinds of agreement that rest on sound, consonants or a first letter only. */
const weakKinds = new Set<TokenMatchKind>(['phonetic', 'transliteration', 'romanisation', 'initial', 'initials'])

type Similar = (token: WeightedToken, listed: WeightedToken) => TokenSimilarity | null

/** Why two tokens agree: the comparison's kind, or for equal texts the rule that made one of them. */
function agreement(token: WeightedToken, other: WeightedToken, similarity: TokenSimilarity): TokenSimilarity {
  if (similarity.kind !== 'exact') return similarity
  const via = token.via ?? other.via ?? token.rule ?? other.rule
  if (!via) return similarity
  // Words joined by their romanisation key agree as a romanisation does, not as equal letters.
  const score = via === 'initials' ? 0.85 : via === 'romanisation' ? 0.88 : similarity.score
  return { score, kind: via }
}

function align(subject: readonly WeightedToken[], candidate: readonly WeightedToken[], similar: Similar): Alignment {
  // Bit i set: candidate token i is taken (names have far fewer than 32 words).
  let used = 0
  let subjectTotal = 0
  let subjectMatched = 0
  let matchedWeight = 0
  let matchedCount = 0
  let phoneticCount = 0
  let initialCount = 0
  let slipCount = 0
  let looseCount = 0
  let fuzzyWeight = 0
  const tokens: MatchedToken[] = []
  const nameKinds: TokenMatchKind[] = []
  for (const token of subject) {
    subjectTotal += token.weight
    let bestAt = -1
    let bestScore = 0
    let bestKind: TokenMatchKind = 'exact'
    let bestLoose = false
    for (let at = 0; at < candidate.length; at++) {
      if (used & (1 << at)) continue
      const other = candidate[at] as WeightedToken
      const similarity = similar(token, other)
      if (similarity && (bestAt < 0 || similarity.score > bestScore)) {
        const agreed = agreement(token, other, similarity)
        bestAt = at
        bestScore = agreed.score
        bestKind = agreed.kind
        bestLoose =
          similarity.kind === 'typo' &&
          (similarity.loose === true || Math.min(token.text.length, other.text.length) < 6)
      }
    }
    const other = candidate[bestAt]
    if (!other) continue
    used |= 1 << bestAt
    tokens.push({ subject: token.shown ?? token.text, entry: other.shown ?? other.text, kind: bestKind })
    if (token.role !== 'name' || other.role !== 'name') continue
    subjectMatched += token.weight * bestScore
    matchedWeight += token.weight
    matchedCount++
    if (weakKinds.has(bestKind)) phoneticCount++
    if (bestKind === 'initial' || bestKind === 'initials') initialCount++
    if (bestKind === 'short_typo') slipCount++
    if (bestLoose || bestKind === 'short_typo') looseCount++
    if (bestKind !== 'exact') fuzzyWeight += token.weight
    nameKinds.push(bestKind)
  }
  let entryTotal = 0
  let entryMatched = 0
  for (const [at, token] of candidate.entries()) {
    entryTotal += token.weight
    if (used & (1 << at)) entryMatched += token.weight
  }
  return {
    subjectCoverage: subjectTotal > 0 ? subjectMatched / subjectTotal : 0,
    entryCoverage: entryTotal > 0 ? entryMatched / entryTotal : 0,
    matchedWeight,
    matchedCount,
    phoneticCount,
    initialCount,
    slipCount,
    looseCount,
    fuzzyShare: matchedWeight > 0 ? fuzzyWeight / matchedWeight : 0,
    tokens,
    nameKinds,
  }
}

/**
 * Enough of the name agrees to be worth a hit: a person needs two agreeing names (or one rare name
 * that is the whole listed name); one common word ("Mohammed", "Trading") never suffices.
 */
function enoughAgreement(kind: SubjectKind, alignment: Alignment, listedNameTokens: number): boolean {
  if (alignment.matchedWeight < minMatchedWeight) return false
  // One word that only sounds alike (SCHWARZ / SHAHRAZ, RUNTE / RNT) is too little to go on.
  if (alignment.matchedCount === 1 && alignment.phoneticCount === 1) return false
  // Nor is one short word with a slip, whatever legal form stands beside it (TERRY INC / TERRA-AZ LIMITED).
  if (alignment.matchedCount === 1 && alignment.looseCount === 1) return false
  // Initials count only beside a word that agrees by its letters (I. PETROV), not by sound alone.
  if (alignment.initialCount > 0 && alignment.phoneticCount === alignment.matchedCount) return false
  // A slip in a short word (IAN for IVAN) counts once, and only when every other agreeing word agrees by its letters.
  if (
    alignment.slipCount > 1 ||
    (alignment.slipCount === 1 && (alignment.phoneticCount > 0 || alignment.matchedCount < 2))
  )
    return false
  if (kind === 'company' || alignment.matchedCount >= 2) return true
  return listedNameTokens === 1 && alignment.matchedWeight >= 0.7
}

/**
 * Persons: every subject token should be found; a listed middle name the subject lacks costs
 * little once two names agree. Companies: both sides should be covered (extra words on either side
 * count), since a company name is one designation.
 */
function nameScore(kind: SubjectKind, alignment: Alignment): number {
  const { subjectCoverage: sc, entryCoverage: ec } = alignment
  if (kind === 'person') {
    const tolerance = alignment.matchedCount >= 2 ? 0.85 : 0.5
    return sc * (tolerance + (1 - tolerance) * ec)
  }
  return (sc + ec) / 2
}

export interface Matcher {
  /** Hits of `subject` at or above `threshold`, best first (one per listed entry, its best name). */
  screen(subject: ScreeningSubject, threshold?: number): ScreeningHit[]
  readonly size: number
}

/**
 * A matcher over `entries`. `stats` default to the entries' own; pass the whole list's statistics
 * when screening against a part of it (a list change), so token weights stay those of the list.
 */
export function createMatcher(
  entries: readonly ScreeningEntry[],
  stats?: TokenStats,
  readings: NameReadings = new NameReadings(),
): Matcher {
  const weights = stats ?? tokenStatsOf(entries, readings)
  const names: IndexedName[] = []
  const index = new Map<string, number[]>()
  /** Every listed name's words written together: a subject word among them may be several listed words. */
  const joinedTexts = new Set<string>()
  /** Every listed word that a subject's words written together may equal. */
  const joinableTexts = new Set<string>()
  const neighbours = new WordNeighbours()
  const comparisons = new SimilarityCache()
  for (const entry of entries) {
    for (const name of namesOf(entry, weights, readings)) {
      const position = names.push(name) - 1
      for (const token of name.tokens) {
        token.vocab = comparisons.idOf(token.text)
        if (token.role !== 'legal_form' && token.text.length >= 4) joinableTexts.add(token.text)
        if (token.role !== 'legal_form' && token.keys.romanised) joinableTexts.add(token.keys.romanised)
        if (token.role === 'name') neighbours.add(token.text)
      }
      const keys = new Set(name.tokens.filter((t) => t.role === 'name').flatMap((t) => blockingKeys(t.keys)))
      // Its words written together (IVANPETROV, PETROVIVAN) find it too.
      if (name.tokens.length <= 5) {
        for (const joined of joinsOf(name.tokens).keys()) {
          keys.add(`t:${joined}`)
          joinedTexts.add(joined)
        }
      }
      for (const key of keys) {
        const bucket = index.get(key)
        if (bucket) bucket.push(position)
        else index.set(key, [position])
      }
    }
  }

  /**
   * Names sharing a blocking key with the subject. With two or more name tokens, a very common one
   * (over commonBucket names) is left out when another token finds names: a hit needs another token
   * to agree anyway, so the common one adds cost, not hits.
   */
  function candidatesOf(tokens: readonly WeightedToken[], joins: Joins): Set<number> {
    const keyGroups = [
      // A word's own keys and the listed words one slip away (GHOAMI finds GHOLAMI, SATI finds SARI).
      ...tokens
        .filter((t) => t.role === 'name')
        .map((t) => [
          ...lookupKeys(t.keys),
          ...(t.keys.vowelsUnsure ? [] : neighbours.near(t.text).map((word) => `t:${word}`)),
        ]),
      // Words the subject writes apart that the list writes together (IV AN = IVAN).
      ...[...joins.keys()].map((joined) => [`t:${joined}`, `r:${joined}`]),
    ]
    const buckets = keyGroups
      .map((keys) => keys.map((key) => index.get(key) ?? []))
      .map((lists) => ({ lists, size: lists.reduce((n, l) => n + l.length, 0) }))
      .sort((a, b) => a.size - b.size)
    const largest = buckets.at(-1)
    const othersFind = buckets.slice(0, -1).some((b) => b.size > 0)
    const used = largest && largest.size > commonBucket && othersFind ? buckets.slice(0, -1) : buckets
    const found = new Set<number>()
    for (const { lists } of used) for (const list of lists) for (const position of list) found.add(position)
    return found
  }

  return {
    size: entries.length,
    screen(subject, threshold = defaultMatchThreshold) {
      const person = subject.type === 'person'
      const ordered = weighted(weights, readName(subject.name, subject.type), subject.type)
      const tokens = [...ordered].sort((a, b) => b.weight - a.weight)
      const subjectJoins: SubjectJoins = {
        // Joined in the order the name is written, pointing at the tokens sorted by weight; only
        // those some listed name writes as one word (most names have none).
        joins: new Map(
          [...joinsOf(ordered)]
            .filter(([text]) => joinableTexts.has(text))
            .map(([text, at]) => [text, at.map((i) => tokens.indexOf(ordered[i] as WeightedToken))]),
        ),
        wholes: tokens.filter(
          (t) =>
            t.role === 'name' &&
            (joinedTexts.has(t.text) ||
              (t.keys.romanised !== null && joinedTexts.has(t.keys.romanised)) ||
              (person && /^[a-z]{2,3}$/.test(t.text))),
        ),
      }
      const nameTokens = countNames(tokens)
      // One screening compares the same words again and again: remember each comparison.
      comparisons.begin()
      const compare: Similar = (token, listed) => tokenSimilarity(token.keys, listed.keys, person)
      const similar: Similar = (token, listed) => comparisons.similarity(token, listed, compare)
      const best = new Map<ScreeningEntry, ScreeningHit>()
      for (const position of candidatesOf(tokens, subjectJoins.joins)) {
        const name = names[position]
        if (!name || kindOfEntry(name.entry.type) !== subject.type) continue
        const sides = joinWords(
          tokens,
          subjectJoins,
          name.tokens,
          () => (name.joins ??= joinsOf(name.tokens)),
          person ? () => (name.initials ??= initialsOf(name.tokens)) : null,
        )
        const subjectNameTokens = sides.subject === tokens ? nameTokens : countNames(sides.subject)
        const listedNameTokens = sides.candidate === name.tokens ? name.nameTokens : countNames(sides.candidate)
        if (person && subjectNameTokens === 1 && listedNameTokens > 1) continue
        const alignment = align(sides.subject, sides.candidate, similar)
        if (!enoughAgreement(subject.type, alignment, listedNameTokens)) continue
        const base = nameScore(subject.type, alignment)
        if (base < threshold - 0.15) continue
        const dob = compareDates(subject.date_of_birth, name.entry.dates_of_birth)
        const nationality = compareNationality(subject.nationality, name.entry.nationalities)
        const form = person ? null : compareLegalForms(tokens, name.tokens)
        const factor = dob.factor * nationality.factor * (form?.factor ?? 1)
        const score = Math.min(1, Math.max(0, base * factor + dob.bonus + nationality.bonus))
        if (score < threshold) continue
        const previous = best.get(name.entry)
        if (previous && previous.score >= score) continue
        const features: AmlHitFeature[] = [
          { name: 'name_similarity', score: round(base), weight: 1 },
          { name: 'subject_token_coverage', score: round(alignment.subjectCoverage), weight: 0 },
          { name: 'listed_token_coverage', score: round(alignment.entryCoverage), weight: 0 },
          { name: 'phonetic_or_typo_tokens', score: round(alignment.fuzzyShare), weight: 0 },
          { name: 'alias', score: name.alias === null ? 0 : 1, weight: 0 },
          ...rulesOf(alignment),
          ...(form?.feature ? [form.feature] : []),
          ...(dob.feature ? [dob.feature] : []),
          ...(nationality.feature ? [nationality.feature] : []),
        ]
        best.set(name.entry, {
          entry: name.entry,
          matched_alias: name.alias,
          score: round(score),
          features,
          matched_tokens: alignment.tokens,
        })
      }
      return [...best.values()].sort(
        (a, b) =>
          b.score - a.score ||
          Number(a.matched_alias !== null) - Number(b.matched_alias !== null) ||
          a.entry.entry_id.localeCompare(b.entry.entry_id),
      )
    },
  }
}

/**
 * One feature per rule that made name words agree other than by equal spelling, with the share of
 * the agreeing words it made agree: `words_by_nickname`, `words_by_joined`, `words_by_leetspeak`…
 */
function rulesOf(alignment: Alignment): AmlHitFeature[] {
  const counts = new Map<TokenMatchKind, number>()
  for (const kind of alignment.nameKinds) if (kind !== 'exact') counts.set(kind, (counts.get(kind) ?? 0) + 1)
  return [...counts].map(([kind, count]) => ({
    name: `words_by_${kind}`,
    score: round(count / Math.max(1, alignment.matchedCount)),
    weight: 0,
  }))
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}
