import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { ApprovalQueue } from './approvalQueue.ts'
import type { AuthCall } from './authCall.ts'
import { FrameFailure } from './FrameFailure.ts'
import type { SessionVault, StoredFrameSession } from './sessionVault.ts'
import { deriveSolanaKey, type SolanaKey } from './solanaKey.ts'
import { type StartedLogin, walletOfLogin } from './startedLogin.ts'

/** The frame's unlocked session: the stored session and its EVM account. */
export type Unlocked = { readonly session: StoredFrameSession; readonly account: PrivateKeyAccount }

/** What the frame's session needs: the auth service, the vault, the waiting approvals. */
export interface FrameSessionDeps {
  readonly call: AuthCall
  readonly projectId: string
  readonly vault: SessionVault
  readonly approvals: ApprovalQueue
  /** Fails the request with the auth service's words (or `fallback`). */
  readonly failWith: (body: Record<string, unknown>, fallback: string) => never
}

/**
 * The embedded wallet's one session (part of the wallet kernel): unlocked at a fresh login or
 * from the vault after the server confirms it, the Solana key derived from it on first use,
 * and signed out with every waiting approval rejected. Keys leave it only sealed to the auth
 * service at a fresh login (server/frame/SECURITY.md).
 *
 * @example
 * import { frameSession } from './frameSession.ts'
 * const session = frameSession({ call, projectId, vault, approvals, failWith })
 * const { account } = session.needSession()
 */
export const frameSession = (deps: FrameSessionDeps) => {
  const { call, vault } = deps
  let unlocked: Unlocked | undefined

  const unlock = async (session: StoredFrameSession) => {
    unlocked = { session, account: privateKeyToAccount(session.privateKey) }
    await vault.save(session)
  }
  const needSession = (): Unlocked => {
    if (!unlocked) throw new FrameFailure('Session Expired')
    return unlocked
  }
  // The Solana key of each unlocked session, derived in the frame on first use.
  const solanaKeys = new WeakMap<Unlocked, Promise<SolanaKey>>()
  const solanaKeyOf = (u: Unlocked) => {
    let key = solanaKeys.get(u)
    if (!key) {
      key = deriveSolanaKey(u.session.privateKey)
      solanaKeys.set(u, key)
    }
    return key
  }

  return {
    unlock,
    needSession,
    solanaKeyOf,
    /** The unlocked account's address, if any (eth_accounts). */
    accounts: () => (unlocked ? [unlocked.account.address] : []),
    /** Signs out here and at the auth service; every waiting approval is rejected. */
    signOut: async () => {
      const token = unlocked?.session.token ?? (await vault.load())?.token
      unlocked = undefined
      deps.approvals.rejectAll()
      await vault.clear()
      if (token) await call('/auth/sign-out', { token }).catch(() => undefined)
    },
    /**
     * After a fresh login (code or social): the key opened from its seal to this login's keys,
     * or made here and stored sealed to the server (issue 26: never in the clear over HTTP).
     */
    loggedIn: async (body: Record<string, unknown>, login: StartedLogin) => {
      const privateKey = await walletOfLogin(body, login, {
        call,
        makeKey: () => {
          const made = generatePrivateKey()
          return { address: privateKeyToAccount(made).address, privateKey: made }
        },
        addressOf: (key) => privateKeyToAccount(key).address,
        failWith: deps.failWith,
      })
      await unlock({
        token: body.token as string,
        email: (body.email as string | null) ?? '',
        expiresAt: body.expiresAt as number,
        privateKey,
      })
    },
    /** `app/is-connected`: the session here or in the vault, if the server still knows it. */
    isConnected: async () => {
      const session = unlocked?.session ?? (await vault.load())
      if (!session) return { isConnected: false }
      const { status } = await call(
        `/auth/session?projectId=${encodeURIComponent(deps.projectId)}`,
        { method: 'GET', token: session.token },
      )
      if (status !== 200) {
        unlocked = undefined
        await vault.clear()
        return { isConnected: false }
      }
      if (!unlocked) unlocked = { session, account: privateKeyToAccount(session.privateKey) }
      return { isConnected: true }
    },
  }
}

export type FrameSession = ReturnType<typeof frameSession>
