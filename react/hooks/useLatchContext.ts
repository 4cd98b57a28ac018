import { useContext } from 'react'
import { LatchContext, type LatchContextValue } from '../LatchContext.ts'

/** The provider's context; throws a clear error outside `LatchProvider`. */
export const useLatchContext = (): LatchContextValue => {
  const value = useContext(LatchContext)
  if (!value) throw new Error('Latch hooks and components must be used inside <LatchProvider>')
  return value
}
