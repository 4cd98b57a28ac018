import { type LocalChain, startChain } from '../../../../playground/chain/index.ts'
import type { Network } from '../../../../runtime/networks.ts'
import { type RunningServer, startServer } from '../../../../server/startServer.ts'
import { localNetwork } from '../../support/localNetwork.ts'
import { type FaultProxy, startFaultProxy } from './faultProxy.ts'

/** The project id the reference server answers. */
export const PROJECT_ID = 'faults'

/** anvil, the reference Data API over it, and a fault proxy in front of the API. */
export interface ReferenceStack {
  readonly chain: LocalChain
  readonly server: RunningServer
  readonly proxy: FaultProxy
  /** The app-side network of the chain. */
  readonly network: Network
  readonly stop: () => Promise<void>
}

/**
 * Starts anvil, the reference server (project {@link PROJECT_ID}, account 0 named
 * `alice.latch.id`) and a fault proxy in front of it, all on 127.0.0.1.
 */
export const startReferenceStack = async (): Promise<ReferenceStack> => {
  const chain = await startChain({ port: 0, chainId: 31337, token: false })
  const network = localNetwork(chain)
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    projectIds: [PROJECT_ID],
    allowedOrigins: [],
    chains: [{ caipNetworkId: network.caipNetworkId, rpcUrl: chain.url, tokens: [] }],
    prices: { ETH: 3000 },
    identities: { [chain.accounts[0]!.address]: { name: 'alice.latch.id', avatar: null } },
  })
  const proxy = await startFaultProxy(server.url)
  return {
    chain,
    server,
    proxy,
    network,
    stop: async () => {
      await proxy.stop()
      await server.stop()
      await chain.stop()
    },
  }
}
