/**
 * Reads of the upstream shared by the desk's users (ADR 0039). Everyone reads through one account
 * key, and pages poll what is pending: fifty analysts with the same KYB case open would each spend
 * the key's requests per minute on the same answer. A read asked for while the same read is in
 * flight waits for that one, and a successful answer is served again for `freshMs`. `forget()`
 * drops every kept answer (and detaches reads in flight from the cache): the client calls it after
 * every state-changing call and the app on every live event, so a page that refetches because
 * something changed never gets an answer from before the change.
 */
export function sharedReads<T extends { status: number }>(freshMs: number, maxKept = 500) {
  interface Entry {
    until: number
    answer: Promise<T>
  }
  const entries = new Map<string, Entry>()

  function read(key: string, fetch: () => Promise<T>): Promise<T> {
    const kept = entries.get(key)
    if (kept && kept.until > performance.now()) return kept.answer
    const entry: Entry = { until: Number.POSITIVE_INFINITY, answer: fetch() }
    entries.delete(key)
    entries.set(key, entry)
    if (entries.size > maxKept) entries.delete(entries.keys().next().value!)
    const settle = (keep: boolean) => {
      if (entries.get(key) !== entry) return // forgotten meanwhile: it must not come back
      if (keep && freshMs > 0) entry.until = performance.now() + freshMs
      else entries.delete(key)
    }
    entry.answer.then(
      (answer) => settle(answer.status < 400),
      () => settle(false),
    )
    return entry.answer
  }

  return {
    read,
    forget: () => entries.clear(),
  }
}
