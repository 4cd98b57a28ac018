import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatchIn } from '../../../runtime/createLatch.ts'
import type { LatchClient, LatchOptions } from '../../../runtime/index.ts'
import { mainnet } from '../../../runtime/networks.ts'
import { makeMemoryBackend } from '../../../runtime/services/Storage.ts'

let latch: LatchClient | undefined
afterEach(async () => {
  vi.restoreAllMocks()
  await latch?.destroy()
  latch = undefined
})

describe("a missing projectId is SPEC §8's alert 'Project ID Not Configured', not a crash", () => {
  for (const [name, projectId] of [
    ['missing', undefined],
    ['empty', ''],
    ['blank', ' \n'],
  ] as const)
    it(`behavior: ${name}: createLatch returns a client showing the alert, and it opens`, async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const options = {
        networks: [mainnet],
        storage: makeMemoryBackend(),
        apiUrl: 'http://127.0.0.1:9',
        ...(projectId === undefined ? {} : { projectId }),
      } as LatchOptions
      latch = createLatchIn(options, {})
      expect(latch.state.alert.value).toMatchObject({
        message: 'Project ID Not Configured',
        variant: 'error',
      })
      expect(logged).toHaveBeenCalledOnce()
      // No project, no Data API: nothing is asked of the apiUrl it gave.
      expect(latch.config.apiUrl).toBeUndefined()
      await latch.open()
      expect(latch.state.modal.value.open).toBe(true)
      expect(latch.state.router.value.view).toBe('Connect')
    })

  it('parameters: a project id given raises no alert', () => {
    latch = createLatchIn(
      { projectId: 'demo', networks: [mainnet], storage: makeMemoryBackend() },
      {},
    )
    expect(latch.state.alert.value).toBeUndefined()
  })
})
