// The viem the runtime uses after a wallet connects, in one module so an app's bundler makes one
// chunk of it: the client, transports and errors (ChainRpc's first read), the eth_call actions
// with their ABI coders and the deployless-call bytecode (its first `call` or `readContract`),
// and the SIWE helpers (signIn, through features/siwx/siwxViem.ts). None of it loads with the
// runtime before the modal opens (issue 30's heap after open); split into three lazy modules,
// viem's shared modules became six chunks and every chunk grew by 1.5 KB gzip.
import {
  BaseError,
  createClient,
  fallback,
  HttpRequestError,
  http,
  RpcError,
  RpcRequestError,
  TimeoutError,
  TransactionReceiptNotFoundError,
} from 'viem'
import {
  HTTP_TIMEOUT_MS,
  RANK_LATENCY_WEIGHT,
  RANK_SAMPLE_COUNT,
  RANK_STABILITY_WEIGHT,
  RPC_BATCH_SIZE,
} from '../../constants.ts'
import { ChainRpcError, type ChainRpcErrorReason } from '../../errors/ChainRpcError.ts'
import {
  type ChainClient,
  type ChainRpcNetwork,
  type ChainRpcOptions,
  rpcUrlFor,
} from './chainClient.ts'

export { toHex } from 'viem'
export { call, getTransactionReceipt, readContract } from 'viem/actions'
export { generateSiweNonce, parseSiweMessage } from 'viem/siwe'

/**
 * A network's client: a ranked `fallback` over one batching `http` transport per RPC URL;
 * undefined for a network that is not eip155 or has no RPC URL. `stopped` is read on each
 * ranking ping: once it is true the ping never settles, so viem's ranking loop stops.
 */
export const buildChainClient = (
  network: ChainRpcNetwork,
  options: ChainRpcOptions,
  stopped: () => boolean,
): ChainClient | undefined => {
  const urls = network.rpcUrls.default.http
  if (!network.caipNetworkId.startsWith('eip155:') || urls.length === 0) return undefined
  const transports = urls.map((url) =>
    http(rpcUrlFor(url, network, options), {
      batch: { batchSize: RPC_BATCH_SIZE },
      timeout: HTTP_TIMEOUT_MS,
    }),
  )
  return createClient({
    transport: fallback(transports, {
      rank: {
        sampleCount: RANK_SAMPLE_COUNT,
        weights: { stability: RANK_STABILITY_WEIGHT, latency: RANK_LATENCY_WEIGHT },
        // Once the scope closes the ping never settles, so viem's ranking loop stops
        // instead of polling forever.
        ping: ({ transport }) =>
          stopped()
            ? new Promise<never>(() => {})
            : transport.request({ method: 'eth_blockNumber' }),
      },
    }),
  })
}

const reasonOf = (error: unknown): ChainRpcErrorReason => {
  if (!(error instanceof BaseError)) return 'Unknown'
  if (error.walk((e) => e instanceof TransactionReceiptNotFoundError)) return 'NotFound'
  if (error.walk((e) => e instanceof TimeoutError)) return 'Timeout'
  if (error.walk((e) => e instanceof HttpRequestError)) return 'Http'
  if (error.walk((e) => e instanceof RpcRequestError || e instanceof RpcError)) return 'Rpc'
  return 'Unknown'
}

/** A failed call as ChainRpcError, its reason read from viem's error chain. */
export const toError =
  (network: ChainRpcNetwork, method: string) =>
  (cause: unknown): ChainRpcError => {
    return ChainRpcError.of(reasonOf(cause), { network: network.caipNetworkId, method }, cause)
  }
