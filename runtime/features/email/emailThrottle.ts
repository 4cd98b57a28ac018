import { Clock, Effect, Option, Schema } from 'effect'
import { EMAIL_THROTTLE_MS } from '../../constants.ts'
import { EmailThrottledError } from '../../errors/EmailThrottledError.ts'
import { Storage, storageKey } from '../../services/Storage.ts'

/** When the last e-mail code was asked for (ms since the epoch), kept across reloads. */
const lastEmailCodeAt = storageKey('login:emailCodeAt', Schema.NumberFromString)

/**
 * SPEC §5 e-mail code throttle: fails with 'Please try again after N seconds' (N rounded up)
 * while less than EMAIL_THROTTLE_MS has passed since the last code was asked for; otherwise
 * records now as the last time. The e-mail login flow calls it before each request.
 */
export const claimEmailCode = () =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const now = yield* Clock.currentTimeMillis
    const last = yield* storage.get(lastEmailCodeAt)
    if (Option.isSome(last)) {
      const wait = last.value + EMAIL_THROTTLE_MS - now
      if (wait > 0) return yield* Effect.fail(EmailThrottledError.of(Math.ceil(wait / 1000)))
    }
    yield* storage.set(lastEmailCodeAt, now)
  })

/** The errors {@link claimEmailCode} fails with. */
export type ClaimEmailCodeErrorType = EmailThrottledError
