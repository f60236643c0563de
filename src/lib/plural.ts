/** A count with its noun in the right number: `1 potential match`, `2 potential matches`, `0 entries`. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}
