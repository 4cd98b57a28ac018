import { Effect } from 'effect'
import type { Connector } from '../../../runtime/connectors/Connector.ts'

/**
 * A wallet at the edge of the machine for flow tests: an eip155 connector that is already
 * connected (connect is never asked), whose RPC requests `request` answers.
 */
export const testWallet = (request: Connector['request']): Connector => ({
  id: 'w',
  name: 'Wallet',
  type: 'EXTERNAL',
  namespace: 'eip155',
  icon: undefined,
  rdns: undefined,
  connect: () => Effect.die('unused'),
  restore: () => Effect.succeed(undefined),
  disconnect: () => Effect.void,
  switchNetwork: () => Effect.void,
  request,
  subscribe: () => () => {},
})
