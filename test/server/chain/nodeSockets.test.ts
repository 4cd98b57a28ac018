import type { AddressInfo } from 'node:net'
import { createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RPC_NODE_SOCKETS } from '../../../server/chain/chainConstants.ts'
import { NodeSockets } from '../../../server/chain/nodeSockets.ts'

/** What the node at the edge writes back for a request to `path` (`undefined`: nothing yet). */
type Reply = (socket: Socket) => void
const replies: Record<string, Reply> = {
  '/ok': (s) => s.write('HTTP/1.1 200 OK\r\nContent-Length: 7\r\n\r\n{"a":1}'),
  // The head and the body in separate writes, the body split inside a chunk.
  '/chunked': (s) => {
    s.write('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"a"')
    setTimeout(() => s.write(':\r\n2\r\n2}\r\n0\r\n\r\n'), 5)
  },
  '/error': (s) => s.write('HTTP/1.1 500 Internal Server Error\r\nContent-Length: 5\r\n\r\noops!'),
  // Half the promised body, then the socket closes.
  '/cut': (s) => {
    s.write('HTTP/1.1 200 OK\r\nContent-Length: 40\r\n\r\n{"jsonrpc":"2.0",')
    setTimeout(() => s.destroy(), 5)
  },
  '/close-idle': (s) => {
    s.end('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n[]')
  },
  '/slow': (s) => {
    setTimeout(() => s.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n[]'), 30)
  },
}

let node: Server
let port: number
/** Every connection the node accepted, and the request paths it read. */
const sockets: Socket[] = []
const paths: string[] = []

beforeAll(async () => {
  // A raw HTTP/1.1 node at the edge, so it can misbehave in ways node:http will not.
  node = createServer((socket) => {
    sockets.push(socket)
    let text = ''
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1')
      for (;;) {
        const end = text.indexOf('\r\n\r\n')
        if (end < 0) return
        const length = Number(/content-length: (\d+)/i.exec(text.slice(0, end))?.[1] ?? 0)
        if (text.length < end + 4 + length) return
        const path = text.slice(5, text.indexOf(' ', 5))
        text = text.slice(end + 4 + length)
        paths.push(path)
        replies[path]?.(socket)
      }
    })
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  port = (node.address() as AddressInfo).port
})
afterAll(() => {
  for (const socket of sockets) socket.destroy()
  return new Promise<void>((resolve) => node.close(() => resolve()))
})

const request = (path: string, body = '[]') =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${body.length}\r\n\r\n${body}`

describe('NodeSockets (raw kept-alive HTTP/1.1 to a chain node)', () => {
  it('behavior: answers by Content-Length and by chunks split across reads, on one kept-alive socket', async () => {
    const pool = new NodeSockets('127.0.0.1', port)
    const before = sockets.length
    expect(await pool.post(request('/ok'))).toEqual({ a: 1 })
    expect(await pool.post(request('/chunked'))).toEqual({ a: 2 })
    expect(await pool.post(request('/ok'))).toEqual({ a: 1 })
    expect(sockets.length - before).toBe(1)
  })

  it('error: an HTTP error fails that POST only, and the socket serves the next one', async () => {
    const pool = new NodeSockets('127.0.0.1', port)
    const before = sockets.length
    await expect(pool.post(request('/error'))).rejects.toThrow('HTTP request failed. Status: 500')
    expect(await pool.post(request('/ok'))).toEqual({ a: 1 })
    expect(sockets.length - before).toBe(1)
  })

  it('error: a node that closes the socket mid-answer fails the POST; the next one gets a new socket', async () => {
    const pool = new NodeSockets('127.0.0.1', port)
    const before = sockets.length
    await expect(pool.post(request('/cut'))).rejects.toThrow(
      'The chain node closed the connection before its answer was complete',
    )
    expect(await pool.post(request('/ok'))).toEqual({ a: 1 })
    expect(sockets.length - before).toBe(2)
  })

  it('behavior: a kept-alive socket the node closed while idle is replaced, not failed', async () => {
    const pool = new NodeSockets('127.0.0.1', port)
    expect(await pool.post(request('/close-idle'))).toEqual([])
    expect(await pool.post(request('/ok'))).toEqual({ a: 1 })
  })

  it('boundaries: past RPC_NODE_SOCKETS concurrent POSTs, the rest wait for a free socket', async () => {
    const pool = new NodeSockets('127.0.0.1', port)
    const before = sockets.length
    const answers = await Promise.all(
      Array.from({ length: RPC_NODE_SOCKETS * 3 }, () => pool.post(request('/slow'))),
    )
    expect(answers).toEqual(Array.from({ length: RPC_NODE_SOCKETS * 3 }, () => []))
    expect(sockets.length - before).toBe(RPC_NODE_SOCKETS)
  })

  it('error: a node that refuses connections fails the POST with the socket error', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const free = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    await expect(new NodeSockets('127.0.0.1', free).post(request('/ok'))).rejects.toThrow(
      /ECONNREFUSED/,
    )
  })
})
