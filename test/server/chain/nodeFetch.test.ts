import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nodeFetch } from '../../../server/chain/nodeFetch.ts'

let server: Server
let url: string
let connections = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    req.on('end', () => {
      if (req.url === '/down') {
        res.writeHead(502, { 'content-type': 'text/plain' })
        return res.end('bad gateway')
      }
      if (req.url === '/huge') {
        res.writeHead(200, { 'content-type': 'application/json' })
        return res.end(`"${'x'.repeat(11 * 1024 * 1024)}"`)
      }
      const calls = JSON.parse(body) as { id: number }[]
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(calls.map((c) => ({ jsonrpc: '2.0', id: c.id, result: '0x7a69' }))))
    })
  })
  server.on('connection', () => {
    connections++
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('nodeFetch (viem transport over node:http)', () => {
  it('behavior: batched calls answer through kept-alive connections', async () => {
    const client = createPublicClient({
      transport: http(url, { batch: true, fetchFn: nodeFetch }),
    })
    const before = connections
    for (let i = 0; i < 5; i++)
      expect(await Promise.all([client.getChainId(), client.getChainId()])).toEqual([31337, 31337])
    expect(connections - before).toBe(1)
  })

  it("behavior: a node's error status is viem's HTTP error, as with fetch", async () => {
    const client = createPublicClient({
      transport: http(`${url}/down`, { fetchFn: nodeFetch, retryCount: 0 }),
    })
    await expect(client.getChainId()).rejects.toThrow(/HTTP request failed/)
  })

  it('rule: an answer over 10 MiB is refused', async () => {
    await expect(nodeFetch(`${url}/huge`, { method: 'POST', body: '[]' })).rejects.toThrow(
      /Response body too large/,
    )
  })
})
