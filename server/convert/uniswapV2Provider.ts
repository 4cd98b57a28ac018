import {
  type Address,
  BaseError,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  isAddressEqual,
  maxUint256,
  type PublicClient,
} from 'viem'
import type { ServerChainToken } from '../chain/ServerChain.ts'
import { parseSlippageBps } from './parseSlippageBps.ts'
import {
  NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE,
  NETWORK_NOT_SUPPORTED_FOR_SWAPS,
  SwapFailure,
  type SwapProvider,
  type SwapProviderQuote,
  type SwapProviderToken,
} from './SwapProvider.ts'
import { uniswapV2RouterAbi } from './uniswapV2Abi.ts'

/** The address the convert API names a chain's native currency by. */
export const NATIVE_SWAP_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** How long a built swap stays valid: the router refuses it after this deadline. */
const SWAP_DEADLINE_S = 20 * 60

/** One chain where Uniswap V2 runs. */
export type UniswapV2Chain = {
  readonly client: PublicClient
  /** Router02's address. */
  readonly router: Address
  /** The WETH the router wraps the native currency in. */
  readonly weth: Address
  readonly nativeCurrency: {
    readonly name: string
    readonly symbol: string
    readonly decimals: number
  }
  /** The ERC-20s offered; routes may go through any of them or WETH. */
  readonly tokens: readonly ServerChainToken[]
}

const isNative = (address: Address) => isAddressEqual(address, NATIVE_SWAP_ADDRESS)

const revertDetail = (cause: unknown): string => {
  if (cause instanceof BaseError) return cause.details || cause.shortMessage
  return cause instanceof Error ? cause.message : String(cause)
}

/** The tokens swapped on `chain`: the native currency first, then its ERC-20s. */
const tokensOf = (chain: UniswapV2Chain): SwapProviderToken[] => [
  { address: NATIVE_SWAP_ADDRESS, ...chain.nativeCurrency, logoUri: '' },
  ...chain.tokens.map((t) => ({
    address: getAddress(t.address),
    name: t.name,
    symbol: t.symbol,
    decimals: t.decimals,
    logoUri: t.iconUrl ?? '',
  })),
]

/** The address routed for a token swapped here (WETH for the native one); refuses any other. */
const known = (chain: UniswapV2Chain, address: Address, field: string) => {
  if (!tokensOf(chain).some((t) => isAddressEqual(t.address, address)))
    throw new SwapFailure('unknown-token', `Invalid '${field}': ${address} is not swapped here`)
  return isNative(address) ? chain.weth : getAddress(address)
}

/** The routes (direct, or through one hub) that give something for `amountIn`, best first. */
const bestRoutes = async (
  chain: UniswapV2Chain,
  from: Address,
  to: Address,
  amountIn: bigint,
): Promise<Array<{ path: Address[]; amountOut: bigint }>> => {
  if (amountIn <= 0n) throw new SwapFailure('bad-amount', "Invalid 'amount': must be above 0")
  const a = known(chain, from, 'from')
  const b = known(chain, to, 'to')
  if (isAddressEqual(a, b))
    throw new SwapFailure('unknown-token', "Invalid 'to': the same token as 'from'")
  const hubs = [chain.weth, ...chain.tokens.map((t) => getAddress(t.address))].filter(
    (hub) => !isAddressEqual(hub, a) && !isAddressEqual(hub, b),
  )
  const paths = [[a, b], ...hubs.map((hub) => [a, hub, b])]
  const results = await Promise.allSettled(
    paths.map((path) =>
      chain.client.readContract({
        address: chain.router,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [amountIn, path],
      }),
    ),
  )
  const routes = results.flatMap((result, i) => {
    const amountOut = result.status === 'fulfilled' ? result.value.at(-1) : undefined
    const path = paths[i]
    return amountOut && path && amountOut > 0n ? [{ path, amountOut }] : []
  })
  if (routes.length === 0)
    throw new SwapFailure('no-route', `No pool trades ${from} for ${to} for this amount`)
  return routes.sort((x, y) => (y.amountOut > x.amountOut ? 1 : y.amountOut < x.amountOut ? -1 : 0))
}

const routeId = (path: readonly Address[]) => `uniswap-v2:${path.join('>')}`

