import type { UniversalProvider } from '@walletconnect/universal-provider'
import {
  makeWalletConnectMemoryStorage,
  type WalletConnectStorage,
} from './walletConnectMemoryStorage.ts'

/** `@walletconnect/universal-provider`'s provider. */
export type Provider = InstanceType<typeof UniversalProvider>

/** dApp metadata shown by the wallet. */
export interface WalletConnectMetadata {
  readonly name: string
  readonly description: string
  readonly url: string
  readonly icons: readonly string[]
}

/** How the universal provider is made (a part of the connector's options). */
export interface UniversalProviderOptions {
  /** The app's `projectId`, passed to the relay. */
  readonly projectId: string
  readonly metadata?: WalletConnectMetadata | undefined
  /** Default `wss://relay.walletconnect.org`; the dev relay is `ws://127.0.0.1:<port>`. */
  readonly relayUrl?: string | undefined
  /** Where the SDK keeps pairings and sessions; default: the SDK's browser store, memory in Node. */
  readonly storage?: WalletConnectStorage | undefined
  /** Prefix of the SDK's storage keys; default `latch`. */
  readonly storagePrefix?: string | undefined
  /** The SDK's log level; default `error`. */
  readonly logger?: string | undefined
}

/**
 * Loads `@walletconnect/universal-provider` with `import()` and makes the provider: the app's
 * project id, relay and metadata; telemetry and provider pings off; the SDK's browser store,
 * or memory where there is none (Node); Verify answered locally, so nothing but the relay is
 * contacted.
 */
export const createUniversalProvider = async (
  options: UniversalProviderOptions,
): Promise<Provider> => {
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  const storage =
    options.storage ??
    (typeof indexedDB === 'undefined' && typeof localStorage === 'undefined'
      ? makeWalletConnectMemoryStorage()
      : undefined)
  const provider = await UniversalProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata
      ? { ...options.metadata, icons: [...options.metadata.icons] }
      : undefined,
    customStoragePrefix: options.storagePrefix ?? 'latch',
    // No pulse.walletconnect.org events, no ping of RPC endpoints on creation.
    telemetryEnabled: false,
    disableProviderPing: true,
    logger: options.logger ?? 'error',
    ...(storage ? { storage: storage as never } : {}),
  })
  // 2.25 has no option for it: in a browser, register() loads an iframe from
  // verify.walletconnect.org for every proposal. Latch asks nothing but the relay.
  Object.assign(provider.client.core.verify, {
    register: async () => '',
    resolve: async () => undefined,
  })
  return provider
}
