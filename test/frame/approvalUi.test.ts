// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { domApprovalUi } from '../../frame/approvalUi.ts'
import { applyFrameTheme } from '../../frame/frameTheme.ts'

const ask = {
  method: 'personal_sign',
  title: 'Sign this message',
  rows: [
    { label: 'Message', value: 'Hello', long: true },
    { label: 'Network', value: 'Anvil (chain 31337)' },
  ],
}

const make = () =>
  domApprovalUi(document, {
    appOrigin: () => 'http://127.0.0.1:5173',
    appName: () => 'Latch Playground',
    armMs: 500,
  })

/** Intersection Observer v2 as the test says: the frame seen or not. */
let observed: ((entries: IntersectionObserverEntry[]) => void) | undefined
class FakeObserver {
  constructor(callback: (entries: IntersectionObserverEntry[]) => void) {
    observed = callback
  }
  observe() {}
  disconnect() {}
}
const seen = (isVisible: boolean, intersectionRatio = 1) =>
  observed?.([
    { isIntersecting: true, isVisible, intersectionRatio } as unknown as IntersectionObserverEntry,
  ])

/** Intersection Observer v2's entry: it has `isVisible` (Chromium). */
class EntryV2 {
  get isVisible() {
    return false
  }
}

beforeEach(() => {
  observed = undefined
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.stubGlobal('IntersectionObserverEntry', EntryV2)
})

/** The page's CSS zoom (or the visitor's) as the frame sees it: its devicePixelRatio changes. */
const zoomTo = (ratio: number) => {
  Object.defineProperty(window, 'devicePixelRatio', { value: ratio, configurable: true })
  window.dispatchEvent(new Event('resize'))
}
/** The pointer moves in the frame: `screen` points on the screen, `client` CSS pixels in the frame. */
const pointTo = (screen: number, client: number) =>
  window.dispatchEvent(
    new PointerEvent('pointermove', { screenX: screen, screenY: 50, clientX: client, clientY: 50 }),
  )
const popupButton = () => document.querySelector<HTMLButtonElement>('[data-latch-frame-open-popup]')
const approve = () => document.querySelector<HTMLButtonElement>('[data-latch-frame-approve]')
const reject = () => document.querySelector<HTMLButtonElement>('[data-latch-frame-reject]')

