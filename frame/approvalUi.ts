import { makeArming, type PressKind } from './approvalArming.ts'
import { openApprovalPopup, type PopupHandle } from './approvalPopup.ts'
import type { ApprovalUi } from './approvalQueue.ts'
import { watchSeenInPage } from './approvalSeen.ts'
import type { ApprovalAsk } from './describeRequest.ts'

/** What the approval UI shows beside the ask. */
export interface DomApprovalUiOptions {
  /** The app's origin, as the browser reported it at the handshake (not what the app claims). */
  readonly appOrigin: () => string | undefined
  /** The app's name from sync dapp data (the app's own claim, shown beside the origin). */
  readonly appName: () => string | undefined
  /** Approve arms only after the approval has been seen this long (clickjacking). */
  readonly armMs: number
  /**
   * `frame` (default): inside the app's page, where only Intersection Observer v2 can tell the
   * approval is really seen; without it the ask is approved in a popup. `top`: the popup itself,
   * a top-level window on the frame's origin that no page can cover or make see-through.
   */
  readonly placement?: 'frame' | 'top'
}

/** Whether the browser reports real visibility (Intersection Observer v2, Chromium). */
export const hasVisibilityTracking = (view: (Window & typeof globalThis) | null): boolean =>
  typeof view?.IntersectionObserver === 'function' &&
  typeof view.IntersectionObserverEntry === 'function' &&
  'isVisible' in view.IntersectionObserverEntry.prototype

const el = <K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: { className?: string; text?: string; attrs?: Record<string, string> } = {},
): HTMLElementTagNameMap[K] => {
  const node = doc.createElement(tag)
  if (props.className) node.className = props.className
  if (props.text !== undefined) node.textContent = props.text
  for (const [key, value] of Object.entries(props.attrs ?? {})) node.setAttribute(key, value)
  return node
}

/** The ask's words: who asks, the title, every row (the list scrolls; nothing is cut). */
const renderAsk = (doc: Document, ask: ApprovalAsk, origin: string, name: string | undefined) => {
  const from = el(doc, 'p', { className: 'from' })
  from.append(
    el(doc, 'span', { className: 'origin', text: origin }),
    doc.createTextNode(name ? ` (${name}) asks you to approve` : ' asks you to approve'),
  )
  const title = el(doc, 'h1', { text: ask.title, attrs: { id: 'latch-approval-title' } })
  const list = el(doc, 'dl', { attrs: { tabindex: '0', 'aria-label': 'What you approve' } })
  for (const row of ask.rows) {
    const item = el(doc, 'div', { className: row.long ? 'row long' : 'row' })
    item.append(el(doc, 'dt', { text: row.label }), el(doc, 'dd', { text: row.value }))
    list.append(item)
  }
  return { from, title, list }
}

/** The approval's page: who asks, the ask, the scroll hint, the queue count and the buttons row. */
const renderShell = (doc: Document, ask: ApprovalAsk, origin: string, name: string | undefined) => {
  const { from, title, list } = renderAsk(doc, ask, origin, name)
  const main = el(doc, 'main', {
    className: 'approval',
    attrs: { 'data-latch-frame-approval': ask.method, 'aria-labelledby': title.id },
  })
  const hint = el(doc, 'p', { className: 'hint', text: 'Scroll to the end to approve' })
  hint.hidden = true
  const more = el(doc, 'p', { className: 'more', attrs: { 'aria-live': 'polite' } })
  more.hidden = true
  const buttons = el(doc, 'div', { className: 'buttons' })
  const reject = el(doc, 'button', {
    className: 'reject',
    text: 'Reject',
    attrs: { type: 'button', 'data-latch-frame-reject': '' },
  })
  buttons.append(reject)
  main.append(from, title, list, hint, more, buttons)
  return { main, list, hint, more, buttons, reject }
}

