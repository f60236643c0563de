import {
  enginesAgree,
  foldedName,
  inCountryFormat,
  joinedName,
  joinedNumber,
  paddleFieldsOf,
} from './certificate-engines'
import { namesMatch, numbersMatch } from './certificate-comparison'
import {
  doubtedName,
  nameTheLineReads,
  nameTheLineSidesWith,
  pageReadingsOf,
  wordsBeforeName,
} from './certificate-line-rereads'
import { numberTheLineConfirms, numberTheLineReads } from './certificate-number-rereads'
import { withLettersOf } from './name-alignment'
import { findCertificateFields, type CertificateFields, type FoundFields } from './certificate-fields'
import { paddleReadsBandsAlike } from './certificate-paddle-bands'
import { paddleTextOf } from './certificate-paddle-page'
import { apartOnlyAtMarkedLetters } from './names-apart-at-marked-letters'
import { nameInCountryLetters, nameReadAgain } from './certificate-name-reread'
import { holdsMisreadCharacter } from './certificate-name-text'
import { documentPages, type DocumentPage } from './document-pages'
import { joinedText, textOfPage, type PageText } from './document-text'
import { nameConfirmedByCopies } from './name-copies'
import { nameReadingsOf, votedName } from './certificate-name-vote'
import { numberHeldByTwoReadings, type NumberReading } from './number-held-by-two-readings'
import { numberInCountryModel } from './number-in-country-model'
import { numberPastItsFixedPart } from './number-past-fixed-part'
import { numberConfirmed, numberReadingsAgreeOn, rereadNumber } from './number-reread'
import { prepareForOcr } from './page-image'
import { pageLanguagesOf } from './page-languages'

export {
  compareCertificate,
  type CertificateComparison,
  type ExpectedCompany,
  type ExpectedSource,
} from './certificate-comparison'
export type { CertificateFields } from './certificate-fields'

/** What was read from a certificate: the fields (null when not found), the whole text and each page's reading. */
export interface CertificateReading extends CertificateFields {
  text: string
  pages: PageText[]
}

/**
 * Pages are enlarged for their text up to this many pixels only (ADR 0034): a page whose text height
 * is misjudged was blown up to over 20 million pixels and read slowly.
 */
export const maxPagePixels = 9_000_000

/**
 * Whether a page reading shows the page upright (ADR 0067): words of the language were read in it,
 * a field's label or the certificate's sentence. A page read upside down gives none; its digits can
 * still read as a number of the country's format (6 and 9 turn into each other), so a number found
 * by its format is no sign.
 */
export function readsUpright(fields: FoundFields): boolean {
  return (
    fields.nameFoundBy === 'label' ||
    fields.nameFoundBy === 'phrasing' ||
    fields.nameFoundBy === 'phrasing_over_label' ||
    fields.nameFoundBy === 'label_without_form' ||
    fields.numberFoundBy === 'label'
  )
}

/**
 * Label or sentence, then the sentence's name where the label's value has no legal form (ADR 0054:
 * the page is still read further, a label's value with one is surer), then a label's or sentence's value without the country's legal form (ADR
 * 0048: a later reading's name ending with one is surer; one a misread label or a legal form alone
 * gave is not, as OCR misreads legal forms: `SARI.` for `SARL`), then a legal form after a misread
 * label, then a legal form alone. A name's label read with OCR errors over a value ending with the
 * country's legal form ranks with the sentence's name over a label (ADR 0069).
 */
const nameRanks: Record<NonNullable<FoundFields['nameFoundBy']>, number> = {
  label: 6,
  phrasing: 6,
  phrasing_over_label: 5,
  near_label: 5,
  label_without_form: 4,
  misread_label: 3,
  legal_form: 2,
}
const nameRank = (fields: FoundFields) => (fields.nameFoundBy === null ? 0 : nameRanks[fields.nameFoundBy])
const numberRank = (fields: FoundFields) =>
  fields.numberFoundBy === 'label' ? 2 : fields.numberFoundBy === 'format' ? 1 : 0

/**
 * Each field from the reading that found it the surest way: its label (or the name's sentence)
 * first, then after a misread label, then by shape; among equally sure readings the earlier one. Never chosen by what the
 * caller expects: a value is read, not matched.
 */
