/** What a pairing URI carries. */
export interface WcPairingUriParams {
  readonly topic: string
  readonly symKey: string
  /** Unix seconds after which the wallet ignores the pairing. */
  readonly expiryTimestamp: number
}

/**
 * The `wc:` pairing URI a wallet scans (WalletConnect v2: `wc:<topic>@2?expiryTimestamp=…&
 * relay-protocol=irn&symKey=…`, its parameters sorted as sign-client writes them).
 */
export const formatPairingUri = (params: WcPairingUriParams): string => {
  const query = new URLSearchParams([
    ['expiryTimestamp', String(params.expiryTimestamp)],
    ['relay-protocol', 'irn'],
    ['symKey', params.symKey],
  ])
  return `wc:${params.topic}@2?${query}`
}
