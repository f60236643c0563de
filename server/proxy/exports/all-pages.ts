/** Rows asked of the upstream per page while exporting (the most its lists answer). */
export const upstreamPageSize = 100
/**
 * Rows read per page of the proxy's own lists while exporting: larger than their HTTP pages, since
 * each page re-sorts the filtered rows (bench/exports.ts).
 */
export const indexPageSize = 1000

/**
 * Every item of a paginated list, page after page, as the CSV streams: `readPage(page)` answers one
 * page and how many pages there are (as that page knows it). The first page is read before the caller starts sending, so
 * an error there answers as a proper error.
 */
export async function allPages<T>(
  readPage: (page: number) => Promise<{ items: T[]; pages: number }>,
): Promise<AsyncGenerator<T>> {
  const first = await readPage(1)
  async function* items() {
    yield* first.items
    let last = first.pages
    for (let page = 2; page <= last; page += 1) {
      const next = await readPage(page)
      last = next.pages
      yield* next.items
    }
  }
  return items()
}
