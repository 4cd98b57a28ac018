import type { Context } from 'effect'
import type { WcClient } from './client/wcSignClient.ts'
import type { WcMetadata } from './client/wcTypes.ts'
import { makeWalletConnectClock } from './walletConnectClock.ts'
import type { WalletConnectStorage } from './walletConnectMemoryStorage.ts'

/** Latch's WalletConnect client (`client/wcSignClient.ts`). */
export type Provider = WcClient

/** dApp metadata shown by the wallet. */
export type WalletConnectMetadata = WcMetadata

/** How the WalletConnect client is made (a part of the connector's options). */
export interface WalletConnectClientOptions {
  /** The app's `projectId`, passed to the relay. */
  readonly projectId: string
  readonly metadata?: WalletConnectMetadata | undefined
  /** Default `wss://relay.walletconnect.org`; the dev relay is `ws://127.0.0.1:<port>`. */
  readonly relayUrl?: string | undefined
  /** Where the session is kept for a reload; default `localStorage`, memory where there is none. */
  readonly storage?: WalletConnectStorage | undefined
  /** Prefix of the storage keys; default `latch`. */
  readonly storagePrefix?: string | undefined
  /** Accepted for compatibility; the client logs nothing. */
  readonly logger?: string | undefined
}

/**
 * Loads the client (`client/`, with its @noble crypto) with `import()` and makes it: the app's
 * project id, relay and metadata, chain reads through `rpcMap`. Only the relay is contacted:
 * no telemetry, no Verify, no RPC of WalletConnect's. Its timers (the session's expiry, the
 * relay's reconnect) run on the Clock of `context`, the runtime's services that loaded it.
 */
export const createWalletConnectProvider = async (
  options: WalletConnectClientOptions,
  rpcMap: Readonly<Record<string, string>>,
  context: Context.Context<never>,
): Promise<Provider> => {
  const { createWalletConnectClient } = await import('./client/wcSignClient.ts')
  return createWalletConnectClient({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    storage: options.storage,
    storagePrefix: options.storagePrefix,
    rpcMap,
    clock: makeWalletConnectClock(context),
  })
}
