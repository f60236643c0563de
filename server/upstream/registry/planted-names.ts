/**
 * Names of real OFAC SDN entries (snapshot 2024-05-03, public domain) planted among the officers and
 * owners of about 1 company in 500 of the generated registry, written as registers write them
 * (given names first), and near misses (a transliteration or a missing middle name) in another 1 in
 * 500: a demo finds potential matches without any setup. The choice depends only on the company's
 * seed number, so a dataset plants the same names every time.
 */
export const plantedListedNames = [
  'Ayman al-Zawahiri',
  'Felicien Nsanzubukire',
  'Nina Viktorovna Dorokhova',
  'Lyudmila Nikolayevna Skakovskaya',
  'Jorge Humberto Figueroa Benitez',
  'Ruslan Viktorovich Labin',
  'Miguel Angel Rodriguez Orejuela',
  'Sultan Hashim Ahmad Al-Tai',
  'Anatoliy Anatolievich Seryshev',
  'Aleksandar Vulin',
  'Mohammad Shawqi Islambouli',
  'Mohammad Hossein Khosravi',
]

export const plantedNearMisses = [
  'Aiman Al Zawahri',
  'Felicien Nsanzubukiré',
  'Nina Dorokhova',
  'Ljudmila Skakovskaja',
  'Jorge Figueroa Benítez',
  'Ruslan Labin',
  'Miguel Rodríguez Orejuela',
  'Sultan Hashem Al Tai',
  'Anatoly Seryshev',
  'Aleksander Vulin',
  'Muhammad Shawki Islambuli',
  'Mohamad Hosein Khosravi',
]

/** The planted name for a company, or null (most companies). */
export function plantedNameFor(seedNo: number): string | null {
  const slot = seedNo % 500
  const pick = (names: readonly string[]) => names[Math.floor(seedNo / 500) % names.length] ?? null
  if (slot === 137) return pick(plantedListedNames)
  if (slot === 311) return pick(plantedNearMisses)
  return null
}
