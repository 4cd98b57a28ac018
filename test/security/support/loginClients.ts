import { createHash, randomBytes } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { type LoginKey, newLoginKey } from '../../../frame/loginKey.ts'
import {
  proofOf,
  type StartedLogin,
  startedFrom,
  walletOfLogin,
} from '../../../frame/startedLogin.ts'
import { devOidcBrowser } from '../../support/devOidcBrowser.ts'
import { newDeviceId, PROJECT, type SecurityStack } from './securityStack.ts'

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

/**
 * A client of the auth routes that does all a frame does (fresh keys, proofs) with the frame's
 * own modules, from Node: the honest frame of a device, or an attacker's server (which can make
 * keys too). `legacy`: when the server refuses the frame's body, the call is retried in the
 * shape the server accepted before issue 26, as an attacker would.
 */
export const loginClient = (stack: SecurityStack, options: { readonly ua?: string } = {}) => {
  const deviceId = newDeviceId()
  const post = (path: string, body: unknown, token?: string) =>
    stack.post(path, body, {
      ...(token ? { token } : {}),
      ...(options.ua ? { ua: options.ua } : {}),
    })
  /** Tries the bound body; on a 400 the pre-issue-26 body. */
  const tryBoth = async (path: string, bound: object, legacy: object) => {
    const first = await post(path, bound)
    if (first.status !== 400) return first
    return post(path, legacy)
  }
  const signed = async (login: StartedLogin | undefined, extra: object) =>
    login ? { deviceId, proof: await proofOf(login), ...extra } : extra

  /** The wallet key an answer carries, as its holder reads it (raw, or opened from its seal). */
  const keyOf = async (body: Record<string, unknown>, login: StartedLogin | undefined) => {
    const wallet = body.wallet as
      | { privateKey?: string; sealed?: { enc: string; ct: string } }
      | null
      | undefined
    if (!wallet) return undefined
    if (wallet.privateKey) return wallet.privateKey
    if (wallet.sealed && login) return login.key.open(wallet.sealed as never, login.handle)
    return undefined
  }

  return {
    deviceId,
    keyOf,
    /** Starts a social login; gives the provider URI, the login and the PKCE verifier. */
    socialStart: async (provider = 'google') => {
      const key: LoginKey = await newLoginKey()
      const { verifier, challenge } = pkce()
      const base = { projectId: PROJECT, provider, codeChallenge: challenge }
      const started = await tryBoth(
        '/auth/social/start',
        { ...base, deviceId, loginKey: key.publicKey },
        base,
      )
      const login =
        typeof started.body.challenge === 'string'
          ? startedFrom(started.body.state, started.body.challenge, key)
          : undefined
      return { status: started.status, uri: started.body.uri as string, login, verifier }
    },
    socialFinish: async (
      started: { readonly login: StartedLogin | undefined; readonly verifier: string },
      back: URL,
    ) => {
      const base = {
        projectId: PROJECT,
        state: back.searchParams.get('state'),
        code: back.searchParams.get('code'),
        codeVerifier: started.verifier,
      }
      return post('/auth/social/finish', await signed(started.login, base))
    },
    farcasterStart: async () => {
      const key = await newLoginKey()
      const started = await tryBoth(
        '/auth/farcaster/start',
        { projectId: PROJECT, deviceId, loginKey: key.publicKey },
        { projectId: PROJECT },
      )
      const login =
        typeof started.body.challenge === 'string'
          ? startedFrom(started.body.channel, started.body.challenge, key)
          : undefined
      return {
        status: started.status,
        url: started.body.url as string,
        channel: started.body.channel as string,
        login,
      }
    },
    farcasterStatus: async (started: {
      readonly login: StartedLogin | undefined
      readonly channel: string
    }) =>
      post(
        '/auth/farcaster/status',
        await signed(started.login, { projectId: PROJECT, channel: started.channel }),
      ),
    /** After a first login: stores a new wallet key as the frame does; gives the key. */
    storeKey: async (body: Record<string, unknown>, login: StartedLogin | undefined) => {
      if (!login) {
        const privateKey = generatePrivateKey()
        const address = privateKeyToAccount(privateKey).address
        await post('/auth/wallet-key', { address, privateKey }, body.token as string)
        return privateKey
      }
      return walletOfLogin(body, login, {
        call: async (path, init) => {
          const answer = await post(path, init.body, init.token)
          return { status: answer.status, body: answer.body }
        },
        makeKey: () => {
          const privateKey = generatePrivateKey()
          return { address: privateKeyToAccount(privateKey).address, privateKey }
        },
        addressOf: (key) => privateKeyToAccount(key).address,
        failWith: (answer) => {
          throw new Error(String(answer.message))
        },
      })
    },
  }
}

/**
 * The victim's browser at the dev OpenID provider (`devOidcBrowser`), logged in as `login`:
 * later visits ride the provider session. Stops at the frame's callback URL.
 */
export const providerBrowser = (stack: SecurityStack, login: string) =>
  devOidcBrowser(`${stack.origin}/frame/social-callback`, login)

/** The victim approving a Farcaster sign-in in their client (the dev relay's approve form). */
export const approveFarcaster = async (url: string, fid: number, username: string) => {
  const channelToken = new URL(url).searchParams.get('channelToken') ?? ''
  const done = await fetch(new URL('/~/siwf', url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ channelToken, fid: String(fid), username }).toString(),
  })
  return done.status
}
