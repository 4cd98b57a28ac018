import type { Address } from 'viem'
import {
  host,
  listeningPort,
  portInUse,
  portIsFree,
  spawnAnvil,
  stopProcess,
} from './anvilProcess.ts'
import type { LocalExchange } from './deployExchange.ts'
import { type DevAccount, devAccounts } from './devAccounts.ts'
import { resolveAnvilBinary } from './resolveAnvilBinary.ts'
import { seedChain } from './seedChain.ts'

/** Options of `startChain`. */
export type StartChainOptions = {
  /** TCP port on 127.0.0.1; `0` lets the system pick a free one (tests). */
  readonly port: number
  readonly chainId: number
  /** Name for logs and viem chains; default `Latch Local <chainId>`. */
  readonly name?: string
  /**
   * Seed the Latch Dev Token (default `{}`): minted to the first `holders` dev accounts
   * (default 3), `amountEach` whole tokens each (default 1,000,000). `false` skips it.
   */
  readonly token?: false | { readonly holders?: number; readonly amountEach?: bigint }
  /**
   * Also deploy the second dev token, Latch Dev USD (LDU, 6 decimals), after LDT: 1,000,000
   * LDU to each of the first 3 dev accounts. Default false (`startLocalChains` turns it on).
   */
  readonly secondToken?: boolean
  /**
   * Deploy the EIP-7702 batch executor (`Simple7702Account`, at `batchExecutorAddress`) that the
   * dev wallet delegates to for `wallet_sendCalls`, and `SessionKeyModule` (at
   * `sessionKeyModuleAddress`) where it grants ERC-7715 permissions. Default true.
   */
  readonly batchExecutor?: boolean
  /** Every line anvil prints (it logs each RPC call); default: dropped. */
  readonly onLog?: (line: string) => void
  /** How long anvil may take to listen; default 15,000 ms. */
  readonly startTimeoutMs?: number
}

/** A seeded ERC-20 of a local chain: the Latch Dev Token (LDT) or Latch Dev USD (LDU). */
export type LocalChainToken = {
  readonly address: Address
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** The accounts that received `amountEach` at deployment. */
  readonly holders: readonly Address[]
  /** Base units (18 decimals) each holder received. */
  readonly amountEach: bigint
}

/** A running local chain. */
export type LocalChain = {
  /** `http://127.0.0.1:<port>` */
  readonly url: string
  readonly port: number
  readonly chainId: number
  readonly name: string
  /** The ten funded dev accounts, 10,000 ETH each. */
  readonly accounts: readonly DevAccount[]
  /** The seeded token, or `undefined` when started with `token: false`. */
  readonly token: LocalChainToken | undefined
  /** The second dev token (LDU), when started with `secondToken: true`. */
  readonly secondToken: LocalChainToken | undefined
  /** The EIP-7702 delegation target that runs batches, unless started with `batchExecutor: false`. */
  readonly batchExecutor: Address | undefined
  /** Where session keys get spending limits (ERC-7715), unless started with `batchExecutor: false`. */
  readonly sessionKeyModule: Address | undefined
  /** Uniswap V2 with seeded pools, when `startLocalChains` deployed it. */
  readonly exchange?: LocalExchange | undefined
  /** Stops anvil (SIGTERM, then SIGKILL after 3 s); safe to call twice. */
  readonly stop: () => Promise<void>
}

/**
 * Starts anvil on 127.0.0.1 and seeds it: ten funded dev accounts from the
 * `test test … junk` mnemonic and the Latch Dev Token (LDT) deployed with viem.
 * A taken port fails at once with a `ChainStartError` whose reason is `port-in-use`.
 *
 * @example
 * import { startChain } from './startChain.ts'
 * const chain = await startChain({ port: 8545, chainId: 31337 })
 * console.log(`Chain: ${chain.url}`, chain.token?.address)
 * await chain.stop()
 */
export const startChain = async (options: StartChainOptions): Promise<LocalChain> => {
  const { chainId } = options
  const name = options.name ?? `Latch Local ${chainId}`
  if (options.port !== 0 && !(await portIsFree(options.port)))
    throw portInUse(options.port, chainId)
  const binary = resolveAnvilBinary()
  const child = spawnAnvil(binary, options.port, chainId)
  // If this process exits without stop(), do not leave anvil behind.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= stopProcess(child).finally(() => process.off('exit', killOnExit))
    return stopping
  }
  const stopAndThrow = async (error: unknown): Promise<never> => {
    await stop()
    throw error
  }
  const port = await listeningPort(child, {
    binary,
    port: options.port,
    chainId,
    onLog: options.onLog,
    startTimeoutMs: options.startTimeoutMs,
  }).catch(stopAndThrow)
  const url = `http://${host}:${port}`
  const seeded = await seedChain({ url, chainId }, options).catch(stopAndThrow)
  return { url, port, chainId, name, accounts: devAccounts, ...seeded, stop }
}
