import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { authService } from '../../../../server/auth/authService.ts'
import { kmsFromKey } from '../../../../server/auth/Kms.ts'
import type { Mailer } from '../../../../server/auth/mailer.ts'
import type { SocialProviderConfig } from '../../../../server/auth/socialLogin.ts'
import { startFramePage } from '../../../../server/frame/startFramePage.ts'
import { migrate } from '../../../../server/storage/migrate.ts'
import { pgliteClient } from '../../../../server/storage/pgliteClient.ts'
import { startForTests } from '../../../support/startForTests.ts'
import { APPLE, appleStandIn } from '../../auth/providers/oidcStandIns.ts'
import { pkcePair } from '../../auth/providers/standIn.ts'

/** The app that embeds the frame (never contacted: only named in the project). */
export const APP_ORIGIN = 'http://127.0.0.1:5173'
const PROJECT = 'demo'

/** The Apple stand-in a stack's `freshApple()` configured. */
export type AppleStandIn = Awaited<ReturnType<typeof appleStandIn>>

const noMail = async () => {}
const mailer: Mailer = {
  sendCode: noMail,
  sendDeviceApproval: noMail,
  sendUpdateCode: noMail,
  sendUnlock: noMail,
}

/**
 * The real frame server (`startFramePage` with its auth service, over an in-memory PGlite) on
 * 127.0.0.1, and an Apple stand-in configured as the app's Apple (its `form_post` answers come
 * to `callback`). Apple sends `user` on its first answer only: `freshApple()` swaps in a new
 * stand-in that will. Mail is the only thing left out.
 */
export const startAppleStack = async () => {
  const sql = await pgliteClient()
  await migrate(sql)
  const providers: Record<string, SocialProviderConfig> = {}
  const auth = authService({
    sql,
    kms: kmsFromKey(randomBytes(32)),
    pepper: randomBytes(32),
    mailer,
    providers,
  })
  const frame = await startFramePage({ port: 0, projects: { [PROJECT]: [APP_ORIGIN] }, auth })
  const callback = new URL('/frame/social-callback', frame.url).href
  const appKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
  let apple: AppleStandIn | undefined
  /** Stops the Apple stand-in in use and configures a fresh one as the app's Apple. */
  const freshApple = async (): Promise<AppleStandIn> => {
    await apple?.stop()
    const fresh = await appleStandIn(appKey)
    apple = fresh
    providers.apple = {
      protocol: 'apple',
      clientId: APPLE.clientId,
      teamId: APPLE.teamId,
      keyId: APPLE.keyId,
      privateKey: appKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      issuer: fresh.origin,
    }
    return fresh
  }
  /** The visitor's frame starts an Apple login: Apple's `uri`, its `state`, and its `finish(code)`. */
  const startLogin = async () => {
    const keys = pkcePair()
    const started = await auth.social.start({
      projectId: PROJECT,
      provider: 'apple',
      codeChallenge: keys.challenge,
      redirectUri: callback,
    })
    const finish = (code: string) =>
      auth.social.finish({
        projectId: PROJECT,
        state: started.state,
        code,
        codeVerifier: keys.verifier,
      })
    return { uri: started.uri, state: started.state, finish }
  }
  return {
    sql,
    callback,
    freshApple,
    startLogin,
    stop: async () => {
      await frame.stop()
      await apple?.stop()
      await sql.close()
    },
  }
}

export type AppleStack = Awaited<ReturnType<typeof startAppleStack>>

/**
 * Apple's page at `uri` (a login's), fetched: the form it posts to the callback (`code`,
 * `state`, and `user` on the first login of an Apple ID).
 */
export const appleAnswer = async (uri: string): Promise<URLSearchParams> => {
  const page = await (await fetch(uri)).text()
  const answer = new URLSearchParams()
  for (const [, name, value] of page.matchAll(/name="([^"]+)" value="([^"]*)"/g))
    answer.set(name ?? '', (value ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
  return answer
}

/** For a file's (or a describe's) top level: an Apple stack for its tests (see `startForTests`). */
export const appleStackForTests = (): AppleStack => startForTests(startAppleStack)
