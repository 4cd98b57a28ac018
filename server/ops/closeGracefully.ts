import type { Server } from 'node:http'

/** How often idle keep-alive connections are closed while a server drains. */
const IDLE_SWEEP_MS = 50

/**
 * Stops a Node server gracefully: no new connections, each request in flight answered, each
 * connection closed once idle; what is still running after `graceMs` is cut. `graceMs: 0`
 * cuts at once. Resolves when the last connection is gone.
 *
 * @example
 * import { createServer } from 'node:http'
 * import { closeGracefully } from './closeGracefully.ts'
 * await closeGracefully(createServer().listen(0), 10_000)
 */
export const closeGracefully = (server: Server, graceMs: number): Promise<void> =>
  new Promise<void>((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
    const cut = setTimeout(() => server.closeAllConnections(), graceMs)
    server.close(() => {
      clearInterval(sweep)
      clearTimeout(cut)
      resolve()
    })
    if (graceMs <= 0) server.closeAllConnections()
    else server.closeIdleConnections()
  })
