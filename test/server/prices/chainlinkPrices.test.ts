import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileContract, loadSolc } from '../../../codegen/solidity/compileContract.ts'
import { devAccounts } from '../../../playground/chain/devAccounts.ts'
import { type LocalChain, startChain } from '../../../playground/chain/startChain.ts'
import { cachedPrices } from '../../../server/prices/cachedPrices.ts'
import { chainlinkPrices } from '../../../server/prices/chainlinkPrices.ts'
import { type RunningServer, startServer } from '../../../server/startServer.ts'

/** Compiles the mock aggregator with the repository's one compile step. */
const compileAggregator = (): { abi: Abi; bytecode: Hex } => {
  const source = readFileSync(join(import.meta.dirname, 'MockAggregatorV3.sol'), 'utf8')
  const { abi, bytecode } = compileContract(loadSolc(), 'MockAggregatorV3', source)
  return { abi: abi as Abi, bytecode }
}

const owner = devAccounts[0]
if (!owner) throw new Error('no dev account')
let chain: LocalChain
let client: PublicClient
let aggregator: Address
let setAnswer: (usd: number, updatedAtS: number) => Promise<void>
let server: RunningServer | undefined
// The server's clock, moved by the test (seconds are what the feed speaks).
let clock = Date.UTC(2026, 10, 26, 12) as number
const nowS = () => Math.floor(clock / 1000)

beforeAll(async () => {
  chain = await startChain({ port: 0, chainId: 31337, batchExecutor: false })
  client = createPublicClient({ transport: http(chain.url) }) as PublicClient
  const wallet = createWalletClient({
    account: privateKeyToAccount(owner.privateKey),
    transport: http(chain.url),
  })
  const { abi, bytecode } = compileAggregator()
  const deployed = await wallet.deployContract({ abi, bytecode, args: [8], chain: null })
  const receipt = await client.waitForTransactionReceipt({ hash: deployed })
  aggregator = receipt.contractAddress as Address
  setAnswer = async (usd, updatedAtS) => {
    const hash = await wallet.writeContract({
      address: aggregator,
      abi,
      functionName: 'setAnswer',
      args: [BigInt(Math.round(usd * 1e8)), BigInt(updatedAtS)],
      chain: null,
    })
    await client.waitForTransactionReceipt({ hash })
  }
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await chain?.stop()
})

describe('Chainlink price feeds (AggregatorV3Interface on anvil)', () => {
  it('reads the answer scaled by its decimals, reuses it for the TTL, and drops it once stale', async () => {
    await setAnswer(3012.5, nowS())
    const source = cachedPrices(chainlinkPrices({ ETH: { client, aggregator } }), {
      ttlMs: 60_000,
      maxAgeMs: 3_600_000,
      now: () => clock,
    })
    expect(await source.table()).toEqual({ ETH: 3012.5 })
    await setAnswer(3100, nowS())
    clock += 59_000
    expect(await source.table()).toEqual({ ETH: 3012.5 }) // within the TTL: not read again
    clock += 1_000
    expect(await source.table()).toEqual({ ETH: 3100 })
    // The feed stops updating: once its last update is older than the limit, no price.
    clock += 3_600_000
    expect(await source.table()).toEqual({})
    await setAnswer(0, nowS())
    clock += 60_000
    expect(await source.table()).toEqual({}) // a zero answer is no price either
  })

  it('prices the Data API from the feed, and a stale feed shows no USD rather than an old price', async () => {
    await setAnswer(2500, nowS())
    server = await startServer({
      port: 0,
      projectIds: ['p'],
      allowedOrigins: [],
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: chain.url }],
      indexer: false,
      now: () => clock,
      priceSource: cachedPrices(chainlinkPrices({ ETH: { client, aggregator } }), {
        ttlMs: 60_000,
        maxAgeMs: 3_600_000,
        now: () => clock,
      }),
    })
    const ask = async () => {
      const response = await fetch(
        `${server?.url}/v1/fungible/price?projectId=p&st=latch-react&sv=0.1.0`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            currency: 'usd',
            projectId: 'p',
            addresses: ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
          }),
        },
      )
      expect(response.status).toBe(200)
      return ((await response.json()) as { fungibles: { symbol: string; price: number }[] })
        .fungibles
    }
    expect(await ask()).toEqual([{ name: 'Ether', symbol: 'ETH', iconUrl: '', price: 2500 }])
    clock += 2 * 3_600_000
    expect(await ask()).toEqual([])
  }, 60_000)
})
