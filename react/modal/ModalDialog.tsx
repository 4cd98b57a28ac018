import { type KeyboardEvent, useRef } from 'react'
import type { LatchClient, ViewName } from '../../runtime/index.ts'
import { background } from '../hooks/background.ts'
import { useSignalValue } from '../hooks/useSignalValue.ts'
import type { Translate } from '../i18n/t.ts'
import { useI18n } from '../i18n/useT.ts'
import { titleOf, viewOf } from '../views/registry.tsx'
import { ViewSwitch } from '../views/ViewSwitch.tsx'
import { trapTab } from './trapTab.ts'
import { useFocusFirstControl } from './useFocusFirstControl.ts'
import { useKeepFocusInside } from './useKeepFocusInside.ts'
import { useSheetDrag } from './useSheetDrag.ts'

/** The view's title; a name outside `ViewName` (only a cast brings one) gets the product's. */
const titleText = (view: ViewName, t: Translate): string =>
  t(viewOf(view) ? titleOf(view) : 'view.other')

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
  const { dir } = useI18n()
  const modal = useSignalValue(client.state.modal)
  const router = useSignalValue(client.state.router)
  const dialog = useRef<HTMLDivElement>(null)
  // A refusal shakes the modal (state.modal); a defect the client reports (MODAL_CLOSE_ERROR).
  const close = () => background(client.close({ embedded }))
  useKeepFocusInside(dialog, !embedded)
  const drag = useSheetDrag(dialog, close, !embedded)

  useFocusFirstControl(dialog, router.view, embedded)

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
      <DialogHeader
        client={client}
        view={router.view}
        back={router.history.length > 0}
        close={close}
      />
      <div data-latch-body="">
        {/* Keyed by view: each new view enters with a short slide (none with reduced motion). */}
        <div className="latch-view" key={router.view}>
          <ViewSwitch view={router.view} />
        </div>
      </div>
    </div>
  )
}

/** The header: back (when the router has history), the view's labelled title, close. */
const DialogHeader = ({
  client,
  view,
  back,
  close,
}: {
  readonly client: LatchClient
  readonly view: ViewName
  readonly back: boolean
  readonly close: () => void
}) => {
  const { t } = useI18n()
  return (
    <div className="latch-header">
      {back ? (
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
        {titleText(view, t)}
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
  )
}
