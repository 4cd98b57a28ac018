import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { RPC_BATCH_TIMEOUT_MS } from '../../../server/chain/chainConstants.ts'
import { jsonTarget, postJson } from '../../../server/chain/postJson.ts'

let node: Server
let url: URL
/** Called with each request's path and body once it has arrived. */
let arrived: (path: string, body: string) => void = () => {}

beforeAll(async () => {
  // A chain node at the edge: /ok echoes, /teapot answers 418, /text answers no JSON, /hang never answers.
  node = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    req.on('end', () => {
      arrived(req.url ?? '', body)
      if (req.url === '/hang') return
      if (req.url === '/teapot') res.writeHead(418).end('no')
      else if (req.url === '/text') res.writeHead(200).end('not json')
      else res.writeHead(200, { 'content-type': 'application/json' }).end(`{"echo":${body}}`)
    })
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  url = new URL(`http://127.0.0.1:${(node.address() as AddressInfo).port}`)
})
afterEach(() => {
  vi.useRealTimers()
  arrived = () => {}
})
afterAll(() => {
  node.closeAllConnections()
  return new Promise<void>((resolve) => node.close(() => resolve()))
})

const at = (path: string) => jsonTarget(new URL(path, url))

describe('postJson (the balance reads POST to a chain node)', () => {
  it('behavior: sends the body with its length and resolves with the parsed answer', async () => {
    expect(await postJson(at('/ok'), '[1,"é"]')).toEqual({ echo: [1, 'é'] })
  })

  it('error: an HTTP status outside 2xx, or an answer that is not JSON, fails the POST', async () => {
    await expect(postJson(at('/teapot'), '[]')).rejects.toThrow('HTTP request failed. Status: 418')
    await expect(postJson(at('/text'), '[]')).rejects.toThrow(SyntaxError)
  })

  it('boundaries: a node that does not answer within RPC_BATCH_TIMEOUT_MS fails the POST', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const received = new Promise<void>((resolve) => {
      arrived = () => resolve()
    })
    const answer = postJson(at('/hang'), '[]')
    const settled = answer.then(
      () => 'answered',
      (error: Error) => error.message,
    )
    await received
    vi.advanceTimersByTime(RPC_BATCH_TIMEOUT_MS - 1)
    await new Promise((resolve) => setImmediate(resolve))
    expect(await Promise.race([settled, Promise.resolve('pending')])).toBe('pending')
    vi.advanceTimersByTime(1)
    expect(await settled).toBe(`The chain node took longer than ${RPC_BATCH_TIMEOUT_MS} ms`)
  })
})
