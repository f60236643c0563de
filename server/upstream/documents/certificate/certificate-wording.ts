/**
 * The words of a certificate of incorporation in the languages of the served countries that have
 * their own register wording (others get English): title, labels and the certifying sentence.
 */

export interface CertificateWording {
  title: string
  subtitle: string
  nameLabel: string
  numberLabel: string
  dateLabel: string
  formLabel: string
  officeLabel: string
  statusLabel: string
  statusActive: string
  /** "The registrar … hereby certifies that" before the name; `{registry}` is replaced. */
  certifies: string
  /** After the name; `{country}` is replaced. */
  incorporated: string
  /** Closing line before the date; `{registry}` is replaced. */
  given: string
  /** Label of the number when it stands alone in a corner. */
  shortNumberLabel: string
  months: readonly string[]
  /** The words of a rubber stamp ("certified copy"). */
  stampWords: string
}

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const english: CertificateWording = {
  title: 'CERTIFICATE OF INCORPORATION',
  subtitle: 'OF A PRIVATE LIMITED COMPANY',
  nameLabel: 'Company name',
  numberLabel: 'Registration number',
  dateLabel: 'Date of incorporation',
  formLabel: 'Legal form',
  officeLabel: 'Registered office',
  statusLabel: 'Status',
  statusActive: 'Active',
  certifies: 'The Registrar of Companies of {registry} hereby certifies that',
  incorporated:
    'is this day incorporated under the laws of {country} as a company limited by shares, and that the company is duly registered.',
  given: 'Given under the seal of {registry}',
  shortNumberLabel: 'Company No.',
  months: englishMonths,
  stampWords: 'Certified true copy',
}

const wordings: Record<string, CertificateWording> = {
  en: english,
  de: {
    title: 'AUSZUG AUS DEM HANDELSREGISTER',
    subtitle: 'Abteilung B',
    nameLabel: 'Firma',
    numberLabel: 'Registernummer',
    dateLabel: 'Tag der Eintragung',
    formLabel: 'Rechtsform',
    officeLabel: 'Sitz',
    statusLabel: 'Status',
    statusActive: 'aktiv',
    certifies: 'Das Registergericht ({registry}) bescheinigt, dass die Gesellschaft',
    incorporated: 'im Handelsregister eingetragen ist. Die Eintragung ist wirksam nach dem Recht von {country}.',
    given: 'Ausgestellt durch {registry}',
    shortNumberLabel: 'Register-Nr.',
    months: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
    stampWords: 'Beglaubigte Abschrift',
  },
  fr: {
    title: "CERTIFICAT D'IMMATRICULATION",
    subtitle: 'Extrait du registre',
    nameLabel: 'Dénomination sociale',
    numberLabel: "Numéro d'immatriculation",
    dateLabel: "Date d'immatriculation",
    formLabel: 'Forme juridique',
    officeLabel: 'Siège social',
    statusLabel: 'Statut',
    statusActive: 'active',
    certifies: 'Le greffe ({registry}) certifie que la société',
    incorporated: 'est immatriculée au registre conformément au droit de {country}.',
    given: 'Délivré par {registry}',
    shortNumberLabel: 'N° RCS',
    months: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    stampWords: 'Copie certifiée conforme',
  },
  nl: {
    title: 'UITTREKSEL HANDELSREGISTER',
    subtitle: 'Kamer van Koophandel',
    nameLabel: 'Statutaire naam',
    numberLabel: 'KvK-nummer',
    dateLabel: 'Datum van inschrijving',
    formLabel: 'Rechtsvorm',
    officeLabel: 'Statutaire zetel',
    statusLabel: 'Status',
    statusActive: 'actief',
    certifies: '{registry} verklaart dat de rechtspersoon',
    incorporated: 'is ingeschreven in het handelsregister naar het recht van {country}.',
    given: 'Afgegeven door {registry}',
    shortNumberLabel: 'KvK-nummer',
    months: [
      'januari',
      'februari',
      'maart',
      'april',
      'mei',
      'juni',
      'juli',
      'augustus',
      'september',
      'oktober',
      'november',
      'december',
    ],
    stampWords: 'Gewaarmerkt afschrift',
  },
  es: {
    title: 'CERTIFICADO DE INSCRIPCIÓN',
    subtitle: 'Registro Mercantil',
    nameLabel: 'Denominación social',
    numberLabel: 'Número de registro',
    dateLabel: 'Fecha de inscripción',
    formLabel: 'Forma jurídica',
    officeLabel: 'Domicilio social',
    statusLabel: 'Estado',
    statusActive: 'activa',
    certifies: 'El {registry} certifica que la sociedad',
    incorporated: 'ha sido inscrita conforme a la legislación de {country}.',
    given: 'Expedido por {registry}',
    shortNumberLabel: 'N.º de registro',
    months: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
    stampWords: 'Copia certificada',
  },
  it: {
    title: 'CERTIFICATO DI ISCRIZIONE',
    subtitle: 'Registro delle Imprese',
    nameLabel: 'Denominazione',
    numberLabel: 'Numero di iscrizione',
    dateLabel: 'Data di iscrizione',
    formLabel: 'Forma giuridica',
    officeLabel: 'Sede legale',
    statusLabel: 'Stato',
    statusActive: 'attiva',
    certifies: 'Il {registry} certifica che la società',
    incorporated: 'è iscritta nel registro secondo la legge di {country}.',
    given: 'Rilasciato da {registry}',
    shortNumberLabel: 'N. iscrizione',
    months: [
      'gennaio',
      'febbraio',
      'marzo',
      'aprile',
      'maggio',
      'giugno',
      'luglio',
      'agosto',
      'settembre',
      'ottobre',
      'novembre',
      'dicembre',
    ],
    stampWords: 'Copia conforme',
  },
}

/** The wording for a faker locale (`de_AT` → German); English when the language has none. */
export function wordingFor(locale: string, options: { english?: boolean } = {}): CertificateWording {
  if (options.english) return english
  return wordings[locale.split('_')[0] ?? 'en'] ?? english
}

/** `12 March 2021` in the wording's language. */
export function formatDate(date: Date, wording: CertificateWording): string {
  return `${date.getUTCDate()} ${wording.months[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
}
