import { highlightName, type MatchedToken } from '../utils/hit-details'

/** A name with the words that matched the other side marked (and said: "exact", "phonetic", "typo"). */
export function HighlightedName({
  name,
  tokens,
  side,
}: {
  name: string
  tokens: readonly MatchedToken[]
  side: 'subject' | 'entry'
}) {
  return (
    <span className="break-words">
      {highlightName(name, tokens, side).map((part, index) =>
        part.match ? (
          <mark
            key={index}
            title={`${part.match} match`}
            className="rounded bg-amber-200 px-0.5 text-slate-950 dark:bg-amber-300"
          >
            {part.text}
            <span className="sr-only"> ({part.match} match)</span>
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  )
}
