import { randomBytes } from 'node:crypto'
import { beforeEach } from 'vitest'
import { newLoginKey } from '../../../frame/loginKey.ts'
import { proofOf, type StartedLogin, startedFrom } from '../../../frame/startedLogin.ts'
import { authService } from '../../../server/auth/authService.ts'
import { kmsFromKey } from '../../../server/auth/Kms.ts'
import type { Mailer } from '../../../server/auth/mailer.ts'
import { startFramePage } from '../../../server/frame/startFramePage.ts'
import { migrate } from '../../../server/storage/migrate.ts'
import { pgliteClient } from '../../../server/storage/pgliteClient.ts'
import { startForTests } from '../../support/startForTests.ts'

export const PROJECT = 'demo'
export const APP = 'http://127.0.0.1:5173'

/** A device id as the frame makes one: 32 random bytes, base64url. */
export const newDeviceId = () => randomBytes(32).toString('base64url')

/** A wrong code for `code`: same length, never equal. */
export const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** One mail the auth service sent (the SMTP edge, recorded). */
export type SentMail = { readonly kind: string; readonly to: string; readonly value: string }

/**
 * The reference frame server with its real auth service, listening on 127.0.0.1 (a free port),
 * over an in-memory PGlite, with a test clock and a mailer that records what it would send
 * (SMTP is the only fake). Requests go over real HTTP, as the review's scripts sent them.
 */
export const startFrameStack = async (
  options: { readonly relayUrl?: string; readonly trustedProxies?: readonly string[] } = {},
) => {
  const sql = await pgliteClient()
  await migrate(sql)
  const clock = { now: 1_700_000_000_000 }
  const mails: SentMail[] = []
  const record = (kind: string) => async (to: string, value: string) => {
    mails.push({ kind, to, value })
  }
  const mailer: Mailer = {
    sendCode: record('code'),
    sendDeviceApproval: record('device'),
    sendUpdateCode: record('update'),
    sendUnlock: record('unlock'),
  }
  const auth = authService({
    sql,
    kms: kmsFromKey(randomBytes(32)),
    pepper: randomBytes(32),
    mailer,
    ...(options.relayUrl ? { farcaster: { relayUrl: options.relayUrl } } : {}),
    now: () => clock.now,
  })
  const frame = await startFramePage({
    port: 0,
    projects: { [PROJECT]: [APP] },
    auth,
    ...(options.trustedProxies ? { trustedProxies: options.trustedProxies } : {}),
  })
  const origin = new URL(frame.url).origin
  /** A JSON call as the review's Node scripts made it: `Origin` forged to the frame's. */
  const call = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const lastMail = (kind: string, to: string) => {
    const found = mails.filter((m) => m.kind === kind && m.to === to).at(-1)
    if (!found) throw new Error(`no ${kind} mail to ${to}`)
    return found.value
  }
  // As the frame does (issue 26): each start registers fresh login keys; verify proves them.
  const logins = new Map<string, StartedLogin>()
  const start = async (email: string, deviceId: string) => {
    const key = await newLoginKey()
    const answer = await call('/auth/email/start', {
      projectId: PROJECT,
      email,
      deviceId,
      loginKey: key.publicKey,
    })
    const { login, challenge, ...body } = answer.body
    if (answer.status === 200)
      logins.set(`${deviceId} ${email}`, startedFrom(login, challenge, key))
    return { status: answer.status, body }
  }
  /** The login's proof when this device started one for `email` (an attacker that never did sends none). */
  const proved = async (email: string, deviceId: string) => {
    const login = logins.get(`${deviceId} ${email}`)
    return login ? { login: login.handle, proof: await proofOf(login) } : {}
  }
  const verify = async (email: string, otp: string, deviceId: string) =>
    call('/auth/email/verify', {
      projectId: PROJECT,
      email,
      otp,
      deviceId,
      ...(await proved(email, deviceId)),
    })
  /** Moves every client's rate-limit window on, so only the rule under test counts. */
  const nextMinute = () => {
    clock.now += 61_000
  }
  return {
    origin,
    sql,
    clock,
    mails,
    call,
    start,
    verify,
    proved,
    lastMail,
    nextMinute,
    stop: async () => {
      await frame.stop()
      await sql.close()
    },
  }
}

export type FrameStack = Awaited<ReturnType<typeof startFrameStack>>

/**
 * For a file's top level: a frame stack (`startFrameStack(options)`) started before the file's
 * tests and stopped after them, its rate-limit windows moved on before each test so only the
 * rule under test counts. Returns the stack (see `startForTests`).
 */
export const frameStackForTests = (
  options: Parameters<typeof startFrameStack>[0] = {},
): FrameStack => {
  const stack = startForTests(() => startFrameStack(options))
  beforeEach(() => stack.nextMinute())
  return stack
}
