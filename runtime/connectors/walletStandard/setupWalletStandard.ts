import { signal } from '@preact/signals-core'
import type { Connector } from '../Connector.ts'
import type { ConnectorContext, ConnectorSetup } from '../createConnector.ts'
import { makeWalletStandardConnector, walletStandardNamespace } from './walletStandardConnector.ts'

/** Lists the registry's wallets of a namespace Latch serves, again on each (un)registration. */
export const setupWalletStandard = ({ environment }: ConnectorContext): ConnectorSetup => {
  const connectors = signal<readonly Connector[]>([])
  const registry = environment.wallets
  if (!registry) return { connectors }
  const refresh = () => {
    connectors.value = registry.get().flatMap((w) => {
      const namespace = walletStandardNamespace(w)
      return namespace ? [makeWalletStandardConnector(w, namespace)] : []
    })
  }
  refresh()
  const offs = [registry.on('register', refresh), registry.on('unregister', refresh)]
  return {
    connectors,
    close: () => {
      for (const off of offs) off()
    },
  }
}
