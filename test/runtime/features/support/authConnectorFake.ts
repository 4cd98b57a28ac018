import { Effect } from 'effect'
import {
  AUTH_CONNECTOR_ID,
  type AuthConnector,
} from '../../../../runtime/connectors/embedded/authConnector.ts'

/**
 * The embedded wallet's connector at the machine's edge, for the login and e-mail flow tests:
 * an e-mail connector whose every request answers at once (no frame behind it), the social and
 * Farcaster ones dying (a test that uses them gives its own), and `parts` over it.
 *
 * @example
 * import { authConnectorFake } from '../support/authConnectorFake.ts'
 * const connector = authConnectorFake({ connectSocial: () => Effect.succeed('CONNECT' as const) })
 * const updating = authConnectorFake<AuthEmailUpdate>({ getEmail: Effect.succeed('ada@example.com'), … })
 */
export const authConnectorFake = <Extra extends object = object>(
  parts: Partial<AuthConnector> & NoInfer<Extra>,
): AuthConnector & Extra => ({
  id: AUTH_CONNECTOR_ID,
  name: 'E-mail',
  type: 'AUTH',
  namespace: 'eip155',
  icon: undefined,
  rdns: undefined,
  preload: Effect.void,
  connectEmail: () => Effect.succeed('VERIFY_OTP'),
  connectDevice: Effect.void,
  connectOtp: () => Effect.void,
  getSocialRedirectUri: () => Effect.die('not a social test'),
  connectSocial: () => Effect.die('not a social test'),
  getFarcasterUri: Effect.die('not a Farcaster test'),
  connectFarcaster: Effect.die('not a Farcaster test'),
  connect: () => Effect.die('not a connect test'),
  restore: () => Effect.succeed(undefined),
  disconnect: () => Effect.void,
  switchNetwork: () => Effect.void,
  request: () => Effect.succeed(null),
  subscribe: () => () => {},
  close: async () => {},
  ...parts,
})
