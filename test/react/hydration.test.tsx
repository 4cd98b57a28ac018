// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton, LatchProvider, NetworkButton } from '../../react/index.ts'
import { createLatchIn } from '../../runtime/createLatch.ts'
import type { LatchClient } from '../../runtime/index.ts'
import { mainnet } from '../../runtime/networks.ts'
import { makeMemoryBackend } from '../../runtime/services/Storage.ts'
import { shadow, waitFor } from './support/mount.tsx'

// Every client a test makes is destroyed after it, passed or failed: none leaves timers behind.
const clients: LatchClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((latch) => latch.destroy()))
})

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('hydration', () => {
  it('default: the server markup hydrates without a mismatch and the modal then opens', async () => {
    const latch = createLatchIn(
      { projectId: 'test', networks: [mainnet], storage: makeMemoryBackend() },
      {},
    )
    clients.push(latch)
    await latch.ready
    const app = (
      <LatchProvider client={latch}>
        <ConnectButton />
        <NetworkButton />
      </LatchProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(app)
    const serverHtml = container.innerHTML
    document.body.appendChild(container)
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => errors.push(error),
      })
    })
    expect(errors).toEqual([])
    // The network's mark loads lazily after mount, in the place the server left blank for it.
    expect(serverHtml).toContain('class="latch-mark"')
    const withoutMarks = (html: string) => {
      const copy = document.createElement('div')
      copy.innerHTML = html
      for (const mark of copy.querySelectorAll('.latch-mark')) mark.remove()
      return copy.innerHTML
    }
    expect(withoutMarks(container.innerHTML)).toBe(withoutMarks(serverHtml))
    await act(async () => {
      container.querySelector<HTMLElement>('[data-testid="latch-connect-button"]')?.click()
    })
    await waitFor(() => shadow().querySelector('[data-latch-view="Connect"]'))
  })
})
