import { formatDuration, intervalToDuration } from 'date-fns'
import { useEffect, useState } from 'react'

/** "Expires 24/11/2026, 00:40 — in 59 minutes 58 seconds", ticking every second; "expired" once past. */
export function ExpiryCountdown({ expiresAt }: { expiresAt: string }) {
  const [now, setNow] = useState(() => Date.now())
  const end = new Date(expiresAt).getTime()
  useEffect(() => {
    if (now >= end) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [end, now])
  const expired = now >= end
  return (
    <p className="text-sm">
      <span>Expires </span>
      <time dateTime={new Date(end).toISOString()}>{new Date(end).toLocaleString()}</time>
      {' — '}
      <span
        role="timer"
        aria-live="off"
        className={expired ? 'font-semibold text-red-700 dark:text-red-300' : 'font-semibold'}
      >
        {expired
          ? 'expired'
          : `in ${formatDuration(intervalToDuration({ start: now, end }), { format: ['days', 'hours', 'minutes', 'seconds'] }) || 'less than a second'}`}
      </span>
    </p>
  )
}
