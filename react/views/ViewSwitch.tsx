import { Suspense } from 'react'
import type { ViewName } from '../../runtime/index.ts'
import { Spinner } from '../components/Spinner.tsx'
import { PlaceholderView } from './PlaceholderView.tsx'
import { viewOf } from './registry.tsx'

/** Renders the view the router names; heavy ones behind a spinner while their code loads. */
export const ViewSwitch = ({ view }: { readonly view: ViewName }) => {
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
