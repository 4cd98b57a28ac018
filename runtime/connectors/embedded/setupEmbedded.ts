import { signal } from '@preact/signals-core'
import { SDK_TYPE, SDK_VERSION } from '../../constants.ts'
import type { ConnectorContext, ConnectorSetup } from '../createConnector.ts'
import { makeAuthConnector } from './authConnector.ts'

/** What `embedded()` may be told; without it, the app's `frameUrl` option decides. */
export interface EmbeddedParameters {
  /** The secure-frame page. */
  readonly frameUrl?: string | undefined
}

/** The embedded wallet's connectors (eip155, and solana over the same frame session). */
export const setupEmbedded = (
  { config, environment, logger }: ConnectorContext,
  parameters: EmbeddedParameters | undefined,
): ConnectorSetup => {
  const frameUrl = parameters?.frameUrl ?? config.frameUrl
  const metadata = config.metadata
  // The frame and its transport load on first use, not with the client.
  const auth =
    environment.auth ??
    (frameUrl
      ? makeAuthConnector({
          frameUrl,
          projectId: config.projectId,
          logger,
          dappData: metadata && {
            metadata,
            sdkVersion: SDK_VERSION,
            sdkType: SDK_TYPE,
            projectId: config.projectId,
          },
          theme: { themeMode: config.themeMode, themeVariables: config.themeVariables },
        })
      : undefined)
  if (!auth) return { connectors: signal([]) }
  return {
    connectors: signal(auth.solana ? [auth, auth.solana] : [auth]),
    close: auth.close,
  }
}
