import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { type BitcoinDevNetwork, p2wpkhOf, signBip322 } from './signBip322.ts'

/** What the approve hook is asked about: one request, before it runs. */
export type BitcoinDevWalletApprovalRequest = {
  readonly method: string
  readonly params: readonly unknown[]
  readonly chain: string
  readonly address: string
}

/** Options of `createBitcoinDevWallet`. */
export type BitcoinDevWalletOptions = {
  /** The secp256k1 private key; default the well-known dev key (32 bytes of 0x07). */
  readonly privateKey?: Uint8Array
  readonly autoApprove?: boolean
  /** Asked before each request (connect, sign); `false` rejects it. */
  readonly approve?: (request: BitcoinDevWalletApprovalRequest) => Promise<boolean>
  /** Start already connected (restored after a reload). */
  readonly connected?: boolean
}

/** A Wallet Standard Bitcoin wallet over one dev key. */
export type BitcoinDevWallet = Wallet & {
  readonly isLatchDevWallet: true
  readonly connected: boolean
}

/** The well-known Bitcoin dev key: public on purpose, never for real coins. */
export const BITCOIN_DEV_PRIVATE_KEY = new Uint8Array(32).fill(7)

const VERSION = '1.0.0' as const
const CHAINS = { mainnet: 'bitcoin:mainnet', testnet: 'bitcoin:testnet' } as const

const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="20" fill="#f7931a"/>' +
  '<path d="M32 44V34a16 16 0 0 1 32 0v10" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>' +
  '<rect x="22" y="44" width="52" height="34" rx="8" fill="#fff"/>' +
  '<circle cx="48" cy="61" r="6" fill="#f7931a"/></svg>'

/** How the Bitcoin dev wallet presents itself. */
export const bitcoinDevWalletInfo = {
  name: 'Latch Bitcoin Dev Wallet',
  icon: `data:image/svg+xml;base64,${btoa(iconSvg)}`,
} as const satisfies { name: string; icon: `data:image/svg+xml;base64,${string}` }

/** The error a rejected request fails with (the user-rejected code wallets use). */
export class BitcoinDevWalletRejected extends Error {
  override readonly name = 'BitcoinDevWalletRejected'
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
  }
}

type Change = { accounts?: readonly WalletAccount[] }
type SignInput = { account: WalletAccount; message: Uint8Array; protocol?: string }

/** The dev key's P2WPKH payment account on `network`. */
const accountOn = (privateKey: Uint8Array, network: BitcoinDevNetwork): WalletAccount => {
  const pay = p2wpkhOf(privateKey, network)
  if (!pay.address) throw new Error('no P2WPKH address')
  return {
    address: pay.address,
    publicKey: pay.script.slice(2),
    chains: [CHAINS[network]],
    features: ['bitcoin:signMessage'],
    label: `Latch Bitcoin Dev Wallet (${network})`,
  }
}

/** Asks `approve` about one request (unless `autoApprove`); a no rejects it. */
const makeAsk =
  (options: BitcoinDevWalletOptions, all: readonly WalletAccount[]) =>
  async (method: string, params: readonly unknown[], account?: WalletAccount) => {
    if (options.autoApprove) return
    const ok =
      (await options.approve?.({
        method,
        params,
        chain: account?.chains[0] ?? CHAINS.mainnet,
        address: account?.address ?? (all[0] as WalletAccount).address,
      })) ?? true
    if (!ok) throw new BitcoinDevWalletRejected()
  }

/** The `standard:events` listeners: `on` adds one, `emit` tells each the current accounts. */
const makeChangeEvents = (accounts: () => readonly WalletAccount[]) => {
  const listeners = new Set<(change: Change) => void>()
  return {
    emit: () => {
      for (const listener of listeners) listener({ accounts: accounts() })
    },
    on: (_event: 'change', listener: (change: Change) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** Fails unless each input's account is connected here and asks for BIP-322. */
const assertSignable = (
  inputs: readonly SignInput[],
  connected: boolean,
  all: readonly WalletAccount[],
) => {
  for (const input of inputs) {
    if (!connected || !all.some((a) => a.address === input.account.address))
      throw new Error(`${input.account.address} is not connected to the Latch Bitcoin Dev Wallet`)
    if (input.protocol === 'ecdsa')
      throw new Error('The Latch Bitcoin Dev Wallet signs BIP-322 only')
  }
}

/** Each input's BIP-322 simple signature, on its account's network. */
const signAll = (privateKey: Uint8Array, inputs: readonly SignInput[]) =>
  Promise.all(
    inputs.map(async (input) => ({
      signedMessage: input.message,
      signature: await signBip322(
        privateKey,
        input.account.chains.includes(CHAINS.mainnet) ? 'mainnet' : 'testnet',
        input.message,
      ),
    })),
  )

/**
 * A Wallet Standard wallet for Bitcoin over one dev key, like the EVM and Solana dev wallets:
 * one P2WPKH payment account per network (`bc1q…` for `bitcoin:mainnet`, `tb1q…` for
 * `bitcoin:testnet`), `standard:connect` / `disconnect` / `events`, `bitcoin:connect`
 * (payment purpose) and `bitcoin:signMessage` (BIP-322 simple), each asking `approve` first
 * unless `autoApprove`. It does not send (SPEC §9: no Bitcoin send).
 *
 * @example
 * import { createBitcoinDevWallet } from './createBitcoinDevWallet.ts'
 * const wallet = createBitcoinDevWallet({ autoApprove: true })
 */
export const createBitcoinDevWallet = (options: BitcoinDevWalletOptions = {}): BitcoinDevWallet => {
  const privateKey = options.privateKey ?? BITCOIN_DEV_PRIVATE_KEY
  const all = [accountOn(privateKey, 'mainnet'), accountOn(privateKey, 'testnet')]
  let connected = options.connected ?? false
  const accounts = () => (connected ? all : [])
  const events = makeChangeEvents(accounts)
  const ask = makeAsk(options, all)
  const connect = async (silent = false) => {
    if (silent) return { accounts: accounts() }
    if (!connected) {
      await ask('bitcoin:connect', [{ purposes: ['payment'] }])
      connected = true
      events.emit()
    }
    return { accounts: accounts() }
  }
  const features = {
    'standard:connect': {
      version: VERSION,
      connect: (input?: { silent?: boolean }) => connect(input?.silent),
    },
    'bitcoin:connect': {
      version: VERSION,
      connect: () => connect(false),
    },
    'standard:disconnect': {
      version: VERSION,
      disconnect: async () => {
        if (!connected) return
        connected = false
        events.emit()
      },
    },
    'standard:events': { version: VERSION, on: events.on },
    'bitcoin:signMessage': {
      version: VERSION,
      signMessage: async (...inputs: SignInput[]) => {
        assertSignable(inputs, connected, all)
        await ask(
          'bitcoin:signMessage',
          inputs.map((i) => new TextDecoder().decode(i.message)),
          inputs[0]?.account,
        )
        return signAll(privateKey, inputs)
      },
    },
  }
  return {
    version: VERSION,
    name: bitcoinDevWalletInfo.name,
    icon: bitcoinDevWalletInfo.icon,
    chains: [CHAINS.mainnet, CHAINS.testnet],
    features,
    get accounts() {
      return accounts()
    },
    isLatchDevWallet: true,
    get connected() {
      return connected
    },
  }
}
