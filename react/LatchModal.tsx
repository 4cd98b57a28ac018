import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLatchContext } from './hooks/useLatchContext.ts'
import { ModalContent } from './modal/ModalContent.tsx'
import { useShadowRoot } from './modal/useShadowRoot.ts'

/** Props of `LatchModal`. */
export interface LatchModalProps {
  /** Render inline in the page instead of as an overlay (SPEC §2 embedded mode). */
  readonly embedded?: boolean
}

/**
 * The modal, in a portal inside an open shadow root so host-page CSS cannot reach it.
 * `LatchProvider` renders the overlay one itself; `<LatchModal embedded />` renders it inline
 * where it stands (and the overlay then steps aside). Nothing renders on the server: the
 * shadow root is made on the client.
 *
 * @example
 * import { LatchModal, LatchProvider } from 'latch/react'
 *
 * <LatchProvider client={latch} modal={false}>
 *   <LatchModal embedded />
 * </LatchProvider>
 */
export const LatchModal = ({ embedded = false }: LatchModalProps) => {
  const { client, registerEmbedded, embeddedCount } = useLatchContext()
  const [host, setHost] = useState<HTMLDivElement | null>(null)
  const root = useShadowRoot(embedded ? host : embeddedCount > 0 ? null : 'body')

  useEffect(() => {
    if (!embedded) return
    const unregister = registerEmbedded()
    // Apply the opening rules once: Account when a restored connection exists, else Connect.
    client.ready.then(() => client.open()).catch(() => undefined)
    return unregister
  }, [embedded, registerEmbedded, client])

  const content = root && createPortal(<ModalContent client={client} embedded={embedded} />, root)
  return embedded ? (
    <div ref={setHost} data-latch-embedded="">
      {content}
    </div>
  ) : (
    content
  )
}
