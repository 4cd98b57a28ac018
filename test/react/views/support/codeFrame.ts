import { Effect } from 'effect'
import {
  AUTH_CONNECTOR_ID,
  type AuthConnector,
} from '../../../../runtime/connectors/embedded/authConnector.ts'
import { EmbeddedWalletError } from '../../../../runtime/errors/EmbeddedWalletError.ts'
import { walletError } from '../../../../runtime/errors/WalletError.ts'

/** The code the fake auth service mails; any other six digits are wrong. */
export const RIGHT_CODE = '424242'
const TRIES = 5

/**
 * The embedded wallet at the edge, as the secure frame and its auth service answer: connect
 * e-mail remembers the address and mails a code (a new code resets the tries), connect OTP
 * checks it ('Invalid code. N tries left', then 'Too many attempts: ask for a new code') and
 * logs in, forgetting the address as the frame does ('Enter your e-mail first' after that), and
 * get user answers once logged in. Each answer waits `delay` ms.
 */
export const codeFrame = (delay: () => number): AuthConnector => {
  let pendingEmail: string | undefined
  let tries = TRIES
  let loggedIn = false
  const wait = <A, E>(answer: () => Effect.Effect<A, E>) =>
    Effect.andThen(
      Effect.suspend(() => Effect.sleep(delay())),
      Effect.suspend(answer),
    )
  const refuse = (message: string) => Effect.fail(EmbeddedWalletError.rejected(message))
  return {
    id: AUTH_CONNECTOR_ID,
    name: 'E-mail',
    type: 'AUTH',
    namespace: 'eip155',
    icon: undefined,
    rdns: undefined,
    preload: Effect.void,
    connectEmail: (email) =>
      wait(() => {
        pendingEmail = email
        tries = TRIES
        return Effect.succeed('VERIFY_OTP' as const)
      }),
    connectDevice: Effect.void,
    connectOtp: (otp) =>
      wait(() => {
        if (!pendingEmail) return refuse('Enter your e-mail first')
        if (tries === 0) return refuse('Too many attempts: ask for a new code')
        if (otp !== RIGHT_CODE) {
          tries--
          return refuse(`Invalid code. ${tries} tries left`)
        }
        pendingEmail = undefined
        loggedIn = true
        return Effect.void
      }),
    getSocialRedirectUri: () => Effect.die('not a social test'),
    connectSocial: () => Effect.die('not a social test'),
    getFarcasterUri: Effect.die('not a Farcaster test'),
    connectFarcaster: Effect.die('not a Farcaster test'),
    connect: (network) =>
      wait(() =>
        loggedIn
          ? Effect.succeed({
              accounts: [
                { type: 'eoa' as const, address: '0x1111111111111111111111111111111111111111' },
              ],
              caipNetworkId: `eip155:${network.id}`,
            })
          : Effect.fail(walletError('Unauthorized')),
      ),
    restore: () => Effect.succeed(undefined),
    disconnect: () => Effect.void,
    switchNetwork: () => Effect.void,
    request: () => Effect.succeed(null),
    subscribe: () => () => {},
    close: async () => {},
  }
}
