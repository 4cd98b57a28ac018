import type { ApprovalUi } from './approvalQueue.ts'

/** What the approval UI shows beside the ask. */
export interface DomApprovalUiOptions {
  /** The app's origin, as the browser reported it at the handshake (not what the app claims). */
  readonly appOrigin: () => string | undefined
  /** The app's name from sync dapp data (the app's own claim, shown beside the origin). */
  readonly appName: () => string | undefined
  /** Approve stays disabled until the frame has been visible this long (clickjacking). */
  readonly armMs: number
}

type VisibilityEntry = IntersectionObserverEntry & { readonly isVisible?: boolean }

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

/**
 * The approval UI, rendered by the frame page itself on the frame's origin, so the app's page
 * can neither read nor click it: the origin asking, the ask in plain words, Reject and Approve
 * (keyboard: Tab between them, Enter or Space to press, Escape rejects). Approve arms only
 * after the frame has been visible for `armMs` (Intersection Observer v2 where the browser
 * has it), so a page that hides or covers the frame cannot lure a click onto it.
 *
 * @example
 * import { domApprovalUi } from './approvalUi.ts'
 * const ui = domApprovalUi(document, { appOrigin: () => origin, appName: () => name, armMs: 500 })
 */
export const domApprovalUi = (doc: Document, options: DomApprovalUiOptions): ApprovalUi => {
  const view = doc.defaultView
  let root: HTMLElement | undefined
  let observer: IntersectionObserver | undefined
  let armTimer: ReturnType<typeof setTimeout> | undefined
  let onKey: ((event: KeyboardEvent) => void) | undefined
  let more: HTMLElement | undefined

  const clear = () => {
    observer?.disconnect()
    observer = undefined
    if (armTimer !== undefined) clearTimeout(armTimer)
    armTimer = undefined
    if (onKey) doc.removeEventListener('keydown', onKey)
    onKey = undefined
    root?.remove()
    root = undefined
    more = undefined
  }

  return {
    show: (ask, decide) => {
      clear()
      let decided = false
      const answer = (approved: boolean) => {
        if (decided) return
        decided = true
        approveButton.disabled = true
        rejectButton.disabled = true
        decide(approved)
      }
      const main = el(doc, 'main', {
        className: 'approval',
        attrs: {
          'data-latch-frame-approval': ask.method,
          'aria-labelledby': 'latch-approval-title',
        },
      })
      const origin = options.appOrigin() ?? 'This site'
      const name = options.appName()
      const from = el(doc, 'p', { className: 'from' })
      from.append(
        el(doc, 'span', { className: 'origin', text: origin }),
        doc.createTextNode(name ? ` (${name}) asks you to approve` : ' asks you to approve'),
      )
      const title = el(doc, 'h1', { text: ask.title, attrs: { id: 'latch-approval-title' } })
      const list = el(doc, 'dl')
      for (const row of ask.rows) {
        const item = el(doc, 'div', { className: row.long ? 'row long' : 'row' })
        item.append(el(doc, 'dt', { text: row.label }), el(doc, 'dd', { text: row.value }))
        list.append(item)
      }
      more = el(doc, 'p', { className: 'more', attrs: { 'aria-live': 'polite' } })
      more.hidden = true
      const buttons = el(doc, 'div', { className: 'buttons' })
      const rejectButton = el(doc, 'button', {
        className: 'reject',
        text: 'Reject',
        attrs: { type: 'button', 'data-latch-frame-reject': '' },
      })
      const approveButton = el(doc, 'button', {
        className: 'approve',
        text: 'Approve',
        attrs: { type: 'button', 'data-latch-frame-approve': '' },
      })
      approveButton.disabled = true
      // Only the visitor's own input counts; the app cannot dispatch events in this origin anyway.
      rejectButton.addEventListener('click', (event) => {
        if (event.isTrusted) answer(false)
      })
      approveButton.addEventListener('click', (event) => {
        if (event.isTrusted && !approveButton.disabled) answer(true)
      })
      onKey = (event) => {
        if (event.key === 'Escape' && event.isTrusted) answer(false)
      }
      doc.addEventListener('keydown', onKey)
      buttons.append(rejectButton, approveButton)
      main.append(from, title, list, more, buttons)
      doc.body.append(main)
      root = main

      const arm = () => {
        if (armTimer !== undefined) clearTimeout(armTimer)
        armTimer = setTimeout(() => {
          armTimer = undefined
          if (!decided) approveButton.disabled = false
        }, options.armMs)
      }
      const disarm = () => {
        if (armTimer !== undefined) clearTimeout(armTimer)
        armTimer = undefined
        if (!decided) approveButton.disabled = true
      }
      const Observer = view?.IntersectionObserver
      if (Observer) {
        // trackVisibility (v2) reports whether the frame is really seen: not covered, not
        // see-through, not transformed. Without it, only the delay applies.
        observer = new Observer(
          (entries) => {
            const entry = entries.at(-1) as VisibilityEntry | undefined
            if (!entry) return
            const seen = entry.isVisible ?? entry.isIntersecting
            if (seen) arm()
            else disarm()
          },
          { threshold: [0, 1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
        )
        observer.observe(main)
      } else arm()
      if (doc.hasFocus()) rejectButton.focus()
    },
    more: (count) => {
      if (!more) return
      more.hidden = count === 0
      more.textContent =
        count === 1 ? '1 more request waits' : count > 1 ? `${count} more requests wait` : ''
    },
    hide: clear,
  }
}

/** When the frame gets focus (the app shows it), the ask's first button takes it. */
export const focusApprovalOnFocus = (doc: Document) => {
  doc.defaultView?.addEventListener('focus', () => {
    if (doc.activeElement && doc.activeElement !== doc.body) return
    doc.querySelector<HTMLButtonElement>('[data-latch-frame-reject]')?.focus()
  })
}
