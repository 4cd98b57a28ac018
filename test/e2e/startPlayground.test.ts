import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { PortInUseError, startPlayground } from '../../playground/start.ts'

const hold = (): Promise<{ server: Server; port: number }> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address()
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 })
    })
  })

describe('startPlayground', () => {
  const held: Server[] = []
  afterEach(async () => {
    await Promise.all(held.splice(0).map((s) => new Promise((r) => s.close(r))))
  })

  it('behavior: a taken app port fails at once with a message naming it', async () => {
    const { server, port } = await hold()
    held.push(server)
    const started = performance.now()
    const error = await startPlayground({ ports: { app: port } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PortInUseError)
    expect((error as Error).message).toBe(
      `Port ${port} on 127.0.0.1 is already in use, so the demo page cannot start: stop what holds it or choose another port`,
    )
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  it('behavior: a taken API port names the reference server', async () => {
    const { server, port } = await hold()
    held.push(server)
    const error = await startPlayground({ ports: { app: 0, api: port } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PortInUseError)
    expect((error as PortInUseError).service).toBe('reference server (API)')
    expect((error as PortInUseError).port).toBe(port)
  })
})
