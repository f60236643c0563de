import { readDocumentText } from '../ocr/document-text'
import { countriesNamed } from './address-compare'
import type { ExtractedAddress } from './address-checks'
import { findDates } from './written-dates'

/** Labels of a bill's issue date, in the languages bills come in. */
const ISSUE_LABEL =
  /\b(issue date|date of issue|issued|bill date|invoice date|statement date|date|datum|rechnungsdatum|fecha|date de facturation|date d emission)\b/i

/** The bill's issue date: the first date after an issue-date label, else the latest date not in the future. */
export function billIssueDate(lines: readonly string[], today: Date): string | null {
  const todayIso = today.toISOString().slice(0, 10)
  for (const [index, line] of lines.entries()) {
    if (
      !ISSUE_LABEL.test(
        line
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/'/g, ' '),
      )
    )
      continue
    const date = findDates(line)[0] ?? findDates(lines[index + 1] ?? '')[0]
    if (date) return date
  }
  const dates = lines
    .flatMap((line) => findDates(line))
    .filter((date) => date <= todayIso)
    .sort()
  return dates.at(-1) ?? null
}

async function pageLines(bytes: Buffer): Promise<string[]> {
  const { pages } = await readDocumentText(bytes, { sheet: true })
  return pages.flatMap((page) =>
    (page.source === 'text_layer' ? page.text.split(/\r?\n/) : page.lines.map((line) => line.text))
      .map((l) => l.trim())
      .filter(Boolean),
  )
}

/** Reads a proof of address (and its optional second page): its lines, issue date and countries named. */
export async function readAddressDocument(proofs: readonly Buffer[], today: Date): Promise<ExtractedAddress> {
  const lines: string[] = []
  for (const bytes of proofs) lines.push(...(await pageLines(bytes)))
  return { lines, issueDate: billIssueDate(lines, today), countries: countriesNamed(lines.join('\n')) }
}
