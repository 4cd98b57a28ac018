import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  devSplToken,
  localSolanaNetwork,
  type SolanaChain,
  startSolanaChain,
} from '../../playground/solana/index.ts'
import { type RunningServer, startServer } from '../../server/startServer.ts'
import { callApi } from './support/callApi.ts'

const projectId = 'test-project'
let chain: SolanaChain
let server: RunningServer
let caip: string

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 })
  caip = localSolanaNetwork(chain.url).caipNetworkId
  server = await startServer({
    port: 0,
    projectIds: [projectId],
    allowedOrigins: [],
    chains: [],
    solanaChains: [
      {
        caipNetworkId: caip as `solana:${string}`,
        rpcUrl: chain.url,
        tokens: [{ mint: chain.mint, ...devSplToken }],
      },
    ],
    prices: { SOL: 150, LDS: 2 },
    indexer: false,
  })
})
afterAll(async () => {
  await server?.stop()
  await chain?.stop()
})

const balance = (address: string, chainId = caip) =>
  callApi(
    'getAccountBalance',
    `${server.url}/v1/account/${encodeURIComponent(address)}/balance?projectId=${projectId}&st=latch-react&sv=0.1.0&currency=usd&chainId=${chainId}`,
  )

describe('GET /v1/account/{address}/balance on a Solana chain', () => {
  it('default: SOL and the dev SPL token, read from the chain and priced', async () => {
    const owner = chain.keys[0] as string
    const answer = await balance(owner)
    expect(answer.status).toBe(200)
    expect(answer.body.balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: caip,
        value: 15_000,
        price: 150,
        quantity: { decimals: '9', numeric: '100' },
        iconUrl: '',
      },
      {
        name: devSplToken.name,
        symbol: 'LDS',
        chainId: caip,
        address: `${caip}:${chain.mint}`,
        value: 2_000,
        price: 2,
        quantity: { decimals: '6', numeric: '1000' },
        iconUrl: '',
      },
    ])
  })

  it('parameters: a CAIP-10 account reads the same', async () => {
    const owner = chain.keys[1] as string
    const answer = await balance(`${caip}:${owner}`)
    expect(answer.status).toBe(200)
    expect(answer.body.balances.map((b: { symbol: string }) => b.symbol)).toEqual(['SOL', 'LDS'])
  })

  it('behavior: an address without tokens lists only SOL (zero)', async () => {
    const answer = await balance('Gvx1MjZ1HcqnQLnrkAcyjMaWrxAAeLKa9h4jX2U4N8bR')
    expect(answer.body.balances).toEqual([
      expect.objectContaining({ symbol: 'SOL', quantity: { decimals: '9', numeric: '0' } }),
    ])
  })

  it('behavior: an EVM address on a Solana chain is a 400 naming it', async () => {
    const answer = await balance('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(answer.status).toBe(400)
    expect(answer.body.reasons[0].description).toBe(
      "Invalid path parameter 'address': 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 is not a Solana address",
    )
  })

  it('behavior: the chain down is a 503 naming the chain', async () => {
    const down = await startSolanaChain({ port: 0 })
    await down.stop()
    const other = await startServer({
      port: 0,
      projectIds: [projectId],
      allowedOrigins: [],
      chains: [],
      solanaChains: [{ caipNetworkId: caip as `solana:${string}`, rpcUrl: down.url }],
      indexer: false,
      storage: server.storage,
    })
    try {
      const answer = await callApi(
        'getAccountBalance',
        `${other.url}/v1/account/${chain.keys[0]}/balance?projectId=${projectId}&st=latch-react&sv=0.1.0&currency=usd&chainId=${caip}`,
      )
      expect(answer.status).toBe(503)
      expect(answer.body.reasons[0].description).toMatch(
        new RegExp(`^Chain ${caip} is unavailable`),
      )
    } finally {
      await other.stop()
    }
  })
})
