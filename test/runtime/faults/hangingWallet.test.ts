import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { it as itEffect } from '@effect/vitest'
import { Deferred, Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLatch, type LatchClient } from '../../../runtime/client.ts'
import { defineNetwork } from '../../../runtime/networks.ts'
import { resolveOptions } from '../../../runtime/services/config/resolveOptions.ts'
import { PendingRequests } from '../../../runtime/services/PendingRequests.ts'
import { makeMemoryBackend } from '../../../runtime/services/Storage.ts'
import { watchUnhandledRejections } from './support/unhandled.ts'

// SPEC §6 / §8: a wallet that never answers a request. rejectPendingRequests() aborts the
// unsafe ones with 'Request was aborted'; reads go on; the connection stays.

const address = '0x00000000000000000000000000000000000000aa'
const unhandled = watchUnhandledRejections()
/** A JSON-RPC node that answers 0x0 to everything (the balance read at connect). */
const rpc = createServer((req, res) => {
  let body = ''
  req.on('data', (chunk: Buffer) => {
    body += chunk.toString()
  })
  req.on('end', () => {
    const parsed = JSON.parse(body) as { id: number } | { id: number }[]
    const answer = (r: { id: number }) => ({ jsonrpc: '2.0', id: r.id, result: '0x0' })
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)))
  })
})
let rpcUrl: string

beforeAll(async () => {
  unhandled.install()
  await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve))
  rpcUrl = `http://127.0.0.1:${(rpc.address() as AddressInfo).port}`
})
afterAll(async () => {
  rpc.closeAllConnections()
  await new Promise((resolve) => rpc.close(resolve))
  unhandled.uninstall()
})

const clients: LatchClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.destroy()))
  // A late answer of the wallet lands after the test's last await: give it a turn to surface
  // (that nothing surfaces has no event to wait for).
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(unhandled.take()).toEqual([])
})

interface Held {
  readonly method: string
  readonly resolve: (value: unknown) => void
  readonly reject: (error: unknown) => void
}

/**
 * An EIP-1193 wallet that connects at once and then holds every other request until told
 * (the client's own reads, such as wallet_getCapabilities, hang too); `held` lists the ones
 * a test sent, `heldAll` every one.
 */
const hangingWallet = () => {
  const heldAll: Held[] = []
  const mine = new Set(['personal_sign', 'eth_sendTransaction', 'eth_blockNumber'])
  const held = {
    get length() {
      return heldAll.filter((h) => mine.has(h.method)).length
    },
    at: (i: number) => heldAll.filter((h) => mine.has(h.method))[i],
    find: (f: (h: Held) => boolean) => heldAll.filter((h) => mine.has(h.method)).find(f),
  }
  const provider = {
    request: ({ method }: { readonly method: string }): Promise<unknown> => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts')
        return Promise.resolve([address])
      if (method === 'eth_chainId') return Promise.resolve('0x7a69')
      return new Promise((resolve, reject) => heldAll.push({ method, resolve, reject }))
    },
  }
  return { provider, held }
}

const setup = async () => {
  const wallet = hangingWallet()
  const latch = createLatch(
    resolveOptions({
      projectId: 'faults',
      networks: [
        defineNetwork({
          id: 31337,
          chainNamespace: 'eip155',
          name: 'Latch Local',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [rpcUrl] } },
        }),
      ],
      connectors: [
        { id: 'hang', name: 'Hanging Wallet', namespace: 'eip155', provider: wallet.provider },
      ],
      storage: makeMemoryBackend(),
    }),
    {},
  )
  clients.push(latch)
  await latch.connect('hang')
  return { latch, ...wallet }
}

/** Waits until the wallet holds `count` requests. */
const holding = (held: { readonly length: number }, count: number) =>
  vi.waitFor(() => expect(held.length).toBe(count))

