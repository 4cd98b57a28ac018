import { signal } from '@preact/signals-core'
import type { Connector } from '../Connector.ts'
import type { ConnectorContext, ConnectorSetup } from '../createConnector.ts'
import { makeEip1193Connector } from './eip1193Connector.ts'
import { watchInjectedWallets } from './eip6963.ts'

/** Follows the page's EIP-6963 announcements (and `window.ethereum`) while the client lives. */
export const setupInjected = ({ config, environment }: ConnectorContext): ConnectorSetup => {
  const connectors = signal<readonly Connector[]>([])
  const target = environment.window
  if (!target || !config.adapters.includes('eip155')) return { connectors }
  const stop = watchInjectedWallets(target, (found) => {
    connectors.value = found.map((w) =>
      makeEip1193Connector({
        id: w.id,
        name: w.info?.name ?? 'Browser Wallet',
        type: w.announced ? 'ANNOUNCED' : 'INJECTED',
        provider: w.provider,
        icon: w.info?.icon,
        rdns: w.info?.rdns,
      }),
    )
  })
  return { connectors, close: stop }
}
