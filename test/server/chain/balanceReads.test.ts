import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, decodeAbiParameters, formatEther, type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../../playground/chain/devAccounts.ts'
import { type LocalChain, startChain } from '../../../playground/chain/startChain.ts'
import { balanceReaderBytecode } from '../../../server/chain/balanceReaderArtifact.ts'
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

/** Whether a POST's calls are one deployless call of the reader (an `eth_call` with no `to`). */
const deployless = ([call, ...more]: Call[]) =>
  call !== undefined &&
  more.length === 0 &&
  call.method === 'eth_call' &&
  !('to' in (call.params[0] as object)) &&
  (call.params[0] as { data: string }).data.startsWith(balanceReaderBytecode)

/** The owners a deployless call asks for (its constructor's first argument). */
const ownersAsked = (calls: Call[]) => {
  const [call] = calls
  if (!call) throw new Error('a POST with no call')
  const { data } = call.params[0] as { data: Hex }
  const [owners] = decodeAbiParameters(
    [{ type: 'address[]' }, { type: 'address[]' }],
    `0x${data.slice(balanceReaderBytecode.length)}`,
  )
  return owners.length
}

const expectedOf = (indexes: readonly number[]) => {
  const holders = chain.token?.holders.map((h) => h.toLowerCase()) ?? []
  return indexes.map((i) => {
    const owner = devAccounts[i]?.address.toLowerCase() ?? ''
    const eth = `ETH ${formatEther(parseEther(String(99 + i)))}`
    return holders.includes(owner) ? [eth, 'LDT 1000000'] : [eth]
  })
}

describe('balance reads of one event-loop turn (one call to the node)', () => {
  it('behavior: concurrent reads each get their own balances from ONE deployless eth_call', async () => {
    const config = served()
    const indexes = [1, 2, 3, 4, 1]
    const owners = indexes.map((i) => devAccounts[i]?.address as Address)
    const before = posts.length
    const results = await Promise.allSettled([
      ...owners.map((owner) => readBalances(config, owner, { ETH: 3000, LDT: 1 })),
      readBalances(config, '0x1234' as Address, {}),
    ])
    expect(posts.length - before).toBe(1)
    expect(deployless(posts.at(-1) ?? [])).toBe(true)
    // The repeated owner is asked twice: reads are not merged.
    expect(ownersAsked(posts.at(-1) ?? [])).toBe(5)
    const fulfilled = results
      .slice(0, 5)
      .map((r) => (r.status === 'fulfilled' ? summary(r.value) : r))
    expect(fulfilled).toEqual(expectedOf(indexes))
    expect(results[5]).toMatchObject({
      status: 'rejected',
      reason: { message: '0x1234 is not an EVM address' },
    })
  })

  it('behavior: a node that answers the deployless call with an error is asked plain calls, then and from then on', async () => {
    const config = served()
    const indexes = [1, 2, 3, 4, 1]
    const before = posts.length
    const results = await Promise.allSettled([
      ...indexes.map((i) => readBalances(config, devAccounts[i]?.address as Address, {})),
      readBalances(config, poisoned, {}),
    ])
    // The deployless call names the poisoned address, so the node refuses it whole; the same
    // owners then go as one batch of eth_getBalance + balanceOf, where only that owner fails.
    expect(
      posts.slice(before).map((calls) => (deployless(calls) ? 'deployless' : calls.length)),
    ).toEqual(['deployless', 12])
    const fulfilled = results
      .slice(0, 5)
      .map((r) => (r.status === 'fulfilled' ? summary(r.value) : r))
    expect(fulfilled).toEqual(expectedOf(indexes))
    expect(results[5]).toMatchObject({ status: 'rejected', reason: { message: 'poisoned' } })
    const next = posts.length
    await readBalances(config, devAccounts[2]?.address as Address, {})
    expect(posts.slice(next).map((calls) => calls.map((c) => c.method))).toEqual([
      ['eth_getBalance', 'eth_call'],
    ])
  })

  it('behavior: reads of a later turn go in the next call', async () => {
    const config = served()
    const before = posts.length
    await readBalances(config, devAccounts[1]?.address as Address, {})
    await readBalances(config, devAccounts[2]?.address as Address, {})
    expect(posts.slice(before).map(deployless)).toEqual([true, true])
  })

  it('behavior: at most RPC_BATCH_MAX_CALLS amounts a call (50 owners of 2 amounts each)', async () => {
    const config = served()
    const owners = Array.from({ length: 120 }, (_, i) => devAccounts[i % 5]?.address as Address)
    const before = posts.length
    const results = await Promise.all(owners.map((owner) => readBalances(config, owner, {})))
    expect(posts.slice(before).map(ownersAsked)).toEqual([50, 50, 20])
    expect(results.map((r) => r[0]?.quantity.numeric)).toEqual(
      owners.map((_, i) =>
        i % 5 === 0 ? results[0]?.[0]?.quantity.numeric : String(99 + (i % 5)),
      ),
    )
  })

  it('behavior: the plain batch holds at most RPC_BATCH_MAX_CALLS calls a POST', async () => {
    const config = served()
    await readBalances(config, poisoned, {}).catch(() => undefined)
    const owners = Array.from({ length: 120 }, (_, i) => devAccounts[i % 5]?.address as Address)
    const before = posts.length
    await Promise.all(owners.map((owner) => readBalances(config, owner, {})))
    expect(posts.slice(before).map((calls) => calls.length)).toEqual([100, 100, 40])
  })
})
