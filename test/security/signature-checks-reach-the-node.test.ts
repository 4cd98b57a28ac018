import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RPC_PROXY_LIMIT } from '../../server/auth/authConstants.ts'
import { type RunningServer, startServer } from '../../server/startServer.ts'

// Round 12, a client that never uses the UI: the RPC proxy holds each client to
// RPC_PROXY_LIMIT node calls a minute (security-r3 F5), but `POST /v1/profile/account` and
// `POST /v1/sessions` check an EVM signature with viem's `verifyMessage`, which asks the
// chain's node (`eth_call` for ERC-1271 / ERC-6492, whose factory call the signature picks).
// Anyone could post made-up signatures without a session or a live nonce, each one a call to
// the node outside that budget. The node is the edge here: a counting stand-in on 127.0.0.1.
const projectId = 'node-budget'
const coinType = 0x80000000 + 31337
let nodeCalls = 0
type Call = { readonly id: number; readonly method: string }
let node: Server
let api: RunningServer

beforeAll(async () => {
  node = createServer((req, res) => {
    let text = ''
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString()
    })
    req.on('end', () => {
      const body = JSON.parse(text) as Call | Call[]
      const calls = Array.isArray(body) ? body : [body]
      nodeCalls += calls.length
      // Every signature check's eth_call answers false; everything else the chain id.
      const answers = calls.map((call) => ({
        jsonrpc: '2.0',
        id: call.id,
        result: call.method === 'eth_call' ? `0x${'0'.repeat(64)}` : '0x7a69',
      }))
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(Array.isArray(body) ? answers : answers[0]))
    })
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  api = await startServer({
    port: 0,
    projectIds: [projectId],
    allowedOrigins: [],
    chains: [
      {
        caipNetworkId: 'eip155:31337',
        rpcUrl: `http://127.0.0.1:${(node.address() as AddressInfo).port}`,
      },
    ],
    indexer: false,
  })
})
afterAll(async () => {
  await api?.stop()
  await new Promise<void>((resolve) => node.close(() => resolve()))
})

const q = (path: string, query = '') =>
  `${api.url}${path}?projectId=${projectId}&st=latch-react&sv=0.1.0${query}`

/** A name registration with a made-up (ERC-6492-shaped) signature, as a script posts it. */
const forgedRegistration = () =>
  fetch(q('/v1/profile/account'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: coinType,
      address: '0x000000000000000000000000000000000000dEaD',
      message: JSON.stringify({
        name: 'mallory1',
        attributes: {},
        timestamp: Math.floor(Date.now() / 1000),
      }),
      signature: `0x${'ab'.repeat(96)}${'6492'.repeat(16)}`,
    }),
  })

const proxyBatch = (size: number) =>
  fetch(q('/v1', '&chainId=eip155:31337'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      Array.from({ length: size }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_blockNumber' })),
    ),
  })

describe('signature checks and the node budget of one client', () => {
  it(`attack: once ${RPC_PROXY_LIMIT} node calls are spent, a made-up signature gets 429 and reaches no node`, async () => {
    // A forged registration costs the node at least one call, counted in the client's budget.
    const before = nodeCalls
    expect((await forgedRegistration()).status).toBe(400)
    const perCheck = nodeCalls - before
    expect(perCheck).toBeGreaterThan(0)
    // The rest of the minute's budget goes through the proxy…
    expect((await proxyBatch(1_000)).status).toBe(200)
    let status = 200
    for (let i = 0; status === 200 && i < 10; i++) status = (await proxyBatch(50)).status
    expect(status).toBe(429)
    // …and the signature checks are out of it too: refused before the node is asked.
    const spent = nodeCalls
    const refused = await forgedRegistration()
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({
      reasons: [{ description: expect.stringMatching(/^Please try again after \d+ seconds$/) }],
    })
    expect(nodeCalls).toBe(spent)
  })
  it("behavior: with the budget spent, an account's own key still registers its name, asking no node", async () => {
    // The budget is spent by the test above (same client, same minute): ecrecover proves an
    // EOA's signature without the node, so a visitor behind a busy address is not refused.
    expect((await forgedRegistration()).status).toBe(429)
    const account = privateKeyToAccount(generatePrivateKey())
    const message = JSON.stringify({
      name: 'honest1',
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const spent = nodeCalls
    const own = await fetch(q('/v1/profile/account'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: coinType,
        address: account.address,
        message,
        signature: await account.signMessage({ message }),
      }),
    })
    expect(own.status).toBe(200)
    expect(nodeCalls).toBe(spent)
  })
})
