import { z } from 'zod'
import { Email, Otp } from '../../generated/frame/zod.ts'
import { bearer, fail, json, readJson } from './authHttp.ts'
import type { AuthService } from './authService.ts'
import type { CodeFailure, UpdateCode, UpdateRefusal } from './emailUpdates.ts'
import { verifyFailureMessage } from './verifyMessages.ts'

const StartBody = z.object({ email: Email }).strict()
const OtpBody = z.object({ otp: Otp }).strict()

/** The words of a refused update step (our design; SPEC has none), each saying what to do. */
const refusal = (result: UpdateRefusal | CodeFailure): Response => {
  switch (result.status) {
    case 'no-email':
      return fail(400, 'This wallet has no e-mail to update')
    case 'same':
      return fail(400, 'This is already your e-mail')
    case 'taken':
      return fail(409, 'This e-mail is already in use')
    case 'no-update':
      return fail(400, 'No e-mail update is under way: start again')
    case 'throttled':
      return fail(429, `Please try again after ${result.seconds} seconds`)
    default:
      return fail(400, verifyFailureMessage(result))
  }
}

/**
 * SPEC §4 e-mail update for a live frame session (`Authorization: Bearer`):
 * `POST /auth/email/update/start` `{ email }` mails a code to the current address
 * (VERIFY_PRIMARY_OTP); `/primary` `{ otp }` checks it and mails one to the new address
 * (VERIFY_SECONDARY_OTP); `/secondary` `{ otp }` makes the new address the user's. A new
 * code is a new start (the same address again). Answers `undefined` for other paths.
 *
 * @example
 * import { emailUpdateRoutes } from './emailUpdateRoutes.ts'
 * const response = await emailUpdateRoutes(auth)(request)
 */
export const emailUpdateRoutes =
  (auth: AuthService) =>
  async (request: Request): Promise<Response | undefined> => {
    const path = new URL(request.url).pathname
    if (!path.startsWith('/auth/email/update/') || request.method !== 'POST') return undefined
    const token = bearer(request)
    const session = token ? await auth.sessions.check(token) : undefined
    if (!session) return fail(401, 'Session Expired')
    const mail = (m: UpdateCode | undefined) =>
      m ? auth.mailer.sendUpdateCode(m.to, m.code, m.step, m.newEmail) : Promise.resolve()
    switch (path) {
      case '/auth/email/update/start': {
        const body = StartBody.safeParse(await readJson(request))
        if (!body.success) return fail(400, 'Invalid e-mail')
        const started = await auth.updates.start(session.userId, body.data.email)
        if (started.status !== 'started') return refusal(started)
        await mail(started.mail)
        return json(200, { action: 'VERIFY_PRIMARY_OTP' })
      }
      case '/auth/email/update/primary': {
        const body = OtpBody.safeParse(await readJson(request))
        if (!body.success) return fail(400, 'Invalid code')
        const confirmed = await auth.updates.confirmPrimary(session.userId, body.data.otp)
        if (confirmed.status !== 'ok') return refusal(confirmed)
        await mail(confirmed.mail)
        return json(200, { action: 'VERIFY_SECONDARY_OTP' })
      }
      case '/auth/email/update/secondary': {
        const body = OtpBody.safeParse(await readJson(request))
        if (!body.success) return fail(400, 'Invalid code')
        const confirmed = await auth.updates.confirmSecondary(session.userId, body.data.otp)
        if (confirmed.status !== 'ok') return refusal(confirmed)
        return json(200, { newEmail: confirmed.newEmail })
      }
      default:
        return fail(404, 'Not found')
    }
  }
