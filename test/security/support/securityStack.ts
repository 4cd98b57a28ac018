import { randomBytes } from 'node:crypto'
import {
  type FarcasterRelay,
  startFarcasterRelay,
} from '../../../playground/farcaster/startFarcasterRelay.ts'
import {
  type DevOidcProvider,
  startOidcProvider,
} from '../../../playground/oidc/startOidcProvider.ts'
import { authService } from '../../../server/auth/authService.ts'
import { kmsFromKey } from '../../../server/auth/Kms.ts'
import type { Mailer } from '../../../server/auth/mailer.ts'
import type { SocialProviderConfig } from '../../../server/auth/socialLogin.ts'
import { type RunningFramePage, startFramePage } from '../../../server/frame/startFramePage.ts'
import { migrate } from '../../../server/storage/migrate.ts'
import { pgliteClient } from '../../../server/storage/pgliteClient.ts'
import { startForTests } from '../../support/startForTests.ts'

/** The app that embeds the frame (never contacted: only named in the project). */
export const APP_ORIGIN = 'http://127.0.0.1:5173'
export const PROJECT = 'demo'
export const OTHER_PROJECT = 'other-app'
export const OTHER_APP_ORIGIN = 'http://127.0.0.1:5174'

/** One mail the auth service sent (SMTP is the machine's edge: recorded, not sent). */
export type Mail =
  | { readonly kind: 'code'; readonly to: string; readonly code: string }
  | { readonly kind: 'device'; readonly to: string; readonly link: string; readonly asked: string }

/** One HTTP exchange with the frame server, as a transcript keeps it. */
export interface Exchange {
  readonly path: string
  /** The request body as sent. */
  readonly sent: string
  readonly status: number
  readonly text: string
}

/**
 * The real reference frame server (`startFramePage` with its auth service) on 127.0.0.1, with
 * the playground's dev OpenID provider and dev Farcaster relay; every answer of the frame
 * server is kept in `transcript`. Only SMTP is recorded instead of sent.
 */
export const startSecurityStack = async () => {
  const sql = await pgliteClient()
  await migrate(sql)
  const mails: Mail[] = []
  const mailer: Mailer = {
    sendCode: async (to, code) => {
      mails.push({ kind: 'code', to, code })
    },
    sendDeviceApproval: async (to, link, asked) => {
      mails.push({ kind: 'device', to, link, asked: String(asked) })
    },
    sendUpdateCode: async () => undefined,
    sendUnlock: async () => undefined,
  }
  const providers: Record<string, SocialProviderConfig> = {}
  const farcaster: { relayUrl?: string } = {}
  const kms = kmsFromKey(randomBytes(32))
  // The auth service's clock: tests move it past throttles and TTLs instead of waiting.
  const clock = { now: Date.now() }
  const auth = authService({
    sql,
    kms,
    pepper: randomBytes(32),
    mailer,
    providers,
    farcaster,
    now: () => clock.now,
  })
  const frame: RunningFramePage = await startFramePage({
    port: 0,
    // A second app on the same frame origin (F17).
    projects: { [PROJECT]: [APP_ORIGIN], [OTHER_PROJECT]: [OTHER_APP_ORIGIN] },
    auth,
  })
  const origin = new URL(frame.url).origin
  const oidc: DevOidcProvider = await startOidcProvider({
    port: 0,
    redirectUri: `${origin}/frame/social-callback`,
  })
  Object.assign(providers, oidc.providers)
  const relay: FarcasterRelay = await startFarcasterRelay({ port: 0 })
  farcaster.relayUrl = relay.url
  const transcript: Exchange[] = []

  /** A JSON call to the frame server; `origin` is forged as any non-browser client may. */
  const post = async (
    path: string,
    body?: unknown,
    options: { readonly token?: string; readonly method?: string; readonly ua?: string } = {},
  ) => {
    const response = await fetch(`${origin}${path}`, {
      method: options.method ?? 'POST',
      headers: {
        origin,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.ua ? { 'user-agent': options.ua } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await response.text()
    transcript.push({ path, sent: JSON.stringify(body ?? null), status: response.status, text })
    let parsed: Record<string, unknown> = {}
    try {
      parsed = JSON.parse(text) as Record<string, unknown>
    } catch {}
    return { status: response.status, body: parsed, text }
  }
  const lastMail = <K extends Mail['kind']>(kind: K, to: string) => {
    const found = mails.filter((m) => m.kind === kind && m.to === to).at(-1)
    if (!found) throw new Error(`no ${kind} mail to ${to}`)
    return found as Extract<Mail, { kind: K }>
  }
  /** Presses the approval page's button, as the mailbox owner does. */
  const approveLink = (link: string) =>
    fetch(`${origin}/auth/device/approve`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token') ?? '' }),
    })
  return {
    sql,
    kms,
    auth,
    clock,
    origin,
    oidc,
    relay,
    mails,
    transcript,
    post,
    lastMail,
    approveLink,
    stop: async () => {
      await frame.stop()
      await oidc.stop()
      await relay.stop()
      await sql.close()
    },
  }
}

export type SecurityStack = Awaited<ReturnType<typeof startSecurityStack>>

/** A device id as a frame makes one. */
export const newDeviceId = () => randomBytes(32).toString('base64url')

/** For a file's (or a describe's) top level: a security stack for its tests (see `startForTests`). */
export const securityStackForTests = (): SecurityStack => startForTests(startSecurityStack, 180_000)
