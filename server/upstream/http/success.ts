/** The success envelope of spec §1, typed with `error: false` as the contract schemas expect. */
export function success<T>(message: string, data: T): { error: false; message: string; data: T } {
  return { error: false, message, data }
}
