import { Context, Layer } from 'effect'
import type { WritableState } from './createState.ts'

/**
 * The writable signals of one client, as a service: flows `yield* Store` and write; the
 * client hands the same signals out read-only.
 */
export class Store extends Context.Service<Store, WritableState>()('latch/Store') {
  /** Provides an existing set of signals (the client's). */
  static readonly layer = (state: WritableState) => Layer.succeed(Store, state)
}
