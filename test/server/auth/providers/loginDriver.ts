import {
  type SocialLogin,
  type SocialProviderConfig,
  type SocialProviderName,
  socialLogin,
} from '../../../../server/auth/socialLogin.ts'
import { migrate } from '../../../../server/storage/migrate.ts'
import { pgliteClient } from '../../../../server/storage/pgliteClient.ts'
import { pkcePair } from './standIn.ts'

export const REDIRECT = 'http://127.0.0.1:9/frame/social-callback'

/** The real social login over an in-memory PGlite, with the providers given. */
export const startSocial = async (
  providers: Readonly<Partial<Record<string, SocialProviderConfig>>>,
) => {
  const sql = await pgliteClient()
  await migrate(sql)
  return { social: socialLogin(sql, { providers }), close: () => sql.close() }
}

/**
 * A login as the frame and the user's browser make it: start (with the frame's PKCE
 * challenge), the provider's authorize URL followed to its answer, `answerOf` reading the code
 * and state from it (a redirect's query by default), finish with the frame's verifier.
 */
export const logIn = async (
  social: SocialLogin,
  provider: SocialProviderName,
  tweak: { readonly code?: (code: string) => string; readonly verifier?: string } = {},
) => {
  const keys = pkcePair()
  const started = await social.start({
    projectId: 'demo',
    provider,
    codeChallenge: keys.challenge,
    redirectUri: REDIRECT,
  })
  const authorize = new URL(started.uri)
  const response = await fetch(authorize, { redirect: 'manual' })
  const answer = await answerOf(response)
  if (answer.get('state') !== started.state) throw new Error('the provider lost the state')
  // What the frame server does with a form_post answer (startFramePage) before the redirect.
  if (answer.has('user')) await social.keepFormPostUser(answer.toString())
  const code = answer.get('code') ?? ''
  const result = await social.finish({
    projectId: 'demo',
    state: started.state,
    code: tweak.code ? tweak.code(code) : code,
    codeVerifier: tweak.verifier ?? keys.verifier,
  })
  return { authorize, answer, result }
}

/** The provider's answer: a redirect's query, or the fields of a form_post page (unescaped). */
const answerOf = async (response: Response): Promise<URLSearchParams> => {
  const location = response.headers.get('location')
  if (location) {
    if (!location.startsWith(REDIRECT)) throw new Error(`redirected elsewhere: ${location}`)
    return new URL(location).searchParams
  }
  const html = await response.text()
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
  if (action !== REDIRECT || !/method="post"/i.test(html)) throw new Error(`no form_post: ${html}`)
  const fields = new URLSearchParams()
  for (const [, name, value] of html.matchAll(/name="([^"]+)" value="([^"]*)"/g))
    if (name) fields.set(name, (value ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
  return fields
}
