import { Suspense, useEffect } from 'react'
import type { ViewName } from '../../runtime/index.ts'
import { background } from '../hooks/background.ts'
import { afterPaint } from '../modal/afterPaint.ts'
import { PlaceholderView } from './PlaceholderView.tsx'
import { loadAccountView, viewOf } from './registry.tsx'
import { ViewSpinner } from './ViewSpinner.tsx'

/**
 * The views that show a connect attempt under way (a wallet picked, a WalletConnect pairing, a
 * social or e-mail sign-in): each leads to Account once the account is connected.
 */
const attemptViews: ReadonlySet<ViewName> = new Set<ViewName>([
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingSocial',
  'ConnectingFarcaster',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
])

/** Renders the view the router names; heavy ones behind a spinner while their code loads. */
export const ViewSwitch = ({ view }: { readonly view: ViewName }) => {
  // A connect attempt leads to Account: its code loads once the attempt has started (after
  // that view's first frame, which it would otherwise hold back), so Account shows in the
  // frame its connection arrives in, not a chunk's download later; opening the modal alone
  // does not load it (heap after open, issue 30).
  useEffect(() => {
    if (!attemptViews.has(view)) return
    return afterPaint(() => {
      // A preload: a chunk that fails to load now is loaded again when the view is shown.
      background(loadAccountView())
    })
  }, [view])
  const entry = viewOf(view)
  if (!entry) return <PlaceholderView view={view} />
  if (entry.eager) return <entry.View />
  return (
    <Suspense fallback={<ViewSpinner />}>
      <entry.View />
    </Suspense>
  )
}
