import { allLocales, Faker, FakerError, type LocaleDefinition, type Randomizer } from '@faker-js/faker'
import { hash32, Rng } from './random'

/**
 * Locale-specific faker instances (the same locale chains as fakerDE, fakerJA, fakerEN_GB…: the
 * locale, its language, English, base) driven by the registry's own seeded generator. Seeding
 * faker's default Mersenne Twister costs ~36 µs, which dominated dataset generation (one seed per
 * company); reseeding this randomizer is nearly free.
 */
function seededRandomizer(): Randomizer {
  let rng = new Rng(0)
  // Faker calls these detached from the object: plain closures, no `this`.
  return {
    next: () => rng.next(),
    seed: (seed: number | number[]) => {
      rng = new Rng(Array.isArray(seed) ? hash32(...seed) : seed)
    },
  }
}

const instances = new Map<string, Faker>()
const locales = allLocales as Record<string, LocaleDefinition>

/** The faker of a locale id such as `de`, `en_GB` or `ja` (unknown ids fall back to English). */
export function fakerFor(locale: string): Faker {
  const key = locales[locale] ? locale : 'en'
  let faker = instances.get(key)
  if (!faker) {
    const language = key.split('_')[0] ?? 'en'
    const chain = [...new Set([key, language, 'en', 'base'])]
      .map((id) => locales[id])
      .filter((d): d is LocaleDefinition => d !== undefined)
    faker = new Faker({ locale: chain, randomizer: seededRandomizer() })
    instances.set(key, faker)
  }
  return faker
}

/**
 * The few faker values the registry uses, from one locale, seeded. Some locales lack some data
 * (no postcodes in en_HK, …): those values come from English, seeded from the locale's own stream
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
      const english = fakerFor('en')
      english.seed(faker.number.int(2 ** 31 - 1))
      return pick(english)
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
