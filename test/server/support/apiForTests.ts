import {
  type LocalChain,
  type StartChainOptions,
  startChain,
} from '../../../playground/chain/startChain.ts'
import {
  type RunningServer,
  type StartServerOptions,
  startServer,
} from '../../../server/startServer.ts'
import { startForTests } from '../../support/startForTests.ts'

/** The project and the app page the local API serves (`localApiForTests`). */
export const LOCAL_PROJECT = 'test-project'
export const LOCAL_APP = 'http://127.0.0.1:5173'
export const LOCAL_CAIP2 = 'eip155:31337'

/**
 * For a file's top level: a local chain (`eip155:31337`; `chain` options such as
 * `{ token: false }`) and the reference server over it on 127.0.0.1, serving `LOCAL_PROJECT` to
 * the page at `LOCAL_APP` with the chain's seeded tokens; `more(chain)` adds server options.
 * Both are started before the file's tests and stopped after them (see `startForTests`).
 *
 * @example
 * import { localApiForTests } from './support/apiForTests.ts'
 * const { chain, server } = localApiForTests({ more: () => ({ prices: { ETH: 3000 } }) })
 */
export const localApiForTests = (
  options: {
    readonly chain?: Partial<StartChainOptions>
    readonly more?: (chain: LocalChain) => Partial<StartServerOptions>
  } = {},
): { readonly chain: LocalChain; readonly server: RunningServer } => {
  const chain = startForTests(
    () => startChain({ port: 0, chainId: 31337, ...options.chain }),
    120_000,
  )
  const server = startForTests(
    () =>
      startServer({
        port: 0,
        host: '127.0.0.1',
        projectIds: [LOCAL_PROJECT],
        allowedOrigins: [LOCAL_APP],
        chains: [
          {
            caipNetworkId: LOCAL_CAIP2,
            rpcUrl: chain.url,
            tokens: chain.token ? [chain.token] : [],
          },
        ],
        ...options.more?.(chain),
      }),
    120_000,
  )
  return { chain, server }
}

/**
 * For a file's top level: the real Data API on 127.0.0.1 for `projectId` alone, with no chain,
 * no indexer and no app page, as a client outside the UI reaches it (it sends no `Origin`);
 * started before the file's tests and stopped after them.
 */
export const chainlessApiForTests = (projectId: string): RunningServer =>
  startForTests(
    () =>
      startServer({
        port: 0,
        projectIds: [projectId],
        allowedOrigins: [],
        chains: [],
        indexer: false,
      }),
    120_000,
  )
