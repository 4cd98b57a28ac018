import { Effect } from 'effect'
import type { Connector } from '../../connectors/Connector.ts'
import { PendingRequests } from '../../services/PendingRequests.ts'
import type { Namespace } from '../../state/types.ts'
import { siwe } from './signInFields.ts'

/** The wallet method a sign-in on `namespace` signs with. */
export const signMethod = (namespace: Namespace) =>
  namespace === 'eip155' ? 'personal_sign' : 'solana_signMessage'

/**
 * Asks the wallet to sign the sign-in `message` for `address`; answers the signature. An unsafe
 * request (SPEC §6): `rejectPendingRequests` aborts it ('Request was aborted') as any other.
 */
export const signWith = (
  connector: Connector,
  namespace: Namespace,
  message: string,
  address: string,
) =>
  PendingRequests.use((pending) =>
    pending.track(signMethod(namespace), true, ask(connector, namespace, message, address)),
  )

/** The wallet call itself. */
const ask = (connector: Connector, namespace: Namespace, message: string, address: string) =>
  namespace === 'eip155'
    ? Effect.flatMap(siwe(), (m) =>
        connector.request({ method: signMethod(namespace), params: [m.toHex(message), address] }),
      )
    : Effect.promise(() => import('@solana/kit')).pipe(
        Effect.flatMap((kit) =>
          connector.request({
            method: signMethod(namespace),
            params: {
              message: kit.getBase58Decoder().decode(new TextEncoder().encode(message)),
              pubkey: address,
            },
          }),
        ),
        Effect.map((out) => (out as { signature: string }).signature),
      )
