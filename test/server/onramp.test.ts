import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devFiatRates, devOnrampProviders } from '../../playground/onramp/devOnrampProviders.ts'
import { type RunningServer, startServer } from '../../server/startServer.ts'
import { callApi, post } from './support/callApi.ts'

const projectId = 'test-project'
const c1 = 'eip155:31337'
const wallet = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let server: RunningServer
let bare: RunningServer
const url = (s: RunningServer, path: string) =>
  `${s.url}${path}?projectId=${projectId}&st=latch-react&sv=0.1.0`
const quote = (body: Record<string, unknown>, s = server) =>
  callApi(
    'postOnrampQuote',
    url(s, '/v1/onramp/quote'),
    post({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50', network: c1, ...body }),
  )

beforeAll(async () => {
  const common = {
    port: 0,
    projectIds: [projectId],
    allowedOrigins: [],
    // Nothing is read from the chain for the onramp: an address that is never called.
    chains: [{ caipNetworkId: c1, name: 'Latch Local', rpcUrl: 'http://127.0.0.1:9' }],
    prices: { ETH: 3000 },
    indexer: false as const,
  }
  ;[server, bare] = await Promise.all([
    startServer({
      ...common,
      onramp: {
        providers: devOnrampProviders,
        pageUrl: 'http://127.0.0.1:8794/buy',
        fiatRates: devFiatRates,
      },
    }),
    startServer(common),
  ])
}, 60_000)
afterAll(async () => {
  await Promise.all([server?.stop(), bare?.stop()])
})

describe('/v1/onramp/options', () => {
  it('default: ETH on the served chain, USD and EUR by card and bank transfer, the two providers', async () => {
    const answer = await callApi('getOnrampOptions', url(server, '/v1/onramp/options'))
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      purchaseCurrencies: [
        {
          id: 'ETH',
          name: 'Ether',
          symbol: 'ETH',
          networks: [{ name: c1, display_name: 'Latch Local', chain_id: '31337' }],
        },
      ],
      paymentCurrencies: ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'bank_transfer', min: '10.00', max: '25000.00' },
        ],
      })),
      providers: [
        { id: 'latch-ramp', name: 'Latch Ramp', feePercent: 1 },
        { id: 'dev-pay', name: 'Dev Pay', feePercent: 1.5 },
      ],
    })
  })

  it('parameters: a server without an onramp offers nothing', async () => {
    const answer = await callApi('getOnrampOptions', url(bare, '/v1/onramp/options'))
    expect(answer.body).toEqual({ purchaseCurrencies: [], paymentCurrencies: [], providers: [] })
  })
})

describe('/v1/onramp/quote', () => {
  it('default: the cheapest provider; its fee off the top, the rest at the price table', async () => {
    const answer = await quote({})
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      fees: [{ name: 'Latch Ramp fee', value: '0.50', currency: 'USD' }],
      paymentSubtotal: { value: '49.50', currency: 'USD' },
      paymentTotal: { value: '50.00', currency: 'USD' },
      purchaseAmount: { value: '0.0165', currency: 'ETH' },
      provider: 'latch-ramp',
    })
    expect(answer.body.quoteId).toMatch(/^latch-ramp-/)
  })

  it('parameters: provider and currency', async () => {
    const answer = await quote({ provider: 'dev-pay', paymentCurrency: 'EUR', amount: '100' })
    expect(answer.body).toMatchObject({
      fees: [{ name: 'Dev Pay fee', value: '1.50', currency: 'EUR' }],
      paymentSubtotal: { value: '98.50', currency: 'EUR' },
      purchaseAmount: { value: '0.03546', currency: 'ETH' },
    })
  })

  it('behavior: out of the limits, an unknown provider or network, no onramp: 400 with the reason', async () => {
    const cases = [
      [{ amount: '5' }, "Invalid body field 'amount': 5 must be from 10.00 to 25000.00"],
      [{ provider: 'nope' }, "Invalid body field 'provider': nope is not an onramp provider here"],
      [{ network: 'eip155:1' }, "Invalid body field 'network': eip155:1 is not served here"],
      [
        { purchaseCurrency: 'XYZ' },
        "Invalid body field 'purchaseCurrency': XYZ cannot be bought here",
      ],
    ] as const
    for (const [body, reason] of cases) {
      const answer = await quote(body)
      expect([answer.status, answer.body.reasons[0].description]).toEqual([400, reason])
    }
    const none = await quote({}, bare)
    expect(none.body.reasons[0].description).toBe('No onramp provider is configured on this server')
  })
})

describe('/v1/generators/onrampurl', () => {
  it('default: the provider page with the order in its query', async () => {
    const answer = await callApi(
      'postOnrampUrl',
      url(server, '/v1/generators/onrampurl'),
      post({
        destinationWallets: [{ address: wallet, blockchains: [c1], assets: ['ETH'] }],
        defaultNetwork: c1,
        partnerUserId: wallet,
        defaultExperience: 'buy',
        presetFiatAmount: 50,
        provider: 'dev-pay',
        paymentCurrency: 'USD',
      }),
    )
    expect(answer.status).toBe(200)
    const page = new URL(answer.body.url)
    expect(page.origin + page.pathname).toBe('http://127.0.0.1:8794/buy')
    expect(Object.fromEntries(page.searchParams)).toEqual({
      provider: 'dev-pay',
      address: wallet,
      network: c1,
      asset: 'ETH',
      partnerUserId: wallet,
      fiat: '50',
      currency: 'USD',
    })
  })
})
