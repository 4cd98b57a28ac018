import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from '@effect/vitest'
import { Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import { CONFIRM_TIMEOUT_MS } from '../../../runtime/constants.ts'
import {
  ChainRpc,
  type ChainRpcError,
  type ChainRpcNetwork,
  rpcUrlFor,
} from '../../../runtime/services/ChainRpc.ts'

interface RpcCall {
  readonly id: number
  readonly method: string
  readonly params?: unknown
}

/** One POST the node received: its URL (path and query) and its JSON-RPC calls. */
interface Post {
  readonly url: string
  readonly calls: ReadonlyArray<RpcCall>
}

/** A JSON-RPC node on 127.0.0.1 that records every POST and can fail on demand. */
interface Node {
  readonly url: string
  readonly posts: Array<Post>
  /** When true, every POST is answered with HTTP 500. */
  failing: boolean
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
    })
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })

const answer = (call: RpcCall, balance: bigint) => {
  switch (call.method) {
    case 'eth_chainId':
      return { jsonrpc: '2.0', id: call.id, result: '0x539' }
    case 'eth_blockNumber':
      return { jsonrpc: '2.0', id: call.id, result: '0x10' }
    case 'eth_getBalance':
      return { jsonrpc: '2.0', id: call.id, result: `0x${balance.toString(16)}` }
    case 'eth_call':
      // Any contract answers one uint256: 42.
      return { jsonrpc: '2.0', id: call.id, result: `0x${(42).toString(16).padStart(64, '0')}` }
    case 'eth_getTransactionReceipt':
      // A receipt that never comes: the transaction stays unmined.
      return { jsonrpc: '2.0', id: call.id, result: null }
    default:
      return { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } }
  }
}

/** Starts a node answering eth_getBalance with `balance`; closed with the test's scope. */
const startNode = (balance: bigint) =>
  Effect.acquireRelease(
    Effect.promise(
      () =>
        new Promise<{ node: Node; server: Server }>((resolve) => {
          const node: Node = { url: '', posts: [], failing: false }
          const server = createServer((req, res) => {
            void readBody(req).then((body) => {
              const parsed = JSON.parse(body) as RpcCall | Array<RpcCall>
              const calls = Array.isArray(parsed) ? parsed : [parsed]
              node.posts.push({ url: req.url ?? '', calls })
              if (node.failing) {
                res.writeHead(500, { 'content-type': 'text/plain' }).end('down')
                return
              }
              const replies = calls.map((call) => answer(call, balance))
              res
                .writeHead(200, { 'content-type': 'application/json' })
                .end(JSON.stringify(Array.isArray(parsed) ? replies : replies[0]))
            })
          })
          server.listen(0, '127.0.0.1', () => {
            const { port } = server.address() as AddressInfo
            resolve({ node: Object.assign(node, { url: `http://127.0.0.1:${port}` }), server })
          })
        }),
    ),
    ({ server }) =>
      Effect.promise(
        () =>
          new Promise<void>((resolve) => {
            server.closeAllConnections()
            server.close(() => resolve())
          }),
      ),
  ).pipe(Effect.map(({ node }) => node))

const network = (chainId: number, ...urls: Array<string>): ChainRpcNetwork => ({
  id: chainId,
  caipNetworkId: `eip155:${chainId}`,
  rpcUrls: { default: { http: urls } },
})

const address = '0x00000000000000000000000000000000000000aa'
const hash = `0x${'ab'.repeat(32)}` as const

const callsOf = (node: Node, method: string) =>
  node.posts.filter((post) => post.calls.some((call) => call.method === method))

