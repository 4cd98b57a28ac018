import { createPortal } from 'react-dom'
import type { LatchClient } from '../runtime/index.ts'
import { installStyles } from './modal/installStyles.ts'
import { ModalContent } from './modal/ModalContent.tsx'

/** Props of the modal's lazily loaded part. */
export interface LatchModalPortalProps {
  readonly client: LatchClient
  readonly embedded: boolean
  /** The shadow root LatchModal made (on the overlay host or the embedded one). */
  readonly root: ShadowRoot
}

/**
 * The modal itself (its views, stylesheet and dialog) in a portal inside `root`. LatchModal
 * loads this module once the page has painted, so none of it is in what an app loads before
 * its Connect button paints.
 */
const LatchModalPortal = ({ client, embedded, root }: LatchModalPortalProps) => {
  // Idempotent, and before the first content renders, so the modal never shows unstyled.
  installStyles(root)
  return createPortal(<ModalContent client={client} embedded={embedded} />, root)
}

export default LatchModalPortal
