import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jsonTarget } from '../../../server/chain/postJson.ts'
import { postRpcBatch } from '../../../server/chain/rpcBatch.ts'
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

/** A batch of `eth_getBalance` calls for `who`, numbered from 0, as the balance reads write it. */
const batchOf = (...who: string[]) =>
  JSON.stringify(
    who.map((w, id) => ({
      jsonrpc: '2.0',
      id,
      method: w === 'x' ? 'fail' : 'eth_getBalance',
      params: [w],
    })),
  )

describe('postRpcBatch (one JSON-RPC batch POST to a chain node)', () => {
  it('behavior: one POST, its answers returned in id order', async () => {
    const before = posts.length
    const answers = await postRpcBatch(
      [jsonTarget(new URL(url))],
      batchOf('a', 'bb', 'ccc', 'dddd'),
      4,
    )
    expect(answers.map((a) => a?.result)).toEqual(['0x1', '0x2', '0x3', '0x4'])
    expect(posts.length - before).toBe(1)
  })

  it('error: a JSON-RPC error stays in its own answer', async () => {
    const answers = await postRpcBatch([jsonTarget(new URL(url))], batchOf('x', 'a'), 2)
    expect(answers[0]?.error?.message).toBe('execution reverted')
    expect(answers[1]?.result).toBe('0x1')
  })

  it('behavior: a node that refuses connections hands the batch to the next URL', async () => {
    const down = new URL(`http://127.0.0.1:${await freePort()}`)
    const answers = await postRpcBatch(
      [jsonTarget(down), jsonTarget(new URL(url))],
      batchOf('ccc'),
      1,
    )
    expect(answers[0]?.result).toBe('0x3')
  })

  it('error: when every URL fails, the last failure is thrown', async () => {
    const down = new URL(`http://127.0.0.1:${await freePort()}`)
    await expect(postRpcBatch([jsonTarget(down)], batchOf('a'), 1)).rejects.toThrow(/ECONNREFUSED/)
  })

  it('error: a node that cuts its answer mid-way, or answers an HTTP error, hands the batch on', async () => {
    // Two misbehaving nodes at the edge: one closes the socket half-way, one answers 502.
    const cut = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' })
      res.write('[{"jsonrpc":"2.0",')
      setTimeout(() => res.destroy(), 5)
    })
    const bad = createServer((_req, res) => res.writeHead(502).end('bad gateway'))
    const urlOf = async (server: Server) => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    }
    const [cutUrl, badUrl] = [await urlOf(cut), await urlOf(bad)]
    try {
      await expect(postRpcBatch([jsonTarget(cutUrl)], batchOf('a'), 1)).rejects.toThrow(
        'The chain node closed the connection before its answer was complete',
      )
      await expect(postRpcBatch([jsonTarget(badUrl)], batchOf('a'), 1)).rejects.toThrow(
        'HTTP request failed. Status: 502',
      )
      const answers = await postRpcBatch(
        [jsonTarget(cutUrl), jsonTarget(badUrl), jsonTarget(new URL(url))],
        batchOf('dddd'),
        1,
      )
      expect(answers[0]?.result).toBe('0x4')
    } finally {
      for (const server of [cut, bad]) {
        server.closeAllConnections()
        server.close()
      }
    }
  })
})
