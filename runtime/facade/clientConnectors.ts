import { makeAuthConnector } from '../connectors/embedded/authConnector.ts'
import {
  makeWalletConnectConnector,
  type WalletConnectConnector,
} from '../connectors/walletConnect/walletConnectConnector.ts'
import { SDK_TYPE, SDK_VERSION } from '../constants.ts'
import type { ResolvedConfig } from '../services/Config.ts'

/** The connectors a client makes from its config rather than discovers on the page. */
export interface ClientConnectors {
  /** The WalletConnect connector, when `walletConnect` is configured (or given). */
  readonly walletConnect: WalletConnectConnector | undefined
  /** The embedded wallet, when `frameUrl` is configured. */
  readonly auth: ReturnType<typeof makeAuthConnector> | undefined
}

/**
 * Makes the client's WalletConnect and embedded-wallet connectors from its config; a
 * WalletConnect connector made elsewhere (tests) is used as it is.
 */
export const makeClientConnectors = (
  config: ResolvedConfig,
  given?: WalletConnectConnector | undefined,
): ClientConnectors => {
  const walletConnect =
    given ??
    (config.walletConnect
      ? makeWalletConnectConnector({
          projectId: config.projectId,
          networks: config.networks,
          relayUrl: config.walletConnect.relayUrl,
          metadata: config.metadata && {
            name: config.metadata.name,
            description: config.metadata.description,
            url: config.metadata.url,
            icons: config.metadata.icons,
          },
        })
      : undefined)
  // The embedded wallet: its frame and transport load on first use, not with the client.
  const auth = config.frameUrl
    ? makeAuthConnector({
        frameUrl: config.frameUrl,
        projectId: config.projectId,
        dappData: config.metadata && {
          metadata: {
            name: config.metadata.name,
            description: config.metadata.description,
            url: config.metadata.url,
            icons: [...config.metadata.icons],
          },
          sdkVersion: SDK_VERSION,
          sdkType: SDK_TYPE,
          projectId: config.projectId,
        },
        theme: { themeMode: config.themeMode, themeVariables: config.themeVariables },
      })
    : undefined
  return { walletConnect, auth }
}