/** The button that opens the ask in a popup on the frame's origin (F7): the visitor's own click only. */
const reviewInPopup = (doc: Document, open: () => void) => {
  const button = el(doc, 'button', {
    className: 'approve',
    text: 'Review in a new window',
    attrs: { type: 'button', 'data-latch-frame-open-popup': '' },
  })
  button.addEventListener('click', (event) => {
    if (event.isTrusted) open()
  })
  return button
}

/** How many more requests wait behind the one shown (none: hidden). */
const showWaiting = (more: HTMLElement, count: number) => {
  more.hidden = count === 0
  more.textContent =
    count === 1 ? '1 more request waits' : count > 1 ? `${count} more requests wait` : ''
}

/**
 * The approval UI, rendered by the frame page itself on the frame's origin, so the app's page
 * can neither read nor click it: the origin asking, the ask in plain words (every row whole, in
 * a list that scrolls; a list longer than the view must be scrolled to its end first), Reject
 * and Approve (keyboard: Tab between them, Enter or Space to press, Escape rejects). Approve
 * arms as approvalArming.ts says: seen (Intersection Observer v2 in the app's page), read, and
 * no focus or pointer change for `armMs`. Where the browser cannot tell that the frame is seen,
 * Approve is replaced by a button that opens the ask in a popup on the frame's origin (F7).
 *
 * @example
 * import { domApprovalUi } from './approvalUi.ts'
 * const ui = domApprovalUi(document, { appOrigin: () => origin, appName: () => name, armMs: 500 })
 */
export const domApprovalUi = (doc: Document, options: DomApprovalUiOptions): ApprovalUi => {
  const view = doc.defaultView
  const top = options.placement === 'top'
  let cleanups: (() => void)[] = []
  let root: HTMLElement | undefined
  let more: HTMLElement | undefined
  let popup: PopupHandle | undefined

  const clear = () => {
    for (const cleanup of cleanups.splice(0)) cleanup()
    popup?.close()
    popup = undefined
    root?.remove()
    root = undefined
    more = undefined
  }
  const listen = <E extends Event>(target: EventTarget, type: string, on: (event: E) => void) => {
    target.addEventListener(type, on as EventListener)
    cleanups.push(() => target.removeEventListener(type, on as EventListener))
  }

  return {
    show: (ask, decide) => {
      clear()
      cleanups = []
      let decided = false
      const [origin, name] = [options.appOrigin() ?? 'This site', options.appName()]
      const shell = renderShell(doc, ask, origin, name)
      const { buttons } = shell
      more = shell.more
      const answer = (approved: boolean) => {
        if (decided) return
        decided = true
        for (const button of buttons.querySelectorAll('button')) button.disabled = true
        decide(approved)
      }
      // Only the visitor's own input counts; the app cannot dispatch events in this origin anyway.
      shell.reject.addEventListener('click', (event) => {
        if (event.isTrusted) answer(false)
      })
      listen<KeyboardEvent>(doc, 'keydown', (event) => {
        if (event.key === 'Escape' && event.isTrusted) answer(false)
      })
      doc.body.append(shell.main)
      root = shell.main

      const review = () =>
        reviewInPopup(doc, () => {
          if (decided || !view) return
          popup?.close()
          const themeMode = doc.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'
          popup = openApprovalPopup(
            view,
            { ask, appOrigin: origin, appName: name, themeMode },
            answer,
          )
        })
      // No way to know the frame is seen: the ask is approved in a top-level popup.
      if (!top && !hasVisibilityTracking(view)) buttons.append(review())
      else
        armApprove(doc, {
          top,
          review: top ? undefined : review(),
          armMs: options.armMs,
          list: shell.list,
          hint: shell.hint,
          buttons,
          listen,
          answer,
          onClear: (cleanup) => cleanups.push(cleanup),
        })
      if (doc.hasFocus()) shell.reject.focus()
    },
    more: (count) => {
      if (more) showWaiting(more, count)
    },
    hide: clear,
  }
}

