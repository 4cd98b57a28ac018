import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'
import { type Address, parseUnits } from 'viem'
import { ChainStartError } from './ChainStartError.ts'
import { deployBatchExecutor } from './deployBatchExecutor.ts'
import type { LocalExchange } from './deployExchange.ts'
import { deployLatchDevToken } from './deployLatchDevToken.ts'
import { deploySessionKeyModule } from './deploySessionKeyModule.ts'
import { type DevAccount, devAccounts, devMnemonic } from './devAccounts.ts'
import { devTokenBytecode, latchDevUsd } from './devTokenBytecode.ts'
import { resolveAnvilBinary } from './resolveAnvilBinary.ts'

/** The only interface a local chain listens on. */
const host = '127.0.0.1'

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

const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })

const portInUse = (port: number, chainId: number) =>
  new ChainStartError(
    'port-in-use',
    `Port ${port} on ${host} is already in use, so chain ${chainId} cannot start: stop what holds it or choose another port`,
  )

const stopProcess = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const force = setTimeout(() => child.kill('SIGKILL'), 3_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })

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
  const child = spawn(
    binary,
    [
      ['--host', host],
      ['--port', String(options.port)],
      ['--chain-id', String(chainId)],
      // Prague brings EIP-7702 (type 4 transactions), which the dev wallet's batches use.
      ['--hardfork', 'prague'],
      ['--accounts', String(devAccounts.length)],
      ['--balance', '10000'],
      ['--mnemonic', devMnemonic],
    ].flat(),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  // If this process exits without stop(), do not leave anvil behind.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= stopProcess(child).finally(() => process.off('exit', killOnExit))
    return stopping
  }

  const recent: string[] = []
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new ChainStartError(
          'timeout',
          `anvil (chain ${chainId}) did not listen within ${options.startTimeoutMs ?? 15_000} ms`,
        ),
      )
    }, options.startTimeoutMs ?? 15_000)
    const done = () => clearTimeout(timer)
    const onLine = (line: string) => {
      options.onLog?.(line)
      recent.push(line)
      if (recent.length > 20) recent.shift()
      const listening = /^Listening on 127\.0\.0\.1:(\d+)/.exec(line)
      if (listening?.[1]) {
        done()
        resolve(Number(listening[1]))
      }
    }
    createInterface({ input: child.stdout! }).on('line', onLine)
    createInterface({ input: child.stderr! }).on('line', onLine)
    child.once('error', (cause) => {
      done()
      reject(
        new ChainStartError(
          'binary-missing',
          `anvil could not be started from ${binary}: ${cause.message}`,
          { cause },
        ),
      )
    })
    child.once('exit', (code, signal) => {
      done()
      const output = recent.join('\n')
      if (/address already in use/i.test(output)) return reject(portInUse(options.port, chainId))
      reject(
        new ChainStartError(
          'exited',
          `anvil (chain ${chainId}) exited (${signal ?? code}) before listening:\n${output}`,
        ),
      )
    })
  }).catch(async (error: unknown) => {
    await stop()
    throw error
  })

  const url = `http://${host}:${port}`
  let token: LocalChainToken | undefined
  if (options.token !== false) {
    const holders = devAccounts.slice(0, options.token?.holders ?? 3).map((a) => a.address)
    const amountEach = options.token?.amountEach ?? parseUnits('1000000', 18)
    const deployer = devAccounts[0] as DevAccount
    try {
      const address = await deployLatchDevToken({ url, chainId, deployer, holders, amountEach })
      token = { address, name: 'Latch Dev Token', symbol: 'LDT', decimals: 18, holders, amountEach }
    } catch (cause) {
      await stop()
      throw new ChainStartError(
        'seed-failed',
        `Could not deploy the Latch Dev Token on chain ${chainId}`,
        { cause },
      )
    }
  }
  let secondToken: LocalChainToken | undefined
  if (options.secondToken) {
    const holders = devAccounts.slice(0, 3).map((a) => a.address)
    const amountEach = parseUnits('1000000', latchDevUsd.decimals)
    try {
      const address = await deployLatchDevToken({
        url,
        chainId,
        deployer: devAccounts[0] as DevAccount,
        holders,
        amountEach,
        bytecode: devTokenBytecode(latchDevUsd),
      })
      secondToken = { address, ...latchDevUsd, holders, amountEach }
    } catch (cause) {
      await stop()
      throw new ChainStartError(
        'seed-failed',
        `Could not deploy ${latchDevUsd.name} on chain ${chainId}`,
        { cause },
      )
    }
  }
  let batchExecutor: Address | undefined
  let sessionKeyModule: Address | undefined
  if (options.batchExecutor !== false) {
    try {
      // Dev account 7 pays: no other seed uses it, and CREATE2 makes its nonce irrelevant.
      batchExecutor = await deployBatchExecutor({
        url,
        chainId,
        deployer: devAccounts[7] as DevAccount,
      })
      sessionKeyModule = await deploySessionKeyModule({
        url,
        chainId,
        deployer: devAccounts[7] as DevAccount,
      })
    } catch (cause) {
      await stop()
      throw new ChainStartError(
        'seed-failed',
        `Could not deploy the batch executor (Simple7702Account) or SessionKeyModule on chain ${chainId}`,
        { cause },
      )
    }
  }
  return {
    url,
    port,
    chainId,
    name,
    accounts: devAccounts,
    token,
    secondToken,
    batchExecutor,
    sessionKeyModule,
    stop,
  }
}
