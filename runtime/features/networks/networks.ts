import { Effect, Option } from 'effect'
import type { Network } from '../../networks.ts'
import { Config } from '../../services/Config.ts'
import { Storage, StorageKeys } from '../../services/Storage.ts'
import type { Namespace } from '../../state/types.ts'

/** SPEC §3: "An unsupported network is named 'Unknown Network'." */
export const UNKNOWN_NETWORK_NAME = 'Unknown Network'

/** The network a wallet sits on when the app does not list it. */
export const unknownNetwork = (caipNetworkId: string, namespace: Namespace): Network => {
  const reference = caipNetworkId.split(':')[1] ?? ''
  const numeric = Number(reference)
  return {
    id: namespace === 'eip155' && Number.isFinite(numeric) ? numeric : reference,
    chainNamespace: namespace,
    caipNetworkId: caipNetworkId as Network['caipNetworkId'],
    name: UNKNOWN_NETWORK_NAME,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
    testnet: false,
  }
}

/** Whether the app lists this network. */
export const isSupported = (networks: readonly Network[], network: Network) =>
  networks.some((n) => n.caipNetworkId === network.caipNetworkId)

/** The app's network with this CAIP-2 id, or the 'Unknown Network'. */
export const resolveNetwork = (caipNetworkId: string, namespace: Namespace) =>
  Effect.gen(function* () {
    const config = yield* Config
    return (
      config.networks.find((n) => n.caipNetworkId === caipNetworkId) ??
      unknownNetwork(caipNetworkId, namespace)
    )
  })

/**
 * The network a namespace becomes active on (DECISIONS §2 rule 1): its last-used network when
 * the app still lists it, else the first of `networks` in that namespace.
 */
export const networkForNamespace = (namespace: Namespace) =>
  Effect.gen(function* () {
    const config = yield* Config
    const storage = yield* Storage
    const last = yield* storage.get(StorageKeys.activeNetwork(namespace))
    const inNamespace = config.networks.filter((n) => n.chainNamespace === namespace)
    const remembered = Option.flatMapNullishOr(last, (id) =>
      inNamespace.find((n) => n.caipNetworkId === id),
    )
    return Option.getOrElse(remembered, () => inNamespace[0])
  })
