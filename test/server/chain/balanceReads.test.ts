import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, formatEther, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../../playground/chain/devAccounts.ts'
import { type LocalChain, startChain } from '../../../playground/chain/startChain.ts'
import { readBalances } from '../../../server/chain/readBalances.ts'
import type { ServerChain } from '../../../server/chain/ServerChain.ts'

type Call = { id: number; method: string; params: [unknown, ...unknown[]] }

let chain: LocalChain
let proxy: Server
let proxyUrl: string
/** Each POST that reached the node through the proxy: the calls of its batch. */
const posts: Call[][] = []
/** The node answers a JSON-RPC error to every call that names this address. */
const poisoned = '0x00000000000000000000000000000000000bad00'

const rpc = async (method: string, params: unknown[]) => {
  const response = await fetch(chain.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

/** The node at the edge: anvil itself, behind a proxy that counts POSTs and poisons one address. */
const startProxy = () =>
  createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    req.on('end', async () => {
      const calls = JSON.parse(body) as Call[]
      posts.push(calls)
      const answer = await fetch(chain.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      const answers = (await answer.json()) as { id: number }[]
      const named = (c: Call) => JSON.stringify(c.params).toLowerCase().includes(poisoned.slice(2))
      const bad = new Set(calls.filter(named).map((c) => c.id))
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify(
          answers.map((a) =>
            bad.has(a.id)
              ? { jsonrpc: '2.0', id: a.id, error: { code: -32000, message: 'poisoned' } }
              : a,
          ),
        ),
      )
    })
  })

beforeAll(async () => {
  chain = await startChain({ port: 0, chainId: 31337 })
  // Distinct native balances, so a read answered with another owner's result shows.
  for (const [i, account] of devAccounts.slice(1, 5).entries())
    await rpc('anvil_setBalance', [
      account.address,
      `0x${parseEther(String(100 + i)).toString(16)}`,
    ])
  proxy = startProxy()
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
}, 60_000)
afterAll(async () => {
  await new Promise<void>((resolve) => proxy?.close(() => resolve()))
  await chain?.stop()
})

const served = (): ServerChain => {
  if (!chain.token) throw new Error('the local chain deploys the Latch Dev Token')
  return { caipNetworkId: 'eip155:31337', rpcUrl: proxyUrl, tokens: [chain.token] }
}

const summary = (balances: Awaited<ReturnType<typeof readBalances>>) =>
  balances.map((b) => `${b.symbol} ${b.quantity.numeric}`)

describe('balance reads of one event-loop turn (one JSON-RPC batch POST)', () => {
  it('behavior: concurrent reads each get their own balances, and reach the node as one POST', async () => {
    const config = served()
    const owners = [1, 2, 3, 4, 1].map((i) => devAccounts[i]?.address as Address)
    const before = posts.length
    const results = await Promise.allSettled([
      ...owners.map((owner) => readBalances(config, owner, { ETH: 3000, LDT: 1 })),
      readBalances(config, poisoned, {}),
      readBalances(config, '0x1234' as Address, {}),
    ])
    expect(posts.length - before).toBe(1)
    // 6 valid owners (the repeated one read twice: not merged) × eth_getBalance + balanceOf.
    expect(posts.at(-1)?.length).toBe(12)
    const holders = chain.token?.holders.map((h) => h.toLowerCase()) ?? []
    const expected = [1, 2, 3, 4, 1].map((i) => {
      const owner = devAccounts[i]?.address.toLowerCase() ?? ''
      const eth = `ETH ${formatEther(parseEther(String(99 + i)))}`
      return holders.includes(owner) ? [eth, 'LDT 1000000'] : [eth]
    })
    const fulfilled = results
      .slice(0, 5)
      .map((r) => (r.status === 'fulfilled' ? summary(r.value) : r))
    expect(fulfilled).toEqual(expected)
    expect(results[5]).toMatchObject({ status: 'rejected', reason: { message: 'poisoned' } })
    expect(results[6]).toMatchObject({
      status: 'rejected',
      reason: { message: '0x1234 is not an EVM address' },
    })
  })

  it('behavior: reads of a later turn go in the next POST', async () => {
    const config = served()
    const before = posts.length
    await readBalances(config, devAccounts[1]?.address as Address, {})
    await readBalances(config, devAccounts[2]?.address as Address, {})
    expect(posts.length - before).toBe(2)
  })

  it('behavior: at most RPC_BATCH_MAX_CALLS calls a POST (50 owners of 2 calls each)', async () => {
    const config = served()
    const owners = Array.from({ length: 120 }, (_, i) => devAccounts[i % 5]?.address as Address)
    const before = posts.length
    const results = await Promise.all(owners.map((owner) => readBalances(config, owner, {})))
    expect(posts.slice(before).map((calls) => calls.length)).toEqual([100, 100, 40])
    expect(results.map((r) => r[0]?.quantity.numeric)).toEqual(
      owners.map((_, i) =>
        i % 5 === 0 ? results[0]?.[0]?.quantity.numeric : String(99 + (i % 5)),
      ),
    )
  })
})
