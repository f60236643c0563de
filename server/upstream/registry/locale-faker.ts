import { allFakers, fakerEN, type Faker } from '@faker-js/faker'

/**
 * The locale-specific faker instance (fakerDE, fakerJA, fakerFR, …) for a locale id such as `de`,
 * `en_GB` or `ja`; falls back to the language, then to fakerEN. Callers seed it before each use.
 */
export function fakerFor(locale: string): Faker {
  const all = allFakers as Record<string, Faker>
  return all[locale] ?? all[locale.split('_')[0] ?? ''] ?? fakerEN
}
