// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeArming } from '../../frame/approvalArming.ts'
import { APPROVAL_POPUP_PATH, openApprovalPopup } from '../../frame/approvalPopup.ts'
import { domApprovalUi } from '../../frame/approvalUi.ts'

// Review r3, F7 (rows 96, 97; suspected by reading): without Intersection Observer v2 (Firefox,
// Safari) the frame fell back to `isIntersecting`, so an opacity-0 frame or one under a decoy
// armed Approve after 500 ms; arming ignored focus and pointer history (double-clickjacking,
// keyjacking: a page moves the focus into the frame just before the visitor's Enter).

const ask = {
  method: 'eth_sendTransaction',
  title: 'Send this transaction',
  rows: [{ label: 'Network', value: 'Anvil (chain 31337)' }],
}

/** Intersection Observer v1 only: entries say `isIntersecting`, never `isVisible`. */
let observed: ((entries: IntersectionObserverEntry[]) => void) | undefined
class ObserverV1 {
  constructor(callback: (entries: IntersectionObserverEntry[]) => void) {
    observed = callback
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('IntersectionObserver', ObserverV1)
  vi.stubGlobal('IntersectionObserverEntry', class {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('F7: clickjacking defences outside Chromium', () => {
  it('attack (row 96): an opacity-0 frame in a browser without IO v2 never arms an Approve in the page', () => {
    domApprovalUi(document, {
      appOrigin: () => 'http://app',
      appName: () => undefined,
      armMs: 500,
    }).show(ask, () => {})
    // The page made the frame see-through; v1 still says it intersects.
    observed?.([{ isIntersecting: true } as IntersectionObserverEntry])
    vi.advanceTimersByTime(5_000)
    expect(document.querySelector('[data-latch-frame-approve]')).toBeNull()
    expect(document.querySelector('[data-latch-frame-open-popup]')).not.toBeNull()
  })

  it('attack (row 96): the popup is the frame’s own page under a random name, and only it is heard', () => {
    const popup = { closed: false, close: vi.fn(), postMessage: vi.fn() }
    const open = vi.fn(() => popup)
    const listeners: ((event: MessageEvent) => void)[] = []
    const view = {
      location: { origin: 'http://frame' },
      crypto: globalThis.crypto,
      open,
      addEventListener: (_: string, on: (event: MessageEvent) => void) => listeners.push(on),
      removeEventListener: vi.fn(),
    } as unknown as Window
    const answers: boolean[] = []
    const handle = openApprovalPopup(view, { ask, appOrigin: 'http://app' }, (a) => answers.push(a))
    expect(open).toHaveBeenCalledOnce()
    const [url, name] = open.mock.calls[0] as unknown as [string, string]
    expect(url).toBe(APPROVAL_POPUP_PATH)
    expect(name).toMatch(/^latch-approval-[0-9a-f-]{36}$/)
    const hear = (data: unknown, origin: string, source: unknown) => {
      for (const on of listeners) on({ data, origin, source } as MessageEvent)
    }
    // The app's page (its origin, or another window) cannot answer for the visitor.
    hear({ type: 'latch-approval-answer', approved: true }, 'http://app', popup)
    hear({ type: 'latch-approval-answer', approved: true }, 'http://frame', {})
    expect(answers).toEqual([])
    // The popup says it is ready: it gets the ask, to the frame's origin only.
    hear({ type: 'latch-approval-ready' }, 'http://frame', popup)
    expect(popup.postMessage).toHaveBeenCalledWith(
      { type: 'latch-approval-ask', ask, appOrigin: 'http://app' },
      'http://frame',
    )
    hear({ type: 'latch-approval-answer', approved: true }, 'http://frame', popup)
    expect(answers).toEqual([true])
    handle?.close()
    expect(popup.close).toHaveBeenCalled()
  })

  it('attack (row 97): a frame slid under a still cursor takes no click until the pointer has been in it armMs', () => {
    const arming = makeArming({ armMs: 500, onChange: () => {} })
    arming.seen(true)
    vi.advanceTimersByTime(1_000)
    expect(arming.armed()).toBe(true)
    // Second click of a double-click: no pointer ever came into the frame.
    expect(arming.accepts('mouse')).toBe(false)
    arming.pointer(true)
    expect(arming.armed()).toBe(false)
    vi.advanceTimersByTime(499)
    expect(arming.accepts('mouse')).toBe(false)
    vi.advanceTimersByTime(1)
    expect(arming.accepts('mouse')).toBe(true)
    // The pointer leaves and comes back: the wait starts over.
    arming.pointer(false)
    arming.pointer(true)
    expect(arming.accepts('mouse')).toBe(false)
    arming.stop()
  })

  it('attack (row 97): focus moved into the frame just before Enter does not approve; losing it disarms', () => {
    const changes: boolean[] = []
    const arming = makeArming({ armMs: 500, onChange: (armed) => changes.push(armed) })
    arming.seen(true)
    vi.advanceTimersByTime(500)
    // The page moves the focus in; the visitor's Enter lands 100 ms later.
    arming.focus(true)
    vi.advanceTimersByTime(100)
    expect(arming.accepts('keyboard')).toBe(false)
    vi.advanceTimersByTime(400)
    expect(arming.accepts('keyboard')).toBe(true)
    arming.focus(false)
    expect(arming.armed()).toBe(false)
    expect(arming.accepts('keyboard')).toBe(false)
    expect(changes).toEqual([true, false])
    arming.stop()
  })

  it('behavior: a list longer than its box arms only once it was scrolled to its end', () => {
    const arming = makeArming({ armMs: 500, onChange: () => {} })
    arming.seen(true)
    arming.readAll(false)
    vi.advanceTimersByTime(1_000)
    expect(arming.armed()).toBe(false)
    arming.readAll(true)
    vi.advanceTimersByTime(500)
    expect(arming.armed()).toBe(true)
    arming.stop()
  })
})