type ArmParts = {
  readonly top: boolean
  /** In the app's page: the way to the popup, shown instead of Approve while the ask is drawn too small. */
  readonly review: HTMLButtonElement | undefined
  readonly armMs: number
  readonly list: HTMLElement
  readonly hint: HTMLElement
  readonly buttons: HTMLElement
  readonly listen: <E extends Event>(t: EventTarget, type: string, on: (e: E) => void) => void
  readonly answer: (approved: boolean) => void
  /** Runs when the ask leaves the screen. */
  readonly onClear: (cleanup: () => void) => void
}

/** Adds Approve and wires its arming to what the page sees, reads, focuses and points at. */
const armApprove = (doc: Document, parts: ArmParts) => {
  const { list, hint, listen } = parts
  const view = doc.defaultView
  const approve = el(doc, 'button', {
    className: 'approve',
    text: 'Approve',
    attrs: { type: 'button', 'data-latch-frame-approve': '' },
  })
  approve.disabled = true
  parts.buttons.append(approve)
  const arming = makeArming({
    armMs: parts.armMs,
    onChange: (armed) => {
      approve.disabled = !armed
    },
  })
  let pointerType: PressKind = 'mouse'
  listen<PointerEvent>(approve, 'pointerdown', (event) => {
    pointerType = event.pointerType === 'touch' ? 'touch' : 'mouse'
  })
  approve.addEventListener('click', (event) => {
    const kind: PressKind = event.detail === 0 ? 'keyboard' : pointerType
    if (event.isTrusted && !approve.disabled && arming.accepts(kind)) parts.answer(true)
  })
  // Read through: a list taller than its box must have been scrolled to its end once.
  let reachedEnd = false
  const checkRead = () => {
    const overflows = list.scrollHeight > list.clientHeight + 2
    if (overflows && list.scrollTop + list.clientHeight >= list.scrollHeight - 2) reachedEnd = true
    const read = reachedEnd || !overflows
    hint.hidden = read
    arming.readAll(read)
  }
  listen(list, 'scroll', checkRead)
  if (view) listen(view, 'resize', checkRead)
  checkRead()
  // Focus and pointer: gaining the focus starts its clock, losing it or the pointer coming in
  // starts the wait over; only pointer movement counts as coming in (not the press itself).
  if (view) {
    listen(view, 'focus', () => arming.focus(true))
    listen(view, 'blur', () => arming.focus(false))
  }
  if (doc.hasFocus()) arming.focus(true)
  listen<PointerEvent>(doc, 'pointermove', () => arming.pointer(true))
  listen<PointerEvent>(doc, 'pointerover', () => arming.pointer(true))
  listen<PointerEvent>(doc.documentElement, 'pointerleave', () => arming.pointer(false))
  listen<PointerEvent>(doc, 'pointerout', (event) => {
    if (event.relatedTarget === null) arming.pointer(false)
  })
  if (parts.top) {
    // A top-level window: seen while the page is visible.
    const visible = () => arming.seen(doc.visibilityState !== 'hidden')
    listen(doc, 'visibilitychange', visible)
    visible()
  } else if (view) {
    // Below the readable floor Approve gives way to the popup; back once drawn large enough.
    const review = parts.review
    if (review) parts.buttons.append(review)
    const drawn = (readable: boolean) => {
      approve.hidden = !readable
      if (review) review.hidden = readable
    }
    const target = list.parentElement ?? list
    parts.onClear(watchSeenInPage(view, target, { seen: arming.seen, drawn, reported: checkRead }))
  }
  parts.onClear(arming.stop)
}

/** When the frame gets focus (the app shows it), the ask's first button takes it. */
export const focusApprovalOnFocus = (doc: Document) => {
  doc.defaultView?.addEventListener('focus', () => {
    if (doc.activeElement && doc.activeElement !== doc.body) return
    doc.querySelector<HTMLButtonElement>('[data-latch-frame-reject]')?.focus()
  })
}
