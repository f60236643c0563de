import type { Pagination } from '@contract/common'

/** The §2.1 pagination object. `from` and `to` are integers, so an empty page (no results, or beyond the last) says 0 and 0. */
export function paginate(total: number, page: number, perPage: number, count: number): Pagination {
  const offset = (page - 1) * perPage
  return {
    total,
    per_page: perPage,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    from: count > 0 ? offset + 1 : 0,
    to: count > 0 ? offset + count : 0,
  }
}
