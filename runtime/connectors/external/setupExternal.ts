import { signal } from '@preact/signals-core'
import type { Wallet } from '@wallet-standard/base'
import type { ExternalConnector } from '../../services/Config.ts'
import type { Connector } from '../Connector.ts'
import type { ConnectorContext, ConnectorSetup } from '../createConnector.ts'
import { makeEip1193Connector } from '../injected/eip1193Connector.ts'
import type { Eip1193Provider } from '../injected/eip6963.ts'
import { makeWalletStandardConnector } from '../walletStandard/walletStandardConnector.ts'

/** API.md: an EIP-1193 provider on eip155, a Wallet Standard wallet on solana and bitcoin. */
export const setupExternal = (
  _context: ConnectorContext,
  wallets: ReadonlyArray<ExternalConnector>,
): ConnectorSetup => ({
  connectors: signal(
    wallets.map(
      (c): Connector =>
        c.namespace === 'eip155'
          ? makeEip1193Connector({
              id: c.id,
              name: c.name,
              type: 'EXTERNAL',
              icon: c.icon,
              provider: c.provider as Eip1193Provider,
            })
          : makeWalletStandardConnector(c.provider as Wallet, c.namespace, {
              id: c.id,
              name: c.name,
              icon: c.icon,
              type: 'EXTERNAL',
            }),
    ),
  ),
})
