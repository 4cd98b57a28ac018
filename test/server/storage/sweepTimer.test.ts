import { afterEach, describe, expect, it, vi } from 'vitest'
import { openStorage } from '../../../server/storage/openStorage.ts'
import { SIWX_NONCE_TTL_MS, STORAGE_SWEEP_INTERVAL_MS } from '../../../server/storage/Storage.ts'
import { sweepTimer } from '../../../server/storage/sweepTimer.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('sweepTimer', () => {
  // A Node timer, not an Effect one: vitest's fake timers drive it.
  it('behavior: sweeps once per interval, never twice at once, and stops', async () => {
    vi.useFakeTimers()
    let release = () => {}
    const sweep = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve
        }),
    )
    const timer = sweepTimer(sweep, STORAGE_SWEEP_INTERVAL_MS)
    await vi.advanceTimersByTimeAsync(STORAGE_SWEEP_INTERVAL_MS - 1)
    expect(sweep).toHaveBeenCalledTimes(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(sweep).toHaveBeenCalledTimes(1)
    // Still running at the next tick: not doubled.
    await vi.advanceTimersByTimeAsync(STORAGE_SWEEP_INTERVAL_MS)
    expect(sweep).toHaveBeenCalledTimes(1)
    release()
    await vi.advanceTimersByTimeAsync(STORAGE_SWEEP_INTERVAL_MS)
    expect(sweep).toHaveBeenCalledTimes(2)
    release()
    await timer.stop()
    await vi.advanceTimersByTimeAsync(3 * STORAGE_SWEEP_INTERVAL_MS)
    expect(sweep).toHaveBeenCalledTimes(2)
  })

  it('behavior: a failed sweep is logged and the next one runs', async () => {
    vi.useFakeTimers()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const sweep = vi
      .fn()
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue(undefined)
    const timer = sweepTimer(sweep, 1_000)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(sweep).toHaveBeenCalledTimes(2)
    expect(logged).toHaveBeenCalledWith('[latch server] sweep failed', expect.any(Error))
    await timer.stop()
    logged.mockRestore()
  })
})

describe('Storage.sweepExpired', () => {
  it('behavior: spending a nonce deletes nothing; the sweep deletes spent nonces expired for over one more TTL', async () => {
    let now = 1_700_000_000_000
    const storage = await openStorage({ now: () => now })
    try {
      expect(await storage.spendNonce('p', 'oldnonce0001', now + SIWX_NONCE_TTL_MS)).toBe(true)
      now += 2 * SIWX_NONCE_TTL_MS + 1
      expect(await storage.spendNonce('p', 'newnonce0001', now + SIWX_NONCE_TTL_MS)).toBe(true)
      const count = async () =>
        (
          await storage.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM siwx_spent_nonces')
        )[0]?.n
      expect(await count()).toBe(2)
      await storage.sweepExpired()
      expect(await count()).toBe(1)
      expect(await storage.spendNonce('p', 'newnonce0001', now + SIWX_NONCE_TTL_MS)).toBe(false)
    } finally {
      await storage.close()
    }
  }, 120_000)
})
