import type { AddressInfo } from 'node:net'
import { createServer, type Server, type Socket } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  MAX_RPC_ANSWER_BYTES,
  RPC_BATCH_TIMEOUT_MS,
  RPC_NODE_SOCKETS,
} from '../../../server/chain/chainConstants.ts'
import { closeNodePools, postToNode } from '../../../server/chain/nodePool.ts'

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
  '/text': (s) => s.write('HTTP/1.1 200 OK\r\nContent-Length: 8\r\n\r\nnot json'),
  // A body past 10 MiB, sent in 1 MiB chunks.
  '/huge': (s) => {
    const mib = Buffer.alloc(1024 * 1024, 0x20)
    s.write('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n')
    for (let i = 0; i <= MAX_RPC_ANSWER_BYTES / mib.length; i++)
      s.write(`${mib.length.toString(16)}\r\n${mib.toString('latin1')}\r\n`)
  },
  '/hang': () => {},
  '/slow': (s) => {
    setTimeout(() => s.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n[]'), 30)
  },
}

let node: Server
let port: number
/** Every connection the node accepted, and the request paths it read. */
const sockets: Socket[] = []
const paths: string[] = []
/** The paths each socket carried, by socket. */
const carried = new Map<Socket, string[]>()

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
        carried.set(socket, [...(carried.get(socket) ?? []), path])
        replies[path]?.(socket)
      }
    })
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  port = (node.address() as AddressInfo).port
})
afterEach(() => {
  vi.useRealTimers()
  return closeNodePools()
})
afterAll(() => {
  for (const socket of sockets) socket.destroy()
  return new Promise<void>((resolve) => node.close(() => resolve()))
})

const post = (path: string, at = port) => postToNode(`http://127.0.0.1:${at}`, path, {}, '[]')

/** The paths carried by the socket that carried `path` first since `before` sockets were open. */
const socketOf = (path: string, before: number) =>
  carried.get(sockets.slice(before).find((s) => carried.get(s)?.includes(path)) as Socket) ?? []

describe('postToNode (undici pool of kept-alive sockets to a chain node)', () => {
  it('behavior: answers by Content-Length and by chunks split across reads, on kept-alive sockets', async () => {
    const before = sockets.length
    for (let i = 0; i < 4; i++) {
      expect(await post('/ok')).toEqual({ a: 1 })
      expect(await post('/chunked')).toEqual({ a: 2 })
    }
    // Undici may spread sequential POSTs over two sockets, but it keeps them: not one per POST.
    expect(sockets.length - before).toBeLessThanOrEqual(2)
  })

  it('error: an HTTP error fails that POST only, and the socket serves the next one', async () => {
    const before = sockets.length
    await expect(post('/error')).rejects.toThrow('HTTP request failed. Status: 500')
    for (let i = 0; i < 4; i++) expect(await post('/ok')).toEqual({ a: 1 })
    expect(socketOf('/error', before)).toContain('/ok')
    expect(sockets.length - before).toBeLessThanOrEqual(2)
  })

  it('error: a node that closes the socket mid-answer fails the POST; the next one gets a new socket', async () => {
    const before = sockets.length
    await expect(post('/cut')).rejects.toThrow('other side closed')
    expect(await post('/ok')).toEqual({ a: 1 })
    expect(socketOf('/cut', before)).toEqual(['/cut'])
    expect(sockets.length - before).toBe(2)
  })

  it('behavior: a kept-alive socket the node closed while idle is replaced, not failed', async () => {
    expect(await post('/close-idle')).toEqual([])
    expect(await post('/ok')).toEqual({ a: 1 })
  })

  it('boundaries: past RPC_NODE_SOCKETS concurrent POSTs, the rest wait for a free socket', async () => {
    const before = sockets.length
    const answers = await Promise.all(
      Array.from({ length: RPC_NODE_SOCKETS * 3 }, () => post('/slow')),
    )
    expect(answers).toEqual(Array.from({ length: RPC_NODE_SOCKETS * 3 }, () => []))
    expect(sockets.length - before).toBe(RPC_NODE_SOCKETS)
  })

  it('error: a node that refuses connections fails the POST with the socket error', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const free = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    await expect(post('/ok', free)).rejects.toThrow(/ECONNREFUSED/)
  })

  it('error: an answer that is not JSON, or one over 10 MiB, fails that POST only', async () => {
    await expect(post('/text')).rejects.toThrow(SyntaxError)
    await expect(post('/huge')).rejects.toThrow(
      `Response body too large: over ${MAX_RPC_ANSWER_BYTES} bytes`,
    )
    expect(await post('/ok')).toEqual({ a: 1 })
  })

  it('boundaries: a node that does not answer within RPC_BATCH_TIMEOUT_MS fails the POST', async () => {
    const before = paths.length
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const settled = post('/hang').then(
      () => 'answered',
      (error: Error) => error.message,
    )
    while (paths.length === before) await new Promise((resolve) => setImmediate(resolve))
    vi.advanceTimersByTime(RPC_BATCH_TIMEOUT_MS - 1)
    await new Promise((resolve) => setImmediate(resolve))
    expect(await Promise.race([settled, Promise.resolve('pending')])).toBe('pending')
    vi.advanceTimersByTime(1)
    expect(await settled).toBe(`The chain node took longer than ${RPC_BATCH_TIMEOUT_MS} ms`)
  })

  it('behavior: closeNodePools closes the sockets; a later POST opens a new pool', async () => {
    const before = sockets.length
    expect(await post('/ok')).toEqual({ a: 1 })
    await closeNodePools()
    await vi.waitFor(() => expect(sockets[before]?.destroyed).toBe(true), { interval: 5 })
    expect(await post('/ok')).toEqual({ a: 1 })
    expect(sockets.length - before).toBe(2)
  })
})
