import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningFramePage, startFramePage } from '../../server/frame/startFramePage.ts'

// Round 12, a client that never uses the UI: `GET /frame/price` is public (no session, no
// Origin check: the frame page reads it on its own origin) and took any 1–20 digit chain id.
// Each new id was a POST to the Data API and an entry in a cache that never lets go, so a loop
// over made-up ids grew the frame server's memory without end and fanned out to the API.
// Played against the real frame server; the Data API is its edge here, counted.
let asked: string[] = []
let api: Server
let frame: RunningFramePage

beforeAll(async () => {
  api = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    req.on('end', () => {
      asked.push(body)
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ fungibles: [{ price: 3_000 }] }))
    })
  })
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  frame = await startFramePage({
    port: 0,
    projects: { demo: ['http://127.0.0.1:5173'] },
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:1' }],
    dataApiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
  })
})
afterAll(async () => {
  await frame.stop()
  await new Promise<void>((resolve) => api.close(() => resolve()))
})

const price = async (chainId: string) =>
  (await (
    await fetch(new URL(`/frame/price?projectId=demo&chainId=${chainId}`, frame.url))
  ).json()) as {
    usd: number | null
  }

describe('the frame price route with made-up chain ids', () => {
  it('attack: 200 made-up chain ids reach the Data API 0 times; the served chain still has its price', async () => {
    asked = []
    for (let id = 1; id <= 200; id++)
      expect(await price(String(1_000_000 + id))).toEqual({ usd: null })
    // The served chain's id written another way is not another cache entry either.
    expect(await price('031337')).toEqual({ usd: null })
    expect(asked).toEqual([])
    expect(await price('31337')).toEqual({ usd: 3_000 })
    expect(asked).toHaveLength(1)
  })
})