describe('fault matrix: a wallet hanging on a request', () => {
  it("behavior: rejectPendingRequests aborts the hung signing and sending with 'Request was aborted'; the hung read goes on", async () => {
    const { latch, held } = await setup()
    const signing = latch.request({ method: 'personal_sign', params: ['0x6869', address] })
    const sending = latch.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: address, value: '0x1' }],
    })
    const reading = latch.request({ method: 'eth_blockNumber' })
    let read = false
    void reading.then(() => {
      read = true
    })
    await holding(held, 3)
    expect(await latch.rejectPendingRequests()).toBe(2)
    await expect(signing).rejects.toThrow('Request was aborted')
    await expect(sending).rejects.toThrow('Request was aborted')
    expect(read).toBe(false)
    held.find((h) => h.method === 'eth_blockNumber')?.resolve('0x10')
    expect(await reading).toBe('0x10')
    expect(latch.state.account.value).toMatchObject({ status: 'connected', address })
  })

  it('behavior: the wallet answering an aborted request late changes nothing and throws nowhere', async () => {
    const { latch, held } = await setup()
    const signing = latch.request({ method: 'personal_sign', params: ['0x6869', address] })
    const sending = latch.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: address, value: '0x1' }],
    })
    await holding(held, 2)
    await latch.rejectPendingRequests()
    await expect(signing).rejects.toThrow('Request was aborted')
    await expect(sending).rejects.toThrow('Request was aborted')
    // The visitor answers in the wallet after Latch gave up: a rejection and a hash.
    held.at(0)?.reject(Object.assign(new Error('User rejected the request'), { code: 4001 }))
    held.at(1)?.resolve(`0x${'ab'.repeat(32)}`)
    // That the late answers change nothing has no event to wait for: a few turns for them.
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(latch.state.account.value).toMatchObject({ status: 'connected', address })
    expect(latch.state.activity.value.data.transactions).toEqual([])
  })

  it('behavior: after an abort the next request is tracked afresh and answered', async () => {
    const { latch, held } = await setup()
    const first = latch.request({ method: 'personal_sign', params: ['0x01', address] })
    await holding(held, 1)
    expect(await latch.rejectPendingRequests()).toBe(1)
    await expect(first).rejects.toThrow('Request was aborted')
    expect(await latch.rejectPendingRequests()).toBe(0)
    const second = latch.request({ method: 'personal_sign', params: ['0x02', address] })
    await holding(held, 2)
    held.at(1)?.resolve('0xsigned')
    expect(await second).toBe('0xsigned')
    expect(await latch.rejectPendingRequests()).toBe(0)
  })

  it('default: with nothing in flight rejectPendingRequests aborts nothing', async () => {
    const { latch } = await setup()
    expect(await latch.rejectPendingRequests()).toBe(0)
  })
})

/** Waits, a real millisecond at a time, until `condition` holds (bounded to ~2 s). */
const eventually = (condition: () => boolean) =>
  Effect.gen(function* () {
    for (let i = 0; i < 2000 && !condition(); i++) yield* TestClock.withLive(Effect.sleep(1))
    expect(condition()).toBe(true)
  })

describe('fault matrix: PendingRequests with a request slow to stop', () => {
  itEffect.effect(
    "behavior: the abort answers 'Request was aborted' at once, even when the wallet's request takes time to stop",
    () =>
      Effect.gen(function* () {
        const pending = yield* PendingRequests.make
        const ack = yield* Deferred.make<void>()
        let started = false
        let stopping = false
        let stopped = false
        // A connector that, once interrupted, tells the wallet to cancel and waits for its ack.
        const slowToStop = Effect.sync(() => {
          started = true
        }).pipe(
          Effect.andThen(Effect.never),
          Effect.onInterrupt(() =>
            Effect.gen(function* () {
              stopping = true
              yield* Deferred.await(ack)
              stopped = true
            }),
          ),
        )
        const signing = yield* Effect.forkChild(
          Effect.flip(pending.track('personal_sign', true, slowToStop)),
        )
        yield* eventually(() => started)
        expect(yield* pending.rejectUnsafe).toBe(1)
        // The abort arrives while the wallet has not acknowledged the cancel.
        yield* eventually(() => signing.pollUnsafe() !== undefined)
        const aborted = signing.pollUnsafe()
        expect(aborted?._tag === 'Success' && aborted.value).toMatchObject({
          _tag: 'RequestAbortedError',
          message: 'Request was aborted',
          method: 'personal_sign',
        })
        // The request is told to stop, and finishes stopping in the background.
        yield* eventually(() => stopping)
        expect(stopped).toBe(false)
        yield* Deferred.succeed(ack, undefined)
        yield* eventually(() => stopped)
      }),
  )

  itEffect.effect('behavior: interrupting the caller stops the tracked request too', () =>
    Effect.gen(function* () {
      const pending = yield* PendingRequests.make
      let started = false
      let stopped = false
      const hung = Effect.sync(() => {
        started = true
      }).pipe(
        Effect.andThen(Effect.never),
        Effect.onInterrupt(() =>
          Effect.sync(() => {
            stopped = true
          }),
        ),
      )
      const caller = yield* Effect.forkChild(pending.track('eth_sendTransaction', true, hung))
      yield* eventually(() => started)
      yield* Fiber.interrupt(caller)
      yield* eventually(() => stopped)
      expect(yield* pending.rejectUnsafe).toBe(0)
    }),
  )
})
