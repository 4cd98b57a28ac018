import {
  toWalletError,
  type WalletError,
  type WalletErrorReason,
  walletError,
} from '../../errors/WalletError.ts'

/** WalletConnect SDK error codes (@walletconnect/utils `SDK_ERRORS`) and what they mean here. */
const byCode: Record<number, WalletErrorReason> = {
  3001: 'Unauthorized', // UNAUTHORIZED_METHOD
  5000: 'UserRejected', // USER_REJECTED
  5001: 'UserRejected', // USER_REJECTED_CHAINS
  5002: 'UserRejected', // USER_REJECTED_METHODS
  5003: 'UserRejected', // USER_REJECTED_EVENTS
  5100: 'ChainNotFound', // UNSUPPORTED_CHAINS
  5101: 'Unsupported', // UNSUPPORTED_METHODS
  5102: 'Unsupported', // UNSUPPORTED_EVENTS
  6000: 'Disconnected', // USER_DISCONNECTED
}

/**
 * Classifies what WalletConnect threw by its code: SDK codes first, then the EIP-1193 codes
 * wallets answer requests with (4001, 4100, …) through `toWalletError`.
 */
export const toWalletConnectError = (error: unknown): WalletError => {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  const reason = typeof code === 'number' ? byCode[code] : undefined
  return reason ? walletError(reason, error) : toWalletError(error)
}
