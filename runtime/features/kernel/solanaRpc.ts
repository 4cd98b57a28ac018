import type { Rpc, SolanaRpcApi } from '@solana/kit'
import { Effect } from 'effect'
import { ChainRpcError, type ChainRpcErrorReason } from '../../errors/ChainRpcError.ts'
import type { Network } from '../../networks.ts'

/** The `@solana/kit` RPC client of a Solana network. */
export type SolanaRpc = Rpc<SolanaRpcApi>

class Classified {
  constructor(
    readonly reason: ChainRpcErrorReason,
    readonly cause: unknown,
  ) {}
}

/**
 * Runs one read or send against a Solana network's own RPC URL (`rpcUrls.default`, as EVM
 * reads go through ChainRpc), with `@solana/kit` loaded on first use. Fails with
 * {@link ChainRpcError}: `UnsupportedNetwork` for a network of another namespace or without a
 * URL, `Http` when the endpoint cannot be reached, `Rpc` when the node answers with an error;
 * classified by kit's error codes, never by text.
 */
export const solanaRpc = <A>(
  network: Network,
  method: string,
  run: (rpc: SolanaRpc, kit: typeof import('@solana/kit')) => Promise<A>,
): Effect.Effect<A, ChainRpcError> =>
  Effect.tryPromise({
    try: async () => {
      const url = network.rpcUrls.default.http[0]
      if (network.chainNamespace !== 'solana' || !url)
        throw new Classified('UnsupportedNetwork', undefined)
      const kit = await import('@solana/kit')
      try {
        return await run(kit.createSolanaRpc(url), kit)
      } catch (cause) {
        if (cause instanceof Classified) throw cause
        throw new Classified(
          kit.isSolanaError(cause, kit.SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)
            ? 'Http'
            : kit.isSolanaError(cause)
              ? 'Rpc'
              : cause instanceof TypeError
                ? 'Http'
                : 'Unknown',
          cause,
        )
      }
    },
    catch: (error) => {
      const { reason, cause } =
        error instanceof Classified ? error : new Classified('Unknown', error)
      return ChainRpcError.of(reason, { network: network.caipNetworkId, method }, cause)
    },
  })

/**
 * The native balance of `address` on a Solana network, in lamports.
 */
export const solanaBalance = (network: Network, address: string) =>
  solanaRpc(
    network,
    'getBalance',
    async (rpc, kit) => (await rpc.getBalance(kit.address(address)).send()).value,
  )
