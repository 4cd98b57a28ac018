import { createContext } from 'react'
import type { LatchClient } from '../runtime/index.ts'

/** What `LatchProvider` shares: the client, and whether an embedded modal is mounted. */
export interface LatchContextValue {
  readonly client: LatchClient
  /** Called by `<LatchModal embedded />` on mount; returns its unregister function. */
  readonly registerEmbedded: () => () => void
  readonly embeddedCount: number
}

/** The context behind `useLatch()`; `undefined` outside a `LatchProvider`. */
export const LatchContext = createContext<LatchContextValue | undefined>(undefined)
