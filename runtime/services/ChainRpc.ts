import { Context, Effect, Layer, Schedule, type Scope } from 'effect'
import type {
  Abi,
  Address,
  CallParameters,
  ContractFunctionArgs,
  ContractFunctionName,
  Hash,
  Hex,
  ReadContractParameters,
  ReadContractReturnType,
  TransactionReceipt,
} from 'viem'
import { CONFIRM_TIMEOUT_MS } from '../constants.ts'
import { ChainRpcError } from '../errors/ChainRpcError.ts'
import type { ChainClient, ChainRpcNetwork, ChainRpcOptions } from './chainRpc/chainClient.ts'

export { ChainRpcError } from '../errors/ChainRpcError.ts'

export {
  type ChainClient,
  type ChainRpcNetwork,
  rpcUrlFor,
} from './chainRpc/chainClient.ts'

// --- interface --------------------------------------------------------------------------------

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
  /**
   * Loads viem's client ahead of the first read (a connect attempt calls it while the wallet
   * answers, so the Account view's balance does not wait on the chunk); never rejects.
   */
  static readonly preload = (): Promise<void> =>
    chainViem().then(
      () => undefined,
      () => undefined,
    )
}

// --- errors -------------------------------------------------------------------------------------

// viem's client, transports, errors and the few actions Latch reads with load on the first
// read (chainRpc/chainViem.ts): nothing reads a chain before the modal opens, so they stay out
// of the heap until a wallet connects (issue 30). The balance and the block number are plain
// requests: viem's getBalance imports `call` for its multicall path, which a client without
// `batch.multicall` and a chain never takes.
const chainViem = () => import('./chainRpc/chainViem.ts')

// --- make ---------------------------------------------------------------------------------------

/**
 * Asks for the receipt again each polling interval of the client until it is there, at most
 * CONFIRM_TIMEOUT_MS (SPEC §4); an unsupported network fails at once.
 */
const untilReceipt = <A>(
  network: ChainRpcNetwork,
  client: ChainClient,
  receipt: Effect.Effect<A, ChainRpcError>,
): Effect.Effect<A, ChainRpcError> =>
  receipt.pipe(
    Effect.retry({
      while: (e) => e.reason !== 'UnsupportedNetwork',
      schedule: Schedule.spaced(client.pollingInterval),
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
  )

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
    let loading: ReturnType<typeof chainViem> | undefined
    const viem = Effect.promise(() => {
      loading ??= chainViem()
      return loading
    })
    yield* Effect.addFinalizer(() =>
      Effect.sync(() => {
        stopped = true
        clients.clear()
      }),
    )

    const client = (network: ChainRpcNetwork): Effect.Effect<ChainClient, ChainRpcError> =>
      Effect.flatMap(viem, ({ buildChainClient }) => {
        const key = `${network.caipNetworkId} ${network.rpcUrls.default.http.join(' ')}`
        const cached = clients.get(key)
        if (cached) return Effect.succeed(cached)
        const built = stopped ? undefined : buildChainClient(network, options, () => stopped)
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
      Effect.flatMap(viem, ({ toError }) =>
        Effect.flatMap(client(network), (c) =>
          Effect.tryPromise({
            try: (signal) => run(c, signal),
            catch: toError(network, method),
          }),
        ),
      )

    const receipt = (network: ChainRpcNetwork, hash: Hash) =>
      use(network, 'getTransactionReceipt', async (c) =>
        (await chainViem()).getTransactionReceipt(c, { hash }),
      )

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
        Effect.flatMap(client(network), (c) => untilReceipt(network, c, receipt(network, hash))),
      call: (network, parameters) =>
        use(network, 'call', async (c) => {
          const { call } = await chainViem()
          return (await call(c, parameters)).data
        }),
      readContract: (network, parameters) =>
        use(network, 'readContract', async (c) => {
          const { readContract } = await chainViem()
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
