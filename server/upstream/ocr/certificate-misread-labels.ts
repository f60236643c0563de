import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'

/**
 * Labels as a certificate prints them, for recognising one OCR misread beyond its pattern (ADR
 * 0069): a fax's dropped strokes, a grey scan's faded letters, a stamp across the label
 * (`Registered oce` for "Registered office", `NAME OF COVDANY` for "Name of company"). A run of
 * words is a misread label when it is within one edit per five characters of one (at least one)
 * and, where it is looked for among other words, keeps its first letter: OCR loses and swaps
 * strokes inside words, and the words' first letters, capitals, hold.
 */

/** The name's labels as printed, in the served languages. */
export const nameLabelWords = [
  'name of company',
  'name of the company',
  'company name',
  'corporate name',
  'entity name',
  'registered name',
  'legal name',
  'firma',
  'firmenname',
  'name der gesellschaft',
  'dénomination',
  'dénomination sociale',
  'raison sociale',
  'denominación',
  'denominación social',
  'razón social',
  'denominação social',
  'nome empresarial',
  'denominazione',
  'denominazione sociale',
  'ragione sociale',
  'statutaire naam',
  'handelsnaam',
  'naam rechtspersoon',
  'företagsnamn',
  'foretaksnavn',
  'virksomhedsnavn',
  'toiminimi',
  'nazwa firmy',
  'obchodní firma',
]

/**
 * The name's labels long enough to be told misread at a line's or a column's start whatever
 * follows (ADR 0069): `firma` is one edit from `forma`, a word of other fields' labels.
 */
export const nameHeadingWords = nameLabelWords.filter((label) => label.length >= 9)

/**
 * The registration number's labels as printed, in the served languages, of nine letters or more
 * (a misread short label, `KvK`, `CVR`, could be any word).
 */
export const numberLabelWords = [
  'registration number',
  'company number',
  'registered number',
  'incorporation number',
  'company registration number',
  'handelsregisternummer',
  'registernummer',
  'firmenbuchnummer',
  "numéro d'immatriculation",
  'numéro siren',
  'número de registro',
  'número de inscripción',
  'numero di iscrizione',
  'numero rea',
  'kvk-nummer',
  'inschrijvingsnummer',
  'ondernemingsnummer',
  'registratienummer',
  'organisationsnummer',
  'organisasjonsnummer',
  'cvr-nummer',
  'yritystunnus',
  'numer krs',
  'identifikační číslo',
].filter((label) => label.length >= 9)

/**
 * Other fields' headings as printed (seat, address, capital, objects, dates, legal form, status,
 * officers) in the served languages, as `otherFieldLabels` reads them (certificate-labels.ts);
 * only those of six letters or more, where one edit in five cannot turn a word of a name into one.
 */
export const otherFieldWords = [
  'registered office',
  'registered address',
  'registered seat',
  'office address',
  'business address',
  'postal address',
  'share capital',
  'issued capital',
  'paid-up capital',
  'authorised capital',
  'objects',
  'nature of business',
  'business activity',
  'principal activity',
  'date of incorporation',
  'date of registration',
  'date of entry',
  'incorporation date',
  'registration date',
  'legal form',
  'company type',
  'company status',
  'type of company',
  'directors',
  'secretary',
  'jurisdiction',
  'niederlassung',
  'geschäftsanschrift',
  'gegenstand des unternehmens',
  'unternehmensgegenstand',
  'stammkapital',
  'grundkapital',
  'rechtsform',
  'tag der ersten eintragung',
  'datum der eintragung',
  'geschäftsführer',
  'vorstand',
  'siège social',
  'objet social',
  'capital social',
  'forme juridique',
  "date d'immatriculation",
  'date de constitution',
  'dirigeants',
  'statutaire zetel',
  'activiteiten',
  'geplaatst kapitaal',
  'rechtsvorm',
  'datum van inschrijving',
  'oprichtingsdatum',
  'bestuurders',
  'domicilio social',
  'objeto social',
  'forma jurídica',
  'fecha de inscripción',
  'fecha de constitución',
  'administradores',
  'sede legale',
  'oggetto sociale',
  'capitale sociale',
  'forma giuridica',
  'data di iscrizione',
  'data di costituzione',
  'natureza jurídica',
  'data do registo',
  'data de constituição',
  'verksamhet',
  'aktiekapital',
  'registreringsdatum',
  'registreringsdato',
  'bolagsform',
  'styrelse',
  'hjemsted',
  'selskabskapital',
  'stiftelsesdato',
  'virksomhedsform',
  'forretningsadresse',
  'virksomhet',
  'aksjekapital',
  'organisasjonsform',
  'daglig leder',
  'kotipaikka',
  'toimiala',
  'osakepääoma',
  'rekisteröintipäivä',
  'yhtiömuoto',
  'siedziba',
  'przedmiot działalności',
  'kapitał zakładowy',
  'data wpisu',
  'data rejestracji',
  'forma prawna',
  'předmět podnikání',
  'základní kapitál',
  'datum zápisu',
  'datum vzniku',
  'právní forma',
  'statutární orgán',
].filter((heading) => heading.length >= 6)

/** Lower case, accents and punctuation gone, one space between words: labels are compared so. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
}

const foldedLabels = new Map<readonly string[], string[]>()

function foldedOf(labels: readonly string[]): string[] {
  let folds = foldedLabels.get(labels)
  if (folds === undefined) {
    folds = labels.map(folded)
    foldedLabels.set(labels, folds)
  }
  return folds
}

/**
 * Whether `text` is one of `labels` read with at most one OCR error per five characters. Where
 * words are looked for as a label among others (`firstLetterKept`), its first letter must be kept
 * too; a value already taken for a name is told a label whatever letter it misread
 * (`RAME OF COMPANY`, ADR 0064).
 */
export function isMisreadLabel(
  text: string,
  labels: readonly string[] = nameLabelWords,
  firstLetterKept = false,
): boolean {
  const read = folded(text)
  return (
    read !== '' &&
    foldedOf(labels).some(
      (label) =>
        (!firstLetterKept || read[0] === label[0]) &&
        damerauLevenshtein(read, label) <= Math.max(1, Math.floor(label.length / 5)),
    )
  )
}

/**
 * Where a misread label of `labels` stands in `text`: the first run of up to four words (the
 * longest at that word) that is one, starting at an offset `startsAt` allows.
 */
export function misreadLabelIn(
  text: string,
  labels: readonly string[],
  startsAt: (offset: number) => boolean = () => true,
): { start: number; end: number } | null {
  const words = [...text.matchAll(/\S+/g)].map((match) => ({ start: match.index, end: match.index + match[0].length }))
  for (const [index, word] of words.entries()) {
    if (!startsAt(word.start)) continue
    for (let count = Math.min(4, words.length - index); count >= 1; count--) {
      const last = words[index + count - 1]
      if (last !== undefined && isMisreadLabel(text.slice(word.start, last.end), labels, true))
        return { start: word.start, end: last.end }
    }
  }
  return null
}

/**
 * Whether `value` opens with another field's heading read with OCR errors (`by Registered oce`),
 * after an item mark or a word of one or two letters (a misread `b)`): a table's heading, not a value.
 */
export function opensWithMisreadHeading(value: string): boolean {
  const words = value.trim().split(/\s+/)
  const from = /^[\p{L}\p{N}]{1,2}[).:]?$/u.test(words[0] ?? '') && words.length > 1 ? 1 : 0
  for (let count = Math.min(4, words.length - from); count >= 1; count--) {
    if (isMisreadLabel(words.slice(from, from + count).join(' '), otherFieldWords, true)) return true
  }
  return false
}
