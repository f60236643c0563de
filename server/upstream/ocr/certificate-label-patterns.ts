/** The labels of a certificate's fields in the served countries' languages, written once (ADR 0009, 0045, 0048, 0082). */

/**
 * OCR reads accented letters of labels as other letters (Denominacién for Denominación): in a
 * label, any letter stands where the label has a choice of accented letters.
 */
function ocrTolerant(labels: readonly RegExp[]): RegExp[] {
  return labels.map(
    (label) => new RegExp(label.source.replace(/\[[^\]]*[^\p{ASCII}][^\]]*\]/gu, '\\p{L}'), label.flags),
  )
}

/** Labels of the company's name as printed, longest first where one contains another. */
export const printedNameLabels: readonly RegExp[] = [
  /name\s+of\s+(?:the\s+)?(?:company|corporation|entity|business|undertaking)/iu,
  /(?:registered|legal|corporate|company|companys|company's|entity|business|full)\s+name/iu,
  /name\s+of\s+(?:the\s+)?(?:registered\s+)?(?:company|firm)/iu,
  /firmenname|firmenwortlaut|name\s+der\s+gesellschaft|name\s+der\s+firma|(?<!der\s)firma(?=\s*[:.])/iu,
  // A one-word label opening a line of a register extract, after its entry number ("2. Firma Nordwind GmbH").
  /^[^\p{L}]*(?:firma|nazwa|n[áa]zev|denominazione|d[ée]nomination)(?=\s)/iu,
  /d[ée]nomination(?:\s+sociale)?|raison\s+sociale/iu,
  /denominaci[óo]n(?:\s+social)?|raz[óo]n\s+social|denomina[çc][ãa]o(?:\s+social)?|nome\s+empresarial/iu,
  /denominazione(?:\s+sociale)?|ragione\s+sociale/iu,
  /statutaire\s+naam|handelsnaam|naam\s+(?:van\s+de\s+)?(?:rechtspersoon|vennootschap|onderneming)/iu,
  /f[öo]retagsnamn|foretaksnavn|virksomhedsnavn|toiminimi|nazwa\s+firmy|nazwa(?=\s*[:.])|obchodn[íi]\s+firma|n[áa]zev(?=\s*[:.])/iu,
  /^(?:company|name)(?=\s*:)/iu,
]

/** Labels of the company's name as OCR reads them. */
export const nameLabels: readonly RegExp[] = ocrTolerant(printedNameLabels)

/**
 * Words that name another number than the registration number (ADR 0065): telephone and fax in
 * the served languages, VAT and tax numbers, a post-office box, a bank account.
 */
const otherNumberWords = [
  't[ée]l',
  'tlf',
  'phone',
  't[ée]l[ée]phone',
  'telefon(?:nummer|nr)?',
  'telefoon',
  'tel[ée]fono',
  'telefone',
  'puhelin',
  'mobile?',
  'gsm',
  'fax',
  'telefax',
  't[ée]l[ée]copie',
  'vat',
  'tva',
  'btw(?:-\\p{L}+)?',
  'ust(?:-?id)?(?:-?nr)?',
  'mwst',
  'mva(?:-nummer)?',
  'moms\\p{L}*',
  'alv(?:-numero)?',
  'iva',
  'partita',
  'nip',
  'di[čc]',
  'regon',
  'se-nummer',
  'gst',
  'abn',
  'tax',
  'steuer(?:nummer|-?nr)?',
  'p\\.?\\s?o\\.?\\s+box',
  'postfach',
  'bo[iî]te\\s+postale',
  'iban',
  'bic',
  'swift',
  'account',
  'konto',
].join('|')
const otherNumberWord = `(?<!\\p{L})(?:${otherNumberWords})(?!\\p{L})`

/**
 * A word naming another number at the end of a line's text, followed only by that number's first
 * figures (`Telefon 040 `) or by at most two more words (`VAT registration no.`, `N° TVA
 * intracommunautaire`): the number after it is that other number.
 */
export const otherNumberBefore = new RegExp(
  `${otherNumberWord}(?:[^\\p{L}\\n]*|(?:[^\\p{L}\\p{N}\\n]+[\\p{L}.'’-]+){1,2}[^\\p{L}\\p{N}\\n]*)$`,
  'iu',
)

/** Labels of the registration number as printed. */
export const printedNumberLabels: readonly RegExp[] = [
  /(?:company|companies|registration|registered|reg\.?|incorporation|corporate|corporation|business|entity|file|charter|licen[cs]e|certificate)\s*(?:number|numbers|no\b\.?|nr\b\.?|n°|n[o0]\.|#|num\b\.?|code|id)/iu,
  /registration\s+code|company\s+registration(?:\s+number)?|\b(?:crn|uen|acn|cin|nzbn|cnpj)\b/iu,
  /nummer\s+der\s+firma/iu,
  /handelsregister(?:nummer|[nm]u[nm]{1,2}er|\s*(?:nr\.?|nummer|[nm]u[nm]{1,2}er|eintrag))?|registernummer|regist\p{L}{0,2}[nm]u[nm]{1,2}er|register-?nr\.?|firmenbuchnummer|firmenbuch(?:\s*nr\.?)?|fn(?=\s*[:.])|uid(?=\s*[:.])/iu,
  /num[ée]ro\s+(?:d['’]\s*)?(?:immatriculation|entreprise|rcs|siren|d['’]identification)|n°\s*(?:rcs|siren|d['’]immatriculation)|siren(?=\s*[:.])|rcs(?=\s*[:.])/iu,
  /n[úu]mero\s+de\s+(?:registro|inscripci[óo]n|matr[íi]cula|identifica[çc][ãa]o)|folio\s+mercantil(?:\s+electr[óo]nico)?|nipc|nif(?=\s*[:.])/iu,
  /numero\s+(?:di\s+)?(?:iscrizione|rea|registro)|n\.\s*rea|codice\s+fiscale/iu,
  /kvk[- ]?nummer|kvk(?=\s*[:.])|inschrijvingsnummer|ondernemingsnummer|registratienummer/iu,
  /organisationsnummer|organisasjonsnummer|org\.?\s*nr\.?|cvr[- ]?(?:nummer|nr\.?)|cvr(?=\s*[:.])|y-tunnus|yritystunnus/iu,
  /numer\s+krs|krs(?=\s*[:.])|i[čc]o(?=\s*[:.])|identifika[čc]n[íi]\s+[čc][íi]slo/iu,
]

/** Labels of the registration number; none right after a word naming another number (`VAT registration no.`). */
export const numberLabels: readonly RegExp[] = notAfterOtherNumberWord(printedNumberLabels)

/**
 * Labels of a certificate's other fields (seat, address, capital, objects, dates, legal form,
 * status, officers) in the served countries' languages (ADR 0064). Register extracts print them
 * as a row of column headings beside or under the name's label, forms as a grid's next label: a
 * value that opens with one is that field's heading, not a company's name.
 */
export const printedOtherFieldLabels: readonly RegExp[] = [
  /registered\s+(?:office|address|seat)|(?:office|business|postal)\s+address|share\s+capital|(?:issued|paid[- ]up|authori[sz]ed)\s+capital|objects?\b|nature\s+of\s+business|business\s+activit(?:y|ies)|principal\s+activit(?:y|ies)/iu,
  /date\s+of\s+(?:incorporation|registration|entry|formation|constitution)|(?:incorporation|registration)\s+date|entry\s+no\b|legal\s+form|company\s+(?:type|status)|type\s+of\s+company|directors?\b|secretary\b|jurisdiction\b/iu,
  /sitz\b|niederlassung|gesch[äa]ftsanschrift|gegenstand(?:\s+des\s+unternehmens)?|unternehmensgegenstand|stammkapital|grundkapital|rechtsform|tag\s+der\s+(?:ersten\s+)?eintragung|datum\s+der\s+eintragung|gesch[äa]ftsf[üu]hrer|vorstand\b/iu,
  /si[èe]ge(?:\s+social)?|objet(?:\s+social)?|capital\s+social|forme\s+juridique|date\s+d['’]\s*immatriculation|date\s+de\s+(?:constitution|cr[ée]ation|l['’]\s*immatriculation)|dirigeants?\b|g[ée]rants?\b/iu,
  /(?:statutaire\s+)?zetel\b|activiteiten|doel\b|(?:geplaatst\s+)?kapitaal|rechtsvorm|datum\s+(?:van\s+)?inschrijving|oprichtingsdatum|bestuurders?\b/iu,
  /domicilio(?:\s+social)?|objeto(?:\s+social)?|forma\s+jur[íi]dica|fecha\s+de\s+(?:inscripci[óo]n|constituci[óo]n)|administradores?\b/iu,
  /sede(?:\s+legale)?\b|oggetto\s+sociale|attivit[àa](?!\p{L})|capitale\s+sociale|forma\s+giuridica|data\s+di\s+(?:iscrizione|costituzione)/iu,
  /natureza\s+jur[íi]dica|data\s+(?:do\s+registo|de\s+constitui[çc][ãa]o|de\s+abertura)|situa[çc][ãa]o\b|ger[êe]ncia\b/iu,
  /s[äa]te\b|verksamhet\b|aktiekapital|registreringsdat(?:um|o)|bolagsform|styrelse\b|hjemsted|form[åa]l\b|selskabskapital|stiftelsesdato|virksomhedsform|forretningskommune|forretningsadresse|virksomhet\b|aksjekapital|organisasjonsform|daglig\s+leder/iu,
  /kotipaikka|toimiala|osakep[äa][äa]oma|rekister[öo]ity|rekister[öo]intip[äa]iv[äa]|yhti[öo]muoto/iu,
  /siedziba|przedmiot\s+dzia[łl]alno[śs]ci|kapita[łl]\s+zak[łl]adowy|data\s+(?:wpisu|rejestracji)|forma\s+prawna|zarz[ąa]d\b/iu,
  /s[íi]dlo\b|p[řr]edm[ěe]t\s+podnik[áa]n[íi]|z[áa]kladn[íi]\s+kapit[áa]l|datum\s+(?:z[áa]pisu|vzniku)|pr[áa]vn[íi]\s+forma|statut[áa]rn[íi]\s+org[áa]n/iu,
]

/** Labels of a certificate's other fields as OCR reads them. */
export const otherFieldLabels: readonly RegExp[] = ocrTolerant(printedOtherFieldLabels)

function notAfterOtherNumberWord(labels: readonly RegExp[]): RegExp[] {
  return ocrTolerant(labels).map(
    (label) => new RegExp(`(?<!${otherNumberWord}[^\\p{L}\\p{N}\\n]{0,4})(?:${label.source})`, label.flags),
  )
}

/** Both fields' labels. */
export const fieldLabels = [...nameLabels, ...numberLabels]
