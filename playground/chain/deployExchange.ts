import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hash,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { uniswapV2FactoryAbi, uniswapV2RouterAbi } from '../../server/index.ts'
import type { DevAccount } from './devAccounts.ts'
import { localViemChain } from './localViemChain.ts'
import { uniswapV2Bytecode } from './uniswapV2Artifacts.ts'

/** A seeded pool of the local exchange: its pair contract and the reserves it started with. */
export type LocalPool = {
  readonly pair: Address
  /** The two sides, the native currency as WETH. */
  readonly tokens: readonly [Address, Address]
  /** Base units of each side put in at deployment. */
  readonly reserves: readonly [bigint, bigint]
}

/** Uniswap V2 running on a local chain. */
export type LocalExchange = {
  readonly factory: Address
  readonly router: Address
  readonly weth: Address
  /** ETH/LDT first, then LDT/LDU. */
  readonly pools: readonly LocalPool[]
}

/** What `deployExchange` needs. */
export type DeployExchangeOptions = {
  readonly url: string
  readonly chainId: number
  /** Deploys the contracts and provides the liquidity: it must hold enough of both tokens. */
  readonly deployer: DevAccount
  /** The Latch Dev Token (18 decimals). */
  readonly ldt: Address
  /** Latch Dev USD (6 decimals). */
  readonly ldu: Address
}

/** The seeded liquidity: ETH at 3,000 LDT (the playground's price table: ETH $3,000, LDT $1). */
export const exchangeSeed = {
  ethLdt: { eth: parseEther('100'), ldt: parseUnits('300000', 18) },
  ldtLdu: { ldt: parseUnits('100000', 18), ldu: parseUnits('100000', 6) },
} as const

const constructorAbi = {
  none: [] as const,
  factory: parseAbi(['constructor(address feeToSetter)']),
  router: parseAbi(['constructor(address factory, address weth)']),
}

/** The deployer's wallet and a reader of the chain. */
const clientsOf = (options: DeployExchangeOptions) => {
  const chain = localViemChain({ chainId: options.chainId, url: options.url })
  const transport = http(options.url)
  const account = privateKeyToAccount(options.deployer.privateKey)
  const wallet = createWalletClient({ account, chain, transport })
  const client = createPublicClient({ chain, transport, pollingInterval: 50 })
  return { account, wallet, client }
}
type Clients = ReturnType<typeof clientsOf>

/** The receipt of `hash` once mined; a revert fails with `what`. */
const mined = async ({ client }: Clients, hash: Hash, what: string) => {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error(`${what} failed in transaction ${hash}`)
  return receipt
}

/** The address of the contract the deployment `hash` made. */
const deployed = async (clients: Clients, what: string, hash: Promise<Hash>) => {
  const receipt = await mined(clients, await hash, `Deploying ${what}`)
  if (!receipt.contractAddress) throw new Error(`Deploying ${what} made no contract`)
  return getAddress(receipt.contractAddress)
}

/** WETH9, the factory and Router02, in that order (so always at the same addresses). */
const deployContracts = async (clients: Clients) => {
  const { wallet, account } = clients
  const code = uniswapV2Bytecode()
  const weth = await deployed(
    clients,
    'WETH9',
    wallet.deployContract({ abi: constructorAbi.none, bytecode: code.weth9 }),
  )
  const factory = await deployed(
    clients,
    'the Uniswap V2 factory',
    wallet.deployContract({
      abi: constructorAbi.factory,
      bytecode: code.factory,
      args: [account.address],
    }),
  )
  const router = await deployed(
    clients,
    'Uniswap V2 Router02',
    wallet.deployContract({
      abi: constructorAbi.router,
      bytecode: code.router02,
      args: [factory, weth],
    }),
  )
  return { weth, factory, router }
}

/** Approves the router for both tokens, then seeds ETH/LDT and LDT/LDU through it. */
const seedPools = async (clients: Clients, options: DeployExchangeOptions, router: Address) => {
  const { wallet, account } = clients
  for (const token of [options.ldt, options.ldu]) {
    await mined(
      clients,
      await wallet.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, maxUint256],
      }),
      'Approving the router',
    )
  }
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
  const { ethLdt, ldtLdu } = exchangeSeed
  await mined(
    clients,
    await wallet.writeContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'addLiquidityETH',
      args: [options.ldt, ethLdt.ldt, ethLdt.ldt, ethLdt.eth, account.address, deadline],
      value: ethLdt.eth,
    }),
    'Seeding the ETH/LDT pool',
  )
  const [ldt, ldu] = [options.ldt, options.ldu]
  await mined(
    clients,
    await wallet.writeContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'addLiquidity',
      args: [ldt, ldu, ldtLdu.ldt, ldtLdu.ldu, ldtLdu.ldt, ldtLdu.ldu, account.address, deadline],
    }),
    'Seeding the LDT/LDU pool',
  )
}

/**
 * Deploys Uniswap V2 from the bytecode the npm packages ship (WETH9, the factory, Router02)
 * and seeds two pools through the router: ETH/LDT and LDT/LDU. Everything goes through the
 * deployer's own nonces, so on a fresh chain the addresses are always the same.
 *
 * @example
 * import { deployExchange } from './deployExchange.ts'
 * import { devAccounts } from './devAccounts.ts'
 * const exchange = await deployExchange({
 *   url: 'http://127.0.0.1:8545', chainId: 31337, deployer: devAccounts[2]!,
 *   ldt: '0x5FbDB2315678afecb367f032d93F642f64180aa3', ldu: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
 * })
 */
export const deployExchange = async (options: DeployExchangeOptions): Promise<LocalExchange> => {
  const clients = clientsOf(options)
  const { weth, factory, router } = await deployContracts(clients)
  await seedPools(clients, options, router)
  const pairOf = (a: Address, b: Address) =>
    clients.client.readContract({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [a, b],
    })
  const { ethLdt, ldtLdu } = exchangeSeed
  return {
    factory,
    router,
    weth,
    pools: [
      {
        pair: await pairOf(weth, options.ldt),
        tokens: [weth, options.ldt],
        reserves: [ethLdt.eth, ethLdt.ldt],
      },
      {
        pair: await pairOf(options.ldt, options.ldu),
        tokens: [options.ldt, options.ldu],
        reserves: [ldtLdu.ldt, ldtLdu.ldu],
      },
    ],
  }
}
