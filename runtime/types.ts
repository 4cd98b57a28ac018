/**
 * Latch's domain: connections, their accounts and the connectors that make them (SPEC §3). The
 * state, the services, the connectors and the features all speak it; it imports only constants.
 */

import type { Namespace } from './networks.ts'

/** SPEC §4 connection status; `reconnecting` is the wallet layer's restore on reload. */
export type AccountStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'

/** SPEC §3 account types. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

/** One account of a connection (SPEC §3: type and address). */
export interface ConnectionAccount {
  readonly type: AccountType
  readonly address: string
}

/** SPEC §3 Connection: per namespace. */
export interface Connection {
  readonly connectorId: string
  readonly accounts: readonly ConnectionAccount[]
  /** The chain the wallet reports, as a CAIP-2 id (it may be one the app does not list). */
  readonly caipNetworkId: string
  /** The embedded wallet's account type preference and smart account state (SPEC §3 auth user). */
  readonly smartAccount?: SmartAccountInfo | undefined
}

/** What the embedded wallet says of its smart account (SPEC §3 auth user payload). */
export interface SmartAccountInfo {
  readonly preferredAccountType: AccountType
  readonly smartAccountDeployed: boolean
  /** The current chain is one of the wallet's smart-account enabled networks (SPEC §7). */
  readonly smartAccountEnabled: boolean
}

/** SPEC §3 connector types. */
export type ConnectorType =
  | 'EXTERNAL'
  | 'WALLET_CONNECT'
  | 'INJECTED'
  | 'ANNOUNCED'
  | 'AUTH'
  | 'MULTI_CHAIN'

/** `state.connectors` entries: what the modal lists (SPEC §3 Connector without its provider). */
export interface ConnectorInfo {
  readonly id: string
  readonly name: string
  readonly type: ConnectorType
  readonly namespace: Namespace
  readonly icon: string | undefined
  readonly rdns: string | undefined
  /** true when it is one of the recent wallets (SPEC §9, kept: 2) */
  readonly recent: boolean
}

/** A SPEC §8 toast (`data-latch-toast`) or alert (`data-latch-alert`). */
export interface Notice {
  /** Increases with every notice, so the same text twice still shows twice. */
  readonly id: number
  readonly message: string
  readonly variant: 'error' | 'success' | 'info'
}
