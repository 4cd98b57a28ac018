import { type KeyboardEvent, useEffect, useRef } from 'react'
import type { LatchClient, ViewName } from '../../runtime/index.ts'
import { useSignalValue } from '../hooks/useSignalValue.ts'
import type { Translate } from '../i18n/t.ts'
import { useI18n } from '../i18n/useT.ts'
import { titleOf, viewOf } from '../views/registry.tsx'
import { ViewSwitch } from '../views/ViewSwitch.tsx'
import { afterPaint } from './afterPaint.ts'
import { focusables } from './focusables.ts'
import { trapTab } from './trapTab.ts'
import { useKeepFocusInside } from './useKeepFocusInside.ts'
import { useSheetDrag } from './useSheetDrag.ts'

/** The view's title; a name outside `ViewName` (only a cast brings one) gets the product's. */
const titleText = (view: ViewName, t: Translate): string =>
  t(viewOf(view) ? titleOf(view) : 'view.other')

/** The focused element, looking through open shadow roots (the modal lives in one). */
const deepActiveElement = (): Element | null => {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/**
 * The dialog: header (back from the router history, labelled title, close), the current view,
 * the shake. As an overlay it is modal: focus moves in, Tab and Shift+Tab stay inside, Escape
 * asks the client to close (the runtime refuses and shakes when SPEC §2 forbids it). As a
 * bottom sheet (a narrow screen) it also closes by dragging it down (`useSheetDrag`).
 */
export const ModalDialog = ({
  client,
  embedded,
}: {
  readonly client: LatchClient
  readonly embedded: boolean
}) => {
  const { t, dir } = useI18n()
  const modal = useSignalValue(client.state.modal)
  const router = useSignalValue(client.state.router)
  const dialog = useRef<HTMLDivElement>(null)
  // A refusal shakes the modal (state.modal); a defect the client reports (MODAL_CLOSE_ERROR).
  const close = () => client.close({ embedded }).catch(() => undefined)
  useKeepFocusInside(dialog, !embedded)
  const drag = useSheetDrag(dialog, close, !embedded)

  // Focus the view's first control on open and on every view change (the control that was
  // clicked is gone); a lazy view still loading leaves focus on the dialog itself. It moves
  // once the view has painted: focusing makes the browser style the whole new view there and
  // then, which held the view's first frame back by several ms (bench/: click → Connect view).
  // A key pressed before then moves it at once, so the key acts from inside the dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per view by design
  useEffect(() => {
    if (embedded) return
    const before = deepActiveElement()
    const focusIn = () => {
      cancel()
      document.removeEventListener('keydown', focusIn, true)
      if (!dialog.current) return
      // Something outside the dialog took the focus on purpose meanwhile (the secure frame, over
      // ApproveTransaction, puts it on its Reject button): leave it there.
      const now = deepActiveElement()
      const host = (dialog.current.getRootNode() as ShadowRoot).host
      const lost = now === null || now === document.body || now === host
      if (now !== before && !lost && !dialog.current.contains(now)) return
      const body = dialog.current.querySelector('[data-latch-body]')
      const first = body ? focusables(body)[0] : undefined
      ;(first ?? dialog.current).focus()
    }
    const cancel = afterPaint(focusIn)
    document.addEventListener('keydown', focusIn, true)
    return () => {
      cancel()
      document.removeEventListener('keydown', focusIn, true)
    }
  }, [router.view, embedded])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close()
      return
    }
    if (event.key === 'Tab' && !embedded && dialog.current) {
      const root = dialog.current.getRootNode() as ShadowRoot | Document
      if (trapTab(dialog.current, root.activeElement, event.shiftKey)) event.preventDefault()
    }
  }

  return (
    <div
      ref={dialog}
      className="latch-dialog"
      role="dialog"
      aria-modal={embedded ? undefined : 'true'}
      aria-labelledby="latch-title"
      data-testid="latch-modal"
      dir={dir}
      data-embedded={embedded ? 'true' : undefined}
      data-shake={modal.shake ? 'true' : 'false'}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      {...drag}
    >
      {/* The bottom sheet's drag handle, for the pointer only: Escape and the close button are
          the keyboard's and screen readers' way out, so it is no control of its own. */}
      {!embedded && <div className="latch-grab" aria-hidden="true" />}
      <div className="latch-header">
        {router.history.length > 0 ? (
          <button
            type="button"
            className="latch-icon-button"
            aria-label={t('modal.back')}
            data-latch-back=""
            onClick={() => client.back()}
          >
            ←
          </button>
        ) : (
          <span className="latch-spacer" />
        )}
        <h2 id="latch-title" className="latch-title">
          {titleText(router.view, t)}
        </h2>
        <button
          type="button"
          className="latch-icon-button"
          aria-label={t('modal.close')}
          data-latch-close=""
          onClick={close}
        >
          ×
        </button>
      </div>
      <div data-latch-body="">
        {/* Keyed by view: each new view enters with a short slide (none with reduced motion). */}
        <div className="latch-view" key={router.view}>
          <ViewSwitch view={router.view} />
        </div>
      </div>
    </div>
  )
}
