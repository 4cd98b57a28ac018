import { LatchError } from './LatchErrorBase.ts'

/**
 * A chain-scoped call (`x-chain-scoped`) was not sent because the active network is not one
 * the app supports (DECISIONS.md §7). Not a failure to show: flows turn it into their own
 * SPEC §8 text ('Network not supported for Swaps') or into an empty result.
 */
export class DataApiSkipped extends LatchError<{
  readonly operation: string
}> {
  override readonly _tag = 'DataApiSkipped'

  static of(operation: string): DataApiSkipped {
    return new DataApiSkipped({ message: 'Skipped on an unsupported network', operation })
  }
}
