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

/** The wallet's state its requests read and change. */
type State = {
  readonly privateKey: Uint8Array
  network: BitcoinDevNetwork
  connected: boolean
  readonly emit: (event: string, data: unknown) => void
  /** Whether the user says yes to `method` (always, with `autoApprove`). */
  readonly asked: (method: string, params: readonly unknown[]) => Promise<boolean>
}

const addressOf = (state: State) => p2wpkhOf(state.privateKey, state.network).address as string

/** The payment address as sats-connect lists it, with its public key in hex. */
const addressesOf = (state: State) => {
  const script = p2wpkhOf(state.privateKey, state.network).script
  const publicKey = [...script.slice(2)].map((b) => b.toString(16).padStart(2, '0')).join('')
  return [{ address: addressOf(state), publicKey, purpose: 'payment', addressType: 'p2wpkh' }]
}

const changeNetwork = (state: State, params: Record<string, unknown>) => {
  const to = (Object.keys(NAMES) as BitcoinDevNetwork[]).find((n) => NAMES[n] === params.name)
  if (!to) throw INVALID_PARAMS
  if (to !== state.network) {
    state.network = to
    state.emit('networkChange', { bitcoin: { name: NAMES[to] }, addresses: addressesOf(state) })
  }
  return true
}

const signMessage = async (state: State, params: Record<string, unknown>) => {
  if (params.address !== addressOf(state)) throw INVALID_PARAMS
  if (params.protocol === 'ECDSA') throw INVALID_PARAMS
  if (!(await state.asked('signMessage', [params.message]))) throw USER_REJECTION
  const message = new TextEncoder().encode(String(params.message))
  const signature = await signBip322(state.privateKey, state.network, message)
  return {
    signature: btoa(String.fromCharCode(...signature)),
    address: addressOf(state),
    protocol: 'BIP322',
  }
}

/** What one request resolves to; a failure is thrown as its sats-connect code. */
const answer = async (
  state: State,
  method: string,
  params: Record<string, unknown>,
): Promise<unknown> => {
  if (method === 'getAccounts') {
    if (!state.connected && !(await state.asked('getAccounts', [params]))) throw USER_REJECTION
    state.connected = true
    return addressesOf(state)
  }
  if (method === 'wallet_getNetwork') return { bitcoin: { name: NAMES[state.network] } }
  if (!state.connected) throw ACCESS_DENIED
  switch (method) {
    case 'wallet_getAccount':
      return {
        id: 'latch-dev',
        addresses: addressesOf(state),
        walletType: 'software',
        network: { bitcoin: { name: NAMES[state.network] } },
      }
    case 'wallet_changeNetwork':
      return changeNetwork(state, params)
    case 'signMessage':
      return signMessage(state, params)
    case 'wallet_renouncePermissions':
      state.connected = false
      state.emit('disconnect', {})
      return true
    default:
      throw METHOD_NOT_FOUND
  }
}

/** A thrown code as the JSON-RPC error sats-connect providers answer with. */
const errorOf = (code: unknown, method: string) => {
  const known = typeof code === 'number' ? code : -32603
  const messages: Record<number, string> = {
    [USER_REJECTION]: 'User rejected the request.',
    [ACCESS_DENIED]: 'Access denied: connect first.',
    [METHOD_NOT_FOUND]: `Method not found: ${method}`,
    [INVALID_PARAMS]: 'Invalid params.',
  }
  return { code: known, message: messages[known] ?? String(code) }
}

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
  let next = 0
  const listeners = new Map<string, Set<(event: unknown) => void>>()
  const state: State = {
    privateKey: options.privateKey ?? BITCOIN_DEV_PRIVATE_KEY,
    network: options.network ?? 'mainnet',
    connected: options.connected ?? false,
    emit: (event, data) => {
      for (const listener of listeners.get(event) ?? []) listener(data)
    },
    asked: async (method, params) =>
      options.autoApprove ||
      ((await options.approve?.({
        method,
        params,
        chain: `bitcoin:${state.network}`,
        address: addressOf(state),
      })) ??
        true),
  }
  return {
    get network() {
      return state.network
    },
    get connected() {
      return state.connected
    },
    request: async (method, params) => {
      const id = String(++next)
      try {
        const result = await answer(state, method, (params ?? {}) as Record<string, unknown>)
        return { jsonrpc: '2.0', id, result }
      } catch (code) {
        return { jsonrpc: '2.0', id, error: errorOf(code, method) }
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
