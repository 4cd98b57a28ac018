import type { LatchClient } from '../../runtime/index.ts'
import { useLatchContext } from './useLatchContext.ts'

/**
 * The Latch client of the nearest `LatchProvider`.
 *
 * @example
 * import { useLatch } from 'latch/react'
 *
 * const latch = useLatch()
 * await latch.open({ view: 'Networks' })
 */
export const useLatch = (): LatchClient => useLatchContext().client
