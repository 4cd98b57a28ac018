import { describe, expect, it } from '@effect/vitest'
import { Effect, Exit } from 'effect'
import { LatchError } from '../../../runtime/errors/LatchError.ts'

class InvalidChainIdError extends LatchError('InvalidChainIdError')<{
  readonly chainId: number
}> {}

class DisconnectError extends LatchError('DisconnectError') {}

describe('LatchError', () => {
  it('default', () => {
    const error = new InvalidChainIdError({ message: 'Invalid chainId', chainId: 2 ** 31 })
    expect(error).toBeInstanceOf(Error)
    expect(error._tag).toBe('InvalidChainIdError')
    expect(error.name).toBe('InvalidChainIdError')
    expect(error.message).toMatchInlineSnapshot(`"Invalid chainId"`)
    expect(error.shortMessage).toBe('Invalid chainId')
    expect(error.chainId).toBe(2147483648)
    expect(error.details).toBeUndefined()
    expect(error.cause).toBeUndefined()
    expect(String(error)).toBe('InvalidChainIdError: Invalid chainId')
  })

  it('parameters: details', () => {
    const error = new DisconnectError({ message: 'Failed to disconnect', details: 'timed out' })
    expect(error.details).toBe('timed out')
  })

  it('behavior: details and walk follow the cause chain', () => {
    const root = new Error('User rejected the request.')
    const middle = new InvalidChainIdError({ message: 'Invalid chainId', chainId: 1, cause: root })
    const top = new DisconnectError({ message: 'Failed to disconnect', cause: middle })
    expect(middle.details).toBe('User rejected the request.')
    expect(top.details).toBe('User rejected the request.')
    expect(top.cause).toBe(middle)
    expect(top.walk()).toBe(root)
    expect(top.walk((e) => e instanceof InvalidChainIdError)).toBe(middle)
    expect(top.walk((e) => e === top)).toBe(top)
    expect(top.walk(() => false)).toBeNull()
  })

  it.effect('behavior: yields as a failure and is caught by its tag', () =>
    Effect.gen(function* () {
      const failing = Effect.gen(function* () {
        return yield* new InvalidChainIdError({ message: 'Invalid chainId', chainId: 5 })
      })
      const exit = yield* Effect.exit(failing)
      expect(Exit.isFailure(exit)).toBe(true)
      const caught = yield* failing.pipe(
        Effect.catchTag('InvalidChainIdError', (e) =>
          Effect.succeed(`${e.shortMessage} ${e.chainId}`),
        ),
      )
      expect(caught).toBe('Invalid chainId 5')
    }),
  )

  it('behavior: `instanceof LatchError` matches every Latch error and nothing else', async () => {
    const { ConnectionError, NetworkError } = await import('../../../runtime/index.ts')
    const { walletError } = await import('../../../runtime/connectors/WalletError.ts')
    const errors = [
      new InvalidChainIdError({ message: 'Invalid chainId', chainId: 1 }),
      new DisconnectError({ message: 'Failed to disconnect' }),
      ConnectionError.of('InvalidConnectionStatus'),
      NetworkError.of('UnsupportedChain'),
      walletError('UserRejected'),
    ]
    for (const error of errors) expect(error instanceof LatchError).toBe(true)
    expect(errors[0] instanceof DisconnectError).toBe(false)
    for (const other of [new Error('x'), { _tag: 'Fake' }, null, undefined, 'Invalid chainId'])
      expect(other instanceof LatchError).toBe(false)
  })
})
