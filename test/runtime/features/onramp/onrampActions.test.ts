import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatchIn } from '../../../../runtime/createLatch.ts'
import type { LatchClient } from '../../../../runtime/index.ts'
import { mainnet } from '../../../../runtime/networks.ts'
import { makeMemoryBackend } from '../../../../runtime/services/Storage.ts'

// The lazy flows' chunk (send, swap, onramp, …) cannot be fetched, as after a deploy replaced
// it: its import() rejects, before the buy's flow can write anything.
const CHUNK = 'Failed to fetch dynamically imported module'
vi.mock('../../../../runtime/features/lazy.ts', () => {
  throw new Error(CHUNK)
})

/** The import's own error (vitest wraps a mock factory's throw, keeping it as the cause). */
const importError = (failure: Error): Error => (failure.cause as Error | undefined) ?? failure

/** The error `buying` rejects with (a buy that resolves fails the test). */
const failureOf = (buying: Promise<unknown>): Promise<Error> =>
  buying.then(
    () => {
      throw new Error('the buy did not fail')
    },
    (error: unknown) => error as Error,
  )

const clients: LatchClient[] = []
afterEach(async () => {
  vi.unstubAllGlobals()
  await Promise.all(clients.splice(0).map((latch) => latch.destroy()))
})

/** A real client with its runtime loaded; `window.open` gives `popup` (a blank window). */
const setup = async () => {
  const latch = createLatchIn(
    { projectId: 'test', networks: [mainnet], storage: makeMemoryBackend() },
    {},
  )
  clients.push(latch)
  await latch.ready
  const popup = {
    location: { href: 'about:blank' },
    opener: {} as unknown,
    closed: false,
    close: () => undefined,
  }
  popup.close = () => {
    popup.closed = true
  }
  vi.stubGlobal('window', { open: () => popup })
  return { latch, popup }
}

describe('buyCrypto (the client action)', () => {
  it('behavior: a buy whose code does not load leaves state.onramp in error with the reason and closes its blank window', async () => {
    const { latch, popup } = await setup()
    const failure = await failureOf(latch.buyCrypto('latch-ramp'))
    expect(failure).toBeInstanceOf(Error)
    expect(importError(failure).message).toBe(CHUNK)
    expect(latch.state.router.value.view).toBe('BuyInProgress')
    expect(latch.state.onramp.value).toMatchObject({
      provider: 'latch-ramp',
      status: 'error',
      error: failure.message,
    })
    expect(popup.closed).toBe(true)
  })

  it("behavior: a purchase shows as its own from the click on, never the last one's failure", async () => {
    const { latch } = await setup()
    const first = await failureOf(latch.buyCrypto('latch-ramp'))
    expect(latch.state.onramp.value).toMatchObject({ status: 'error', error: first.message })
    const buying = failureOf(latch.buyCrypto('dev-pay'))
    expect(latch.state.onramp.value).toMatchObject({
      provider: 'dev-pay',
      status: 'opening',
      error: undefined,
    })
    const failure = await buying
    expect(latch.state.onramp.value).toMatchObject({ status: 'error', error: failure.message })
  })

  it("behavior: the purchase's window is cut from the app's page (no opener for the provider's page)", async () => {
    const { latch, popup } = await setup()
    const buying = failureOf(latch.buyCrypto('latch-ramp'))
    expect(popup.opener).toBeNull()
    await buying
  })
})
