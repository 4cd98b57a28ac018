import { DEVICE_WAIT_MS } from './deviceId.ts'
import { type LoginKey, newLoginKey } from './loginKey.ts'
import { clockOf, type LoginStepDeps, waitForApproval } from './loginSteps.ts'
import { proofOf, type StartedLogin, startedFrom } from './startedLogin.ts'

export type { AuthCall } from './authCall.ts'

/** What the e-mail steps need from the frame wallet. */
export type EmailStepDeps = LoginStepDeps

/** One look at the device step of an e-mail login: `true` once its mailed link is approved. */
const deviceApproved = async (deps: EmailStepDeps, email: string, login: StartedLogin) => {
  const { status, body } = await deps.call('/auth/device/status', {
    body: {
      projectId: deps.projectId,
      email,
      deviceId: await deps.deviceId(),
      login: login.handle,
      proof: await proofOf(login),
    },
  })
  if (status !== 200) deps.failWith(body, 'Something went wrong')
  return body.approved === true ? true : undefined
}

/**
 * SPEC §4 e-mail login's first steps inside the frame: connect e-mail (the auth service answers
 * VERIFY_OTP, or VERIFY_DEVICE after mailing an approval link for an unknown device) and
 * connect device (waits, asking every DEVICE_POLL_MS, until the link is approved; then asks
 * again for the code, so the reply means "the code is on its way": VERIFY_OTP).
 *
 * @example
 * import { emailSteps } from './emailSteps.ts'
 * const steps = emailSteps({ call, projectId, deviceId, failWith, fail })
 * const { action } = await steps.connectEmail('ada@example.com')
 */
export const emailSteps = (deps: EmailStepDeps) => {
  const { sleep, now } = clockOf(deps)
  // A newer connect e-mail ends an older wait.
  let generation = 0
  // The login under way, bound to this frame's keys at each start.
  let key: LoginKey | undefined
  let login: StartedLogin | undefined
  const needLogin = () => {
    if (!login) return deps.fail('Enter your e-mail first')
    return login
  }
  const start = async (email: string, deadline?: number) => {
    const mine = key ?? (await (deps.loginKey ?? newLoginKey)())
    key = mine
    for (;;) {
      const { status, body } = await deps.call('/auth/email/start', {
        body: {
          projectId: deps.projectId,
          email,
          deviceId: await deps.deviceId(),
          loginKey: mine.publicKey,
        },
      })
      // After an approval the visitor is already waiting: the SPEC §5 throttle (a code went out
      // to this address under 30 s ago, from another device) is waited out here.
      const retryAfter = typeof body.retryAfter === 'number' ? body.retryAfter : undefined
      if (status === 429 && deadline !== undefined && retryAfter && now() < deadline) {
        await sleep(retryAfter * 1000)
        continue
      }
      if (status !== 200) deps.failWith(body, 'Something went wrong')
      login = startedFrom(body.login, body.challenge, mine)
      return body.action === 'VERIFY_DEVICE' ? 'VERIFY_DEVICE' : 'VERIFY_OTP'
    }
  }
  return {
    connectEmail: async (email: string) => {
      generation++
      key = undefined
      login = undefined
      return { action: await start(email) }
    },
    connectDevice: async (email: string) => {
      const mine = ++generation
      const deadline = now() + DEVICE_WAIT_MS
      await waitForApproval(
        deps,
        () => deviceApproved(deps, email, needLogin()),
        deadline,
        () => {
          if (mine !== generation) deps.fail('A newer login replaced this one')
        },
      )
      // Approved: now the code goes out.
      if ((await start(email, deadline)) !== 'VERIFY_OTP')
        deps.fail('This device is not approved yet')
    },
    verifyBody: async (email: string, otp: string) => {
      const current = needLogin()
      return {
        projectId: deps.projectId,
        email,
        otp,
        deviceId: await deps.deviceId(),
        login: current.handle,
        proof: await proofOf(current),
      }
    },
    /** The login the code is verified for (its keys open the answer's wallet key). */
    current: needLogin,
  }
}

/**
 * SPEC §4 e-mail update inside the frame, for the session's user: update e-mail (a code to the
 * current address: VERIFY_PRIMARY_OTP), primary OTP (a code to the new address), secondary OTP
 * (the e-mail is now the new one: `{ newEmail }`).
 *
 * @example
 * import { emailUpdateSteps } from './emailSteps.ts'
 * const update = emailUpdateSteps({ call, projectId, deviceId, failWith, fail })
 * await update.start(token, 'new@example.com')
 */
export const emailUpdateSteps = (deps: EmailStepDeps) => {
  const post = async (token: string, path: string, body: unknown) => {
    const answer = await deps.call(path, { token, body })
    if (answer.status !== 200) deps.failWith(answer.body, 'Something went wrong')
    return answer.body
  }
  return {
    start: async (token: string, email: string) => {
      await post(token, '/auth/email/update/start', { email })
      return { action: 'VERIFY_PRIMARY_OTP' as const }
    },
    primary: async (token: string, otp: string) => {
      await post(token, '/auth/email/update/primary', { otp })
    },
    secondary: async (token: string, otp: string) => {
      const body = await post(token, '/auth/email/update/secondary', { otp })
      return { newEmail: body.newEmail as string }
    },
  }
}
