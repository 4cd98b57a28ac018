import { background } from '../hooks/background.ts'
import { useLatch } from '../hooks/useLatch.ts'

/**
 * A transaction preview's two buttons (SwapPreview, WalletSendPreview): back to the form, and
 * confirm, which runs `confirm` (the flow returns to Account once it succeeds). Both are off while the
 * wallet is busy; `confirmData` holds the confirm button's test attributes.
 */
export const PreviewActions = ({
  backLabel,
  confirmLabel,
  busy,
  disabled,
  confirmData,
  confirm,
}: {
  readonly backLabel: string
  readonly confirmLabel: string
  readonly busy: boolean
  /** Confirm is off too (no quote, the form is not ready). */
  readonly disabled: boolean
  readonly confirmData: Readonly<Record<`data-${string}`, string>>
  readonly confirm: () => Promise<unknown>
}) => {
  const latch = useLatch()
  return (
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
        disabled={busy || disabled}
        onClick={() => {
          // Fire and forget: the flow shows Account once it went through, and writes a failure
          // into its state (state.swap.error, state.send.error), which the preview shows.
          background(confirm())
        }}
      >
        {confirmLabel}
      </button>
    </div>
  )
}
