import { ChainStartError } from './ChainStartError.ts'
import { deployExchange } from './deployExchange.ts'
import { type DevAccount, devAccounts } from './devAccounts.ts'
import { type LocalChain, type StartChainOptions, startChain } from './startChain.ts'

/** Deploys the local exchange and provides its liquidity (it holds LDT and LDU from the start). */
const marketMaker = devAccounts[2] as DevAccount

/** Starts one chain with both dev tokens, then Uniswap V2 with its ETH/LDT and LDT/LDU pools. */
const startWithExchange = async (options: StartChainOptions): Promise<LocalChain> => {
  const chain = await startChain({ ...options, secondToken: true })
  const { token, secondToken } = chain
  if (!token || !secondToken) return chain
  try {
    const exchange = await deployExchange({
      url: chain.url,
      chainId: chain.chainId,
      deployer: marketMaker,
      ldt: token.address,
      ldu: secondToken.address,
    })
    return { ...chain, exchange }
  } catch (cause) {
    await chain.stop()
    throw new ChainStartError(
      'seed-failed',
      `Could not deploy the Uniswap V2 exchange on chain ${chain.chainId}`,
      { cause },
    )
  }
}

/** The two local networks of the playground: the default one and one to switch to. */
export const localChainDefaults = [
  { chainId: 31337, port: 8545, name: 'Latch Local' },
  { chainId: 31338, port: 8546, name: 'Latch Local 2' },
] as const

/** Options of `startLocalChains`; ports default to 8545 and 8546 (`0` picks free ones). */
export type StartLocalChainsOptions = {
  readonly ports?: readonly [number, number]
  readonly onLog?: StartChainOptions['onLog']
}

/** The two running local chains. */
export type LocalChains = {
  /** `[31337, 31338]`, in that order. */
  readonly chains: readonly [LocalChain, LocalChain]
  /** Stops both. */
  readonly stop: () => Promise<void>
}

/**
 * Starts the playground's two seeded local chains: chain id 31337 on 127.0.0.1:8545 and
 * chain id 31338 on 127.0.0.1:8546, each with the Latch Dev Token, Latch Dev USD and a Uniswap V2
 * exchange (`chain.exchange`: WETH9, factory, Router02; ETH/LDT and LDT/LDU pools seeded by dev
 * account #2). If either fails (a taken port, …) the other is stopped
 * and the first error is thrown.
 *
 * @example
 * import { startLocalChains } from './startLocalChains.ts'
 * const { chains, stop } = await startLocalChains()
 * for (const chain of chains) console.log(`Chain: ${chain.url}`)
 * process.once('SIGINT', () => void stop())
 */
export const startLocalChains = async (
  options: StartLocalChainsOptions = {},
): Promise<LocalChains> => {
  const results = await Promise.allSettled(
    localChainDefaults.map((defaults, i) =>
      startWithExchange({
        chainId: defaults.chainId,
        name: defaults.name,
        port: options.ports?.[i] ?? defaults.port,
        ...(options.onLog ? { onLog: options.onLog } : {}),
      }),
    ),
  )
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
  const failure = results.find((r) => r.status === 'rejected')
  if (failure || started.length !== 2) {
    await Promise.all(started.map((chain) => chain.stop()))
    throw failure?.reason
  }
  const chains = started as unknown as readonly [LocalChain, LocalChain]
  return { chains, stop: async () => void (await Promise.all(chains.map((chain) => chain.stop()))) }
}
