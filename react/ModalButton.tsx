import type { ButtonHTMLAttributes } from 'react'
import { type OpenOptions, preloadLatch } from '../runtime/index.ts'
import { background } from './hooks/background.ts'
import { useLatch } from './hooks/useLatch.ts'
import { preloadModal } from './LatchModal.tsx'

/** Props of `ModalButton`: a button's own attributes, and what its click opens. */
export interface ModalButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The modal's opening options on a click (`undefined`: SPEC §2's opening rules alone). */
  readonly opens: OpenOptions | undefined
}

/**
 * The button under `ConnectButton`, `AccountButton` and `NetworkButton`: a click opens the modal
 * with `opens`, after the app's own `onClick`; a pointer coming over it (mouse or touch) or the
 * focus starts loading the runtime and the modal, so the click finds them there.
 */
export const ModalButton = ({ opens, ...props }: ModalButtonProps) => {
  const latch = useLatch()
  const preload = () => {
    preloadLatch(latch)
    preloadModal()
  }
  return (
    <button
      type="button"
      {...props}
      onPointerEnter={(event) => {
        props.onPointerEnter?.(event)
        preload()
      }}
      onFocus={(event) => {
        props.onFocus?.(event)
        preload()
      }}
      onClick={(event) => {
        props.onClick?.(event)
        // Fire and forget: open fails only on a defect, which the client reports (MODAL_OPEN_ERROR).
        background(latch.open(opens))
      }}
    />
  )
}
