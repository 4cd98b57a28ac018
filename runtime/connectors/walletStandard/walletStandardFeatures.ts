import type { Wallet, WalletAccount } from '@wallet-standard/base'

// The Wallet Standard features Latch uses, as much of each as it calls; any may be missing.
type Feature<F> = F | undefined
export type ConnectFeature = Feature<{
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>
}>
export type BitcoinConnectFeature = Feature<{
  connect(input: {
    purposes: readonly ('payment' | 'ordinals')[]
  }): Promise<{ accounts: readonly WalletAccount[] }>
}>
export type BitcoinSignMessageFeature = Feature<{
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array; protocol?: 'bip322' | 'ecdsa' }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}>
export type DisconnectFeature = Feature<{ disconnect(): Promise<void> }>
export type EventsFeature = Feature<{
  on(
    event: 'change',
    listener: (change: { accounts?: readonly WalletAccount[] }) => void,
  ): () => void
}>
export type SignMessageFeature = Feature<{
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}>
export type SignTransactionFeature = Feature<{
  signTransaction(
    ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]
  ): Promise<readonly { signedTransaction: Uint8Array }[]>
}>
export type SignAndSendFeature = Feature<{
  signAndSendTransaction(
    ...inputs: {
      account: WalletAccount
      transaction: Uint8Array
      chain: string
      options?: unknown
    }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}>

/** The feature `name` of `wallet`; `undefined` when the wallet does not offer it. */
export const feature = <F>(wallet: Wallet, name: string): F =>
  (wallet.features as Record<string, unknown>)[name] as F
