import { readFileSync } from 'node:fs'

/**
 * Given names and their nicknames and diminutives (William = Bill = Will, Aleksandr = Sasha), from
 * the tables in `data/` (see data/README.md): English from the carltonnorthern/nicknames table,
 * other languages from `nicknames-world.csv`. Read once at start: two names agree when one line of
 * a table holds both.
 */
function loadNicknames(files: readonly string[]): Map<string, Set<string>> {
  const related = new Map<string, Set<string>>()
  const link = (a: string, b: string) => {
    const set = related.get(a) ?? new Set<string>()
    set.add(b)
    related.set(a, set)
  }
  const text = files.map((file) => readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8')).join('\n')
  for (const line of text.split('\n')) {
    const names = line
      .split(',')
      .map((n) => n.trim().toLowerCase())
      .filter((n) => /^[a-z]+$/.test(n))
    for (const a of names) for (const b of names) if (a !== b) link(a, b)
  }
  return related
}

const nicknames = loadNicknames(['nicknames.csv', 'nicknames-world.csv'])

/** Whether one of the two given names is a nickname or diminutive of the other. */
export function nicknamesAgree(a: string, b: string): boolean {
  return nicknames.get(a)?.has(b) ?? false
}
