import type { ConnectorsOption, ExternalConnector } from '../services/Config.ts'
import type { CreateConnectorFn } from './createConnector.ts'
import { defaultConnectors } from './defaultConnectors.ts'
import { external } from './external/external.ts'

/**
 * The factories a client builds from its `connectors` option: a list adds its factories, and
 * its wallets (as `external(…)`), after the default ones; a function makes the whole list from
 * the defaults.
 */
export const connectorList = (option: ConnectorsOption): CreateConnectorFn[] => {
  const entries = typeof option === 'function' ? option(defaultConnectors()) : option
  const factories = entries.filter((entry) => typeof entry === 'function') as CreateConnectorFn[]
  const wallets = entries.filter((entry): entry is ExternalConnector => typeof entry !== 'function')
  const listed = typeof option === 'function' ? factories : [...defaultConnectors(), ...factories]
  return wallets.length > 0 ? [...listed, external(wallets)] : listed
}
