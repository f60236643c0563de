import { allFakers, type Faker, FakerError, fakerEN } from '@faker-js/faker'

/**
 * The locale-specific faker instance (fakerDE, fakerJA, fakerFR, …) for a locale id such as `de`,
 * `en_GB` or `ja`; falls back to the language, then to fakerEN.
 */
export function fakerFor(locale: string): Faker {
  const all = allFakers as Record<string, Faker>
  return all[locale] ?? all[locale.split('_')[0] ?? ''] ?? fakerEN
}

/**
 * The few faker values the registry uses, from one locale, seeded. Some locales lack some data
 * (no postcodes in en_HK, …): those values come from fakerEN, seeded from the locale's own stream
 * so the output stays deterministic.
 */
export interface LocalFaker {
  lastName(): string
  fullName(): string
  city(): string
  streetAddress(): string
  zipCode(): string
  phone(): string
  email(): string
  jobTitle(): string
  country(): string
  buzzNoun(): string
}

export function localFaker(locale: string, seed: number): LocalFaker {
  const faker = fakerFor(locale)
  faker.seed(seed)
  const value = (pick: (f: Faker) => string): string => {
    try {
      return pick(faker)
    } catch (error) {
      if (!(error instanceof FakerError)) throw error
      fakerEN.seed(faker.number.int(2 ** 31 - 1))
      return pick(fakerEN)
    }
  }
  return {
    lastName: () => value((f) => f.person.lastName()),
    fullName: () => value((f) => f.person.fullName()),
    city: () => value((f) => f.location.city()),
    streetAddress: () => value((f) => f.location.streetAddress()),
    zipCode: () => value((f) => f.location.zipCode()),
    phone: () => value((f) => f.phone.number()),
    email: () => value((f) => f.internet.email()),
    jobTitle: () => value((f) => f.person.jobTitle()),
    country: () => value((f) => f.location.country()),
    buzzNoun: () => value((f) => f.company.buzzNoun()),
  }
}
