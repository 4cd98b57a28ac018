import { describe, expect, it } from 'vitest'
import { newLoginKey } from '../../frame/loginKey.ts'
import { proofOf, startedFrom } from '../../frame/startedLogin.ts'
import {
  newDeviceId,
  OTHER_PROJECT,
  PROJECT,
  securityStackForTests,
} from './support/securityStack.ts'

// Review r3, F17 (suspected by reading): the frame kept one session record per frame origin
// and `/auth/session` did not check the project, so two projects on one frame origin shared
// one unlocked wallet. The frame now keys its record by project (sessionVault.ts) and asks
// for its own project; the server answers a session only for the project of its user.
const stack = securityStackForTests()

describe('F17: a session answers only for its own project', () => {
  it("attack: project demo's session presented by the frame of another project is expired there", async () => {
    const email = `f17-${Date.now()}@example.com`
    const deviceId = newDeviceId()
    const key = await newLoginKey()
    const started = await stack.post('/auth/email/start', {
      projectId: PROJECT,
      email,
      deviceId,
      loginKey: key.publicKey,
    })
    const login = startedFrom(started.body.login, started.body.challenge, key)
    const done = await stack.post('/auth/email/verify', {
      projectId: PROJECT,
      email,
      otp: stack.lastMail('code', email).code,
      deviceId,
      login: login.handle,
      proof: await proofOf(login),
    })
    const token = done.body.token as string
    const look = (projectId: string) =>
      stack.post(`/auth/session?projectId=${projectId}`, undefined, { method: 'GET', token })
    expect((await look(PROJECT)).status).toBe(200)
    expect(await look(OTHER_PROJECT)).toMatchObject({
      status: 401,
      body: { message: 'Session Expired' },
    })
  })
})
