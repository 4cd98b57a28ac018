import { Effect } from 'effect'
import type { AuthConnector } from '../../../../runtime/connectors/embedded/authConnector.ts'
import { EmbeddedWalletError } from '../../../../runtime/errors/EmbeddedWalletError.ts'
import { walletError } from '../../../../runtime/errors/WalletError.ts'
import { authConnectorFake } from '../../../runtime/features/support/authConnectorFake.ts'

/** The code the fake auth service mails; any other six digits are wrong. */
export const RIGHT_CODE = '424242'
const TRIES = 5

/**
 * The embedded wallet at the edge, as the secure frame and its auth service answer: connect
 * e-mail remembers the address and mails a code (a new code resets the tries), connect OTP
 * checks it ('Invalid code. N tries left', then 'Too many attempts: ask for a new code') and
 * logs in, forgetting the address as the frame does ('Enter your e-mail first' after that), and
 * get user answers once logged in; the rest is `authConnectorFake`'s. Each answer waits `delay` ms.
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
  return authConnectorFake({
    connectEmail: (email) =>
      wait(() => {
        pendingEmail = email
        tries = TRIES
        return Effect.succeed('VERIFY_OTP' as const)
      }),
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
  })
}