function surest(first: FoundFields, second: FoundFields): FoundFields {
  const name = nameRank(second) > nameRank(first) ? second : first
  const number = numberRank(second) > numberRank(first) ? second : first
  return {
    company_name: name.company_name,
    nameFoundBy: name.nameFoundBy,
    registration_number: number.registration_number,
    numberFoundBy: number.numberFoundBy,
  }
}

/** The number a reading found by its format (null: by its label or not at all), and the preparation it read. */
export interface FormatNumber {
  number: string | null
  preparation: 'first' | 'darkest_ink'
}

/**
 * Whether a further reading can change nothing that is taken (ADR 0067): both fields found by their
 * words (the name by its label or the certificate's sentence, the number by its label). ADR 0067's
 * second case, a number read alike by its format in both preparations, asks for the darkest-ink
 * reading it would spare, since the first reading is no longer read again as one block (ADR 0100).
 */
export function settled(fields: FoundFields): boolean {
  return (fields.nameFoundBy === 'label' || fields.nameFoundBy === 'phrasing') && fields.numberFoundBy === 'label'
}

type ImagePage = Extract<DocumentPage, { kind: 'image' }>

/**
 * A number not found by its label, read again on its own (ADR 0038): each number the darkest-ink
 * reading found by its format, cut at its text height from the first preparation (the ink as it
 * is) and from the first preparation's ink without pen strokes (ADR 0034), each read at two
 * scales; the first number all four readings read the same replaces what was found (the
 * preparation without pen strokes is made only for a number that differs from it).
 */
async function numberReadAgain(
  images: readonly ImagePage[],
  darkestTexts: readonly PageText[],
  options: { countryCode: string },
  registrationNumber: string | null,
): Promise<Partial<FoundFields>> {
  for (const [index, text] of darkestTexts.entries()) {
    const page = images[index]
    // Lines of a page read upside down are of the turned page.
    if (page === undefined || text.upsideDown) continue
    const number = await rereadNumber(text.lines, options.countryCode, {
      page,
      confirming: () =>
        prepareForOcr(page.source, { dropColouredInk: true, withoutPenStrokes: true, like: page, sheet: true }),
      found: registrationNumber,
    })
    if (number !== null) return { registration_number: number, numberFoundBy: 'format' }
  }
  return {}
}

/**
 * Whether the number its label gave stands (ADR 0043): its cut, read alone where the first page
 * reading (of `readings`, a preparation and its page reading each) that holds it read it, reads
 * it too. One reading of a digit is not enough; a number no reading's lines hold stands as read,
 * unconfirmed (null: ADR 0115 asks another reading for it).
 */
async function labelledNumberStands(
  readings: ReadonlyArray<{ page: ImagePage; text: PageText | undefined }>,
  options: { countryCode: string },
  number: string,
): Promise<boolean | null> {
  for (const { page, text } of readings) {
    // Lines of a page read upside down are of the turned page.
    if (text === undefined || text.upsideDown) continue
    const confirmed = await numberConfirmed(text.lines, options.countryCode, page, number)
    if (confirmed !== null) return confirmed
  }
  return null
}

/**
 * Reads a certificate of incorporation (PNG, JPEG or PDF bytes) for a served country or state
 * (v2 code: `GB`, `US_CA`): its text (PDF text layer or OCR by native Tesseract) and the company
 * name and registration number found in it (ADR 0009, 0021, 0029, 0043). Pages are first prepared
 * reading dark ink only (coloured stamps and signatures across labels fade out), grey scans
 * stretched to black on white, skew undone. Each image page is also read by PaddleOCR (ADR 0103):
 * where both engines read both fields alike the page is settled; otherwise, until the fields are
 * settled (ADR 0067), the image pages are read again in their darkest ink, each field is taken
 * from the Tesseract reading that found it the surest way, and then joined to PaddleOCR's field by
 * field (`certificate-engines.ts`); where the engines' names differ, the name's line is read again
 * by PaddleOCR alone and its re-reads choose between them (ADR 0105). Throws UnreadableDocumentError for a file that is no PNG, JPEG or PDF
 * or cannot be decoded.
 */
