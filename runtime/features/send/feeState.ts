// The network fee a preview shows before anything is signed.

/** An estimated network fee: gas estimated through the chain times the gas price. */
export interface NetworkFee {
  /** In the network's native unit, a decimal string ('0.000042'). */
  readonly amount: string
  /** The native currency's symbol ('ETH'). */
  readonly symbol: string
  /** In USD; undefined when the native currency has no price. */
  readonly usd: number | undefined
}
