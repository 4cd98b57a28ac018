// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from '../../support/mount.tsx'
import { realClients } from '../../support/realClient.tsx'
import { findView } from '../../support/renderModal.tsx'

// The lazy flows' chunk cannot be fetched (a deploy replaced it): the buy's import() rejects
// before its flow writes anything.
const CHUNK = 'Failed to fetch dynamically imported module'
vi.mock('../../../../runtime/features/lazy.ts', () => {
  throw new Error(CHUNK)
})

const { local, mountClient } = realClients()
afterEach(() => {
  vi.restoreAllMocks()
})

describe('BuyInProgress (a real client)', () => {
  it('behavior: a buy whose code does not load says why, whoever started it (here the app)', async () => {
    const { latch } = await mountClient({ networks: [local()] })
    const popup = { close: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    await act(async () => {
      await latch.open()
    })
    let failure: Error | undefined
    await act(async () => {
      await latch.buyCrypto('latch-ramp').catch((error: Error) => {
        failure = error
      })
    })
    // vitest wraps a mock factory's throw, keeping it as the cause.
    expect((failure?.cause as Error | undefined)?.message).toBe(CHUNK)
    const view = await findView('BuyInProgress')
    const error = await waitFor(() => view.querySelector('[data-latch-onramp-error]'))
    expect(error.textContent).toBe(failure?.message)
    expect(popup.close).toHaveBeenCalled()
  })
})
