import { randomBytes } from 'node:crypto'
import { newLoginKey } from '../../../../frame/loginKey.ts'
import { proofOf, type StartedLogin, startedFrom } from '../../../../frame/startedLogin.ts'
import { authService } from '../../../../server/auth/authService.ts'
import { createAuthHandler } from '../../../../server/auth/createAuthHandler.ts'
import { kmsFromKey } from '../../../../server/auth/Kms.ts'
import type { Mailer } from '../../../../server/auth/mailer.ts'
import { migrate } from '../../../../server/storage/migrate.ts'
import { pgliteClient } from '../../../../server/storage/pgliteClient.ts'

/** One mail the auth service sent (the SMTP edge, recorded). */
export type SentMail =
  | { readonly kind: 'code'; readonly to: string; readonly code: string }
  | { readonly kind: 'device'; readonly to: string; readonly link: string; readonly asked: string }
  | { readonly kind: 'unlock'; readonly to: string; readonly link: string }
  | {
      readonly kind: 'update'
      readonly to: string
      readonly code: string
      readonly step: 'primary' | 'secondary'
    }

export const FRAME_ORIGIN = 'http://127.0.0.1:8788'
export const PROJECT = 'demo'

/** A device id as the frame makes one: 32 random bytes, base64url. */
export const newDeviceId = () => randomBytes(32).toString('base64url')

/**
 * The real auth service and its HTTP handler over an in-memory PGlite, with a test clock and a
 * mailer that records what it would send (the only fake: SMTP, the machine's edge).
 */
export const startAuthHarness = async () => {
  const sql = await pgliteClient()
  await migrate(sql)
  const clock = { now: 1_700_000_000_000 }
  const mails: SentMail[] = []
  const mailer: Mailer = {
    sendCode: async (to, code) => {
      mails.push({ kind: 'code', to, code })
    },
    sendDeviceApproval: async (to, link, asked) => {
      mails.push({ kind: 'device', to, link, asked })
    },
    sendUpdateCode: async (to, code, step) => {
      mails.push({ kind: 'update', to, code, step })
    },
    sendUnlock: async (to, link) => {
      mails.push({ kind: 'unlock', to, link })
    },
  }
  const auth = authService({
    sql,
    kms: kmsFromKey(randomBytes(32)),
    pepper: randomBytes(32),
    mailer,
    now: () => clock.now,
  })
  const handle = createAuthHandler(auth, { projectIds: [PROJECT] })
  /** A JSON call from the frame page (same origin). */
  const call = async (
    path: string,
    body?: unknown,
    options: { readonly token?: string; readonly client?: string; readonly method?: string } = {},
  ) => {
    const response = await handle(
      new Request(`${FRAME_ORIGIN}${path}`, {
        method: options.method ?? 'POST',
        headers: {
          origin: FRAME_ORIGIN,
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
      options.client ?? '127.0.0.1',
    )
    if (!response) throw new Error(`no route for ${path}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  /** The newest mail of a kind to an address. */
  const lastMail = <K extends SentMail['kind']>(kind: K, to: string) => {
    const found = mails.filter((m) => m.kind === kind && m.to === to).at(-1)
    if (!found) throw new Error(`no ${kind} mail to ${to}`)
    return found as Extract<SentMail, { kind: K }>
  }
  // As the frame does (issue 26): each start registers fresh keys; later calls prove them.
  const logins = new Map<string, StartedLogin>()
  /** `POST /auth/email/start` as the frame of `deviceId` sends it; the binding kept aside. */
  const startEmail = async (email: string, deviceId: string) => {
    const key = await newLoginKey()
    const answer = await call('/auth/email/start', {
      projectId: PROJECT,
      email,
      deviceId,
      loginKey: key.publicKey,
    })
    const { login: handle, challenge, ...rest } = answer.body
    if (answer.status === 200)
      logins.set(`${deviceId} ${email}`, startedFrom(handle, challenge, key))
    return { status: answer.status, body: rest }
  }
  /** The login and proof of the last start of `email` from `deviceId`. */
  const proved = async (email: string, deviceId: string) => {
    const login = logins.get(`${deviceId} ${email}`)
    if (!login) throw new Error(`no login of ${email} from this device`)
    return { login: login.handle, proof: await proofOf(login) }
  }
  const deviceStatus = async (email: string, deviceId: string) =>
    call('/auth/device/status', {
      projectId: PROJECT,
      email,
      deviceId,
      ...(await proved(email, deviceId)),
    })
  const verifyEmail = async (email: string, otp: string, deviceId: string) =>
    call('/auth/email/verify', {
      projectId: PROJECT,
      email,
      otp,
      deviceId,
      ...(await proved(email, deviceId)),
    })
  /** Opens the sealed wallet key of a login answer (as the frame of that login would). */
  const openWallet = async (body: Record<string, unknown>, email: string, deviceId: string) => {
    const login = logins.get(`${deviceId} ${email}`)
    const wallet = body.wallet as { sealed: { enc: string; ct: string } } | null
    if (!login || !wallet) return undefined
    return login.key.open(wallet.sealed, login.handle)
  }
  /** A whole e-mail login from `deviceId` (which must be allowed): the session token. */
  const login = async (email: string, deviceId: string) => {
    const started = await startEmail(email, deviceId)
    if (started.body.action !== 'VERIFY_OTP') throw new Error(`start: ${JSON.stringify(started)}`)
    const otp = lastMail('code', email).code
    const verified = await verifyEmail(email, otp, deviceId)
    if (verified.status !== 200) throw new Error(`verify: ${JSON.stringify(verified)}`)
    return verified.body.token as string
  }
  return {
    sql,
    auth,
    handle,
    call,
    clock,
    mails,
    lastMail,
    login,
    startEmail,
    deviceStatus,
    verifyEmail,
    openWallet,
    close: () => sql.close(),
  }
}

export type AuthHarness = Awaited<ReturnType<typeof startAuthHarness>>

/** A wrong code for `code`: same length, never equal. */
export const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
