import { type Chain, createPublicClient, http, isHex, type PublicClient, toHex } from 'viem'
import { localViemChain } from '../chain/localViemChain.ts'
import { providerErrorCodes as codes, ProviderRpcError } from './ProviderRpcError.ts'

/** A network the dev wallet knows: a chain id and its JSON-RPC URL. */
export type DevWalletChain = {
  readonly chainId: number
  readonly rpcUrl: string
  readonly name?: string
}

/** A wallet passes calls through; retrying is the app's choice (and unsafe for sends). */
export const noRetry = { retryCount: 0 } as const

const chainIdParam = (value: unknown): number => {
  if (typeof value !== 'string' || !isHex(value))
    throw new ProviderRpcError(codes.invalidParams, 'chainId must be a hex string')
  return Number(BigInt(value))
}

/** EIP-3085's `wallet_addEthereumChain` parameter: the chain id, its http(s) RPC URL, its name. */
const readAddedChain = (params: readonly unknown[]): DevWalletChain => {
  const param = params[0] as
    | { chainId?: unknown; chainName?: unknown; rpcUrls?: unknown }
    | undefined
  const chainId = chainIdParam(param?.chainId)
  const rpcUrl = Array.isArray(param?.rpcUrls) ? param.rpcUrls[0] : undefined
  if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl))
    throw new ProviderRpcError(
      codes.invalidParams,
      'wallet_addEthereumChain needs an http(s) rpcUrls entry',
    )
  return {
    chainId,
    rpcUrl,
    ...(typeof param?.chainName === 'string' ? { name: param.chainName } : {}),
  }
}

/**
 * The dev wallet's networks: the chain it is on, a client per known chain, and EIP-3326's and
 * EIP-3085's methods (`wallet_switchEthereumChain`, `wallet_addEthereumChain`, which also
 * switches, as common wallets do). `switched` hears each change of chain.
 *
 * @example
 * import { createWalletChains } from './createWalletChains.ts'
 * const chains = createWalletChains([{ chainId: 31337, rpcUrl }], (id) => emit('chainChanged', toHex(id)))
 * chains.clientOf(chains.chainId()).client.getBlockNumber()
 */
export const createWalletChains = (
  initial: readonly [DevWalletChain, ...DevWalletChain[]],
  switched: (chainId: number) => void,
) => {
  const chains = new Map<number, DevWalletChain>(initial.map((c) => [c.chainId, c]))
  const clients = new Map<number, { chain: Chain; rpcUrl: string; client: PublicClient }>()
  let chainId = initial[0].chainId

  const clientOf = (id: number) => {
    let entry = clients.get(id)
    if (!entry) {
      const known = chains.get(id) as DevWalletChain
      const chain = localViemChain({
        chainId: id,
        url: known.rpcUrl,
        ...(known.name ? { name: known.name } : {}),
      })
      entry = {
        chain,
        rpcUrl: known.rpcUrl,
        client: createPublicClient({
          chain,
          transport: http(known.rpcUrl, noRetry),
        }) as PublicClient,
      }
      clients.set(id, entry)
    }
    return entry
  }
  const switchTo = (next: number) => {
    if (next === chainId) return
    chainId = next
    switched(next)
  }

  const switchEthereumChain = (params: readonly unknown[]) => {
    const next = chainIdParam((params[0] as { chainId?: unknown } | undefined)?.chainId)
    if (!chains.has(next)) {
      throw new ProviderRpcError(
        codes.unrecognizedChain,
        `Unrecognized chain ID "${toHex(next)}". Try adding the chain using wallet_addEthereumChain first.`,
      )
    }
    switchTo(next)
    return null
  }

  const addEthereumChain = async (
    params: readonly unknown[],
    ask: (method: string, params: readonly unknown[]) => Promise<void>,
  ) => {
    const added = readAddedChain(params)
    await ask('wallet_addEthereumChain', params)
    if (!chains.has(added.chainId)) chains.set(added.chainId, added)
    const next = added.chainId
    // Like common wallets, adding a network also switches to it.
    switchTo(next)
    return null
  }

  return {
    chainId: () => chainId,
    chainIds: () => [...chains.keys()],
    clientOf,
    current: () => clientOf(chainId),
    switchEthereumChain,
    addEthereumChain,
  }
}
