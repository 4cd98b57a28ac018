import { Context, Effect, Layer, Schedule, type Scope } from 'effect'
import {
  type Abi,
  type Address,
  BaseError,
  type CallParameters,
  type Chain,
  type Client,
  type ContractFunctionArgs,
  type ContractFunctionName,
  createClient,
  fallback,
  type Hash,
  type Hex,
  HttpRequestError,
  http,
  type ReadContractParameters,
  type ReadContractReturnType,
  RpcError,
  RpcRequestError,
  TimeoutError,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
  type Transport,
} from 'viem'
// Only the actions Latch reads with, so the rest of viem's public actions stay out of the bundle;
// `call` and `readContract` load on their first use (chainRpcContractReads.ts). The balance and
// the block number are plain requests: viem's getBalance imports `call` for its multicall path,
// which a client without `batch.multicall` and a chain never takes.
import { getTransactionReceipt } from 'viem/actions'

/** A viem client with no actions bound: ChainRpc calls the tree-shakable actions on it. */
export type ChainClient = Client<Transport, Chain | undefined>

import {
  CONFIRM_TIMEOUT_MS,
  HTTP_TIMEOUT_MS,
  RANK_LATENCY_WEIGHT,
  RANK_SAMPLE_COUNT,
  RANK_STABILITY_WEIGHT,
  RPC_BATCH_SIZE,
} from '../constants.ts'
import { ChainRpcError, type ChainRpcErrorReason } from '../errors/ChainRpcError.ts'

export { ChainRpcError } from '../errors/ChainRpcError.ts'

// --- interface --------------------------------------------------------------------------------

/**
 * The part of a network ChainRpc reads: its CAIP id and its RPC URLs (structurally the
 * SPEC §3 Network, so `runtime/networks.ts` networks fit as they are).
 */
export interface ChainRpcNetwork {
  readonly id: number | string
  readonly caipNetworkId: string
  readonly rpcUrls: { readonly default: { readonly http: ReadonlyArray<string> } }
}

/** Chain reads over a network's own RPC URLs, each an Effect failing with {@link ChainRpcError}. */
export interface ChainRpcService {
  /** The viem public client of a network (one per network, built on first use). */
  readonly client: (network: ChainRpcNetwork) => Effect.Effect<ChainClient, ChainRpcError>
  /** The native balance of `address`, in the smallest unit. */
  readonly getBalance: (
    network: ChainRpcNetwork,
    address: Address,
  ) => Effect.Effect<bigint, ChainRpcError>
  /** The latest block number. */
  readonly getBlockNumber: (network: ChainRpcNetwork) => Effect.Effect<bigint, ChainRpcError>
  /** The receipt of a mined transaction; reason `NotFound` while it is not mined. */
  readonly getTransactionReceipt: (
    network: ChainRpcNetwork,
    hash: Hash,
  ) => Effect.Effect<TransactionReceipt, ChainRpcError>
  /**
   * Polls for the receipt until it comes, failing with reason `ConfirmTimeout` after
   * CONFIRM_TIMEOUT_MS (SPEC §7 "native send waits for confirmation up to 25 s").
   */
  readonly waitForReceipt: (
    network: ChainRpcNetwork,
    hash: Hash,
  ) => Effect.Effect<TransactionReceipt, ChainRpcError>
  /** `eth_call`. */
  readonly call: (
    network: ChainRpcNetwork,
    parameters: CallParameters,
  ) => Effect.Effect<Hex | undefined, ChainRpcError>
  /** A `view` / `pure` contract read, typed by its ABI. */
  readonly readContract: <
    const abi extends Abi | readonly unknown[],
    functionName extends ContractFunctionName<abi, 'pure' | 'view'>,
    const args extends ContractFunctionArgs<abi, 'pure' | 'view', functionName>,
  >(
    network: ChainRpcNetwork,
    parameters: ReadContractParameters<abi, functionName, args>,
  ) => Effect.Effect<ReadContractReturnType<abi, functionName, args>, ChainRpcError>
}

// --- service key --------------------------------------------------------------------------------

/**
 * The ChainRpc service: viem public clients per network, each a ranked `fallback` over one
 * batching `http` transport per RPC URL (SPEC §7 "Chain RPC", §9 HTTP / batch / ranking).
 *
 * @example
 * import { Effect } from 'effect'
 * import type { Network } from 'latch'
 * import { ChainRpc } from 'latch/effect'
 *
 * const balance = (network: Network, address: `0x${string}`) =>
 *   Effect.gen(function* () {
 *     const rpc = yield* ChainRpc
 *     return yield* rpc.getBalance(network, address)
 *   })
 */
export class ChainRpc extends Context.Service<ChainRpc, ChainRpcService>()('latch/ChainRpc') {
  static readonly make = make
  static readonly layer = layer
  static readonly layerTest = layerTest
}

// --- errors -------------------------------------------------------------------------------------

// ChainRpcError lives in errors/ChainRpcError.ts, so the `latch` entry exports it without viem.

const reasonOf = (error: unknown): ChainRpcErrorReason => {
  if (!(error instanceof BaseError)) return 'Unknown'
  if (error.walk((e) => e instanceof TransactionReceiptNotFoundError)) return 'NotFound'
  if (error.walk((e) => e instanceof TimeoutError)) return 'Timeout'
  if (error.walk((e) => e instanceof HttpRequestError)) return 'Http'
  if (error.walk((e) => e instanceof RpcRequestError || e instanceof RpcError)) return 'Rpc'
  return 'Unknown'
}

const toError =
  (network: ChainRpcNetwork, method: string) =>
  (cause: unknown): ChainRpcError => {
    return ChainRpcError.of(reasonOf(cause), { network: network.caipNetworkId, method }, cause)
  }

