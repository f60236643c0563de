import { describeSpdr, SPDR_GROUP_LABELS, type SpdrGroup } from '@contract/services/spdr-codes'

const groupOrder: SpdrGroup[] = ['face_general', 'document', 'address']

/** Short form for lists: each code with the spec's words, the plain-language explanation on hover and for screen readers. */
export function DeclinedCodeSummary({ codes }: { codes: readonly string[] }) {
  if (codes.length === 0) return <span className="text-slate-600 dark:text-slate-400">—</span>
  return (
    <ul className="space-y-0.5">
      {codes.map((code) => {
        const entry = describeSpdr(code)
        return (
          <li key={code} title={entry.explanation}>
            <span className="font-mono text-xs">{entry.code}</span> {entry.meanings[0] ?? 'unknown code'}
          </li>
        )
      })}
    </ul>
  )
}

/** The decline codes grouped as the spec groups them (face and general, document, address), each explained. */
export function DeclinedCodeGroups({ codes }: { codes: readonly string[] }) {
  if (codes.length === 0) return <p className="text-sm text-slate-700 dark:text-slate-300">No decline codes.</p>
  const entries = codes.map(describeSpdr)
  const groups = [...groupOrder, 'unknown' as const].map((group) => ({
    group,
    entries: entries.filter((entry) => (group === 'unknown' ? entry.groups.length === 0 : entry.groups[0] === group)),
  }))
  return (
    <div className="space-y-4">
      {groups
        .filter((g) => g.entries.length > 0)
        .map(({ group, entries: inGroup }) => (
          <section
            key={group}
            aria-label={group === 'unknown' ? 'Codes not in the catalogue' : SPDR_GROUP_LABELS[group]}
            className="space-y-2"
          >
            <h3 className="text-sm font-semibold">
              {group === 'unknown' ? 'Codes not in the catalogue' : SPDR_GROUP_LABELS[group]}
            </h3>
            <dl className="space-y-2">
              {inGroup.map((entry) => (
                <div
                  key={entry.code}
                  className="rounded-md border border-red-200 bg-red-50 px-3 py-2 dark:border-red-900 dark:bg-red-950"
                >
                  <dt className="text-sm font-medium">
                    <span className="font-mono">{entry.code}</span> {entry.meanings.join('; ')}
                  </dt>
                  <dd className="text-sm text-slate-800 dark:text-slate-200">{entry.explanation}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
    </div>
  )
}
