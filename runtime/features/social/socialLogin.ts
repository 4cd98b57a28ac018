import { Effect, Schedule } from 'effect'
import { AUTH_CONNECTOR_ID } from '../../connectors/embedded/authConnector.ts'
import { CONNECT_REQUEST_TIMEOUT_MS, SOCIAL_WINDOW_POLL_MS } from '../../constants.ts'
import { EmbeddedWalletError } from '../../errors/EmbeddedWalletError.ts'
import { Config } from '../../services/Config.ts'
import { Store } from '../../state/Store.ts'
import type { SocialLoginState } from '../../state/types.ts'
import { connect } from '../connection/connect.ts'
import { authConnector } from '../email/emailLogin.ts'
import { alert } from '../kernel/notify.ts'
import { decide } from '../kernel/router.ts'
import { isSocialProvider } from './socialProviders.ts'

/** SPEC §3 socialWindow: the popup a social login runs in (a `Window` in a browser). */
export interface SocialWindow {
  readonly closed: boolean
  readonly location: { href: string }
  close(): void
}

/**
 * What connect social names (SPEC §7 {uri}): the frame's own callback page. The provider's
 * return (code and state) goes from that page to the frame only, never to this page (issue 26).
 */
export const socialCallbackOf = (frameOrigin: string) => `${frameOrigin}/frame/social-callback`

/** The visitor's words for the ways a social login ends early (our design; SPEC has none). */
export const SOCIAL_MESSAGES = {
  blocked: 'The login window was blocked: allow pop-ups for this site and try again',
  closed: 'The login window was closed before the login finished. Try again.',
  unsupported: 'This social login is not supported',
} as const

const setSocial = (patch: Partial<SocialLoginState>) =>
  Effect.gen(function* () {
    const store = yield* Store
    store.socialLogin.value = { ...store.socialLogin.value, ...patch }
  })

/** Fails once the visitor closes the popup. */
const closedBy = (popup: SocialWindow) =>
  Effect.sync(() => popup.closed).pipe(
    Effect.repeat({
      schedule: Schedule.spaced(SOCIAL_WINDOW_POLL_MS),
      until: (closed) => closed,
    }),
    Effect.flatMap(() => Effect.fail(EmbeddedWalletError.rejected(SOCIAL_MESSAGES.closed))),
  )

/**
 * Social login (SPEC §1, §7) through the embedded wallet, in a popup the caller opened on the
 * visitor's click (`popup`; `null` when the browser blocked it). The frame gives the provider's
 * URI (get social redirect URI), the popup logs in there and comes back to the frame's
 * callback page, which posts the provider's return to the frame only; meanwhile connect social
 * asks the frame to finish the login it started with that return (and, on a new device, the
 * approval link: VERIFY_DEVICE, shown as "check your e-mail" while connect device waits for
 * it), then the auth connector connects. The
 * wait is CONNECT_REQUEST_TIMEOUT_MS (SPEC §9, 120 s). A closed popup, a refusal or a timeout
 * goes back to Connect with the reason in `state.socialLogin.error`.
 */
export const connectSocial = (provider: string, popup: SocialWindow | null) =>
  Effect.gen(function* () {
    const store = yield* Store
    if (!isSocialProvider(provider))
      return yield* Effect.fail(EmbeddedWalletError.rejected(SOCIAL_MESSAGES.unsupported))
    const connector = yield* authConnector()
    const config = yield* Config
    yield* setSocial({ status: 'connecting', provider, error: undefined })
    store.router.value = decide(
      { type: 'loginStarted', view: 'ConnectingSocial' },
      store.router.value,
    )
    if (!popup) return yield* Effect.fail(EmbeddedWalletError.rejected(SOCIAL_MESSAGES.blocked))
    const frameOrigin = new URL(config.frameUrl ?? '').origin
    const uri = yield* connector.getSocialRedirectUri(provider)
    popup.location.href = uri
    const action = yield* Effect.raceFirst(
      connector.connectSocial(socialCallbackOf(frameOrigin)),
      closedBy(popup),
    ).pipe(
      Effect.timeoutOrElse({
        duration: CONNECT_REQUEST_TIMEOUT_MS,
        orElse: () => Effect.fail(EmbeddedWalletError.of('RequestTimedOut')),
      }),
    )
    popup.close()
    if (action === 'VERIFY_DEVICE') {
      // A browser new to the account: ConnectingSocial says an approval mail was sent and
      // waits, as the e-mail login's device step does, until the link is approved.
      yield* setSocial({ status: 'awaiting-device' })
      yield* connector.connectDevice
    }
    yield* setSocial({ status: 'verifying' })
    const result = yield* connect(AUTH_CONNECTOR_ID)
    yield* setSocial({ status: 'idle', error: undefined })
    store.router.value = decide(
      { type: 'loginEnded', view: 'ConnectingSocial', connected: true },
      store.router.value,
    )
    return result
  }).pipe(
    Effect.tapError((error) =>
      Effect.gen(function* () {
        const store = yield* Store
        if (popup && !popup.closed) popup.close()
        yield* setSocial({ status: 'error', error: error.message })
        store.router.value = decide(
          { type: 'loginEnded', view: 'ConnectingSocial', connected: false },
          store.router.value,
        )
        if (
          error instanceof EmbeddedWalletError &&
          (error.reason === 'FrameLoadFailed' || error.reason === 'RequestTimedOut')
        )
          yield* alert(error.message)
      }),
    ),
  )
