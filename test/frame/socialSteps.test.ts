import { describe, expect, it } from 'vitest'
import type { AuthCall } from '../../frame/authCall.ts'
import { socialSteps } from '../../frame/socialSteps.ts'

// The social login's device step inside the frame: on VERIFY_DEVICE the frame answers connect
// social at once (so the app can tell the visitor to check their e-mail) and connect device
// waits for the mailed approval. The auth service is faked at its HTTP edge.
const CALLBACK = 'http://127.0.0.1:8788/frame/social-callback'

const frameWithAuth = (answers: { approvedAfter: number }) => {
  const calls: string[] = []
  let looks = 0
  const call: AuthCall = async (path) => {
    calls.push(path)
    if (path === '/auth/social/start')
      return { status: 200, body: { uri: 'http://idp/auth', state: 'st', challenge: 'ch' } }
    if (path === '/auth/social/finish') return { status: 200, body: { action: 'VERIFY_DEVICE' } }
    if (path === '/auth/farcaster/start')
      return { status: 200, body: { channel: 'ch1', challenge: 'ch', url: 'farcaster://x' } }
    if (path === '/auth/farcaster/status') return { status: 200, body: { action: 'VERIFY_DEVICE' } }
    if (path === '/auth/login/complete') {
      looks += 1
      return looks > answers.approvedAfter
        ? { status: 200, body: { token: 't', wallet: null } }
        : { status: 200, body: { approved: false } }
    }
    return { status: 404, body: {} }
  }
  const fail = (message: string): never => {
    throw new Error(message)
  }
  const steps = socialSteps({
    call,
    projectId: 'demo',
    deviceId: async () => 'device',
    callbackUrl: () => new URL(CALLBACK),
    socialReturn: async () => `${CALLBACK}?code=c&state=st`,
    failWith: (body) => fail(String(body.message)),
    fail,
    sleep: async () => undefined,
    loginKey: async () =>
      ({
        publicKey: 'pk',
        prove: async () => 'proof',
        open: async () => '0x',
      }) as never,
  })
  return { steps, calls }
}

describe('social login: the device step', () => {
  it('behavior: a new browser gets VERIFY_DEVICE at once; connect device waits for the approval', async () => {
    const { steps, calls } = frameWithAuth({ approvedAfter: 2 })
    await steps.redirectUri('google')
    expect(await steps.finish(CALLBACK)).toEqual({ action: 'VERIFY_DEVICE' })
    // Nothing waited inside connect social.
    expect(calls).toEqual(['/auth/social/start', '/auth/social/finish'])
    expect(steps.devicePending()).toBe(true)
    const done = await steps.connectDevice()
    expect(done.body).toEqual({ token: 't', wallet: null })
    expect(calls.filter((c) => c === '/auth/login/complete')).toHaveLength(3)
    expect(steps.devicePending()).toBe(false)
  })

  it('behavior: a Farcaster sign-in approved from a new browser looks awaiting-device until the mailed link is opened', async () => {
    const { steps, calls } = frameWithAuth({ approvedAfter: 1 })
    await steps.farcasterUri()
    expect(await steps.farcasterStatus()).toEqual({ status: 'awaiting-device' })
    expect(await steps.farcasterStatus()).toEqual({ status: 'awaiting-device' })
    const done = await steps.farcasterStatus()
    expect('body' in done && done.body).toEqual({ token: 't', wallet: null })
    expect(calls.filter((c) => c === '/auth/farcaster/status')).toHaveLength(1)
  })

  it('behavior: connect device without a waiting social login is refused', async () => {
    const { steps } = frameWithAuth({ approvedAfter: 0 })
    await expect(steps.connectDevice()).rejects.toThrow(
      'This login is not the one started here: try again',
    )
  })
})