afterEach(() => {
  zoomTo(1)
  vi.unstubAllGlobals()
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('domApprovalUi', () => {
  it('default: shows the origin, the ask in plain words, Reject and Approve', () => {
    vi.useFakeTimers()
    make().show(ask, () => {})
    const root = document.querySelector('[data-latch-frame-approval="personal_sign"]')
    expect(root?.querySelector('h1')?.textContent).toBe('Sign this message')
    expect(root?.querySelector('.from')?.textContent).toBe(
      'http://127.0.0.1:5173 (Latch Playground) asks you to approve',
    )
    expect([...(root?.querySelectorAll('dt') ?? [])].map((d) => d.textContent)).toEqual([
      'Message',
      'Network',
    ])
    expect(reject()?.type).toBe('button')
    expect(approve()?.type).toBe('button')
  })

  it('behavior: Approve arms only after armMs really visible, and disarms when covered', () => {
    vi.useFakeTimers()
    make().show(ask, () => {})
    expect(approve()?.disabled).toBe(true)
    vi.advanceTimersByTime(1_000)
    // Not yet reported visible: still disarmed.
    expect(approve()?.disabled).toBe(true)
    seen(true)
    vi.advanceTimersByTime(499)
    expect(approve()?.disabled).toBe(true)
    vi.advanceTimersByTime(1)
    expect(approve()?.disabled).toBe(false)
    // Covered or made see-through by the page: disarmed, and the delay starts over.
    seen(false)
    expect(approve()?.disabled).toBe(true)
    seen(true)
    vi.advanceTimersByTime(499)
    expect(approve()?.disabled).toBe(true)
    vi.advanceTimersByTime(1)
    expect(approve()?.disabled).toBe(false)
  })

  it('behavior: Approve arms only while the whole ask is on screen: v2 calls a clipped frame visible', () => {
    vi.useFakeTimers()
    make().show(ask, () => {})
    // The page clipped all but the buttons away: what is left is uncovered and opaque.
    seen(true, 0.2)
    vi.advanceTimersByTime(5_000)
    expect(approve()?.disabled).toBe(true)
    seen(true, 1)
    vi.advanceTimersByTime(500)
    expect(approve()?.disabled).toBe(false)
    seen(true, 0.99)
    expect(approve()?.disabled).toBe(true)
  })

  it('behavior: without Intersection Observer v2 the frame has no Approve: the ask opens in a popup', () => {
    vi.useFakeTimers()
    vi.stubGlobal('IntersectionObserverEntry', class {})
    make().show(ask, () => {})
    vi.advanceTimersByTime(5_000)
    expect(approve()).toBeNull()
    expect(document.querySelector('[data-latch-frame-open-popup]')?.textContent).toBe(
      'Review in a new window',
    )
    expect(reject()?.disabled).toBe(false)
  })

  it('attack: a page that shrinks the frame with CSS zoom (devicePixelRatio 0.2) arms no Approve in place: the ask opens in the popup', () => {
    vi.useFakeTimers()
    // The page zoomed the frame out before the ask came; v2 still calls it seen and whole.
    zoomTo(0.2)
    make().show(ask, () => {})
    seen(true)
    vi.advanceTimersByTime(5_000)
    expect(approve()?.disabled).toBe(true)
    expect(approve()?.hidden).toBe(true)
    expect(popupButton()?.hidden).toBe(false)
    expect(reject()?.disabled).toBe(false)
    // Drawn at its size again: Approve is back, and arms only after the wait.
    zoomTo(1)
    expect(popupButton()?.hidden).toBe(true)
    expect(approve()?.hidden).toBe(false)
    vi.advanceTimersByTime(499)
    expect(approve()?.disabled).toBe(true)
    vi.advanceTimersByTime(1)
    expect(approve()?.disabled).toBe(false)
    // Zoomed out while the ask is open and armed: disarmed at once, the popup offered.
    zoomTo(0.2)
    expect(approve()?.disabled).toBe(true)
    expect(approve()?.hidden).toBe(true)
    expect(popupButton()?.hidden).toBe(false)
    vi.advanceTimersByTime(5_000)
    expect(approve()?.disabled).toBe(true)
  })

  it('attack: on a 3× screen a frame zoomed to 0.3 (devicePixelRatio 0.9) is caught by the pointer: screen points per CSS pixel', () => {
    vi.useFakeTimers()
    zoomTo(0.9)
    make().show(ask, () => {})
    seen(true)
    vi.advanceTimersByTime(500)
    // devicePixelRatio alone cannot tell a 3× screen zoomed to 0.3 from a 1× one at 90 %.
    expect(approve()?.disabled).toBe(false)
    // The visitor's pointer crosses 60 CSS px of the frame while it moves 18 points on screen.
    pointTo(300, 100)
    pointTo(318, 160)
    expect(approve()?.disabled).toBe(true)
    expect(approve()?.hidden).toBe(true)
    expect(popupButton()?.hidden).toBe(false)
    // Drawn at its size (points and CSS pixels one to one): Approve again, after the wait.
    pointTo(378, 220)
    expect(approve()?.hidden).toBe(false)
    vi.advanceTimersByTime(499)
    expect(approve()?.disabled).toBe(true)
    vi.advanceTimersByTime(1)
    expect(approve()?.disabled).toBe(false)
  })

  it('behavior: the frame drawn at another size above the floor (90 % zoom) starts the wait over', () => {
    vi.useFakeTimers()
    make().show(ask, () => {})
    seen(true)
    vi.advanceTimersByTime(500)
    expect(approve()?.disabled).toBe(false)
    zoomTo(0.9)
    expect(approve()?.disabled).toBe(true)
    expect(approve()?.hidden).toBe(false)
    vi.advanceTimersByTime(500)
    expect(approve()?.disabled).toBe(false)
  })

  it('behavior: at zoom 1 (and on a 2× screen) Approve arms in place and the popup is not offered', () => {
    vi.useFakeTimers()
    const ui = make()
    for (const ratio of [1, 2]) {
      zoomTo(ratio)
      ui.show(ask, () => {})
      seen(true)
      vi.advanceTimersByTime(500)
      expect(approve()?.disabled).toBe(false)
      expect(approve()?.hidden).toBe(false)
      expect(popupButton()?.hidden).toBe(true)
    }
  })

  it('behavior: placement top (the popup) arms after armMs while its page is visible', () => {
    vi.useFakeTimers()
    vi.stubGlobal('IntersectionObserver', undefined)
    domApprovalUi(document, {
      appOrigin: () => 'http://127.0.0.1:5173',
      appName: () => undefined,
      armMs: 500,
      placement: 'top',
    }).show(ask, () => {})
    expect(approve()?.disabled).toBe(true)
    vi.advanceTimersByTime(500)
    expect(approve()?.disabled).toBe(false)
  })

  it('behavior: a script-made click or key decides nothing; only the visitor does', () => {
    vi.useFakeTimers()
    const decided: boolean[] = []
    make().show(ask, (approved) => decided.push(approved))
    seen(true)
    vi.advanceTimersByTime(500)
    expect(approve()?.disabled).toBe(false)
    approve()?.click()
    approve()?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    reject()?.click()
    expect(decided).toEqual([])
  })

  it('behavior: more says how many wait behind; hide removes the UI', () => {
    const ui = make()
    ui.show(ask, () => {})
    ui.more(2)
    const more = document.querySelector<HTMLElement>('.more')
    expect(more?.hidden).toBe(false)
    expect(more?.textContent).toBe('2 more requests wait')
    ui.more(0)
    expect(more?.hidden).toBe(true)
    ui.hide()
    expect(document.querySelector('[data-latch-frame-approval]')).toBeNull()
  })

  it('behavior: the synced theme sets the mode and only --latch-* variables', () => {
    applyFrameTheme(document, {
      themeMode: 'dark',
      themeVariables: { '--latch-accent': '#ff0000', color: 'red', '--other': '1' },
    })
    const root = document.documentElement
    expect(root.dataset.theme).toBe('dark')
    expect(root.style.getPropertyValue('--latch-accent')).toBe('#ff0000')
    expect(root.style.getPropertyValue('--other')).toBe('')
    expect(root.style.color).toBe('')
  })
})
