import { useLatch } from '../hooks/useLatch.ts'
import { useLatchAction } from '../hooks/useLatchAction.ts'
import { ActionError } from './ActionError.tsx'

/**
 * A transaction preview's two buttons (SwapPreview, WalletSendPreview): back to the form, and
 * confirm, which runs `confirm` (the flow returns to Account once it succeeds). Both are off
 * while the wallet is busy, confirm also while it runs; `confirmData` holds the confirm
 * button's test attributes. The flow writes its failures into its state (state.swap.error,
 * state.send.error), which the preview shows (`stateError`); a failure before the flow runs
 * (its code not loaded) shows here, above the buttons.
 */
export const PreviewActions = ({
  backLabel,
  confirmLabel,
  busy,
  disabled,
  confirmData,
  confirm,
  stateError,
}: {
  readonly backLabel: string
  readonly confirmLabel: string
  readonly busy: boolean
  /** Confirm is off too (no quote, the form is not ready). */
  readonly disabled: boolean
  readonly confirmData: Readonly<Record<`data-${string}`, string>>
  readonly confirm: () => Promise<unknown>
  /** The failure the preview already shows from the flow's state. */
  readonly stateError: string | undefined
}) => {
  const latch = useLatch()
  const confirming = useLatchAction(confirm)
  return (
    <>
      {stateError === undefined && <ActionError error={confirming.error} />}
      <div className="latch-row">
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          disabled={busy}
          onClick={() => latch.back()}
        >
          {backLabel}
        </button>
        <button
          type="button"
          className="latch-button"
          {...confirmData}
          disabled={busy || disabled || confirming.isPending}
          onClick={() => confirming.run()}
        >
          {confirmLabel}
        </button>
      </div>
    </>
  )
}
