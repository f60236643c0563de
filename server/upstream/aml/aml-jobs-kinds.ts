/** Durable job kinds of AML screening and ongoing monitoring. */
export const amlJobKinds = {
  /** Screen one AML request against every list. */
  screen: 'aml.screen',
  /** The daily re-screen of a monitored request (and its expiry). */
  monitor: 'aml.monitor',
  /** Re-screen every monitored request against the entries a list change touched. */
  listChanged: 'aml.list-changed',
} as const

/** Simulated seconds a screening takes before its result is there. */
export const screeningSeconds = 4
/** Monitored requests are screened again every simulated day. */
export const rescreenSeconds = 24 * 3600
