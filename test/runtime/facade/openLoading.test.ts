import { afterEach, describe, expect, it } from 'vitest'
import { createLatchIn } from '../../../runtime/createLatch.ts'
import type { LatchClient } from '../../../runtime/index.ts'
import { mainnet } from '../../../runtime/networks.ts'
import { makeMemoryBackend } from '../../../runtime/services/Storage.ts'

let latch: LatchClient | undefined
afterEach(async () => {
  await latch?.destroy()
  latch = undefined
})

describe('SPEC §4 modal state loading', () => {
  it('behavior: an open() that waits for the runtime is loading until the modal opens', async () => {
    latch = createLatchIn(
      { projectId: 'test', networks: [mainnet], storage: makeMemoryBackend() },
      {},
    )
    const seen: boolean[] = []
    const stop = latch.state.modal.subscribe((modal) => seen.push(modal.loading))
    const opening = latch.open()
    expect(latch.state.modal.value).toMatchObject({ open: false, loading: true })
    await opening
    stop()
    expect(latch.state.modal.value).toMatchObject({ open: true, loading: false })
    expect(seen).toEqual([false, true, false])
  })

  it('parameters: once the runtime is here, open() is never loading', async () => {
    latch = createLatchIn(
      { projectId: 'test', networks: [mainnet], storage: makeMemoryBackend() },
      {},
    )
    await latch.ready
    const seen: boolean[] = []
    const stop = latch.state.modal.subscribe((modal) => seen.push(modal.loading))
    await latch.open()
    stop()
    expect(seen.every((loading) => !loading)).toBe(true)
    expect(latch.state.modal.value.open).toBe(true)
  })
})
