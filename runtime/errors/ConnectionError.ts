import { LatchError } from './LatchErrorBase.ts'

/** SPEC §8 connection failures, by reason; the message is SPEC's text. */
export type ConnectionErrorReason = 'InvalidConnectionStatus' | 'FailedToDisconnect'

const messages: Record<ConnectionErrorReason, string> = {
  InvalidConnectionStatus: 'Invalid connection status',
  FailedToDisconnect: 'Failed to disconnect',
}

/** A connection could not be switched to or ended. */
export class ConnectionError extends LatchError<{
  readonly reason: ConnectionErrorReason
}> {
  override readonly _tag = 'ConnectionError'
  static of(reason: ConnectionErrorReason, cause?: unknown): ConnectionError {
    return new ConnectionError({ message: messages[reason], reason, cause })
  }
}
