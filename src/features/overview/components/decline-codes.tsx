import type { OverviewResponse } from '@contract/bff/overview'

/** The most frequent KYC decline codes, each with what it means and what to ask for. */
export function DeclineCodes({ codes }: { codes: NonNullable<OverviewResponse['top_decline_codes']> }) {
  return (
    <section
      aria-labelledby="decline-heading"
      className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="decline-heading" className="font-medium">
        Top KYC decline codes
      </h2>
      {codes.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          No declined verification with codes in this period.
        </p>
      ) : (
        <ol className="space-y-2 text-sm">
          {codes.map((code) => (
            <li key={code.code}>
              <span className="font-mono font-medium">{code.code}</span> ({code.count}×): {code.explanation}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
