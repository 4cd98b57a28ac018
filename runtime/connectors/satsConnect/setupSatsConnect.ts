import { signal } from '@preact/signals-core'
import type { ConnectorContext, ConnectorSetup } from '../createConnector.ts'
import { makeSatsConnectConnector } from './satsConnectConnector.ts'
import { findSatsConnectProviders } from './satsConnectProviders.ts'

/** One bitcoin connector per listed provider of the page. */
export const setupSatsConnect = ({ environment }: ConnectorContext): ConnectorSetup => ({
  connectors: signal(
    environment.window
      ? findSatsConnectProviders(environment.window).map((p) =>
          makeSatsConnectConnector(p.provider, p.listing),
        )
      : [],
  ),
})
