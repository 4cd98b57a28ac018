import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rpcBatcher } from '../../../server/chain/rpcBatch.ts'
import { freePort } from '../support/freePort.ts'

type Call = { id: number; method: string; params: unknown[] }

let node: Server
let url: string
/** Each POST the fake node received: the calls of its batch. */
const posts: Call[][] = []

beforeAll(async () => {
  // A JSON-RPC node at the edge: eth_getBalance answers its address's length, `fail` errors.
  node = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    req.on('end', () => {
      const calls = JSON.parse(body) as Call[]
      posts.push(calls)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify(
          calls.map((c) =>
            c.method === 'fail'
              ? { jsonrpc: '2.0', id: c.id, error: { code: -32000, message: 'execution reverted' } }
              : {
                  jsonrpc: '2.0',
                  id: c.id,
                  result: `0x${String(c.params[0]).length.toString(16)}`,
                },
          ),
        ),
      )
    })
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => node.close(() => resolve())))

describe('rpcBatcher (balance reads to a chain node)', () => {
  it('behavior: the calls of one event-loop turn go in one POST, each answered with its own result', async () => {
    const rpc = rpcBatcher([url])
    const before = posts.length
    const results = await Promise.all(
      ['a', 'bb', 'ccc', 'dddd'].map((who) => rpc({ method: 'eth_getBalance', params: [who] })),
    )
    expect(results).toEqual(['0x1', '0x2', '0x3', '0x4'])
    expect(posts.length - before).toBe(1)
    expect(posts.at(-1)?.map((c) => c.params[0])).toEqual(['a', 'bb', 'ccc', 'dddd'])
  })

  it('behavior: calls of a later turn go in the next POST', async () => {
    const rpc = rpcBatcher([url])
    const before = posts.length
    expect(await rpc({ method: 'eth_getBalance', params: ['a'] })).toBe('0x1')
    expect(await rpc({ method: 'eth_getBalance', params: ['bb'] })).toBe('0x2')
    expect(posts.length - before).toBe(2)
  })

  it('error: a JSON-RPC error rejects only its own call', async () => {
    const rpc = rpcBatcher([url])
    const [failed, fine] = await Promise.allSettled([
      rpc({ method: 'fail', params: ['x'] }),
      rpc({ method: 'eth_getBalance', params: ['a'] }),
    ])
    expect(failed).toMatchObject({ status: 'rejected', reason: { message: 'execution reverted' } })
    expect(fine).toEqual({ status: 'fulfilled', value: '0x1' })
  })

  it('behavior: a node that refuses connections hands the batch to the next URL', async () => {
    const down = `http://127.0.0.1:${await freePort()}`
    const rpc = rpcBatcher([down, url])
    expect(await rpc({ method: 'eth_getBalance', params: ['ccc'] })).toBe('0x3')
  })

  it('error: when every URL fails, each call rejects with the last failure', async () => {
    const rpc = rpcBatcher([`http://127.0.0.1:${await freePort()}`])
    await expect(rpc({ method: 'eth_getBalance', params: ['a'] })).rejects.toThrow(/ECONNREFUSED/)
  })
})
