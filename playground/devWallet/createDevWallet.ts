import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  type PublicClient,
  type TypedDataDefinition,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type DevAccount, devAccounts } from '../chain/devAccounts.ts'
import { localViemChain } from '../chain/localViemChain.ts'
import { createWalletCalls } from './createWalletCalls.ts'
import { createWalletPermissions } from './createWalletPermissions.ts'
import { providerErrorCodes as codes, ProviderRpcError } from './ProviderRpcError.ts'
import { parseTransactionRequest } from './parseTransactionRequest.ts'
import { toProviderRpcError } from './toProviderRpcError.ts'

/** A network the dev wallet knows: a chain id and its JSON-RPC URL. */
export type DevWalletChain = {
  readonly chainId: number
  readonly rpcUrl: string
  readonly name?: string
}

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

/** A wallet passes calls through; retrying is the app's choice (and unsafe for sends). */
const noRetry = { retryCount: 0 } as const

/** Wallet methods never forwarded to the node: anvil would sign with its own unlocked keys. */
const refused = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
])

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
  const chains = new Map<number, DevWalletChain>(options.chains.map((c) => [c.chainId, c]))
  const clients = new Map<number, { chain: Chain; rpcUrl: string; client: PublicClient }>()
  const listeners = new Map<DevWalletEvent, Set<(payload: unknown) => void>>()
  let chainId = options.chains[0].chainId
  let connected = options.connected ?? false

  const emit = (event: DevWalletEvent, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }
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
  const current = () => clientOf(chainId)
  const ask = async (method: string, params: readonly unknown[]) => {
    const ok = await approve({ method, params, chainId, address: account.address }).catch(
      () => false,
    )
    if (!ok) throw new ProviderRpcError(codes.userRejected, 'User rejected the request.')
  }
  const requireAccount = (address: unknown) => {
    if (!connected)
      throw new ProviderRpcError(
        codes.unauthorized,
        'The requested account has not been authorized by the user.',
      )
    if (
      address !== undefined &&
      !(
        typeof address === 'string' &&
        isAddress(address) &&
        isAddressEqual(address, account.address)
      )
    ) {
      throw new ProviderRpcError(
        codes.unauthorized,
        `Unknown account ${String(address)}: the dev wallet holds ${account.address}`,
      )
    }
  }
  // One prompt for concurrent connect requests (an app may ask twice while the first waits).
  let connecting: Promise<void> | undefined
  const connect = async (method: string, params: readonly unknown[]) => {
    if (!connected) {
      connecting ??= ask(method, params)
        .then(() => {
          connected = true
          emit('connect', { chainId: toHex(chainId) })
          emit('accountsChanged', [account.address])
        })
        .finally(() => {
          connecting = undefined
        })
      await connecting
    }
    return [account.address]
  }
  const permissions = () =>
    connected
      ? [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
          },
        ]
      : []
  const switchTo = (next: number) => {
    if (next === chainId) return
    chainId = next
    emit('chainChanged', toHex(next))
  }
  const chainIdParam = (value: unknown): number => {
    if (typeof value !== 'string' || !isHex(value))
      throw new ProviderRpcError(codes.invalidParams, 'chainId must be a hex string')
    return Number(BigInt(value))
  }

  const callsContext = {
    account,
    chainId: () => chainId,
    chainIds: () => [...chains.keys()],
    clientOf,
    ask,
    requireAccount,
  }
  const walletCalls = createWalletCalls(callsContext)
  const walletPermissions = createWalletPermissions({
    ...callsContext,
    runBatch: walletCalls.runBatch,
  })

  const handle = async (method: string, params: readonly unknown[]): Promise<unknown> => {
    switch (method) {
      case 'eth_requestAccounts':
        return connect(method, params)
      case 'wallet_requestPermissions':
        await connect(method, params)
        return permissions()
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_getCapabilities':
        return walletCalls.getCapabilities(params)
      case 'wallet_sendCalls':
        return walletCalls.sendCalls(params)
      case 'wallet_getCallsStatus':
        return walletCalls.getCallsStatus(params)
      case 'wallet_grantPermissions':
        return walletPermissions.grantPermissions(params)
      case 'wallet_revokePermissions':
        // ERC-7715 names a permission context; EIP-2255 (eth_accounts) disconnects.
        if ((params[0] as { permissionContext?: unknown } | undefined)?.permissionContext)
          return walletPermissions.revokePermissions(params)
        if (connected) {
          connected = false
          emit('accountsChanged', [])
        }
        return null
      case 'eth_accounts':
        return connected ? [account.address] : []
      case 'eth_coinbase':
        return connected ? account.address : null
      case 'eth_chainId':
        return toHex(chainId)
      case 'net_version':
        return String(chainId)
      case 'personal_sign': {
        // [message, address]; some apps send [address, message].
        const [first, second] = params
        const swapped =
          typeof first === 'string' &&
          isAddress(first) &&
          !(typeof second === 'string' && isAddress(second))
        const [message, address] = swapped ? [second, first] : [first, second]
        if (typeof message !== 'string')
          throw new ProviderRpcError(codes.invalidParams, 'personal_sign needs a message')
        requireAccount(address)
        await ask(method, params)
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [address, data] = params
        requireAccount(address)
        let typed: TypedDataDefinition
        try {
          typed = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition
        } catch {
          throw new ProviderRpcError(
            codes.invalidParams,
            'eth_signTypedData_v4 needs typed data JSON',
          )
        }
        if (typeof typed !== 'object' || typed === null || !('primaryType' in typed)) {
          throw new ProviderRpcError(
            codes.invalidParams,
            'eth_signTypedData_v4 needs typed data JSON',
          )
        }
        await ask(method, params)
        return account.signTypedData(typed)
      }
      case 'eth_sendTransaction': {
        const tx = parseTransactionRequest(params[0])
        requireAccount(tx.from)
        if (tx.chainId !== undefined && tx.chainId !== chainId) {
          throw new ProviderRpcError(
            codes.invalidParams,
            `Transaction chainId ${toHex(tx.chainId)} differs from the current chain ${toHex(chainId)}`,
          )
        }
        await ask(method, params)
        const { chain, rpcUrl } = current()
        const wallet = createWalletClient({ account, chain, transport: http(rpcUrl, noRetry) })
        // viem prepares (nonce, gas, fees), signs locally and sends eth_sendRawTransaction.
        return wallet.sendTransaction(tx.request as Parameters<typeof wallet.sendTransaction>[0])
      }
      case 'wallet_switchEthereumChain': {
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
      case 'wallet_addEthereumChain': {
        const param = params[0] as
          | { chainId?: unknown; chainName?: unknown; rpcUrls?: unknown }
          | undefined
        const next = chainIdParam(param?.chainId)
        const rpcUrl = Array.isArray(param?.rpcUrls) ? param.rpcUrls[0] : undefined
        if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl)) {
          throw new ProviderRpcError(
            codes.invalidParams,
            'wallet_addEthereumChain needs an http(s) rpcUrls entry',
          )
        }
        await ask(method, params)
        if (!chains.has(next)) {
          chains.set(next, {
            chainId: next,
            rpcUrl,
            ...(typeof param?.chainName === 'string' ? { name: param.chainName } : {}),
          })
        }
        // Like common wallets, adding a network also switches to it.
        switchTo(next)
        return null
      }
      default:
        if (refused.has(method) || !/^(eth|net|web3)_/.test(method)) {
          throw new ProviderRpcError(
            codes.unsupportedMethod,
            `The dev wallet does not support ${method}`,
          )
        }
        return current().client.request({ method, params } as never)
    }
  }

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
      return chainId
    },
    get connected() {
      return connected
    },
    disconnect: () => {
      if (!connected) return
      connected = false
      emit('accountsChanged', [])
      emit('disconnect', new ProviderRpcError(codes.disconnected, 'The dev wallet disconnected.'))
    },
  }
  return provider
}
