import { Effect, Schedule } from 'effect'
import { AUTH_CONNECTOR_ID } from '../../connectors/embedded/authConnector.ts'
import { CONNECT_REQUEST_TIMEOUT_MS, FARCASTER_POLL_INTERVAL_MS } from '../../constants.ts'
import { EmbeddedWalletError } from '../../errors/EmbeddedWalletError.ts'
import { Store } from '../../state/Store.ts'
import type { SocialLoginState } from '../../state/types.ts'
import { connect } from '../connection/connect.ts'
import { authConnector } from '../email/emailLogin.ts'
import { alert } from '../kernel/notify.ts'
import { decide } from '../kernel/router.ts'

/** The visitor's words for the ways a Farcaster sign-in ends early (our design; SPEC has none). */
export const FARCASTER_LOGIN_MESSAGES = {
  timedOut: 'The Farcaster sign-in was not approved within 2 minutes. Try again.',
  cancelled: 'The Farcaster sign-in was cancelled',
} as const

const setSocial = (patch: Partial<SocialLoginState>) =>
  Effect.gen(function* () {
    const store = yield* Store
    store.socialLogin.value = { ...store.socialLogin.value, ...patch }
  })

/** Fails once `signal` aborts (the visitor's Cancel); never, without one. */
const cancelledBy = (signal: AbortSignal | undefined) =>
  Effect.callback<never, EmbeddedWalletError>((resume) => {
    if (!signal) return
    const fail = () =>
      resume(Effect.fail(EmbeddedWalletError.rejected(FARCASTER_LOGIN_MESSAGES.cancelled)))
    if (signal.aborted) {
      fail()
      return
    }
    signal.addEventListener('abort', fail, { once: true })
    return Effect.sync(() => signal.removeEventListener('abort', fail))
  })

/**
 * Farcaster login (SPEC §1, §7) through the embedded wallet: the frame opens a sign-in with the
 * Farcaster auth relay (get Farcaster URI) and ConnectingFarcaster shows its URI as a QR code
 * (SPEC §3 farcasterUrl, in `state.socialLogin.farcasterUrl`); then the frame is asked whether
 * the sign-in was approved (connect Farcaster) every FARCASTER_POLL_INTERVAL_MS, for at most
 * CONNECT_REQUEST_TIMEOUT_MS (SPEC §9, 120 s); from a browser new to the account it says an
 * approval link was mailed (`awaiting-device`) and keeps asking until it is opened. Once approved the frame holds a session and the
 * auth connector connects, then Account. Cancel (`signal` aborts) goes back to Connect quietly;
 * a timeout or a refusal goes back to Connect with the reason in `state.socialLogin.error`.
 */
export const connectFarcaster = (signal?: AbortSignal) =>
  Effect.raceFirst(
    Effect.gen(function* () {
      const store = yield* Store
      const connector = yield* authConnector()
      yield* setSocial({
        status: 'connecting',
        provider: 'farcaster',
        error: undefined,
        farcasterUrl: undefined,
      })
      store.router.value = decide(
        { type: 'loginStarted', view: 'ConnectingFarcaster' },
        store.router.value,
      )
      const url = yield* connector.getFarcasterUri
      yield* setSocial({ farcasterUrl: url })
      yield* connector.connectFarcaster.pipe(
        // A browser new to the account: ConnectingFarcaster says an approval mail was sent.
        Effect.tap((look) =>
          look.status === 'awaiting-device' && store.socialLogin.value.status !== 'awaiting-device'
            ? setSocial({ status: 'awaiting-device' })
            : Effect.void,
        ),
        Effect.repeat({
          schedule: Schedule.spaced(FARCASTER_POLL_INTERVAL_MS),
          until: (look) => look.status === 'completed',
        }),
        Effect.timeoutOrElse({
          duration: CONNECT_REQUEST_TIMEOUT_MS,
          orElse: () =>
            Effect.fail(EmbeddedWalletError.rejected(FARCASTER_LOGIN_MESSAGES.timedOut)),
        }),
      )
      yield* setSocial({ status: 'verifying' })
      const result = yield* connect(AUTH_CONNECTOR_ID)
      yield* setSocial({ status: 'idle', error: undefined, farcasterUrl: undefined })
      store.router.value = decide(
        { type: 'loginEnded', view: 'ConnectingFarcaster', connected: true },
        store.router.value,
      )
      return result
    }),
    cancelledBy(signal),
  ).pipe(
    Effect.tapError((error) =>
      Effect.gen(function* () {
        const store = yield* Store
        const cancelled = signal?.aborted === true
        yield* setSocial(
          cancelled
            ? { status: 'idle', error: undefined, farcasterUrl: undefined }
            : { status: 'error', error: error.message, farcasterUrl: undefined },
        )
        store.router.value = decide(
          { type: 'loginEnded', view: 'ConnectingFarcaster', connected: false },
          store.router.value,
        )
        if (
          !cancelled &&
          error instanceof EmbeddedWalletError &&
          (error.reason === 'FrameLoadFailed' || error.reason === 'RequestTimedOut')
        )
          yield* alert(error.message)
      }),
    ),
  )
