import { lazy, Suspense, useEffect, useState } from 'react'
import { background } from './hooks/background.ts'
import { useLatchContext } from './hooks/useLatchContext.ts'
import { useShadowRoot } from './modal/useShadowRoot.ts'

/** The modal's views, styles and dialog: their own chunk, asked for once the page has painted. */
const loadPortal = () => import('./LatchModalPortal.tsx')
const LatchModalPortal = lazy(loadPortal)

/**
 * Starts loading the modal's code ahead of the first open (the buttons call it on hover and
 * focus); LatchModal itself asks for it once mounted.
 */
export const preloadModal = (): void => {
  // A preload: a chunk that fails to load now is loaded again when the modal renders.
  background(loadPortal())
}

/** Props of `LatchModal`. */
export interface LatchModalProps {
  /** Render inline in the page instead of as an overlay (SPEC §2 embedded mode). */
  readonly embedded?: boolean
}

/**
 * The modal, in a portal inside an open shadow root so host-page CSS cannot reach it.
 * `LatchProvider` renders the overlay one itself; `<LatchModal embedded />` renders it inline
 * where it stands (and the overlay then steps aside). Nothing renders on the server: the
 * shadow root is made on the client, and the modal's code loads after the first paint.
 *
 * @example
 * import { createLatch } from 'latch'
 * import { mainnet } from 'latch/networks'
 * import { LatchModal, LatchProvider } from 'latch/react'
 *
 * const latch = createLatch({ projectId: 'demo', networks: [mainnet] })
 *
 * export const Page = () => (
 *   <LatchProvider client={latch} modal={false}>
 *     <LatchModal embedded />
 *   </LatchProvider>
 * )
 */
export const LatchModal = ({ embedded = false }: LatchModalProps) => {
  const { client, registerEmbedded, embeddedCount } = useLatchContext()
  const [host, setHost] = useState<HTMLDivElement | null>(null)
  // Made after mount (never on the server), so hydration matches and the code loads after paint.
  const root = useShadowRoot(embedded ? host : embeddedCount > 0 ? null : 'body')

  useEffect(() => {
    if (!embedded) return
    const unregister = registerEmbedded()
    // Apply the opening rules once: Account when a restored connection exists, else Connect.
    // `ready` never fails; open fails only on a defect, which the client reports.
    background(client.ready.then(() => client.open()))
    return unregister
  }, [embedded, registerEmbedded, client])

  const content = root && (
    <Suspense fallback={null}>
      <LatchModalPortal client={client} embedded={embedded} root={root} />
    </Suspense>
  )
  return embedded ? (
    <div ref={setHost} data-latch-embedded="">
      {content}
    </div>
  ) : (
    content
  )
}
