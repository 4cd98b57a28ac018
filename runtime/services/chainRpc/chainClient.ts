import {
  BaseError,
  type Chain,
  type Client,
  createClient,
  fallback,
  HttpRequestError,
  http,
  RpcError,
  RpcRequestError,
  TimeoutError,
  TransactionReceiptNotFoundError,
  type Transport,
} from 'viem'
import {
  HTTP_TIMEOUT_MS,
  RANK_LATENCY_WEIGHT,
  RANK_SAMPLE_COUNT,
  RANK_STABILITY_WEIGHT,
  RPC_BATCH_SIZE,
} from '../../constants.ts'
import { ChainRpcError, type ChainRpcErrorReason } from '../../errors/ChainRpcError.ts'

/** A viem client with no actions bound: ChainRpc calls the tree-shakable actions on it. */
export type ChainClient = Client<Transport, Chain | undefined>

/**
 * The part of a network ChainRpc reads: its CAIP id and its RPC URLs (structurally the
 * SPEC §3 Network, so `runtime/networks.ts` networks fit as they are).
 */
export interface ChainRpcNetwork {
  readonly id: number | string
  readonly caipNetworkId: string
  readonly rpcUrls: { readonly default: { readonly http: ReadonlyArray<string> } }
}

/** What ChainRpc needs from the app's configuration. */
export interface ChainRpcOptions {
  /** The project id sent to the Data API's RPC proxy. */
  readonly projectId: string
  /**
   * The Data API's RPC proxy, `${apiUrl}/v1` (contracts/api.openapi.yaml `postChainRpc`).
   * An RPC URL under it (same origin, path at or below it) gets `chainId` (the CAIP network
   * id), `projectId`, `st` and `sv` in its query; other URLs are used as they are.
   */
  readonly proxyUrl?: string | undefined
  /** The sdk type sent as `st` to the proxy (DECISIONS.md, e.g. `latch-react`). */
  readonly sdkType?: string | undefined
  /** The sdk version sent as `sv` to the proxy (the package version). */
  readonly sdkVersion?: string | undefined
}

const parseUrl = (url: string): URL | undefined => {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

/**
 * The URL a transport posts to: under the Data API's proxy, with `chainId` and `projectId`
 * (and `st` / `sv` when given) in the query (SPEC §7 "JSON-RPC POST with query chainId and
 * projectId"); else unchanged.
 */
export const rpcUrlFor = (
  url: string,
  network: ChainRpcNetwork,
  options: ChainRpcOptions,
): string => {
  if (options.proxyUrl === undefined) return url
  const target = parseUrl(url)
  const proxy = parseUrl(options.proxyUrl)
  if (target === undefined || proxy === undefined) return url
  const proxyPath = proxy.pathname.endsWith('/') ? proxy.pathname : `${proxy.pathname}/`
  const underProxy =
    target.origin === proxy.origin &&
    (target.pathname === proxy.pathname || `${target.pathname}/`.startsWith(proxyPath))
  if (!underProxy) return url
  target.searchParams.set('chainId', network.caipNetworkId)
  target.searchParams.set('projectId', options.projectId)
  if (options.sdkType !== undefined) target.searchParams.set('st', options.sdkType)
  if (options.sdkVersion !== undefined) target.searchParams.set('sv', options.sdkVersion)
  return target.toString()
}

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

// ChainRpcError lives in errors/ChainRpcError.ts, so the `latch` entry exports it without viem.

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
