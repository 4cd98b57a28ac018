import type { ReactNode } from 'react'

/**
 * A transaction preview's root (SwapPreview, WalletSendPreview): a region named by the dialog's
 * title ('Review Send') that takes the focus when the view shows (`data-latch-focus-first`), so
 * a keyboard or screen-reader visitor lands on what is previewed, not on Back, which a second
 * Enter from the form would press.
 */
export const PreviewRegion = ({
  view,
  state,
  children,
}: {
  readonly view: 'SwapPreview' | 'WalletSendPreview'
  readonly state: string
  readonly children: ReactNode
}) => (
  <section
    className="latch-stack"
    data-latch-view={view}
    data-state={state}
    aria-labelledby="latch-title"
    tabIndex={-1}
    data-latch-focus-first=""
  >
    {children}
  </section>
)