describe('ChainRpc', () => {
  it.effect('default: reads a balance from the network RPC URL', () =>
    Effect.gen(function* () {
      const node = yield* startNode(1234n)
      const rpc = yield* ChainRpc.make({ projectId: 'demo' })
      expect(yield* rpc.getBalance(network(1337, `${node.url}/rpc`), address)).toBe(1234n)
      expect(yield* rpc.getBlockNumber(network(1337, `${node.url}/rpc`))).toBe(16n)
      expect(callsOf(node, 'eth_getBalance')[0]?.url).toBe('/rpc')
    }),
  )

  it.effect('parameters: proxyUrl adds chainId and projectId to the proxy URL only', () =>
    Effect.gen(function* () {
      const node = yield* startNode(1n)
      const rpc = yield* ChainRpc.make({
        projectId: 'demo',
        proxyUrl: `${node.url}/v1`,
        sdkType: 'latch-react',
        sdkVersion: '0.1.0',
      })
      yield* rpc.getBalance(network(10, `${node.url}/v1/`), address)
      yield* rpc.getBalance(network(8453, `${node.url}/rpc`), address)
      const urls = callsOf(node, 'eth_getBalance').map((post) => new URL(post.url, node.url))
      expect(urls.map((url) => url.pathname)).toEqual(['/v1/', '/rpc'])
      expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({
        chainId: 'eip155:10',
        projectId: 'demo',
        st: 'latch-react',
        sv: '0.1.0',
      })
      expect(urls[1]?.search).toBe('')
    }),
  )

  it('parameters: proxyUrl matches by origin and path, never by prefix text', () => {
    const options = { projectId: 'p', proxyUrl: 'http://127.0.0.1:8787/v1' }
    const at = (url: string) => rpcUrlFor(url, network(1, url), options)
    expect(at('http://127.0.0.1:8787/v1')).toBe(
      'http://127.0.0.1:8787/v1?chainId=eip155%3A1&projectId=p',
    )
    expect(at('http://127.0.0.1:8787/v1/?chainId=eip155:2')).toBe(
      'http://127.0.0.1:8787/v1/?chainId=eip155%3A1&projectId=p',
    )
    expect(at('http://127.0.0.1:8787/v10')).toBe('http://127.0.0.1:8787/v10')
    expect(at('http://127.0.0.1:8788/v1/')).toBe('http://127.0.0.1:8788/v1/')
    expect(rpcUrlFor('http://x/v1/', network(1), { projectId: 'p' })).toBe('http://x/v1/')
  })

  it.effect('behavior: concurrent calls go out as one batched POST', () =>
    Effect.gen(function* () {
      const node = yield* startNode(7n)
      const rpc = yield* ChainRpc.make({ projectId: 'demo' })
      const net = network(1337, `${node.url}/rpc`)
      const addresses = Array.from(
        { length: 5 },
        (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}` as const,
      )
      const balances = yield* Effect.all(
        addresses.map((a) => rpc.getBalance(net, a)),
        { concurrency: 'unbounded' },
      )
      expect(balances).toEqual([7n, 7n, 7n, 7n, 7n])
      const posts = callsOf(node, 'eth_getBalance')
      expect(posts).toHaveLength(1)
      const params = posts[0]?.calls
        .filter((call) => call.method === 'eth_getBalance')
        .map((call) => (call.params as Array<string>)[0])
      expect(params).toEqual(addresses)
    }),
  )

  it.effect('behavior: falls back to the second URL when the first fails', () =>
    Effect.gen(function* () {
      const first = yield* startNode(1n)
      const second = yield* startNode(2n)
      first.failing = true
      const rpc = yield* ChainRpc.make({ projectId: 'demo' })
      const balance = yield* rpc.getBalance(network(1337, first.url, second.url), address)
      expect(balance).toBe(2n)
      expect(callsOf(first, 'eth_getBalance')).not.toHaveLength(0)
      expect(callsOf(second, 'eth_getBalance')).not.toHaveLength(0)
    }),
  )

  it.effect('behavior: fails with reason Http when every URL fails', () =>
    Effect.gen(function* () {
      const node = yield* startNode(1n)
      node.failing = true
      const rpc = yield* ChainRpc.make({ projectId: 'demo' })
      // viem's fallback retries on its own (real) timers before giving up.
      const error = yield* Effect.flip(rpc.getBlockNumber(network(1337, node.url)))
      expect(error).toMatchObject({ _tag: 'ChainRpcError', reason: 'Http', network: 'eip155:1337' })
    }),
  )

  it.effect('behavior: a receipt that never comes fails after CONFIRM_TIMEOUT_MS', () =>
    Effect.gen(function* () {
      const node = yield* startNode(0n)
      const rpc = yield* ChainRpc.make({ projectId: 'demo' })
      const fiber = yield* Effect.forkChild(rpc.waitForReceipt(network(1337, node.url), hash))
      yield* TestClock.adjust(CONFIRM_TIMEOUT_MS - 1)
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust(1)
      const error: ChainRpcError = yield* Effect.flip(Fiber.join(fiber))
      expect(error).toMatchObject({ reason: 'ConfirmTimeout', method: 'waitForReceipt' })
      expect(error.message).toMatchInlineSnapshot(
        `"Timed out while waiting for transaction confirmation."`,
      )
      expect(callsOf(node, 'eth_getTransactionReceipt')).not.toHaveLength(0)
    }),
  )

  it.effect('behavior: call and readContract load their viem actions on first use', () =>
    Effect.gen(function* () {
      const node = yield* startNode(0n)
      const rpc = yield* ChainRpc.make({ projectId: 'demo' })
      const net = network(1337, node.url)
      const [data, value] = yield* Effect.all([
        rpc.call(net, { to: address, data: '0x70a08231' }),
        rpc.readContract(net, {
          address,
          abi: [
            {
              type: 'function',
              name: 'balanceOf',
              stateMutability: 'view',
              inputs: [{ name: 'owner', type: 'address' }],
              outputs: [{ name: '', type: 'uint256' }],
            },
          ],
          functionName: 'balanceOf',
          args: [address],
        }),
      ])
      expect(data).toBe(`0x${'2a'.padStart(64, '0')}`)
      expect(value).toBe(42n)
      // The ranking's eth_blockNumber ping may share a batched POST with the first call.
      const calls = callsOf(node, 'eth_call')
        .flatMap((post) => post.calls)
        .filter((call) => call.method === 'eth_call')
      expect(calls.map((call) => (call.params as Array<{ data: string }>)[0]?.data)).toEqual([
        '0x70a08231',
        `0x70a08231${address.slice(2).padStart(64, '0')}`,
      ])
    }),
  )

  it.effect('behavior: a contract answer that does not decode fails as a ChainRpcError', () =>
    Effect.gen(function* () {
      // The node answers a uint256 where the ABI says string: viem's decoder throws.
      const node = yield* startNode(0n)
      const rpc = yield* ChainRpc.make({ projectId: 'demo' })
      const error = yield* Effect.flip(
        rpc.readContract(network(1337, node.url), {
          address,
          abi: [
            {
              type: 'function',
              name: 'name',
              stateMutability: 'view',
              inputs: [],
              outputs: [{ name: '', type: 'string' }],
            },
          ],
          functionName: 'name',
        }),
      )
      expect(error).toMatchObject({
        _tag: 'ChainRpcError',
        reason: 'Unknown',
        method: 'readContract',
        network: 'eip155:1337',
      })
    }),
  )

  it.effect('behavior: an unmined transaction reads as reason NotFound', () =>
    Effect.gen(function* () {
      const node = yield* startNode(0n)
      const rpc = yield* ChainRpc.make({ projectId: 'demo' })
      const error = yield* Effect.flip(rpc.getTransactionReceipt(network(1337, node.url), hash))
      expect(error.reason).toBe('NotFound')
    }),
  )

  it.effect('behavior: a non-EVM network fails with reason UnsupportedNetwork', () =>
    Effect.gen(function* () {
      const rpc = yield* ChainRpc.make({ projectId: 'demo' })
      const solana = {
        id: 'x',
        caipNetworkId: 'solana:x',
        rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
      }
      const error = yield* Effect.flip(rpc.getBlockNumber(solana))
      expect(error.reason).toBe('UnsupportedNetwork')
    }),
  )

  it.effect('behavior: layer and layerTest provide the service key', () =>
    Effect.gen(function* () {
      const node = yield* startNode(5n)
      const live = yield* Effect.gen(function* () {
        const rpc = yield* ChainRpc
        return yield* rpc.getBalance(network(1337, node.url), address)
      }).pipe(Effect.provide(ChainRpc.layer({ projectId: 'demo' })))
      expect(live).toBe(5n)
      const fake = yield* Effect.gen(function* () {
        const rpc = yield* ChainRpc
        return yield* Effect.all([
          rpc.getBalance(network(1), address),
          Effect.flip(rpc.getBlockNumber(network(1))),
        ])
      }).pipe(Effect.provide(ChainRpc.layerTest({ getBalance: () => Effect.succeed(9n) })))
      expect(fake[0]).toBe(9n)
      expect(fake[1].reason).toBe('Unknown')
    }),
  )
})
