import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devFiatRates, devOnrampProviders } from '../../playground/onramp/devOnrampProviders.ts'
import { type RunningServer, startServer } from '../../server/startServer.ts'
import { callApi, post } from './support/callApi.ts'

const projectId = 'test-project'
const sol = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const owner = 'FHcyP3sVGT9wvHRUCbYDVjhF5z7uNBUuYdR9YbXEpVHT'
let server: RunningServer
const url = (path: string) => `${server.url}${path}?projectId=${projectId}&st=latch-react&sv=0.1.0`

beforeAll(async () => {
  server = await startServer({
    port: 0,
    projectIds: [projectId],
    allowedOrigins: [],
    // Nothing is read from either chain for the onramp: addresses that are never called.
    chains: [{ caipNetworkId: 'eip155:31337', name: 'Latch Local', rpcUrl: 'http://127.0.0.1:9' }],
    solanaChains: [{ caipNetworkId: sol, rpcUrl: 'http://127.0.0.1:9' }],
    prices: { ETH: 3000, SOL: 150 },
    indexer: false,
    onramp: {
      providers: devOnrampProviders,
      pageUrl: 'http://127.0.0.1:8794/buy',
      fiatRates: devFiatRates,
    },
  })
}, 60_000)
afterAll(() => server?.stop())

describe('the onramp on a served Solana chain (SPEC §9: onramp on eip155 and solana)', () => {
  it('behavior: options offer SOL on the Solana chain', async () => {
    const answer = await callApi('getOnrampOptions', url('/v1/onramp/options'))
    expect(answer.status).toBe(200)
    const { purchaseCurrencies } = answer.body as {
      purchaseCurrencies: { id: string; networks: { name: string }[] }[]
    }
    expect(purchaseCurrencies.map((c) => [c.id, c.networks.map((n) => n.name)])).toEqual([
      ['ETH', ['eip155:31337']],
      ['SOL', [sol]],
    ])
  })

  it('behavior: SOL is quoted and the purchase page is made for a Solana address', async () => {
    const quote = await callApi(
      'postOnrampQuote',
      url('/v1/onramp/quote'),
      post({ purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '50', network: sol }),
    )
    expect(quote.status).toBe(200)
    expect(quote.body).toMatchObject({ purchaseAmount: { currency: 'SOL' } })
    const page = await callApi(
      'postOnrampUrl',
      url('/v1/generators/onrampurl'),
      post({
        destinationWallets: [{ address: owner, blockchains: [sol], assets: ['SOL'] }],
        defaultNetwork: sol,
        partnerUserId: owner,
        defaultExperience: 'buy',
        presetFiatAmount: 50,
      }),
    )
    expect(page.status).toBe(200)
    const made = new URL((page.body as { url: string }).url)
    expect(Object.fromEntries(made.searchParams)).toMatchObject({
      network: sol,
      address: owner,
      asset: 'SOL',
    })
  })
})
