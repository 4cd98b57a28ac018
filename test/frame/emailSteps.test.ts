import { describe, expect, it } from 'vitest'
import { DEVICE_POLL_MS } from '../../frame/deviceId.ts'
import { type AuthCall, emailSteps } from '../../frame/emailSteps.ts'
import { EMAIL_CODE_THROTTLE_MS } from '../../server/auth/authConstants.ts'
import {
  FRAME_ORIGIN,
  newDeviceId,
  PROJECT,
  startAuthHarness,
} from '../server/auth/support/authHarness.ts'
import { startForTests } from '../support/startForTests.ts'

const h = startForTests(startAuthHarness)

class Refused extends Error {}

/** The frame's e-mail steps over the real auth service; waiting moves the test clock. */
const stepsFor = (deviceId: string, onSleep: (ms: number) => Promise<void> = async () => {}) => {
  const slept: number[] = []
  const call: AuthCall = (path, init) =>
    h.call(path, init.body, { ...(init.token ? { token: init.token } : {}) })
  const steps = emailSteps({
    call,
    projectId: PROJECT,
    deviceId: async () => deviceId,
    failWith: (body) => {
      throw new Refused(String(body.message))
    },
    fail: (message) => {
      throw new Refused(message)
    },
    now: () => h.clock.now,
    sleep: async (ms) => {
      slept.push(ms)
      h.clock.now += ms
      await onSleep(ms)
    },
  })
  return { steps, slept }
}

const approveLatest = async (email: string) => {
  const token = new URL(h.lastMail('device', email).link).searchParams.get('token') ?? ''
  await h.handle(
    new Request(`${FRAME_ORIGIN}/auth/device/approve`, {
      method: 'POST',
      headers: { origin: FRAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    }),
  )
}

describe('frame e-mail steps (connect e-mail, connect device)', () => {
  it('behavior: connect device waits (polling) until the link is approved, waits out the 30 s code throttle, then the code is mailed', async () => {
    const email = 'steps-1@example.com'
    await h.login(email, newDeviceId())
    const codesBefore = h.mails.filter((m) => m.kind === 'code').length
    let polls = 0
    const { steps, slept } = stepsFor(newDeviceId(), async () => {
      // The visitor opens the mail on the third look.
      if (++polls === 3) await approveLatest(email)
    })
    expect(await steps.connectEmail(email)).toEqual({ action: 'VERIFY_DEVICE' })
    await steps.connectDevice(email)
    expect(slept.slice(0, 3)).toEqual([DEVICE_POLL_MS, DEVICE_POLL_MS, DEVICE_POLL_MS])
    // The first device's code went out just before: the rest of the 30 s is waited out.
    expect(slept.slice(3)).toEqual([((EMAIL_CODE_THROTTLE_MS - 3 * DEVICE_POLL_MS) / 1000) * 1000])
    expect(h.mails.filter((m) => m.kind === 'code')).toHaveLength(codesBefore + 1)
  })

  it('behavior: a newer connect e-mail ends an older wait', async () => {
    const email = 'steps-2@example.com'
    await h.login(email, newDeviceId())
    h.clock.now += EMAIL_CODE_THROTTLE_MS
    let started = false
    const device = newDeviceId()
    const { steps } = stepsFor(device, async () => {
      if (!started) {
        started = true
        h.clock.now += EMAIL_CODE_THROTTLE_MS
        await steps.connectEmail(email)
      }
    })
    await steps.connectEmail(email)
    await expect(steps.connectDevice(email)).rejects.toThrow('A newer login replaced this one')
  })
})
