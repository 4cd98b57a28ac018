import { createServer, type Server, type Socket } from 'node:net'
import { describe, expect, it } from '@effect/vitest'
import { Effect } from 'effect'
import { TestClock } from 'effect/testing'
import { type DevRelay, startDevRelay } from '../../../../../playground/relay/startDevRelay.ts'
import { makeRelaySocket } from '../../../../../runtime/connectors/walletConnect/client/wcRelaySocket.ts'
import { makeWalletConnectClock } from '../../../../../runtime/connectors/walletConnect/walletConnectClock.ts'
import {
  WALLETCONNECT_RECONNECT_MAX_MS,
  WALLETCONNECT_RECONNECT_MIN_MS,
} from '../../../../../runtime/constants.ts'

/** Real time for the sockets' I/O (TestClock holds only the client's timers). */
const io = (ms = 150) => Effect.promise(() => new Promise((r) => setTimeout(r, ms)))

/** Resumes once `check` holds (real time, for socket I/O); fails after 5 s. */
const until = (check: () => boolean) =>
  Effect.promise(async () => {
    const deadline = Date.now() + 5_000
    while (!check()) {
      if (Date.now() > deadline) throw new Error('condition not met within 5 s')
      await new Promise((r) => setTimeout(r, 10))
    }
  })

/** A relay that is down: it takes each TCP connection and closes it at once, counting them. */
const startDownRelay = (port: number) =>
  Effect.promise(
    () =>
      new Promise<{ attempts: () => number; stop: () => Promise<void> }>((resolve, reject) => {
        let attempts = 0
        const server: Server = createServer((socket: Socket) => {
          attempts++
          socket.destroy()
        })
        server.once('error', reject)
        server.listen(port, '127.0.0.1', () =>
          resolve({
            attempts: () => attempts,
            stop: () => new Promise<void>((done) => server.close(() => done())),
          }),
        )
      }),
  )

describe('wcRelaySocket reconnect backoff', () => {
  it.effect(
    'behavior: reconnects after 500 ms, doubling to 5 s while the relay is down, and from 500 ms again once connected',
    () =>
      Effect.gen(function* () {
        let relay: DevRelay = yield* Effect.promise(() => startDevRelay({ port: 0 }))
        const socket = makeRelaySocket({
          relayUrl: relay.url,
          projectId: 'latch-test',
          seed: crypto.getRandomValues(new Uint8Array(32)),
          onMessage: () => undefined,
          clock: makeWalletConnectClock(yield* Effect.context<never>()),
        })
        yield* Effect.promise(() => socket.subscribe('a'.repeat(64)))
        expect(socket.connected).toBe(true)

        const port = relay.port
        yield* Effect.promise(() => relay.stop())
        yield* until(() => !socket.connected)
        const down = yield* startDownRelay(port)
        // Nothing happens while the clock stands still, however long the real wait.
        yield* io(WALLETCONNECT_RECONNECT_MIN_MS + 300)
        expect(down.attempts()).toBe(0)
        // 500 ms, doubling, at most 5 s: each attempt comes at its wait, not a tick before.
        const waits = [500, 1_000, 2_000, 4_000, 5_000, 5_000]
        expect(waits[0]).toBe(WALLETCONNECT_RECONNECT_MIN_MS)
        expect(waits.at(-1)).toBe(WALLETCONNECT_RECONNECT_MAX_MS)
        for (const [index, wait] of waits.entries()) {
          yield* io()
          yield* TestClock.adjust(wait - 1)
          yield* io()
          expect(down.attempts()).toBe(index)
          yield* TestClock.adjust(1)
          yield* until(() => down.attempts() === index + 1)
        }

        yield* io()
        yield* Effect.promise(() => down.stop())
        relay = yield* Effect.promise(() => startDevRelay({ port }))
        yield* TestClock.adjust(WALLETCONNECT_RECONNECT_MAX_MS)
        yield* until(() => socket.connected)

        // Connected again: the next drop waits the minimum again.
        relay.dropConnections()
        yield* until(() => !socket.connected)
        yield* io()
        yield* TestClock.adjust(WALLETCONNECT_RECONNECT_MIN_MS - 1)
        yield* io()
        expect(relay.connections()).toBe(0)
        yield* TestClock.adjust(1)
        yield* until(() => socket.connected)
        socket.close()
        yield* Effect.promise(() => relay.stop())
      }),
    30_000,
  )
})
