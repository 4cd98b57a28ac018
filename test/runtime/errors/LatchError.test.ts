import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from '@effect/vitest'
import { Effect, Exit } from 'effect'
import { LatchError } from '../../../runtime/errors/LatchError.ts'

class InvalidChainIdError extends LatchError<{ readonly chainId: number }> {
  override readonly _tag = 'InvalidChainIdError'
  static of(chainId: number, cause?: unknown): InvalidChainIdError {
    return new InvalidChainIdError({ message: 'Invalid chainId', chainId, cause })
  }
}

class DisconnectError extends LatchError {
  override readonly _tag = 'DisconnectError'
  static of(extra: { readonly details?: string; readonly cause?: unknown } = {}): DisconnectError {
    return new DisconnectError({ message: 'Failed to disconnect', ...extra })
  }
}

const root = join(import.meta.dirname, '../../..')

describe('LatchError', () => {
  it('default', () => {
    const error = InvalidChainIdError.of(2 ** 31)
    expect(error).toBeInstanceOf(Error)
    expect(error).toBeInstanceOf(LatchError)
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
    const error = DisconnectError.of({ details: 'timed out' })
    expect(error.details).toBe('timed out')
  })

  it('behavior: details and walk follow the cause chain', () => {
    const rootCause = new Error('User rejected the request.')
    const middle = InvalidChainIdError.of(1, rootCause)
    const top = DisconnectError.of({ cause: middle })
    expect(middle.details).toBe('User rejected the request.')
    expect(top.details).toBe('User rejected the request.')
    expect(top.cause).toBe(middle)
    expect(top.walk()).toBe(rootCause)
    expect(top.walk((e) => e instanceof InvalidChainIdError)).toBe(middle)
    expect(top.walk((e) => e === top)).toBe(top)
    expect(top.walk(() => false)).toBeNull()
  })

  it.effect('behavior: yields as a failure and is caught by its tag', () =>
    Effect.gen(function* () {
      const failing = Effect.gen(function* () {
        return yield* InvalidChainIdError.of(5)
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
    const { walletError } = await import('../../../runtime/errors/WalletError.ts')
    const errors = [
      InvalidChainIdError.of(1),
      DisconnectError.of(),
      ConnectionError.of('InvalidConnectionStatus'),
      NetworkError.of('UnsupportedChain'),
      walletError('UserRejected'),
    ]
    for (const error of errors) expect(error instanceof LatchError).toBe(true)
    expect(errors[0] instanceof DisconnectError).toBe(false)
    for (const other of [new Error('x'), { _tag: 'Fake' }, null, undefined, 'Invalid chainId'])
      expect(other instanceof LatchError).toBe(false)
  })

  it('behavior: every error class lives in runtime/errors, extends LatchError and is tagged by its name', async () => {
    const files = readdirSync(join(root, 'runtime/errors')).filter((f) => /^[A-Z]\w*\.ts$/.test(f))
    const classes: Array<[string, unknown]> = []
    for (const file of files) {
      const module = (await import(
        /* @vite-ignore */ pathToFileURL(join(root, 'runtime/errors', file)).href
      )) as Record<string, unknown>
      for (const [name, value] of Object.entries(module))
        if (typeof value === 'function' && value.prototype instanceof LatchError)
          classes.push([name, value])
    }
    expect(classes.map(([name]) => name).sort()).toMatchInlineSnapshot(`
      [
        "CallsError",
        "ChainRpcError",
        "ConfigError",
        "ConnectionError",
        "DataApiError",
        "DataApiSkipped",
        "EmailThrottledError",
        "EmbeddedWalletError",
        "FrameReplyError",
        "FrameTransportError",
        "NameError",
        "NetworkError",
        "OnrampError",
        "PermissionsError",
        "RequestAbortedError",
        "RpcNotAllowedError",
        "RpcParamsError",
        "SendError",
        "SignInError",
        "SwapError",
        "TokenBalanceUnavailable",
        "WalletError",
      ]
    `)
    for (const [name, value] of classes) {
      const of = (value as { of?: unknown }).of
      expect(typeof of, `${name}.of`).toBe('function')
    }
  })

  it('behavior: outside runtime/errors, Latch errors are built with `of`, never `new`', () => {
    const names = readdirSync(join(root, 'runtime/errors'))
      .filter((f) => /^[A-Z]\w*\.ts$/.test(f) && !f.startsWith('LatchError'))
      .map((f) => f.replace(/\.ts$/, ''))
      .concat('DataApiSkipped', 'FrameReplyError')
    const pattern = new RegExp(`new (${names.join('|')})\\(`)
    const offenders: string[] = []
    const walk = (dir: string): void => {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        const path = `${dir}/${entry.name}`
        if (entry.isDirectory()) {
          if (path !== 'runtime/errors') walk(path)
        } else if (
          /\.tsx?$/.test(entry.name) &&
          pattern.test(readFileSync(join(root, path), 'utf8'))
        )
          offenders.push(path)
      }
    }
    for (const dir of ['runtime', 'react', 'server', 'wagmi']) walk(dir)
    expect(offenders).toEqual([])
  })
})
