/**
 * DEVELOPMENT STAND-IN for the WalletConnect relay (wss://relay.walletconnect.org): a small
 * WebSocket server on 127.0.0.1 for the playground and tests, so WalletConnect works with no
 * internet. Production uses the real relay. Like it, it refuses a connect whose auth JWT
 * does not verify (`checkRelayAuth`: signature, `aud`, `exp`) with 401, and routes messages
 * through `makeDevRelayHub`.
 */
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import {
  type DevRelayPeer,
  DevRelayRpcError,
  type DevRelayStats,
  makeDevRelayHub,
} from './devRelayHub.ts'
import { checkRelayAuth } from './relayAuthCheck.ts'

/** Options of `startDevRelay`. */
export interface StartDevRelayOptions {
  /** TCP port on 127.0.0.1; `0` (default) lets the system pick a free one. */
  readonly port?: number
}

/** A running dev relay. */
export interface DevRelay {
  /** `ws://127.0.0.1:<port>`: the `relayUrl` to give WalletConnect. */
  readonly url: string
  readonly port: number
  /** How many sockets are open now. */
  readonly connections: () => number
  readonly stats: () => DevRelayStats
  /** Closes every socket abruptly (as a relay that drops clients), keeping the server up. */
  readonly dropConnections: () => void
  /** Stops the server and closes every socket; safe to call twice. */
  readonly stop: () => Promise<void>
}

const jsonRpcError = (id: unknown, code: number, message: string) => ({
  id,
  jsonrpc: '2.0',
  error: { code, message },
})

/**
 * Starts the dev relay on 127.0.0.1.
 *
 * @example
 * import { startDevRelay } from './startDevRelay.ts'
 * const relay = await startDevRelay({ port: 0 })
 * console.log(`Relay: ${relay.url}`)
 * await relay.stop()
 */
export const startDevRelay = async (options: StartDevRelayOptions = {}): Promise<DevRelay> => {
  const hub = makeDevRelayHub()
  const clientIds = new WeakMap<object, string>()
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port: options.port ?? 0,
    verifyClient: ({ req }, done) => {
      void checkRelayAuth(req.url, req.headers.host, Math.floor(Date.now() / 1000)).then(
        (check) => {
          if (!check.ok) return done(false, 401, `Unauthorized: ${check.reason}`)
          clientIds.set(req, check.clientId)
          done(true)
        },
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const sockets = new Set<WebSocket>()

  server.on('connection', (socket, request) => {
    sockets.add(socket)
    const peer: DevRelayPeer = {
      clientId: clientIds.get(request),
      send: (payload) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload))
      },
    }
    socket.on('message', (data) => {
      let request: { id?: unknown; method?: unknown; params?: unknown; result?: unknown }
      try {
        request = JSON.parse(data.toString())
      } catch {
        peer.send(jsonRpcError(null, -32700, 'Parse error'))
        return
      }
      // Acks of our irn_subscription deliveries: nothing to do.
      if (typeof request.method !== 'string') return
      try {
        const result = hub.handle(peer, request.method, request.params)
        peer.send({ id: request.id, jsonrpc: '2.0', result })
      } catch (error) {
        const code = error instanceof DevRelayRpcError ? error.code : -32603
        peer.send(jsonRpcError(request.id, code, (error as Error).message))
      }
    })
    socket.on('close', () => {
      sockets.delete(socket)
      hub.detach(peer)
    })
  })

  const port = (server.address() as AddressInfo).port
  let stopped: Promise<void> | undefined
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    connections: () => sockets.size,
    stats: hub.stats,
    dropConnections: () => {
      for (const socket of sockets) socket.terminate()
    },
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        for (const socket of sockets) socket.terminate()
        server.close(() => resolve())
      })
      return stopped
    },
  }
}
