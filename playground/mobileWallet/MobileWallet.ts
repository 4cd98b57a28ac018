import type { SignClient } from '@walletconnect/sign-client'
import type { Hex } from 'viem'
import type { DevWalletChain } from '../devWallet/createDevWallet.ts'
import type { MobileWalletStorage } from './walletStorage.ts'

type Client = Awaited<ReturnType<typeof SignClient.init>>

/** A session proposal, as the wallet is asked about it. */
export interface MobileWalletProposal {
  readonly id: number
  /** The dApp's name (its metadata). */
  readonly name: string
  /** The CAIP-2 chains the dApp asked for (required and optional). */
  readonly chains: readonly string[]
  /** Whether the proposal also asks for a sign-in (one-click auth). */
  readonly signIn: boolean
}

/** A session request, as the wallet is asked about it. */
export interface MobileWalletRequest {
  readonly topic: string
  readonly id: number
  /** CAIP-2 chain the request is for, e.g. `eip155:31337`. */
  readonly chainId: string
  readonly method: string
  readonly params: unknown
}

/** A yes/no answer the user gives; `false` rejects (proposal: 5000, request: 4001). */
export type MobileWalletDecision<T> = (item: T) => boolean | Promise<boolean>

/** Options of `createMobileWallet`. */
export interface MobileWalletOptions {
  /** The WalletConnect relay, e.g. the dev relay's `ws://127.0.0.1:<port>`. */
  readonly relayUrl: string
  readonly projectId: string
  /** The eip155 chains the wallet holds an account on; the first is its current one. */
  readonly chains: readonly [DevWalletChain, ...DevWalletChain[]]
  /** The signing key; default anvil dev account 0. */
  readonly privateKey?: Hex | undefined
  /** Where sign-client keeps its pairings and sessions; default memory. */
  readonly storage?: MobileWalletStorage | undefined
  /** Decides each proposal; default approve. Replace it later with `onProposal`. */
  readonly approveProposal?: MobileWalletDecision<MobileWalletProposal> | undefined
  /** Decides each request; default approve. Replace it later with `onRequest`. */
  readonly approveRequest?: MobileWalletDecision<MobileWalletRequest> | undefined
  /**
   * The Solana clusters (CAIP-2, e.g. the local chain's `solana:AcnDLQ81…`) the wallet also
   * holds an account on, signing with Solana dev key `solanaKey` (default 0); none by default.
   */
  readonly solanaChains?: readonly string[] | undefined
  readonly solanaKey?: number | undefined
  /**
   * Whether it answers a sign-in carried in the proposal (one-click auth) with a CACAO signed
   * by its EVM account; default true. `false` plays a wallet that ignores it.
   */
  readonly signIn?: boolean | undefined
}

/** The dev mobile wallet: the wallet side of WalletConnect, signing with a local account. */
export interface MobileWallet {
  readonly address: Hex
  /** Its Solana address (base58), held on `solanaChains`. */
  readonly solanaAddress: string
  /** Pairs with a `wc:` URI (pasted or scanned); the proposal arrives next. */
  pair(uri: string): Promise<void>
  /** Sets who decides proposals; returns the function that restores the previous one. */
  onProposal(decide: MobileWalletDecision<MobileWalletProposal>): () => void
  /** Sets who decides requests; returns the function that restores the previous one. */
  onRequest(decide: MobileWalletDecision<MobileWalletRequest>): () => void
  /** The topics of the sessions it holds. */
  sessions(): string[]
  /** Tells the dApp about a chain switch (`session_event` chainChanged) on every session. */
  switchChain(chainId: number): Promise<void>
  /** Ends one session, or all of them (the dApp sees `session_delete`). */
  disconnect(topic?: string): Promise<void>
  /** Closes the relay socket and stops the SDK's timers. */
  close(): Promise<void>
  /** The sign-client underneath. */
  readonly client: Client
}
