/**
 * A file id names one filing of one company found by one search: `<result id>.<filing uid>`, so the
 * file can be regenerated from the registry dataset when its link is opened.
 */
export function toFileId(resultId: string, filingUid: string): string {
  return `${resultId}.${Buffer.from(filingUid, 'utf8').toString('base64url')}`
}

export function parseFileId(fileId: string): { resultId: string; filingUid: string } | undefined {
  const match = /^([0-9a-f]{24})\.([A-Za-z0-9_-]{1,200})$/.exec(fileId)
  if (!match?.[1] || !match[2]) return undefined
  return { resultId: match[1], filingUid: Buffer.from(match[2], 'base64url').toString('utf8') }
}
