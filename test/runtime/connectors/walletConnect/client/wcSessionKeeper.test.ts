// Each WalletConnect client of this process gets its own core, as separate phones would.
process.env.DISABLE_GLOBAL_CORE = 'true'

import { afterAll, beforeAll, describe, expect, it } from '@effect/vitest'
import { Clock, Effect } from 'effect'
import { TestClock } from 'effect/testing'
import { devAccounts } from '../../../../../playground/chain/devAccounts.ts'
import { createMobileWallet } from '../../../../../playground/mobileWallet/createMobileWallet.ts'
import { type DevRelay, startDevRelay } from '../../../../../playground/relay/startDevRelay.ts'
import { createWalletConnectClient } from '../../../../../runtime/connectors/walletConnect/client/wcSignClient.ts'
import { makeWalletConnectClock } from '../../../../../runtime/connectors/walletConnect/walletConnectClock.ts'
import { makeWalletConnectMemoryStorage } from '../../../../../runtime/connectors/walletConnect/walletConnectMemoryStorage.ts'
import { WALLETCONNECT_SESSION_EXTEND_S } from '../../../../../runtime/constants.ts'

let relay: DevRelay
beforeAll(async () => {
  relay = await startDevRelay({ port: 0 })
})
afterAll(async () => {
  await relay?.stop()
})

const chains = { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } }
const day = 24 * 60 * 60_000

/** Real time for the relay's I/O and the timer fibers (TestClock holds only the client's timers). */
const io = Effect.promise(() => new Promise((r) => setTimeout(r, 50)))

/** Our client on the test's clock (set to the wall time), paired with sign-client's wallet. */
const paired = Effect.gen(function* () {
  yield* TestClock.setTime(Date.now())
  const clock = makeWalletConnectClock(yield* Effect.context<never>())
  const storage = makeWalletConnectMemoryStorage()
  const client = yield* Effect.promise(() =>
    createWalletConnectClient({
      projectId: 'latch-test',
      relayUrl: relay.url,
      storage,
      rpcMap: {},
      clock,
    }),
  )
  const wallet = yield* Effect.promise(() =>
    createMobileWallet({
      relayUrl: relay.url,
      projectId: 'latch-test',
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
      privateKey: devAccounts[1]?.privateKey,
    }),
  )
  client.on('display_uri', (uri) => void wallet.pair(uri))
  const session = yield* Effect.promise(() => client.connect({ optionalNamespaces: chains }))
  const expired: number[] = []
  client.on('session_expire', () => expired.push(clock.now()))
  const close = Effect.promise(() => Promise.all([client.close(), wallet.close()]))
  return { client, wallet, session, storage, expired, close }
})

/** Moves the test's clock to `at` (ms since the epoch), then lets the fibers run. */
const moveTo = (at: number) =>
  Effect.gen(function* () {
    yield* TestClock.adjust(at - (yield* Clock.currentTimeMillis))
    yield* io
  })

describe('wcSessionKeeper: the session expiry on the runtime clock', () => {
  it.effect('behavior: the session ends exactly at its expiry, not a tick before', () =>
    Effect.gen(function* () {
      const { client, session, storage, expired, close } = yield* paired
      yield* Effect.ensuring(
        Effect.gen(function* () {
          const at = session.expiry * 1000
          yield* moveTo(at - 1)
          expect(client.session?.topic).toBe(session.topic)
          expect(expired).toEqual([])
          yield* moveTo(at)
          expect(expired).toEqual([at])
          expect(client.session).toBeUndefined()
          expect(yield* Effect.promise(() => storage.getItem('latch:wc:session'))).toBeUndefined()
        }),
        close,
      )
    }),
  )

  it.effect("behavior: a wallet's extend moves the expiry seven days past the clock's now", () =>
    Effect.gen(function* () {
      const { client, wallet, session, expired, close } = yield* paired
      yield* Effect.ensuring(
        Effect.gen(function* () {
          yield* moveTo(session.expiry * 1000 - day)
          const extendedAt = yield* Clock.currentTimeMillis
          yield* Effect.promise(async () => {
            const { acknowledged } = await wallet.client.extend({ topic: session.topic })
            await acknowledged()
          })
          const expiry = Math.floor(extendedAt / 1000) + WALLETCONNECT_SESSION_EXTEND_S
          expect(client.session?.expiry).toBe(expiry)
          yield* moveTo(session.expiry * 1000)
          expect(expired).toEqual([])
          yield* moveTo(expiry * 1000 - 1)
          expect(client.session?.topic).toBe(session.topic)
          yield* moveTo(expiry * 1000)
          expect(expired).toEqual([expiry * 1000])
          expect(client.session).toBeUndefined()
        }),
        close,
      )
    }),
  )
})
