import { flow, type Program } from '../../actions/action.ts'
import type { ConnectResult } from '../../connectors/Connector.ts'
import type { Network } from '../../networks.ts'
import type { Namespace } from '../../state/types.ts'
import type { SiwxSession } from '../siwx/siwxState.ts'

/** Connecting wallets, switching networks and signing in (SPEC §2, §4). */
export const connectionActions = {
  connect: flow(
    'eager',
    (
      flows,
      connectorId: string,
      options?: { readonly namespace?: Namespace },
    ): Program<ConnectResult> => flows.connect(connectorId, options),
    {
      success: ({ state }, _result, connectorId) => [
        'CONNECT_SUCCESS',
        { connector: connectorId, namespace: state.network.value.chainNamespace },
      ],
      error: 'CONNECT_ERROR',
    },
  ),
  disconnect: flow(
    'eager',
    (flows, namespace?: Namespace): Program<void> => flows.disconnect(namespace),
    {
      success: (_context, _result, namespace) => [
        'DISCONNECT_SUCCESS',
        { namespace: namespace ?? 'all' },
      ],
      error: 'DISCONNECT_ERROR',
    },
  ),
  switchNetwork: flow(
    'eager',
    (flows, network: Network): Program<void> => flows.switchNetwork(network),
    {
      success: (_context, _result, network) => [
        'SWITCH_NETWORK',
        { network: network.caipNetworkId },
      ],
      error: 'SWITCH_NETWORK_ERROR',
    },
  ),
  signIn: flow('eager', (flows): Program<SiwxSession> => flows.signIn(), {
    success: ({ state }) => ['SIWX_AUTH_SUCCESS', { network: state.network.value.caipNetworkId }],
    error: 'SIWX_AUTH_ERROR',
  }),
  /** SPEC §2: Cancel on the sign view. */
  cancelSignIn: flow('eager', (flows): Program<void> => flows.cancelSignIn()),
  /** SPEC §4: reconnect a connected wallet, or run a disconnected one's login again. */
  switchConnection: flow(
    'eager',
    (
      flows,
      connectorId: string,
      options?: { readonly namespace?: Namespace },
    ): Program<ConnectResult> => flows.switchConnection(connectorId, options),
  ),
}
