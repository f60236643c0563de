import type { ReactNode } from 'react'
import { toSafeHref } from '@/lib/safe-url'

/**
 * An external link for untrusted URLs: rendered as a link only for http(s), opened in a new tab
 * without opener or referrer; anything else is shown as plain text.
 */
export function SafeExternalLink({
  href,
  children,
  className,
}: {
  href: unknown
  children?: ReactNode
  className?: string
}) {
  const safe = toSafeHref(href)
  const text = children ?? (typeof href === 'string' ? href : '')
  if (!safe) return <span className="break-all">{text}</span>
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className={className ?? 'break-all text-brand-700 underline dark:text-sky-300'}
    >
      {text}
    </a>
  )
}
