/**
 * Whether a wallet's refusal means it does not know the method: EIP-1193 4200 (the connector's
 * `WalletError` reason `Unsupported`) or JSON-RPC -32601 (method not found). Classified by
 * code, never by the wallet's words.
 */
export const isUnsupportedMethod = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false
  const e = error as { _tag?: unknown; reason?: unknown; code?: unknown }
  return e._tag === 'WalletError' && (e.reason === 'Unsupported' || e.code === -32601)
}
