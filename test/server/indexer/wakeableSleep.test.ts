import { afterEach, describe, expect, it, vi } from 'vitest'
import { wakeableSleep } from '../../../server/indexer/wakeableSleep.ts'

afterEach(() => {
  vi.useRealTimers()
})

/** Whether `promise` has settled once the microtasks queued so far have run. */
const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => {
    done = true
  })
  await Promise.resolve()
  await Promise.resolve()
  return done
}

describe('wakeableSleep', () => {
  it('default: a sleep ends after its time, not before', async () => {
    vi.useFakeTimers()
    const pause = wakeableSleep()
    const waited = pause.sleep(2000)
    await vi.advanceTimersByTimeAsync(1999)
    expect(await settled(waited)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(waited)).toBe(true)
  })

  it('behavior: wake() ends the sleep under way at once; one with no sleep under way does nothing', async () => {
    vi.useFakeTimers()
    const pause = wakeableSleep()
    pause.wake()
    const waited = pause.sleep(2000)
    expect(await settled(waited)).toBe(false)
    pause.wake()
    expect(await settled(waited)).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })
})
