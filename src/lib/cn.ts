import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. (No tailwind-merge: it costs 8 KB gzip of the first route; components are
 * written so that the classes a caller adds never fight the defaults.)
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
