/** A small spinning ring beside a status text (decorative: the text says what is happening). */
export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-3.5 w-3.5 animate-spin rounded-full border-2 border-slate-400 border-t-transparent motion-reduce:animate-none"
    />
  )
}
