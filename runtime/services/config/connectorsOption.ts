import type { Namespace } from '../../networks.ts'

/** An EIP-1193 provider, a Wallet Standard wallet or the like, handed in by the app. */
export interface ExternalConnector {
  readonly id: string
  readonly name: string
  readonly icon?: string | undefined
  readonly namespace: Namespace
  readonly provider: object
}

/**
 * A connector factory made with `createConnector` (`injected()`, `walletConnect()`, an app's
 * own): typed here only by its shape, the runtime's `Connectors` layer builds it.
 */
export type ConnectorFactory = ((context: never) => unknown) & {
  readonly family?: string | undefined
}

/** An entry of the `connectors` option: a wallet handed in as it is, or a connector factory. */
export type ConnectorEntry = ExternalConnector | ConnectorFactory

/**
 * The `connectors` option: a list added to the default connectors, or a function from the
 * default list (`defaultConnectors()`) to the whole list, which replaces it.
 */
export type ConnectorsOption =
  | ReadonlyArray<ConnectorEntry>
  | ((defaults: ReadonlyArray<ConnectorFactory>) => ReadonlyArray<ConnectorEntry>)

/**
 * The wallets of a `connectors` list handed in as they are (none for the function form); the
 * app's own array when it holds only wallets (identity kept, as for every option), and
 * anything else as it is, for the validators to refuse.
 */
export const externalConnectors = (
  option: ConnectorsOption | undefined,
): ReadonlyArray<ExternalConnector> => {
  if (typeof option === 'function') return []
  if (!Array.isArray(option)) return (option ?? []) as ReadonlyArray<ExternalConnector>
  return option.some((entry) => typeof entry === 'function')
    ? option.filter((entry): entry is ExternalConnector => typeof entry !== 'function')
    : option
}
