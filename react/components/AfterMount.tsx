import { type ReactNode, Suspense } from 'react'
import { useMounted } from '../hooks/useMounted.ts'

/**
 * Renders `children` (a lazily loaded component) only once mounted, and a blank square of
 * `size` until then and while its code loads: the server's markup and the first client render
 * agree, the entry carries none of its code, and nothing moves when it arrives.
 */
export const AfterMount = ({
  size,
  children,
}: {
  readonly size: number
  readonly children: ReactNode
}) => {
  const blank = (
    <span
      className="latch-mark"
      aria-hidden="true"
      style={{ display: 'inline-block', flex: 'none', width: size, height: size }}
    />
  )
  return useMounted() ? <Suspense fallback={blank}>{children}</Suspense> : blank
}
