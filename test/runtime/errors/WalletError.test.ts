import { describe, expect, it } from 'vitest'
import { toWalletError, WalletError } from '../../../runtime/errors/WalletError.ts'

describe('toWalletError', () => {
  it.each([
    [{ code: 4001, message: 'User denied' }, 'UserRejected', 'User rejected the request'],
    [{ code: 4902, message: 'Unrecognized chain' }, 'ChainNotFound', 'Chain not found'],
    [
      { code: -32603, message: 'x', data: { originalError: { code: 4902 } } },
      'ChainNotFound',
      'Chain not found',
    ],
    [
      { code: -32002, message: 'already pending' },
      'ConnectionReset',
      'Connection request reset. Please try again.',
    ],
    [{ code: 4100 }, 'Unauthorized', 'The wallet has not authorized this account or method'],
    [{ code: 12345 }, 'Unknown', 'Something went wrong'],
    [new Error('User rejected the request.'), 'Unknown', 'Something went wrong'],
    ['boom', 'Unknown', 'Something went wrong'],
  ])('parameters: %j', (given, reason, message) => {
    const e = toWalletError(given)
    expect(e).toBeInstanceOf(WalletError)
    expect([e._tag, e.reason, e.message]).toEqual(['WalletError', reason, message])
    expect(e.cause).toBe(given)
  })

  it('behavior: the wallet text is kept as details, never used to classify', () => {
    const e = toWalletError({ code: 4001, message: 'MetaMask Tx Signature: User denied.' })
    expect(e.details).toBe('MetaMask Tx Signature: User denied.')
    expect(e.code).toBe(4001)
  })
})
