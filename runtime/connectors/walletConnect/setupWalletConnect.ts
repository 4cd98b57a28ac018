import { signal } from '@preact/signals-core'
import type { ConnectorContext, ConnectorSetup } from '../createConnector.ts'
import { makeWalletConnectConnector } from './walletConnectConnector.ts'

/** What `walletConnect()` may be told; without it, the app's `walletConnect` option decides. */
export interface WalletConnectParameters {
  /** The relay, `wss://…` (the public relay by default) or `ws://127.0.0.1:…` (the dev relay). */
  readonly relayUrl?: string | undefined
}

/** The WalletConnect connector and its companions; its pairing is the family's UI status. */
export const setupWalletConnect = (
  { config, environment }: ConnectorContext,
  parameters: WalletConnectParameters | undefined,
): ConnectorSetup => {
  const relay = parameters ?? config.walletConnect
  const connector =
    environment.walletConnect ??
    (relay
      ? makeWalletConnectConnector({
          projectId: config.projectId,
          networks: config.networks,
          relayUrl: relay.relayUrl,
          metadata: config.metadata,
        })
      : undefined)
  if (!connector) return { connectors: signal([]) }
  return {
    // One WalletConnect session serves every namespace of the app: a connector for each.
    connectors: signal([connector, ...connector.companions]),
    status: { slot: 'walletConnect', signal: connector.pairing },
    close: () => connector.close(),
  }
}
