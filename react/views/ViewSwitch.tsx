import { Suspense, useEffect } from 'react'
import type { ViewName } from '../../runtime/index.ts'
import { Spinner } from '../components/Spinner.tsx'
import { afterPaint } from '../modal/afterPaint.ts'
import { PlaceholderView } from './PlaceholderView.tsx'
import { loadAccountView, viewOf } from './registry.tsx'

/** Renders the view the router names; heavy ones behind a spinner while their code loads. */
export const ViewSwitch = ({ view }: { readonly view: ViewName }) => {
  // Connect leads to Account: its code loads while the visitor picks a wallet (after Connect's
  // first frame, which it would otherwise hold back), so Account shows in the frame its
  // connection arrives in, not a chunk's download later (issue 30).
  useEffect(() => {
    if (view !== 'Connect') return
    return afterPaint(() => {
      // A preload: a chunk that fails to load now is loaded again when the view is shown.
      loadAccountView().catch(() => undefined)
    })
  }, [view])
  const entry = viewOf(view)
  if (!entry) return <PlaceholderView view={view} />
  if (entry.eager) return <entry.View />
  return (
    <Suspense
      fallback={
        <div className="latch-center">
          <Spinner />
        </div>
      }
    >
      <entry.View />
    </Suspense>
  )
}
