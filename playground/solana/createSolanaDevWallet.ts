import {
  createSolanaRpc,
  getAddressEncoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { solanaDevWalletInfo } from './solanaDevWalletInfo.ts'

/** What the approve hook is asked about: one request, before it runs. */
export type SolanaDevWalletApprovalRequest = {
  readonly method: string
  readonly params: readonly unknown[]
  /** The Wallet Standard chain, e.g. `solana:localnet`. */
  readonly chain: string
  readonly address: string
}

/** Options of `createSolanaDevWallet`. */
export type SolanaDevWalletOptions = {
  /** The signing key (a dev key of `devSolanaKeys`). */
  readonly signer: KeyPairSigner
  /** Wallet Standard chain → JSON-RPC URL; the first is the one it starts on. */
  readonly rpcUrls: Readonly<Record<string, string>>
  /** Approve every request without asking. */
  readonly autoApprove?: boolean
  /** Asked before each request (connect, sign, send); `false` rejects it. */
  readonly approve?: (request: SolanaDevWalletApprovalRequest) => Promise<boolean>
  /** Start already connected (restored after a reload), so a silent connect answers. */
  readonly connected?: boolean
}

/** A Wallet Standard Solana wallet over one local key, with its connection flag. */
export type SolanaDevWallet = Wallet & {
  readonly isLatchDevWallet: true
  /** Whether an app is connected (`accounts` is not empty). */
  readonly connected: boolean
}

/** The error a rejected request fails with (EIP-1193's user-rejected code, as wallets use it). */
export class SolanaDevWalletRejected extends Error {
  override readonly name = 'SolanaDevWalletRejected'
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
  }
}

const VERSION = '1.0.0' as const
const SIGN_FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

type Change = { accounts?: readonly WalletAccount[] }
type Ask = (method: string, params: readonly unknown[], chain?: string) => Promise<void>
type SendInput = {
  account: WalletAccount
  transaction: Uint8Array
  chain: string
  options?: { preflightCommitment?: string; skipPreflight?: boolean }
}

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/** The transaction `bytes` with the dev key's signature added. */
const signTransaction = async (signer: KeyPairSigner, bytes: Uint8Array) => {
  const tx = getTransactionDecoder().decode(bytes)
  return partiallySignTransaction([signer.keyPair], tx)
}

/**
 * The wallet's connection: its accounts (the one account while connected) and the
 * `standard:connect` / `disconnect` / `events` features; `mustBeConnected` guards the signing.
 */
