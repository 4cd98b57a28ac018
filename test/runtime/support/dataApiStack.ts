import { afterEach } from 'vitest'
import { type LocalChain, startChain } from '../../../playground/chain/index.ts'
import type { LatchClient } from '../../../runtime/client.ts'
import type { Network } from '../../../runtime/networks.ts'
import {
  type RunningServer,
  type StartServerOptions,
  startServer,
} from '../../../server/startServer.ts'
import { localNetwork } from './localNetwork.ts'

/** A local chain and the reference server in front of it, for the Data API client tests. */
export type DataApiStack = {
  readonly chain: LocalChain
  readonly local: Network
  readonly server: RunningServer
  readonly stop: () => Promise<void>
}

/**
 * Starts a local chain (no token) and the reference server on 127.0.0.1 for project `test`,
 * signing in as http://localhost (the runtime in Node has no page location), with `more`
 * server options made from the chain.
 *
 * @example
 * import { startDataApiStack } from '../support/dataApiStack.ts'
 * const stack = await startDataApiStack((chain) => ({ prices: { ETH: 3000 } }))
 * await stack.stop()
 */
export const startDataApiStack = async (
  more: (chain: LocalChain) => Partial<StartServerOptions> = () => ({}),
): Promise<DataApiStack> => {
  const chain = await startChain({ port: 0, chainId: 31337, token: false })
  const local = localNetwork(chain)
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    projectIds: ['test'],
    allowedOrigins: [],
    // In Node the runtime signs as http://localhost (no page location, no metadata.url).
    signIn: { test: { domains: ['localhost'], uris: ['http://localhost'] } },
    chains: [{ caipNetworkId: local.caipNetworkId, rpcUrl: chain.url, tokens: [] }],
    ...more(chain),
  })
  const stop = async () => {
    await server.stop()
    await chain.stop()
  }
  return { chain, local, server, stop }
}

/**
 * A list of the clients a test makes, each destroyed after the test, passed or failed, so
 * none leaves timers behind.
 *
 * @example
 * import { destroyedAfterEach } from '../support/dataApiStack.ts'
 * const clients = destroyedAfterEach()
 * clients.push(latch)
 */
export const destroyedAfterEach = (): LatchClient[] => {
  const clients: LatchClient[] = []
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((latch) => latch.destroy()))
  })
  return clients
}
