import { describe, expect, it } from 'vitest'
import { toAuthWalletError } from '../../../../runtime/connectors/embedded/authWalletError.ts'
import { FrameReplyError } from '../../../../runtime/errors/FrameReplyError.ts'
import { FrameTransportError } from '../../../../runtime/errors/FrameTransportError.ts'

const reply = (message: string, code?: number) =>
  FrameReplyError.of(message, {
    request: 'app/rpc-request',
    reply: 'frame/rpc-request-error',
    code,
  })

describe('toAuthWalletError', () => {
  it('default: Reject in the frame (code 4001) is a user rejection, classified by code', () => {
    const error = toAuthWalletError(reply('User rejected the request', 4001))
    expect(error).toMatchObject({ _tag: 'WalletError', reason: 'UserRejected', code: 4001 })
    expect(error.message).toMatchInlineSnapshot(`"User rejected the request"`)
  })

  it('behavior: the same words without the code are not a rejection', () => {
    const error = toAuthWalletError(reply('User rejected the request'))
    expect(error).toMatchObject({ reason: 'Unknown', message: 'User rejected the request' })
  })

  it("parameters: another frame error keeps the frame's words", () => {
    expect(toAuthWalletError(reply('Session Expired'))).toMatchObject({
      reason: 'Unknown',
      message: 'Session Expired',
    })
    const timeout = FrameTransportError.of('RequestTimeout', 'app/rpc-request')
    expect(toAuthWalletError(timeout).message).toMatchInlineSnapshot(
      `"Embedded Wallet Request Timed Out"`,
    )
  })
})
