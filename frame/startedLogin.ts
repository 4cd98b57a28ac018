import type { AuthCall } from './authCall.ts'
import { type LoginKey, sealToServer } from './loginKey.ts'

/** A login this frame started: its handle, the server's challenge, and the frame's keys. */
export interface StartedLogin {
  readonly handle: string
  readonly challenge: string
  readonly key: LoginKey
}

/** The login of a `start` answer (`login` or `state` or `channel`, and `challenge`). */
export const startedFrom = (handle: unknown, challenge: unknown, key: LoginKey): StartedLogin => {
  if (typeof handle !== 'string' || typeof challenge !== 'string')
    throw new Error('The auth service did not bind the login')
  return { handle, challenge, key }
}

/** The proof of possession every call after `start` carries. */
export const proofOf = (login: StartedLogin) => login.key.prove(login.handle, login.challenge)

/**
 * The wallet key of a fresh login's answer: opened from its HPKE seal to this login's key, or
 * (first login) made here and stored sealed to the server key the answer named.
 */
export const walletOfLogin = async (
  body: Record<string, unknown>,
  login: StartedLogin,
  deps: {
    readonly call: AuthCall
    readonly makeKey: () => { address: string; privateKey: `0x${string}` }
    readonly addressOf: (privateKey: `0x${string}`) => string
    readonly failWith: (body: Record<string, unknown>, fallback: string) => never
  },
): Promise<`0x${string}`> => {
  const wallet = body.wallet as { address: string; sealed: { enc: string; ct: string } } | null
  if (wallet) {
    const privateKey = (await login.key.open(wallet.sealed, login.handle)) as `0x${string}`
    if (deps.addressOf(privateKey).toLowerCase() !== wallet.address.toLowerCase())
      deps.failWith({}, 'Something went wrong')
    return privateKey
  }
  // First login of this user: the key is made here, in the frame, and leaves it only sealed.
  const made = deps.makeKey()
  const sealed = await sealToServer(body.uploadKey as string, made.privateKey, login.handle)
  const stored = await deps.call('/auth/wallet-key', {
    token: body.token as string,
    body: { login: login.handle, address: made.address, sealed },
  })
  if (stored.status !== 200) deps.failWith(stored.body, 'Something went wrong')
  return made.privateKey
}