export async function readCertificate(bytes: Buffer, options: { countryCode: string }): Promise<CertificateReading> {
  const pages = await documentPages(bytes, { dropColouredInk: true, maxPixels: maxPagePixels, sheet: true })
  // Read in the country's language besides English: names are written in its letters (ADR 0062).
  const languages = pageLanguagesOf(options.countryCode)
  // A page whose first reading found words of the language is not read upside down too (ADR 0067).
  const upright = (reading: PageText) =>
    readsUpright(findCertificateFields(reading.text, options.countryCode, [reading]))
  const texts = await Promise.all(pages.map((page) => textOfPage(page, { native: true, languages, upright })))
  const readText = [joinedText(texts)]
  let fields = findCertificateFields(readText[0] ?? '', options.countryCode, texts)
  // The number each reading found by its format (null when by its label or not at all).
  const formatNumbers: FormatNumber[] = [
    { number: fields.numberFoundBy === 'format' ? fields.registration_number : null, preparation: 'first' },
  ]
  const images = pages.filter((page): page is ImagePage => page.kind === 'image')
  // Each image page read by the second engine too, one after the other (one thread each), also where
  // the first reading found both fields by their labels: a labelled name a signature garbled is what
  // the second engine corrects (ADR 0106, the lead's measure). A page Tesseract ran out of CPU time on
  // (ADR 0059) is not: a page with that much text takes as long again. Where the labels settle the
  // fields, PaddleOCR first reads only the name's and the number's lines, as Tesseract boxed them
  // (ADR 0112): where it reads every word on them as Tesseract did, the engines read both fields
  // alike, and the pages are not read whole.
  const firstReadings = images.flatMap((page) => {
    const text = texts[page.pageNumber - 1]
    return text === undefined || text.timedOut ? [] : [{ page, text }]
  })
  const bandsAlike =
    settled(fields) &&
    fields.company_name !== null &&
    fields.registration_number !== null &&
    (await paddleReadsBandsAlike(firstReadings, { name: fields.company_name, number: fields.registration_number }))
  const paddleTexts: PageText[] = []
  for (const { page, text } of bandsAlike ? [] : firstReadings)
    paddleTexts.push(await paddleTextOf(page, text.upsideDown))
  const paddleFields = bandsAlike
    ? { ...fields }
    : paddleTexts.length === 0
      ? null
      : paddleFieldsOf(paddleTexts, options.countryCode)
  // The fields each Tesseract reading found, for the engines' join.
  const tesseractFound: FoundFields[] = [fields]
  // Both engines read both fields alike: no further reading can change what is taken.
  const agreed = paddleFields !== null && enginesAgree(fields, paddleFields)
  let darkest: ImagePage[] | null = null
  // The darkest-ink preparation's page reading, page by page (its lines are where pen strokes were taken off).
  let darkestTexts: PageText[] = []
  // The darkest-ink reading (its pages and their readings), where it gave the name.
  let nameReadings: Array<{ page: ImagePage; text: PageText | undefined }> | null = null
  // Where the darkest-ink page reading's number stands among formatNumbers.
  let darkestVote: number | null = null
  // Until the fields are settled (ADR 0067), the image pages are prepared again keeping only their
  // darkest ink (stamps in grey scans and translucent coloured stamps fade, the print under them
  // stays) and without pen strokes off the text lines (ADR 0034), and read again (ADR 0029). Both
  // preparations read again as one block of text decided fields both ways on held-out pages, for a
  // fifth to a quarter of an unsettled page's CPU (ADR 0100): they are not made.
  if (!agreed && !settled(fields) && images.length > 0) {
    darkest = await Promise.all(
      images.map(async (page) => ({
        ...page,
        ...(await prepareForOcr(page.source, { darkestInk: true, withoutPenStrokes: true, like: page, sheet: true })),
      })),
    )
    // A page OCR ran out of time on (ADR 0059) is not read again: it would run out of time again.
    const readable = darkest.filter((page) => !texts[page.pageNumber - 1]?.timedOut)
    if (readable.length > 0) {
      // Each page the way up its first reading found, in English alone, as the country's model costs
      // CPU (ADR 0062, 0079); a name it gives is read again on its line with the country's model below.
      darkestTexts = await Promise.all(
        readable.map((page) =>
          textOfPage(page, { native: true, upsideDown: texts[page.pageNumber - 1]?.upsideDown ?? false }),
        ),
      )
      darkestVote = formatNumbers.length
      const again = joinedText(darkestTexts)
      readText.push(again)
      const found = findCertificateFields(again, options.countryCode, darkestTexts)
      tesseractFound.push(found)
      formatNumbers.push({
        number: found.numberFoundBy === 'format' ? found.registration_number : null,
        preparation: 'darkest_ink',
      })
      if (nameRank(found) > nameRank(fields))
        nameReadings = readable.map((page, index) => ({ page, text: darkestTexts[index] }))
      fields = surest(fields, found)
    }
  }
  // The numbers the readings found that were not taken (they disagreed, or a re-read did not confirm
  // the label's): the number's line read by PaddleOCR may confirm one (ADR 0110).
  const numbersNotTaken: string[] = []
  // A number its cut's re-reads read alike (ADR 0038, 0043): confirmed by readings of its own.
  let numberReadAlike: string | null = null
  if (agreed) {
    // Two engines read the number alike: surer than any re-read of one engine's.
  } else if (numberRank(fields) < 2) {
    // The number more than half of the readings that found it read (ADR 0043); when they disagree,
    // only a re-read that every preparation confirms gives one.
    const agreedOn = (chosen: string | null) =>
      chosen === null
        ? null
        : numberReadingsAgreeOn(
            chosen,
            formatNumbers.map((reading) => reading.number),
          )
    let agreed = agreedOn(fields.registration_number)
    // Where they disagree, the darkest-ink page's number is what its line reads with the country's
    // model, as the first reading was made (ADR 0089): English alone misread it (ADR 0079).
    const first = formatNumbers[0]?.number ?? null
    if (agreed === null && first !== null && darkestVote !== null && darkest !== null && languages !== 'eng') {
      const readings = darkest.map((page) => ({ page, text: texts[page.pageNumber - 1] }))
      const number = await numberInCountryModel(readings, { ...options, languages }, first)
      if (number !== null) formatNumbers[darkestVote] = { number, preparation: 'darkest_ink' }
      agreed = agreedOn(fields.registration_number)
    }
    const reread = await numberReadAgain(images, darkestTexts, options, agreed)
    numbersNotTaken.push(...formatNumbers.flatMap((reading) => reading.number ?? []))
    numberReadAlike = reread?.registration_number ?? null
    fields = { ...fields, registration_number: agreed, ...reread }
    if (fields.registration_number === null) fields.numberFoundBy = null
  } else if (fields.registration_number !== null) {
    const stands = await labelledNumberStands(
      [
        ...images.map((page) => ({ page, text: texts[page.pageNumber - 1] })),
        ...(darkest ?? []).map((page, index) => ({ page, text: darkestTexts[index] })),
      ],
      options,
      fields.registration_number,
    )
    if (stands === true) numberReadAlike = fields.registration_number
    if (stands === false) {
      numbersNotTaken.push(fields.registration_number)
      fields = { ...fields, registration_number: null, numberFoundBy: null }
    }
  }
  // A name printed twice: the copy two readings read alike over one no second reading confirms (ADR 0092).
  fields = nameConfirmedByCopies(fields, readText, options.countryCode)
  // A name an English further reading gave is read again on its line, with the country's model
  // first (ADR 0079): the page's own letters beyond ASCII, which English reads as look-alikes; a
  // re-read word the readings do not confirm is not taken (ADR 0098).
  if (fields.company_name !== null && nameReadings !== null && languages !== 'eng')
    fields.company_name = await nameInCountryLetters(nameReadings, fields.company_name, options.countryCode, readText)
  // A name holding a character OCR misread is read again alone, each model alone (ADR 0075).
  if (fields.company_name !== null && holdsMisreadCharacter(fields.company_name, options.countryCode)) {
    const pageReadings = [
      ...images.map((page) => ({ page, text: texts[page.pageNumber - 1] })),
      ...(darkest ?? []).map((page, index) => ({ page, text: darkestTexts[index] })),
    ]
    fields.company_name =
      (await nameReadAgain(pageReadings, fields.company_name, options.countryCode)) ?? fields.company_name
  }
  if (paddleFields !== null) {
    const tesseractReadings = { fields: tesseractFound, texts: readText }
    const [taken, read] = [fields.company_name, paddleFields.company_name]
    let name = joinedName(fields, paddleFields, tesseractReadings)
    // Each image page with its preparations and both engines' readings of it, by page number.
    const pages = pageReadingsOf(images, { darkest, tesseract: [texts, darkestTexts], paddle: paddleTexts })
    // Where the engines read the name differently and one of them was taken, the name's line is read
    // again alone and its re-reads choose (ADR 0105), or mend it where two preparations agree (ADR 0109);
    // not where they differ only at letters beyond ASCII Tesseract read: PaddleOCR's re-reads misread
    // those as its page reading did (ADR 0105's revision).
    if (
      taken !== null &&
      read !== null &&
      !namesMatch(taken, read) &&
      !apartOnlyAtMarkedLetters(taken, read) &&
      (name === taken || name === read)
    )
      name = (await nameTheLineSidesWith(pages, { tesseract: taken, paddle: read })) ?? name
    // A name still in doubt (a mark hid its start, no legal form ends it, words a mark garbled stand
    // before it on its line) is read again from its line's start; its re-reads may mend it (ADR 0109).
    const inDoubt = (value: string) =>
      doubtedName(value, options.countryCode) ||
      pages.some(({ tesseract, paddle }) => wordsBeforeName([...tesseract, paddle], value))
    if (name !== null && inDoubt(name)) name = (await nameTheLineReads(pages, name, options.countryCode)) ?? name
    // A name printed twice, PaddleOCR's page reading one more reading of the copies: the copy both
    // engines read alike over a name only one of them gives (ADR 0092, 0127: a bilingual page's
    // other label under no mark, where the page was settled and Tesseract read it once).
    if (name !== null && paddleTexts.length > 0)
      name = nameConfirmedByCopies(
        { ...fields, company_name: name },
        [...readText, joinedText(paddleTexts)],
        options.countryCode,
        [...readText.map(() => 'tesseract'), 'paddle'],
      ).company_name
    // A name PaddleOCR's letters gave keeps Tesseract's letters beyond ASCII where they fold alike (ADR 0109).
    if (name !== null && taken !== null && name !== taken) name = withLettersOf(name, taken)
    // A name the page's readings read part right each, voted letter by letter where independent voices
    // agree on every letter (ADR 0114); only a name a page reading holds, not one a re-read mended.
    if (name !== null) {
      const engines = [
        ...readText.map((text) => ({ engine: 'tesseract' as const, text })),
        ...(paddleTexts.length > 0 ? [{ engine: 'paddle' as const, text: joinedText(paddleTexts) }] : []),
      ]
      const readings = nameReadingsOf(engines, name, options.countryCode)
      const base = name
      if (readings.some((reading) => foldedName(reading.name) === foldedName(base)))
        name = votedName(name, readings, options.countryCode) ?? name
    }
    const [chosen, numberRead] = [fields.registration_number, paddleFields.registration_number]
    const joined = joinedNumber(fields, paddleFields, options.countryCode, tesseractReadings)
    // Where the engines read the number differently, each of the country's formats, the number's line
    // is read again by PaddleOCR alone and its re-reads choose between them; where no number is taken,
    // they may confirm one a reading found and another did not (ADR 0110).
    const reread =
      chosen !== null &&
      numberRead !== null &&
      !numbersMatch(chosen, numberRead) &&
      inCountryFormat(numberRead, options.countryCode)
        ? await numberTheLineReads(pages, { tesseract: chosen, paddle: numberRead }, options.countryCode)
        : joined === null
          ? await numberTheLineConfirms(pages, numbersNotTaken, options.countryCode)
          : null
    const number = reread ?? joined
    // A number one reading alone gave off the country's formats (a mark over it) is reported unread, not compared (ADR 0115).
    const readings: NumberReading[] = [
      ...readText.map((text, index) => ({
        text,
        found: [tesseractFound[index]?.registration_number ?? null, formatNumbers[index]?.number ?? null],
      })),
      { text: joinedText(paddleTexts), found: [paddleFields.registration_number] },
    ]
    const confirmed =
      number === null ||
      reread !== null ||
      numbersMatch(numberReadAlike ?? '', number) ||
      numberHeldByTwoReadings(number, options.countryCode, readings) ||
      // One of the country's formats whole: a misread under a mark seldom keeps the format (0115's revision).
      inCountryFormat(number, options.countryCode) ||
      // Else the re-reads of its line by PaddleOCR, in each preparation and cut, may agree on it (ADR 0110).
      numbersMatch((await numberTheLineConfirms(pages, [number], options.countryCode)) ?? '', number)
    // Else a number two readings (or its check digits) hold where a mark misread a fixed character of
    // its format (ADR 0124).
    const readAgain =
      number === null || !confirmed
        ? numberPastItsFixedPart(
            readings.map((reading) => reading.text),
            options.countryCode,
          )
        : null
    fields = { ...fields, company_name: name, registration_number: confirmed && number !== null ? number : readAgain }
  }
  return {
    company_name: fields.company_name,
    registration_number: fields.registration_number,
    text: readText.join('\n\n'),
    pages: texts,
  }
}
