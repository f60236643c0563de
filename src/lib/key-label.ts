/** A data key as words people read: `status_history` → "Status history", `listed-name` → "Listed name". */
export function keyLabel(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
