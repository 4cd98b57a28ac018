import { formatEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../../playground/chain/devAccounts.ts'
import { type LocalChain, startChain } from '../../../playground/chain/startChain.ts'
import { readBalances } from '../../../server/chain/readBalances.ts'
import { freePort } from '../support/freePort.ts'

let chain: LocalChain

beforeAll(async () => {
  chain = await startChain({ port: 0, chainId: 31337 })
}, 60_000)
afterAll(async () => {
  await chain?.stop()
})

const holder = devAccounts[1]?.address as `0x${string}`

describe('readBalances (one JSON-RPC batch to the chain node)', () => {
  it('behavior: reads ETH and the token through the fallback URL when rpcUrl refuses', async () => {
    const token = chain.token
    if (!token) throw new Error('the local chain deploys the Latch Dev Token')
    const balances = await readBalances(
      {
        caipNetworkId: 'eip155:31337',
        rpcUrl: `http://127.0.0.1:${await freePort()}`,
        fallbackRpcUrls: [chain.url],
        tokens: [token],
      },
      holder,
      { ETH: 3000, LDT: 1 },
    )
    expect(balances.map((b) => [b.symbol, b.price])).toEqual([
      ['ETH', 3000],
      ['LDT', 1],
    ])
    expect(Number(balances[0]?.quantity.numeric)).toBeGreaterThan(0)
  })

  it('error: a configured token that is not a contract fails the read', async () => {
    await expect(
      readBalances(
        {
          caipNetworkId: 'eip155:31337',
          rpcUrl: chain.url,
          tokens: [{ address: holder, name: 'Nothing', symbol: 'NIL', decimals: 18 }],
        },
        holder,
        {},
      ),
    ).rejects.toThrow('NIL balanceOf returned no amount')
  })
  it('behavior: a chain with no tokens lists the native balance alone', async () => {
    const balances = await readBalances(
      { caipNetworkId: 'eip155:31337', rpcUrl: chain.url },
      holder,
      { ETH: 3000 },
    )
    expect(balances.map((b) => b.symbol)).toEqual(['ETH'])
    const wei = BigInt(
      await fetch(chain.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_getBalance',
          params: [holder, 'latest'],
        }),
      }).then(async (r) => ((await r.json()) as { result: string }).result),
    )
    expect(balances[0]?.quantity.numeric).toBe(formatEther(wei))
  })
})
