import { type Address, type Hex, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type DevAccount, devAccounts } from '../chain/devAccounts.ts'
import { createWalletChains, type DevWalletChain } from './createWalletChains.ts'
import { createWalletConnection } from './createWalletConnection.ts'
import { providerErrorCodes as codes, ProviderRpcError } from './ProviderRpcError.ts'
import { toProviderRpcError } from './toProviderRpcError.ts'
import { walletMethods } from './walletMethods.ts'

export type { DevWalletChain } from './createWalletChains.ts'

/** What the approve hook is asked about: one unsafe request, before it runs. */
export type DevWalletApprovalRequest = {
  readonly method: string
  readonly params: readonly unknown[]
  readonly chainId: number
  readonly address: Address
}

/** Options of `createDevWallet`. */
export type DevWalletOptions = {
  /** The networks it knows; the first is the one it starts on. */
  readonly chains: readonly [DevWalletChain, ...DevWalletChain[]]
  /** The signing key; default anvil dev account 0 (0xf39F…2266). */
  readonly privateKey?: Hex
  /** Approve every request without asking. */
  readonly autoApprove?: boolean
  /** Asked before each unsafe request (connect, sign, send, add network); `false` answers 4001. */
  readonly approve?: (request: DevWalletApprovalRequest) => Promise<boolean>
  /** Start already connected (e.g. restored after a page reload). */
  readonly connected?: boolean
}

/** EIP-1193 events the dev wallet emits. */
export type DevWalletEvent =
  | 'accountsChanged'
  | 'chainChanged'
  | 'connect'
  | 'disconnect'
  | 'message'

/** An EIP-1193 provider backed by a local viem account. */
export type DevWalletProvider = {
  readonly request: (args: {
    readonly method: string
    readonly params?: readonly unknown[] | object
  }) => Promise<unknown>
  readonly on: (event: DevWalletEvent, listener: (payload: unknown) => void) => DevWalletProvider
  readonly removeListener: (
    event: DevWalletEvent,
    listener: (payload: unknown) => void,
  ) => DevWalletProvider
  readonly isLatchDevWallet: true
  /** The account's address. */
  readonly address: Address
  /** The current chain id. */
  readonly chainId: number
  /** Whether an app is connected (eth_accounts is not empty). */
  readonly connected: boolean
  /** Drops the connection: emits `accountsChanged` `[]` and `disconnect` (4900). */
  readonly disconnect: () => void
}

/**
 * Creates the Latch Dev Wallet: an EIP-1193 provider (`request`, `on`, `removeListener`)
 * that signs with a viem local account and talks to the local chain over http.
 * Connecting, signing, sending and adding a network go through `approve` (or
 * `autoApprove`); a refusal answers `{ code: 4001 }`. Read methods go to the chain.
 * EIP-5792 batches run atomically as one EIP-7702 transaction (`createWalletCalls`); ERC-7715
 * permissions are session keys with spending limits kept on chain by SessionKeyModule
 * (`createWalletPermissions`).
 *
 * @example
 * import { createDevWallet } from './createDevWallet.ts'
 * const wallet = createDevWallet({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }], autoApprove: true })
 * const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as string[]
 */
export const createDevWallet = (options: DevWalletOptions): DevWalletProvider => {
  const approve = options.autoApprove ? async () => true : options.approve
  if (!approve) throw new Error('createDevWallet: pass approve, or autoApprove: true')
  const account = privateKeyToAccount(
    options.privateKey ?? (devAccounts[0] as DevAccount).privateKey,
  )
  const listeners = new Map<DevWalletEvent, Set<(payload: unknown) => void>>()
  const emit = (event: DevWalletEvent, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }
  const chains = createWalletChains(options.chains, (id) => emit('chainChanged', toHex(id)))
  const ask = async (method: string, params: readonly unknown[]) => {
    const request = { method, params, chainId: chains.chainId(), address: account.address }
    const ok = await approve(request).catch(() => false)
    if (!ok) throw new ProviderRpcError(codes.userRejected, 'User rejected the request.')
  }
  const connection = createWalletConnection({
    account,
    ask,
    emit,
    chainId: () => toHex(chains.chainId()),
    connected: options.connected ?? false,
  })
  const handle = walletMethods({ account, ask, chains, connection })

  const provider: DevWalletProvider = {
    request: async ({ method, params }) => {
      if (typeof method !== 'string')
        throw new ProviderRpcError(codes.invalidParams, 'method must be a string')
      const list = params === undefined ? [] : Array.isArray(params) ? params : [params]
      try {
        return await handle(method, list)
      } catch (error) {
        throw toProviderRpcError(error)
      }
    },
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return provider
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener)
      return provider
    },
    isLatchDevWallet: true,
    address: account.address,
    get chainId() {
      return chains.chainId()
    },
    get connected() {
      return connection.connected()
    },
    disconnect: connection.disconnect,
  }
  return provider
}
