import type { AmlHitFeature } from '@contract/services/aml-hits'

const percent = (value: number) => `${Math.round(value * 100)} %`
const label = (name: string) => name.replaceAll('_', ' ')

/** One bar per feature of a hit's score: how similar, how much it weighs in the score, and why when the vendor says. */
export function FeatureBars({ features }: { features: readonly AmlHitFeature[] }) {
  if (features.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">The vendor gave no breakdown of this score.</p>
  return (
    <ul className="space-y-1.5" aria-label="What contributed to the score">
      {features.map((feature) => (
        <li key={feature.name} className="grid grid-cols-[10rem_1fr_auto] items-center gap-2 text-sm">
          <span className="capitalize">{label(feature.name)}</span>
          <span aria-hidden="true" className="h-2 rounded bg-slate-200 dark:bg-slate-800">
            <span
              className="block h-2 rounded bg-brand-600"
              style={{ width: percent(feature.score).replace(' ', ''), opacity: feature.weight > 0 ? 1 : 0.4 }}
            />
          </span>
          <span className="tabular-nums">
            {percent(feature.score)}
            <span className="text-slate-700 dark:text-slate-300">
              {feature.weight > 0 ? ` · weight ${feature.weight}` : ' · informational'}
            </span>
          </span>
          {typeof feature.explanation === 'string' && (
            <span className="col-span-3 text-xs text-slate-700 dark:text-slate-300">{feature.explanation}</span>
          )}
        </li>
      ))}
    </ul>
  )
}
