import { rpcMethods } from '../../../generated/rpc/methods.ts'
import { CAIP_NAMESPACE, type Namespace, type Network } from '../../networks.ts'

/** One namespace of a WalletConnect session proposal, with the RPC URLs kept on our side. */
export interface WalletConnectNamespace {
  readonly chains: string[]
  readonly methods: string[]
  readonly events: string[]
  /** Chain reference → the network's RPC URL, so reads never go to rpc.walletconnect.org. */
  readonly rpcMap: Record<string, string>
}

/** The events Latch follows on every namespace. */
const events = ['accountsChanged', 'chainChanged']

/**
 * The methods a WalletConnect wallet is asked to serve in `namespace`: those of the generated
 * allow-list (`generated/rpc/methods.ts`) that need the wallet — the unsafe ones (SPEC §6) and
 * `wallet_*`. Chain reads (`eth_call`, `eth_getBalance`, …) stay with the network's own RPC
 * through `rpcMap`; the client answers `eth_accounts`, `eth_requestAccounts` and
 * `eth_chainId` from the session itself.
 */
export const walletConnectMethods = (namespace: Namespace): string[] =>
  Object.entries(rpcMethods)
    .filter(([name, m]) => m.namespace === namespace && (m.unsafe || name.startsWith('wallet_')))
    .map(([name]) => name)
    .sort()

/**
 * The `optionalNamespaces` of a session proposal built from the app's networks: one entry per
 * CAIP namespace (`eip155`, `solana`, `bip122`) with the networks' CAIP-2 ids, the methods of
 * {@link walletConnectMethods} and an `rpcMap` from each network's default RPC URL.
 */
export const walletConnectNamespaces = (
  networks: readonly Network[],
): Record<string, WalletConnectNamespace> => {
  const out: Record<string, WalletConnectNamespace> = {}
  for (const network of networks) {
    const key = CAIP_NAMESPACE[network.chainNamespace]
    const entry = out[key] ?? {
      chains: [],
      methods: walletConnectMethods(network.chainNamespace),
      events: [...events],
      rpcMap: {},
    }
    out[key] = entry
    if (!entry.chains.includes(network.caipNetworkId)) entry.chains.push(network.caipNetworkId)
    const rpc = network.rpcUrls.default.http[0]
    const reference = network.caipNetworkId.slice(key.length + 1)
    if (rpc) entry.rpcMap[reference] = rpc
  }
  return out
}

/** SPEC §5: sign-in through WalletConnect only when all chains are EVM. */
export const walletConnectCanSignIn = (networks: readonly Network[]): boolean =>
  networks.length > 0 && networks.every((n) => n.chainNamespace === 'eip155')
