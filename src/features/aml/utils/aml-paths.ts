/** The review page of one AML request. */
export function reviewPath(amlRequestId: string) {
  return `/aml/${encodeURIComponent(amlRequestId)}`
}
