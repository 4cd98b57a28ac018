import { createPublicClient, http, parseEther, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, it } from 'vitest'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { startChain } from '../../playground/chain/startChain.ts'
import { CLIENT_LIMIT_WINDOW_MS, RPC_PROXY_LIMIT } from '../../server/auth/authConstants.ts'
import { startServer } from '../../server/startServer.ts'
import { startForTests } from '../support/startForTests.ts'

// security-r3 F5 (rows 87, 88): anyone posts node administration and the node's own accounts'
// methods to the public RPC proxy, with no Origin and no credentials, as often as it likes.
const solanaCluster = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const victim = '0x00000000000000000000000000000000000f0e05' as const
let now = Date.parse('2030-01-01T00:00:00.000Z')

const chain = startForTests(() => startChain({ port: 0, chainId: 31337, token: false }), 120_000)
const server = startForTests(
  () =>
    startServer({
      port: 0,
      projectIds: ['demo'],
      allowedOrigins: ['http://127.0.0.1:5173'],
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: chain.url, tokens: [] }],
      // Nothing listens there: a forwarded call answers 503, a refused one never leaves.
      solanaChains: [{ caipNetworkId: solanaCluster, rpcUrl: 'http://127.0.0.1:1' }],
      indexer: false,
      now: () => now,
    }),
  120_000,
)
beforeEach(() => {
  now += CLIENT_LIMIT_WINDOW_MS
})

const rpc = async (body: unknown, chainId = 'eip155:31337') => {
  const response = await fetch(
    `${server.url}/v1?projectId=demo&st=latch-react&sv=0.1.0&chainId=${chainId}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const call = (method: string, params: unknown[] = [], id = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})
const reason = (answer: { body: Record<string, unknown> }) =>
  (answer.body.reasons as { description: string }[] | undefined)?.[0]?.description

describe('F5: the public RPC proxy forwards an allow-list, per client', () => {
  it('rule: anvil_setBalance is refused with 403 naming it, and the balance stays (row 87)', async () => {
    const answer = await rpc(call('anvil_setBalance', [victim, toHex(parseEther('1'))]))
    expect(answer.status).toBe(403)
    expect(reason(answer)).toBe(
      'The RPC proxy does not forward anvil_setBalance: it forwards reads and signed transactions only',
    )
    const node = createPublicClient({ transport: http(chain.url) })
    expect(await node.getBalance({ address: victim })).toBe(0n)
  })

  it("rule: the node's accounts and introspection are refused: eth_accounts, eth_sendTransaction, debug_*, evm_* (row 88)", async () => {
    const from = devAccounts[0]?.address
    for (const [method, params] of [
      ['eth_accounts', []],
      ['eth_sendTransaction', [{ from, to: victim, value: '0x1' }]],
      ['debug_traceTransaction', ['0x00']],
      ['personal_sign', ['0x00', from]],
    ] as const) {
      const answer = await rpc(call(method, [...params]))
      expect(answer.status, method).toBe(403)
      expect(reason(answer)).toContain(method)
    }
    // A batch with one bad call is refused whole: nothing in it reaches the node.
    const node = createPublicClient({ transport: http(chain.url) })
    const before = await node.getBlockNumber()
    const batch = await rpc([call('eth_blockNumber'), call('evm_mine', [], 2)])
    expect(batch.status).toBe(403)
    expect(reason(batch)).toContain('evm_mine')
    expect(await node.getBlockNumber()).toBe(before)
  })

  it('behavior: reads and a transaction the visitor signed still go through', async () => {
    const sender = privateKeyToAccount(devAccounts[1]!.privateKey)
    expect((await rpc(call('eth_getBalance', [sender.address, 'latest']))).status).toBe(200)
    const nonce = (await rpc(call('eth_getTransactionCount', [sender.address, 'latest']))).body
      .result as string
    const raw = await sender.signTransaction({
      chainId: 31337,
      type: 'eip1559',
      to: victim,
      value: 1n,
      nonce: Number(nonce),
      gas: 21_000n,
      maxFeePerGas: 10_000_000_000n,
      maxPriorityFeePerGas: 1n,
    })
    const sent = await rpc(call('eth_sendRawTransaction', [raw]))
    expect(sent.status).toBe(200)
    const node = createPublicClient({ transport: http(chain.url) })
    const receipt = await node.waitForTransactionReceipt({
      hash: sent.body.result as `0x${string}`,
    })
    expect(receipt.status).toBe('success')
  })

  it('rule: on Solana, reads and sendTransaction are forwarded, requestAirdrop and getProgramAccounts refused', async () => {
    expect((await rpc(call('requestAirdrop', ['x', 1]), solanaCluster)).status).toBe(403)
    expect((await rpc(call('getProgramAccounts', ['x']), solanaCluster)).status).toBe(403)
    // Forwarded: the (absent) node is asked, so 503.
    expect((await rpc(call('getBalance', ['x']), solanaCluster)).status).toBe(503)
  })

  it('rule: each client may send RPC_PROXY_LIMIT calls a minute, each call of a batch counting (test clock)', async () => {
    const batch = (size: number) =>
      rpc(Array.from({ length: size }, (_, i) => call('eth_chainId', [], i)))
    expect((await batch(1000)).status).toBe(200)
    expect((await batch(RPC_PROXY_LIMIT - 1000)).status).toBe(200)
    const limited = await rpc(call('eth_chainId'))
    expect(limited.status).toBe(429)
    expect(reason(limited)).toMatch(/^Please try again after \d+ seconds$/)
    now += CLIENT_LIMIT_WINDOW_MS
    expect((await rpc(call('eth_chainId'))).status).toBe(200)
  })
})
