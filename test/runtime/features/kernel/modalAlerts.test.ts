import { afterEach, describe, expect, it } from 'vitest'
import type { LatchClient } from '../../../../runtime/client.ts'
import { createLatch } from '../../../../runtime/client.ts'
import { mainnet } from '../../../../runtime/networks.ts'
import { resolveOptions } from '../../../../runtime/services/config/resolveOptions.ts'
import { makeMemoryBackend } from '../../../../runtime/services/Storage.ts'

let latch: LatchClient | undefined
afterEach(async () => {
  await latch?.destroy()
  latch = undefined
})

describe("open({ namespace }) and SPEC §8's 'Network Not Found' alert", () => {
  it('behavior: a namespace the app lists no network in raises the alert, and the modal opens on the active one', async () => {
    latch = createLatch(
      resolveOptions({ projectId: 'test', networks: [mainnet], storage: makeMemoryBackend() }),
      {},
    )
    await latch.ready
    await latch.open({ namespace: 'solana' })
    expect(latch.state.alert.value?.message).toBe('Network Not Found')
    expect(latch.state.modal.value.open).toBe(true)
    expect(latch.state.router.value.view).toBe('Connect')
    expect(latch.state.network.value.caipNetworkId).toBe('eip155:1')
  })

  it('parameters: a listed namespace, or none, raises no alert', async () => {
    latch = createLatch(
      resolveOptions({ projectId: 'test', networks: [mainnet], storage: makeMemoryBackend() }),
      {},
    )
    await latch.ready
    await latch.open({ namespace: 'eip155' })
    await latch.close()
    await latch.open()
    expect(latch.state.alert.value).toBeUndefined()
  })
})
