// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { type LatchAction, useLatchAction } from '../../../react/hooks/useLatchAction.ts'
import { mount } from '../support/mount.tsx'

/** A promise with its resolve and reject at hand. */
const deferred = <T,>() => {
  let resolve: (value: T) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

/** Renders `useLatchAction(action)` and hands each render's result to `seen`. */
const Probe = ({
  action,
  seen,
}: {
  readonly action: (...args: never[]) => Promise<unknown>
  readonly seen: (action: LatchAction<never[], unknown>) => void
}) => {
  seen(useLatchAction(action))
  return null
}

/** Mounts a component holding `useLatchAction(action)`; `current()` is its latest render. */
const hold = async <A extends readonly unknown[], T>(action: (...args: A) => Promise<T>) => {
  let latest: unknown
  await mount(
    <Probe
      action={action as unknown as (...args: never[]) => Promise<unknown>}
      seen={(a) => {
        latest = a
      }}
    />,
  )
  return () => latest as LatchAction<A, T>
}

describe('useLatchAction', () => {
  it('default: pending while the call runs, then the value and no error', async () => {
    const answer = deferred<string>()
    const current = await hold((name: string) => answer.promise.then((v) => `${v} ${name}`))
    expect(current()).toMatchObject({ isPending: false, error: undefined })
    let result: Promise<string | undefined> = Promise.resolve(undefined)
    await act(async () => {
      result = current().run('alice')
    })
    expect(current().isPending).toBe(true)
    await act(async () => answer.resolve('hello'))
    expect(await result).toBe('hello alice')
    expect(current()).toMatchObject({ isPending: false, error: undefined })
  })

  it("behavior: a failure is kept as the error's SPEC text, and run resolves (never rejects)", async () => {
    const current = await hold(() => Promise.reject(new Error('Rate Limited')))
    let result: Promise<unknown> = Promise.resolve('not run')
    await act(async () => {
      result = current().run()
    })
    await expect(result).resolves.toBeUndefined()
    expect(current()).toMatchObject({ isPending: false, error: 'Rate Limited' })
  })

  it('behavior: the next call clears the error', async () => {
    let fail = true
    const current = await hold(() =>
      fail ? Promise.reject(new Error('down')) : Promise.resolve(1),
    )
    await act(async () => {
      await current().run()
    })
    expect(current().error).toBe('down')
    fail = false
    await act(async () => {
      await current().run()
    })
    expect(current().error).toBeUndefined()
  })

  it('behavior: the answer of a call a newer one superseded changes nothing', async () => {
    const first = deferred<number>()
    const second = deferred<number>()
    const answers = [first, second]
    const current = await hold(() => (answers.shift() ?? first).promise)
    await act(async () => {
      current().run()
      current().run()
    })
    await act(async () => first.reject(new Error('stale')))
    expect(current()).toMatchObject({ isPending: true, error: undefined })
    await act(async () => second.resolve(2))
    expect(current()).toMatchObject({ isPending: false, error: undefined })
  })

  it('behavior: reset forgets the last failure, and leaves a running call pending', async () => {
    let answer = deferred<string>()
    const current = await hold(() => answer.promise)
    await act(async () => {
      current().run()
      answer.reject(new Error('Invalid code. 4 tries left'))
    })
    expect(current().error).toBe('Invalid code. 4 tries left')
    await act(async () => current().reset())
    expect(current()).toMatchObject({ isPending: false, error: undefined })
    answer = deferred<string>()
    await act(async () => {
      current().run()
    })
    await act(async () => current().reset())
    expect(current().isPending).toBe(true)
    await act(async () => answer.reject(new Error('Rate Limited')))
    expect(current()).toMatchObject({ isPending: false, error: 'Rate Limited' })
  })
})
