import { lazy } from 'react'
import { AfterMount } from '../components/AfterMount.tsx'
import type { MarkName } from './markOf.ts'

const Mark = lazy(() => import('./marks.tsx'))

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
