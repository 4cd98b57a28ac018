import type { TransactionTransfer } from '../../../generated/api/schemas.ts'
import type { Transaction } from '../../state/types.ts'

/** One leg of a send or swap made in the modal: what moved, in the token's units. */
export interface RecentLeg {
  readonly direction: 'in' | 'out'
  /** A decimal string ('0.01'). */
  readonly amount: string
  readonly name: string
  readonly symbol: string
}

/** A send or swap the modal made: enough to list it in Activity and to keep it over a reload. */
export interface OwnTransaction {
  readonly hash: string
  /** CAIP-2 id of the chain it was sent on. */
  readonly chain: string
  /** The account it left from (0x…). */
  readonly from: string
  readonly to: string
  /** When it was sent (ms since the epoch). */
  readonly at: number
  readonly status: 'pending' | 'confirmed' | 'failed'
  /** One for a send, two (out, then in) for a swap. */
  readonly legs: readonly RecentLeg[]
}

/** The Activity entry of a transaction the modal made. */
export const ownTransaction = (own: OwnTransaction): Transaction => ({
  id: own.hash,
  metadata: {
    minedAt: new Date(own.at).toISOString(),
    chain: own.chain,
    operationType: own.legs.length > 1 ? 'trade' : 'send',
    hash: own.hash,
    sentFrom: own.from,
    sentTo: own.to,
    status: own.status,
  },
  transfers: own.legs.map(
    (leg): TransactionTransfer => ({
      direction: leg.direction,
      quantity: { numeric: leg.amount },
      fungible_info: { name: leg.name, symbol: leg.symbol },
    }),
  ),
})
