import { lazy } from 'react'
import type { MarkName } from '../icons/markOf.ts'
import { AfterMount } from './AfterMount.tsx'

const Mark = lazy(() => import('../icons/marks.tsx'))

/**
 * One of Latch's marks (WalletConnect, the networks), loaded with `import()` the first time
 * one shows after mount: the marks stay out of the entry and out of server markup; a blank
 * square of the same size holds their place until they arrive.
 */
export const LazyMark = ({
  name,
  size = 24,
  testnet = false,
}: {
  readonly name: MarkName
  readonly size?: number
  readonly testnet?: boolean
}) => (
  <AfterMount size={size}>
    <Mark name={name} size={size} testnet={testnet} />
  </AfterMount>
)