/** viem's eth_call actions, loaded on the first `call` or `readContract`. */
const contractReads = () => import('./chainRpcContractReads.ts')

// --- make ---------------------------------------------------------------------------------------

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
 * Builds the ChainRpc service. Clients are built per network on first use; closing the scope
 * stops their ranking (its pings go quiet; viem's loop has no other stop).
 *
 * @example
 * import { Effect } from 'effect'
 * import { ChainRpc } from 'latch/effect'
 *
 * const network = {
 *   id: 31337,
 *   caipNetworkId: 'eip155:31337',
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
 * }
 * const program = Effect.scoped(
 *   Effect.flatMap(ChainRpc.make({ projectId: 'demo' }), (rpc) => rpc.getBlockNumber(network)),
 * )
 */
function make(options: ChainRpcOptions): Effect.Effect<ChainRpcService, never, Scope.Scope> {
  return Effect.gen(function* () {
    const clients = new Map<string, ChainClient>()
    let stopped = false
    yield* Effect.addFinalizer(() =>
      Effect.sync(() => {
        stopped = true
        clients.clear()
      }),
    )

    const build = (network: ChainRpcNetwork): ChainClient | undefined => {
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
              stopped
                ? new Promise<never>(() => {})
                : transport.request({ method: 'eth_blockNumber' }),
          },
        }),
      })
    }

    const client = (network: ChainRpcNetwork): Effect.Effect<ChainClient, ChainRpcError> =>
      Effect.suspend(() => {
        const key = `${network.caipNetworkId} ${network.rpcUrls.default.http.join(' ')}`
        const cached = clients.get(key)
        if (cached) return Effect.succeed(cached)
        const built = stopped ? undefined : build(network)
        if (built === undefined)
          return Effect.fail(
            ChainRpcError.of('UnsupportedNetwork', {
              network: network.caipNetworkId,
              method: 'client',
            }),
          )
        clients.set(key, built)
        return Effect.succeed(built)
      })

    const use = <A>(
      network: ChainRpcNetwork,
      method: string,
      run: (client: ChainClient, signal: AbortSignal) => Promise<A>,
    ): Effect.Effect<A, ChainRpcError> =>
      Effect.flatMap(client(network), (c) =>
        Effect.tryPromise({
          try: (signal) => run(c, signal),
          catch: toError(network, method),
        }),
      )

    const receipt = (network: ChainRpcNetwork, hash: Hash) =>
      use(network, 'getTransactionReceipt', (c) => getTransactionReceipt(c, { hash }))

    return ChainRpc.of({
      client,
      getBalance: (network, address) =>
        use(network, 'getBalance', async (c) =>
          BigInt(await c.request({ method: 'eth_getBalance', params: [address, 'latest'] })),
        ),
      getBlockNumber: (network) =>
        use(network, 'getBlockNumber', async (c) =>
          BigInt(await c.request({ method: 'eth_blockNumber' })),
        ),
      getTransactionReceipt: receipt,
      waitForReceipt: (network, hash) =>
        Effect.flatMap(client(network), (c) =>
          receipt(network, hash).pipe(
            Effect.retry({
              while: (e) => e.reason !== 'UnsupportedNetwork',
              schedule: Schedule.spaced(c.pollingInterval),
            }),
            Effect.timeoutOrElse({
              duration: CONFIRM_TIMEOUT_MS,
              orElse: () =>
                Effect.fail(
                  ChainRpcError.of('ConfirmTimeout', {
                    network: network.caipNetworkId,
                    method: 'waitForReceipt',
                  }),
                ),
            }),
          ),
        ),
      call: (network, parameters) =>
        use(network, 'call', async (c) => {
          const { call } = await contractReads()
          return (await call(c, parameters)).data
        }),
      readContract: (network, parameters) =>
        use(network, 'readContract', async (c) => {
          const { readContract } = await contractReads()
          return readContract(c, parameters)
        }),
    })
  })
}

// --- layers -------------------------------------------------------------------------------------

/**
 * The live ChainRpc layer over real HTTP; its clients live as long as the layer.
 *
 * @example
 * import { ChainRpc } from 'latch/effect'
 *
 * const ChainRpcLive = ChainRpc.layer({ projectId: 'demo', proxyUrl: 'http://127.0.0.1:8787/v1/' })
 */
function layer(options: ChainRpcOptions): Layer.Layer<ChainRpc> {
  return Layer.effect(ChainRpc, make(options))
}

/**
 * A ChainRpc layer from hand-written methods for tests of code above it; a method left out
 * fails with reason `Unknown`.
 *
 * @example
 * import { Effect } from 'effect'
 * import { ChainRpc } from 'latch/effect'
 *
 * const rich = ChainRpc.layerTest({ getBalance: () => Effect.succeed(10n ** 18n) })
 */
function layerTest(service: Partial<ChainRpcService>): Layer.Layer<ChainRpc> {
  const missing =
    (method: string) =>
    (network: ChainRpcNetwork): Effect.Effect<never, ChainRpcError> =>
      Effect.fail(ChainRpcError.of('Unknown', { network: network.caipNetworkId, method }))
  return Layer.succeed(
    ChainRpc,
    ChainRpc.of({
      client: missing('client'),
      getBalance: missing('getBalance'),
      getBlockNumber: missing('getBlockNumber'),
      getTransactionReceipt: missing('getTransactionReceipt'),
      waitForReceipt: missing('waitForReceipt'),
      call: missing('call'),
      readContract: missing('readContract'),
      ...service,
    }),
  )
}
