import { EmbeddedWalletError } from '../../errors/EmbeddedWalletError.ts'
import { WalletError, walletError } from '../../errors/WalletError.ts'

/** EIP-1193 "user rejected the request": the visitor pressed Reject in the frame. */
const USER_REJECTED = 4001

/**
 * What a failed frame request becomes on the embedded wallet's own steps (e-mail login, frame
 * load): the frame transport's load failure and timeout by reason, otherwise the frame's words.
 */
export const toEmbeddedWalletError = (error: unknown): EmbeddedWalletError => {
  if (error instanceof EmbeddedWalletError) return error
  const e = error as { _tag?: string; reason?: string; message?: string }
  if (e?._tag === 'FrameTransportError' && e.reason === 'LoadFailed')
    return EmbeddedWalletError.of('FrameLoadFailed', error)
  if (e?._tag === 'FrameTransportError' && e.reason === 'RequestTimeout')
    return EmbeddedWalletError.of('RequestTimedOut', error)
  return EmbeddedWalletError.rejected(
    typeof e?.message === 'string' ? e.message : 'An error occurred',
    error,
  )
}

/**
 * The Connector methods fail with WalletError, classified by the frame's EIP-1193 code (4001:
 * rejected in the frame's approval UI); otherwise the frame's words are kept as its message.
 */
const toWallet = (error: EmbeddedWalletError): WalletError => {
  const code = (error.cause as { code?: unknown } | undefined)?.code
  if (code === USER_REJECTED) return walletError('UserRejected', error.cause)
  return WalletError.of('Unknown', error, error.message)
}

/**
 * What a failed frame request becomes at the Connector surface: a `WalletError` classified by
 * the frame's EIP-1193 code ('UserRejected' for 4001, the visitor's Reject in the frame).
 */
export const toAuthWalletError = (error: unknown): WalletError =>
  toWallet(toEmbeddedWalletError(error))