/** The router call of a swap: from the native currency, to it, or between two ERC-20s. */
const swapData = (
  request: { readonly from: Address; readonly to: Address; readonly amountIn: bigint },
  route: {
    readonly path: Address[]
    readonly amountOutMin: bigint
    readonly user: Address
    readonly deadline: bigint
  },
): Hex => {
  const { path, amountOutMin, user, deadline } = route
  return isNative(request.from)
    ? encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [amountOutMin, path, user, deadline],
      })
    : encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: isNative(request.to) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
        args: [request.amountIn, amountOutMin, path, user, deadline],
      })
}

/** An approval of the router for all of `token` (the native currency needs none). */
const approveTx = async (chain: UniswapV2Chain, token: Address, owner: Address) => {
  const address = known(chain, token, 'from')
  if (isNative(token))
    throw new SwapFailure('unknown-token', "Invalid 'from': the native currency needs no approval")
  const gasPrice = await chain.client.getGasPrice()
  return {
    from: getAddress(owner),
    to: address,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [chain.router, maxUint256],
    }),
    value: 0n,
    gasPrice,
  }
}

/**
 * A `SwapProvider` over Uniswap V2's Router02 on each chain of `chains` (CAIP-2 keys): tokens
 * are the native currency and the listed ERC-20s; quotes are `getAmountsOut` on the direct
 * pair and on every route through WETH or another listed token, best first; swaps go through
 * `swapExact…` with `amountOutMin` the quote less the slippage, so the router reverts when the
 * price moved further.
 *
 * @example
 * import { createPublicClient, http } from 'viem'
 * import { uniswapV2Provider } from './uniswapV2Provider.ts'
 * const client = createPublicClient({ transport: http('http://127.0.0.1:8545') })
 * const provider = uniswapV2Provider(new Map([['eip155:31337', {
 *   client, router: '0x8438Ad1C834623CfF278AB6829a248E37C2D7E3f', weth: '0x663F3ad617193148711d28f5334eE4Ed07016602',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, tokens: [],
 * }]]))
 */
export const uniswapV2Provider = (
  chains: ReadonlyMap<string, UniswapV2Chain>,
  now: () => number = Date.now,
): SwapProvider => {
  const chainOf = (chainId: string, message = NETWORK_NOT_SUPPORTED_FOR_SWAPS) => {
    const chain = chains.get(chainId)
    if (!chain) throw new SwapFailure('unsupported-network', message)
    return chain
  }

  return {
    supports: (chainId) => chains.has(chainId),
    tokens: async (chainId) => tokensOf(chainOf(chainId)),
    quotes: async (chainId, { from, to, amountIn }) => {
      const routes = await bestRoutes(chainOf(chainId), from, to, amountIn)
      return routes.map(
        (route): SwapProviderQuote => ({
          id: routeId(route.path),
          from,
          to,
          amountIn,
          amountOut: route.amountOut,
        }),
      )
    },
    gasPrice: async (chainId) => {
      const chain = chainOf(chainId, NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE)
      const standard = await chain.client.getGasPrice()
      return { standard, fast: (standard * 125n) / 100n, instant: (standard * 150n) / 100n }
    },
    allowance: async (chainId, token, owner) => {
      const chain = chainOf(chainId)
      const address = known(chain, token, 'tokenAddress')
      if (isNative(token)) return maxUint256
      return chain.client.readContract({
        address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, chain.router],
      })
    },
    buildApprove: async (chainId, { token, owner }) => approveTx(chainOf(chainId), token, owner),
    buildSwap: async (chainId, request) => {
      const chain = chainOf(chainId)
      const bps = parseSlippageBps(request.slippagePercent)
      const [best] = await bestRoutes(chain, request.from, request.to, request.amountIn)
      if (!best) throw new SwapFailure('no-route', 'No route')
      const amountOutMin = (best.amountOut * (10_000n - bps)) / 10_000n
      const user = getAddress(request.user)
      const deadline = BigInt(Math.floor(now() / 1000) + SWAP_DEADLINE_S)
      const { path } = best
      const data = swapData(request, { path, amountOutMin, user, deadline })
      const value = isNative(request.from) ? request.amountIn : 0n
      const gasPrice = await chain.client.getGasPrice()
      const tx = { from: user, to: chain.router, data, value, gasPrice }
      if (request.disableEstimate) return { ...tx, amountOut: best.amountOut, amountOutMin }
      try {
        const gas = await chain.client.estimateGas({ account: user, to: chain.router, data, value })
        return { ...tx, gas, amountOut: best.amountOut, amountOutMin }
      } catch (cause) {
        throw new SwapFailure('reverted', `The swap would fail: ${revertDetail(cause)}`, { cause })
      }
    },
  }
}