const makeConnection = (options: SolanaDevWalletOptions, account: WalletAccount, ask: Ask) => {
  let connected = options.connected ?? false
  const listeners = new Set<(change: Change) => void>()
  const accounts = (): readonly WalletAccount[] => (connected ? [account] : [])
  const emit = () => {
    for (const listener of listeners) listener({ accounts: accounts() })
  }
  const features = {
    'standard:connect': {
      version: VERSION,
      connect: async (input?: { silent?: boolean }) => {
        if (input?.silent) return { accounts: accounts() }
        if (!connected) {
          await ask('standard:connect', [])
          connected = true
          emit()
        }
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': {
      version: VERSION,
      disconnect: async () => {
        if (!connected) return
        connected = false
        emit()
      },
    },
    'standard:events': {
      version: VERSION,
      on: (_event: 'change', listener: (change: Change) => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
  }
  const mustBeConnected = (target: WalletAccount) => {
    if (!connected || target.address !== account.address)
      throw new Error(`${target.address} is not connected to the Latch Solana Dev Wallet`)
  }
  return { accounts, features, mustBeConnected, connected: () => connected }
}

/** Each message with the dev key's Ed25519 signature. */
const signMessages = (signer: KeyPairSigner, inputs: readonly { message: Uint8Array }[]) =>
  Promise.all(
    inputs.map(async (input) => ({
      signedMessage: input.message,
      signature: new Uint8Array(await signBytes(signer.keyPair.privateKey, input.message)),
    })),
  )

/** Each transaction signed by the dev key, as wire bytes. */
const signTransactions = (signer: KeyPairSigner, inputs: readonly { transaction: Uint8Array }[]) =>
  Promise.all(
    inputs.map(async (input) => ({
      signedTransaction: new Uint8Array(
        getTransactionEncoder().encode(await signTransaction(signer, input.transaction)),
      ),
    })),
  )

/** Signs one transaction and sends it to its chain's RPC; its signature as bytes. */
const sendOne = async (options: SolanaDevWalletOptions, input: SendInput) => {
  const url = options.rpcUrls[input.chain]
  if (!url) throw new Error(`The Latch Solana Dev Wallet has no RPC for ${input.chain}`)
  const signed = await signTransaction(options.signer, input.transaction)
  const signature = await createSolanaRpc(url)
    .sendTransaction(getBase64EncodedWireTransaction(signed), {
      encoding: 'base64',
      ...(input.options?.skipPreflight ? { skipPreflight: true } : {}),
      ...(input.options?.preflightCommitment
        ? { preflightCommitment: input.options.preflightCommitment as 'confirmed' }
        : {}),
    })
    .send()
  return { signature: new Uint8Array(getBase58Encoder().encode(signature)) }
}

/**
 * A Wallet Standard wallet for Solana backed by one dev key, the Solana counterpart of the
 * EVM dev wallet: `standard:connect` / `disconnect` / `events`, `solana:signMessage`,
 * `solana:signTransaction` and `solana:signAndSendTransaction` (sent to the chain's RPC from
 * `rpcUrls`), each asking `approve` first unless `autoApprove` (a silent connect of a wallet
 * already connected does not ask).
 *
 * @example
 * import { createSolanaDevWallet } from './createSolanaDevWallet.ts'
 * import { devSolanaKeys } from './devSolanaKeys.ts'
 * const [signer] = await devSolanaKeys()
 * const wallet = createSolanaDevWallet({ signer, rpcUrls: { 'solana:localnet': url }, autoApprove: true })
 */
export const createSolanaDevWallet = (options: SolanaDevWalletOptions): SolanaDevWallet => {
  const { signer } = options
  const chains = Object.keys(options.rpcUrls) as `${string}:${string}`[]
  const account: WalletAccount = {
    address: signer.address,
    publicKey: new Uint8Array(getAddressEncoder().encode(signer.address)),
    chains,
    features: SIGN_FEATURES,
    label: 'Latch Solana Dev Wallet',
  }
  const ask: Ask = async (method, params, chain = chains[0] ?? '') => {
    if (options.autoApprove) return
    const ok = (await options.approve?.({ method, params, chain, address: signer.address })) ?? true
    if (!ok) throw new SolanaDevWalletRejected()
  }
  const connection = makeConnection(options, account, ask)
  const { mustBeConnected } = connection
  const features = {
    ...connection.features,
    'solana:signMessage': {
      version: VERSION,
      signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
        for (const input of inputs) mustBeConnected(input.account)
        await ask(
          'solana:signMessage',
          inputs.map((i) => new TextDecoder().decode(i.message)),
        )
        return signMessages(signer, inputs)
      },
    },
    'solana:signTransaction': {
      version: VERSION,
      supportedTransactionVersions: ['legacy', 0] as const,
      signTransaction: async (
        ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]
      ) => {
        for (const input of inputs) mustBeConnected(input.account)
        await ask(
          'solana:signTransaction',
          inputs.map((i) => b64(i.transaction)),
          inputs[0]?.chain,
        )
        return signTransactions(signer, inputs)
      },
    },
    'solana:signAndSendTransaction': {
      version: VERSION,
      supportedTransactionVersions: ['legacy', 0] as const,
      signAndSendTransaction: async (...inputs: SendInput[]) => {
        for (const input of inputs) mustBeConnected(input.account)
        await ask(
          'solana:signAndSendTransaction',
          inputs.map((i) => b64(i.transaction)),
          inputs[0]?.chain,
        )
        const out: { signature: Uint8Array }[] = []
        for (const input of inputs) out.push(await sendOne(options, input))
        return out
      },
    },
  }
  return {
    version: VERSION,
    name: solanaDevWalletInfo.name,
    icon: solanaDevWalletInfo.icon,
    chains,
    features,
    get accounts() {
      return connection.accounts()
    },
    isLatchDevWallet: true,
    get connected() {
      return connection.connected()
    },
  }
}
