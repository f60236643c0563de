/** Rows read per page while exporting (the largest page the proxy's own lists answer). */
export const exportPageSize = 100

/**
 * Every item of a paginated list, page after page, as the CSV streams: `readPage(page)` answers one
 * page and how many pages there are (as that page knows it). The first page is read before the caller starts sending, so
 * an error there answers as a proper error.
 */
export async function allPages<T>(readPage: (page: number) => Promise<{ items: T[]; pages: number }>): Promise<AsyncGenerator<T>> {
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
