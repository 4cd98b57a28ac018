import { lazy, Suspense } from 'react'
import { useMounted } from '../hooks/useMounted.ts'
import type { MarkName } from './markOf.ts'

const Mark = lazy(() => import('./marks.tsx'))

/**
 * One of Latch's marks (WalletConnect, the networks), loaded with `import()` the first time
 * one shows after mount: the marks stay out of the entry and out of server markup. Until they
 * are there a blank square of the same size holds the place, so nothing moves when they arrive.
 */
export const LazyMark = ({
  name,
  size = 24,
  testnet = false,
}: {
  readonly name: MarkName
  readonly size?: number
  readonly testnet?: boolean
}) => {
  const blank = (
    <span
      className="latch-mark"
      aria-hidden="true"
      style={{ display: 'inline-block', width: size, height: size }}
    />
  )
  return useMounted() ? (
    <Suspense fallback={blank}>
      <Mark name={name} size={size} testnet={testnet} />
    </Suspense>
  ) : (
    blank
  )
}
