import { readFileSync } from 'node:fs'

/**
 * English given names and their nicknames and diminutives (William = Bill = Will), from the
 * carltonnorthern/nicknames table in `data/nicknames.csv` (see data/README.md), read once at start:
 * two names agree when one line of the table holds both.
 */
function loadNicknames(): Map<string, Set<string>> {
  const related = new Map<string, Set<string>>()
  const link = (a: string, b: string) => {
    const set = related.get(a) ?? new Set<string>()
    set.add(b)
    related.set(a, set)
  }
  const text = readFileSync(new URL('./data/nicknames.csv', import.meta.url), 'utf8')
  for (const line of text.split('\n')) {
    const names = line
      .split(',')
      .map((n) => n.trim().toLowerCase())
      .filter((n) => /^[a-z]+$/.test(n))
    for (const a of names) for (const b of names) if (a !== b) link(a, b)
  }
  return related
}

const nicknames = loadNicknames()

/** Whether one of the two given names is a nickname or diminutive of the other. */
export function nicknamesAgree(a: string, b: string): boolean {
  return nicknames.get(a)?.has(b) ?? false
}
