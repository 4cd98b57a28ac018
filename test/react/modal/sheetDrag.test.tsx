// @vitest-environment happy-dom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../../react/index.ts'
import { createLatchIn } from '../../../runtime/createLatch.ts'
import { defineNetwork } from '../../../runtime/networks.ts'
import { makeMemoryBackend } from '../../../runtime/services/Storage.ts'
import { makeFakeClient } from '../support/fakeClient.ts'
import { makeFakeWallet } from '../support/fakeWallet.ts'
import { click, mount, shadow, waitFor } from '../support/mount.tsx'
import { findView, renderModal } from '../support/renderModal.tsx'
import { startFakeRpc } from '../support/startFakeRpc.ts'

const CHAIN_ID = 31_337
let rpc: Awaited<ReturnType<typeof startFakeRpc>>
beforeAll(async () => {
  rpc = await startFakeRpc(CHAIN_ID)
})
afterAll(() => rpc.stop())

const matchMedia = window.matchMedia
let cleanup: Array<() => Promise<void>> = []
afterEach(async () => {
  window.matchMedia = matchMedia
  for (const c of cleanup.reverse()) await c()
  cleanup = []
  document.body.innerHTML = ''
})

/** A phone's screen: the media query that makes the dialog a bottom sheet matches. */
const narrowScreen = (narrow = true) => {
  window.matchMedia = ((query: string) => ({
    ...matchMedia.call(window, query),
    matches: narrow && query.includes('max-width: 430px'),
  })) as typeof window.matchMedia
}

const dialog = () => shadow().querySelector('[data-testid="latch-modal"]') as HTMLElement
const handle = () => shadow().querySelector('.latch-grab') as HTMLElement

const pointer = (target: Element, type: string, clientY: number) =>
  act(async () => {
    target.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        composed: true,
        cancelable: true,
        clientY,
        button: 0,
        pointerId: 1,
      }),
    )
  })

/** Drags `target` down by `dy` px in steps, then lets go. */
const drag = async (target: Element, dy: number) => {
  await pointer(target, 'pointerdown', 100)
  await pointer(target, 'pointermove', 100 + dy / 2)
  await pointer(target, 'pointermove', 100 + dy)
  await pointer(target, 'pointerup', 100 + dy)
}

const closes = (fake: ReturnType<typeof makeFakeClient>) =>
  fake.calls.filter(([name]) => name === 'close')

describe('bottom sheet drag', () => {
  it('default: a decorative handle, hidden from assistive technology and out of the tab order', async () => {
    const fake = makeFakeClient()
    cleanup.push(await renderModal(fake))
    await findView('Connect')
    expect(handle().getAttribute('aria-hidden')).toBe('true')
    expect(handle().hasAttribute('tabindex')).toBe(false)
    expect(handle().tagName).toBe('DIV')
  })

  it('behavior: dragged down past the threshold, the sheet follows and asks to close as Escape does', async () => {
    narrowScreen()
    const fake = makeFakeClient()
    cleanup.push(await renderModal(fake))
    await findView('Connect')
    // The press selects no text: a native drag of a selection would cancel this one.
    const down = new PointerEvent('pointerdown', { bubbles: true, cancelable: true, clientY: 100 })
    await act(async () => {
      handle().dispatchEvent(down)
    })
    expect(down.defaultPrevented).toBe(true)
    await pointer(handle(), 'pointermove', 160)
    expect(dialog().style.transform).toBe('translateY(60px)')
    await pointer(handle(), 'pointermove', 250)
    await pointer(handle(), 'pointerup', 250)
    expect(closes(fake)).toEqual([['close', { embedded: false }]])
  })

  it('behavior: the header drags too, but not through its buttons', async () => {
    narrowScreen()
    const fake = makeFakeClient()
    cleanup.push(await renderModal(fake))
    await findView('Connect')
    await drag(shadow().querySelector('[data-latch-close]') as Element, 200)
    expect(closes(fake)).toEqual([])
    await drag(shadow().querySelector('#latch-title') as Element, 200)
    expect(closes(fake)).toHaveLength(1)
  })

  it('behavior: a short drag springs back and does not close', async () => {
    narrowScreen()
    const fake = makeFakeClient()
    cleanup.push(await renderModal(fake))
    await findView('Connect')
    await pointer(handle(), 'pointerdown', 100)
    await pointer(handle(), 'pointermove', 150)
    expect(dialog().style.transform).toBe('translateY(50px)')
    await pointer(handle(), 'pointerup', 150)
    expect(dialog().style.transform).toBe('')
    expect(closes(fake)).toEqual([])
    // A drag the browser cancels (a scroll took over) springs back too.
    await pointer(handle(), 'pointerdown', 100)
    await pointer(handle(), 'pointermove', 300)
    await pointer(handle(), 'pointercancel', 300)
    expect(dialog().style.transform).toBe('')
    expect(closes(fake)).toEqual([])
  })

  it('parameters: on a wide screen the dialog is no sheet and does not drag', async () => {
    narrowScreen(false)
    const fake = makeFakeClient()
    cleanup.push(await renderModal(fake))
    await findView('Connect')
    await drag(shadow().querySelector('#latch-title') as Element, 200)
    expect(dialog().style.transform).toBe('')
    expect(closes(fake)).toEqual([])
  })

  it('behavior: under required sign-in with no session, the drag is refused on the sign view: the sheet shakes and springs back', async () => {
    narrowScreen()
    const local = defineNetwork({
      id: CHAIN_ID,
      chainNamespace: 'eip155',
      name: 'Latch Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpc.url] } },
    })
    const latch = createLatchIn(
      {
        projectId: 'test',
        networks: [local],
        connectors: [
          {
            id: 'fake',
            name: 'Fake Wallet',
            namespace: 'eip155',
            provider: makeFakeWallet(CHAIN_ID),
          },
        ],
        storage: makeMemoryBackend(),
        siwx: { required: true },
      },
      {},
    )
    await latch.ready
    const view = await mount(<LatchProvider client={latch} />)
    cleanup.push(async () => {
      await view.unmount()
      await latch.destroy()
    })
    await act(async () => latch.open())
    await click(
      await findView('Connect').then(
        (c) => c.querySelector('[data-latch-connector="fake"]') as Element,
      ),
    )
    await findView('SIWXSignMessage')
    await drag(handle(), 200)
    await waitFor(() => latch.state.modal.value.shake)
    expect(dialog().getAttribute('data-shake')).toBe('true')
    expect(latch.state.modal.value.open).toBe(true)
    await waitFor(() => dialog().style.transform === '')
    expect(shadow().querySelector('[data-latch-view="SIWXSignMessage"]')).not.toBeNull()
  })
})
