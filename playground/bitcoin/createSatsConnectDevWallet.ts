import {
  BITCOIN_DEV_PRIVATE_KEY,
  type BitcoinDevWalletApprovalRequest,
} from './createBitcoinDevWallet.ts'
import { type BitcoinDevNetwork, p2wpkhOf, signBip322 } from './signBip322.ts'

/** Options of `createSatsConnectDevWallet`. */
export type SatsConnectDevWalletOptions = {
  /** The secp256k1 private key; default the Bitcoin dev wallet's well-known key. */
  readonly privateKey?: Uint8Array
  readonly autoApprove?: boolean
  /** Asked before each prompting request (connect, sign); `false` rejects it. */
  readonly approve?: (request: BitcoinDevWalletApprovalRequest) => Promise<boolean>
  /** The network it starts on; default mainnet. */
  readonly network?: BitcoinDevNetwork
  /** Start already connected (restored after a reload). */
  readonly connected?: boolean
}

/** The answer of one request, as sats-connect providers give it (JSON-RPC 2.0). */
type Answer =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

/** The Bitcoin dev wallet in the shape of a sats-connect (WBIP001) provider. */
export type SatsConnectDevWallet = {
  request(method: string, params?: unknown): Promise<Answer>
  addListener(event: string, listener: (event: unknown) => void): () => void
  /** The network it is on now. */
  readonly network: BitcoinDevNetwork
  /** Whether the page holds its permission. */
  readonly connected: boolean
}

/** How the sats-connect dev wallet lists itself in `window.btc_providers`. */
export const satsConnectDevWalletInfo = {
  id: 'LatchSatsConnectDevWallet',
  name: 'Latch Bitcoin Dev Wallet (sats-connect)',
} as const

/** sats-connect's error codes the dev wallet answers with. */
const USER_REJECTION = -32000
const ACCESS_DENIED = -32002
const METHOD_NOT_FOUND = -32601
const INVALID_PARAMS = -32602

const NAMES: Record<BitcoinDevNetwork, string> = { mainnet: 'Mainnet', testnet: 'Testnet' }

/**
 * A Bitcoin dev wallet that speaks sats-connect instead of the Wallet Standard, over the same
 * key as the Wallet Standard one: `getAccounts` (payment purpose; asks first), `wallet_getAccount`,
 * `wallet_getNetwork`, `wallet_changeNetwork` (Mainnet / Testnet: `bc1q…` / `tb1q…`),
 * `signMessage` (BIP-322 simple; asks first) and `wallet_renouncePermissions`, with the
 * `accountChange`, `networkChange` and `disconnect` events. It does not send (SPEC §9).
 *
 * @example
 * import { createSatsConnectDevWallet } from './createSatsConnectDevWallet.ts'
 * const wallet = createSatsConnectDevWallet({ autoApprove: true })
 * await wallet.request('getAccounts', { purposes: ['payment'] })
 */
export const createSatsConnectDevWallet = (
  options: SatsConnectDevWalletOptions = {},
): SatsConnectDevWallet => {
  const privateKey = options.privateKey ?? BITCOIN_DEV_PRIVATE_KEY
  let network: BitcoinDevNetwork = options.network ?? 'mainnet'
  let connected = options.connected ?? false
  let next = 0
  const listeners = new Map<string, Set<(event: unknown) => void>>()
  const emit = (event: string, data: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(data)
  }
  const address = () => p2wpkhOf(privateKey, network).address as string
  const publicKey = () => {
    const script = p2wpkhOf(privateKey, network).script
    return [...script.slice(2)].map((b) => b.toString(16).padStart(2, '0')).join('')
  }
  const addresses = () => [
    { address: address(), publicKey: publicKey(), purpose: 'payment', addressType: 'p2wpkh' },
  ]
  const asked = async (method: string, params: readonly unknown[]) =>
    options.autoApprove ||
    ((await options.approve?.({
      method,
      params,
      chain: `bitcoin:${network}`,
      address: address(),
    })) ??
      true)

  const answer = async (method: string, params: Record<string, unknown>): Promise<unknown> => {
    if (method === 'getAccounts') {
      if (!connected && !(await asked('getAccounts', [params]))) throw USER_REJECTION
      connected = true
      return addresses()
    }
    if (method === 'wallet_getNetwork') return { bitcoin: { name: NAMES[network] } }
    if (!connected) throw ACCESS_DENIED
    switch (method) {
      case 'wallet_getAccount':
        return {
          id: 'latch-dev',
          addresses: addresses(),
          walletType: 'software',
          network: { bitcoin: { name: NAMES[network] } },
        }
      case 'wallet_changeNetwork': {
        const to = (Object.keys(NAMES) as BitcoinDevNetwork[]).find((n) => NAMES[n] === params.name)
        if (!to) throw INVALID_PARAMS
        if (to !== network) {
          network = to
          emit('networkChange', { bitcoin: { name: NAMES[network] }, addresses: addresses() })
        }
        return true
      }
      case 'signMessage': {
        if (params.address !== address()) throw INVALID_PARAMS
        if (params.protocol === 'ECDSA') throw INVALID_PARAMS
        if (!(await asked('signMessage', [params.message]))) throw USER_REJECTION
        const message = new TextEncoder().encode(String(params.message))
        const signature = await signBip322(privateKey, network, message)
        return {
          signature: btoa(String.fromCharCode(...signature)),
          address: address(),
          protocol: 'BIP322',
        }
      }
      case 'wallet_renouncePermissions':
        connected = false
        emit('disconnect', {})
        return true
      default:
        throw METHOD_NOT_FOUND
    }
  }

  return {
    get network() {
      return network
    },
    get connected() {
      return connected
    },
    request: async (method, params) => {
      const id = String(++next)
      try {
        return {
          jsonrpc: '2.0',
          id,
          result: await answer(method, (params ?? {}) as Record<string, unknown>),
        }
      } catch (code) {
        const known = typeof code === 'number' ? code : -32603
        const messages: Record<number, string> = {
          [USER_REJECTION]: 'User rejected the request.',
          [ACCESS_DENIED]: 'Access denied: connect first.',
          [METHOD_NOT_FOUND]: `Method not found: ${method}`,
          [INVALID_PARAMS]: 'Invalid params.',
        }
        return {
          jsonrpc: '2.0',
          id,
          error: { code: known, message: messages[known] ?? String(code) },
        }
      }
    },
    addListener: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return () => set.delete(listener)
    },
  }
}
