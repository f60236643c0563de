import type { ReactNode } from 'react'
import { buildUrl, type RequestOptions } from '@/lib/api-client'
import { buttonClasses } from './button'

/**
 * The one way the dashboard exports a table: a download link to the proxy's streamed CSV of every
 * row matching the page's filters (`query`; its page and limit are left out). The proxy checks the
 * permission and audits the export.
 */
export function CsvExportLink({
  path,
  query,
  children = 'Export CSV',
}: {
  path: `/bff/${string}.csv`
  query?: RequestOptions['query']
  children?: ReactNode
}) {
  const { page: _page, limit: _limit, page_size: _size, ...filters } = query ?? {}
  return (
    <a className={buttonClasses('secondary')} href={buildUrl(path, filters)} download>
      {children}
    </a>
  )
}
