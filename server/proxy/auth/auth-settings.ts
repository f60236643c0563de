import type { CookiePolicy } from './session-cookie'
import type { ThrottleLimits } from './login-throttle'
import type { ScryptParams } from './password-hash'

/** What the sign-in and user routes need besides the database. */
export interface AuthSettings {
  cookies: CookiePolicy
  scrypt: ScryptParams
  throttle: ThrottleLimits
  /** A hash of a random password, verified against when the e-mail is unknown (same timing). */
  dummyHash: string
}
