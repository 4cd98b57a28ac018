import { Effect } from 'effect'
import { ChainRpcError } from '../../errors/ChainRpcError.ts'
import type { Network } from '../../networks.ts'
import { ChainRpc } from '../../services/ChainRpc.ts'
import { solanaBalance } from '../kernel/solanaRpc.ts'

/**
 * The native balance of `address` on `network`, in its smallest unit (wei, lamports), read
 * over the network's own RPC: ChainRpc on eip155, `@solana/kit` on solana (SPEC §9 "balances
 * on eip155 and solana"). Other namespaces fail with ChainRpcError `UnsupportedNetwork`.
 */
export const nativeBalance = (
  network: Network,
  address: string,
): Effect.Effect<bigint, ChainRpcError, ChainRpc> => {
  switch (network.chainNamespace) {
    case 'solana':
      return solanaBalance(network, address)
    case 'eip155':
      return ChainRpc.use((rpc) => rpc.getBalance(network, address as `0x${string}`))
    default:
      return Effect.fail(
        ChainRpcError.of('UnsupportedNetwork', {
          network: network.caipNetworkId,
          method: 'getBalance',
        }),
      )
  }
}
