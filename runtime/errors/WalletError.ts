import { LatchError } from './LatchErrorBase.ts'

/** SPEC §8 "Wallet errors: user rejected, connection request reset, chain not found, provider not found." */
export type WalletErrorReason =
  | 'UserRejected'
  | 'ConnectionReset'
  | 'ChainNotFound'
  | 'ProviderNotFound'
  | 'Unauthorized'
  | 'Unsupported'
  | 'Disconnected'
  | 'Unknown'

/** The message each reason shows. SPEC names the four wallet errors without their wording. */
const messages: Record<WalletErrorReason, string> = {
  UserRejected: 'User rejected the request',
  ConnectionReset: 'Connection request reset. Please try again.',
  ChainNotFound: 'Chain not found',
  ProviderNotFound: 'Provider not found',
  Unauthorized: 'The wallet has not authorized this account or method',
  Unsupported: 'The wallet does not support this method',
  Disconnected: 'The wallet is disconnected',
  Unknown: 'Something went wrong',
}

/**
 * A wallet refused or failed a request. Classified once, here, by the EIP-1193 / JSON-RPC
 * code — never by the wallet's message text, which is kept in `details`.
 */
export class WalletError extends LatchError<{
  readonly reason: WalletErrorReason
  readonly code: number | undefined
}> {
  override readonly _tag = 'WalletError'

  /**
   * The WalletError of `reason`; `code` is read from `cause`. `message` defaults to the reason's
   * text (the embedded wallet passes the frame's own words).
   */
  static of(reason: WalletErrorReason, cause?: unknown, message?: string): WalletError {
    return new WalletError({
      message: message ?? messages[reason],
      reason,
      code: codeOf(cause),
      cause,
    })
  }
}

/** EIP-1193 provider error codes, and the JSON-RPC ones wallets use for rejection. */
const byCode: Record<number, WalletErrorReason> = {
  4001: 'UserRejected',
  4100: 'Unauthorized',
  4200: 'Unsupported',
  4900: 'Disconnected',
  4901: 'Disconnected',
  4902: 'ChainNotFound',
  [-32002]: 'ConnectionReset',
  [-32603]: 'Unknown',
}

const codeOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined
  const e = error as { code?: unknown; data?: { originalError?: { code?: unknown } } }
  if (typeof e.code === 'number') {
    // MetaMask wraps 4902 from a nested call into -32603 with the original in data.
    const inner = e.data?.originalError?.code
    return e.code === -32603 && typeof inner === 'number' ? inner : e.code
  }
  return undefined
}

/** Makes a `WalletError` of a given reason (the same as `WalletError.of`). */
export const walletError = (reason: WalletErrorReason, cause?: unknown): WalletError =>
  WalletError.of(reason, cause)

/** Classifies whatever an EIP-1193 provider threw by its code. */
export const toWalletError = (error: unknown): WalletError => {
  if (error instanceof WalletError) return error
  const code = codeOf(error)
  return walletError((code !== undefined && byCode[code]) || 'Unknown', error)
}
