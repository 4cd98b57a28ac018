import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { FrameRequest } from '../../../generated/frame/zod.ts'
import { FRAME_APPROVAL_QUEUE_MAX } from '../../../runtime/constants.ts'
import type { ApprovalQueue } from './approvalQueue.ts'
import { makeAuthCall } from './authCall.ts'
import {
  APPROVED_METHODS,
  type ApprovalAsk,
  describeRequest,
  readRequestTokens,
} from './describeRequest.ts'
import { localDeviceId } from './deviceId.ts'
import { emailSteps, emailUpdateSteps } from './emailSteps.ts'
import { type FrameChain, type FrameConfig, isSolanaChain } from './FrameConfig.ts'
import { answerOf, type FrameAnswer, FrameFailure, USER_REJECTED } from './FrameFailure.ts'
import { frameChains } from './frameChains.ts'
import { frameEvmRequests } from './frameEvmRequests.ts'
import { frameSendTransaction } from './frameSendTransaction.ts'
import { frameSmartRequests } from './frameSmartRequests.ts'
import type { FrameTheme } from './frameTheme.ts'
import { nativeUsdPrice } from './nativePrice.ts'
import type { SessionVault, StoredFrameSession } from './sessionVault.ts'
import { socialSteps } from './socialSteps.ts'
import { deriveSolanaKey, type SolanaKey } from './solanaKey.ts'
import {
  describeSolanaRequest,
  runSolanaRequest,
  SOLANA_APPROVED_METHODS,
  SolanaRequestFailure,
} from './solanaRequests.ts'
import { type StartedLogin, walletOfLogin } from './startedLogin.ts'

/** Answers one accepted request. */
export type FrameWallet = (request: FrameRequest) => Promise<FrameAnswer>

type Unlocked = { readonly session: StoredFrameSession; readonly account: PrivateKeyAccount }

/** What the frame wallet reaches: the auth service (same origin) and its session vault. */
export interface FrameWalletDeps {
  readonly fetch: typeof fetch
  readonly vault: SessionVault
  /** The visitor's approvals: every unsafe request waits here before it runs. */
  readonly approvals: ApprovalQueue
  /** Hears sync theme (the approval UI follows the app's theme). */
  readonly onTheme?: (theme: FrameTheme) => void
  /** Hears sync dapp data (the approval UI names the app beside its origin). */
  readonly onDappData?: (data: { readonly metadata?: { readonly name?: string } }) => void
  /** The auth service's base URL; default '' (the frame's own origin). */
  readonly authBase?: string
  /** This browser's device id (SPEC §4 device step); default `localDeviceId()`. */
  readonly deviceId?: () => Promise<string>
  /**
   * The provider's return for a social login's state, as the frame's own callback page posted
   * it to this frame (main.ts, socialInbox.ts); never from the app.
   */
  readonly socialReturn?: (state: string) => Promise<string>
}

/**
 * The embedded wallet inside the frame: e-mail login against the auth service, the key made
 * or received at a fresh login and kept in the frame's vault, signing and sending on the
 * configured chains, chain reads through the contract's allow-list. Keys never leave this
 * module except to the auth service at a fresh login (server/frame/SECURITY.md).
 *
 * @example
 * import { makeFrameWallet } from './frameWallet.ts'
 * import { indexedDbVault } from './sessionVault.ts'
 * const wallet = makeFrameWallet(config, { fetch, vault: indexedDbVault() })
 */
export const makeFrameWallet = (config: FrameConfig, deps: FrameWalletDeps): FrameWallet => {
  const base = deps.authBase ?? ''
  let pendingEmail: string | undefined
  let unlocked: Unlocked | undefined
  const { chainFor, currentChain, chainOf, moveTo } = frameChains(
    config.chains,
    () => deps.approvals.waiting().length > 0,
  )

  const call = makeAuthCall(deps.fetch, base)
  const failWith = (body: Record<string, unknown>, fallback: string): never => {
    throw new FrameFailure(typeof body.message === 'string' ? body.message : fallback)
  }

  const unlock = async (session: StoredFrameSession) => {
    unlocked = { session, account: privateKeyToAccount(session.privateKey) }
    await deps.vault.save(session)
  }
  const signOut = async () => {
    const token = unlocked?.session.token ?? (await deps.vault.load())?.token
    unlocked = undefined
    deps.approvals.rejectAll()
    await deps.vault.clear()
    if (token) await call('/auth/sign-out', { token }).catch(() => undefined)
  }
  const emailDeps = {
    call,
    projectId: config.projectId,
    deviceId: deps.deviceId ?? localDeviceId(),
    failWith,
    fail: (message: string): never => {
      throw new FrameFailure(message)
    },
  }
  const email = emailSteps(emailDeps)
  const emailUpdate = emailUpdateSteps(emailDeps)
  const social = socialSteps({
    ...emailDeps,
    callbackUrl: () => new URL('/frame/social-callback', base || globalThis.location.href),
    socialReturn: deps.socialReturn ?? (() => Promise.reject(new Error('no social return'))),
  })
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
  /** The user on the current chain: the Solana address on a Solana cluster. */
  const user = async (u: Unlocked) => {
    const on = currentChain()
    const address = isSolanaChain(on) ? (await solanaKeyOf(u)).address : u.account.address
    const account = await smartRequests.userAccount(u, on)
    return {
      email: u.session.email === '' ? null : u.session.email,
      address,
      chainId: on.chainId,
      accounts: [{ address, type: account.type }],
      userName: null,
      preferredAccountType: account.preferredAccountType,
      smartAccountDeployed: account.smartAccountDeployed,
    }
  }

  const rpc = async (method: string, params: unknown, on: FrameChain): Promise<unknown> => {
    if (method.startsWith('solana_')) {
      if (!isSolanaChain(on)) throw new FrameFailure('Chain not found')
      try {
        return await runSolanaRequest(method, params, await solanaKeyOf(needSession()), on, fetch)
      } catch (error) {
        if (error instanceof SolanaRequestFailure) throw new FrameFailure(error.message)
        throw error
      }
    }
    if (isSolanaChain(on)) throw new FrameFailure(`${method} is not supported by this wallet`)
    if (method === 'wallet_getCapabilities') return smartRequests.capabilities(params)
    if (method === 'wallet_getCallsStatus') return smartRequests.callsStatus(params)
    return evm(method, params, on)
  }

  /**
   * After a fresh login (code or social): the key opened from its seal to this login's keys,
   * or made here and stored sealed to the server (issue 26: never in the clear over HTTP).
   */
  const loggedIn = async (body: Record<string, unknown>, login: StartedLogin) => {
    const privateKey = await walletOfLogin(body, login, {
      call,
      makeKey: () => {
        const made = generatePrivateKey()
        return { address: privateKeyToAccount(made).address, privateKey: made }
      },
      addressOf: (key) => privateKeyToAccount(key).address,
      failWith,
    })
    await unlock({
      token: body.token as string,
      email: (body.email as string | null) ?? '',
      expiresAt: body.expiresAt as number,
      privateKey,
    })
  }

  /**
   * An unsafe request runs only once the visitor approved it in the frame's own UI; a
   * rejection is EIP-1193's 4001. The session must still be the one that was asked.
   */
  const approved = async (
    id: string,
    method: string,
    params: unknown,
    on: FrameChain,
    described?: ApprovalAsk,
  ) => {
    const session = needSession()
    const { account } = session
    const ask = described
      ? described
      : SOLANA_APPROVED_METHODS.has(method)
        ? isSolanaChain(on)
          ? describeSolanaRequest(method, params, on, (await solanaKeyOf(session)).address)
          : undefined
        : isSolanaChain(on)
          ? undefined
          : describeRequest(
              method,
              params,
              on,
              account.address,
              await readRequestTokens(method, params, on, config.chains),
            )
    if (!ask) throw new FrameFailure('Invalid input')
    if (deps.approvals.waiting().length >= FRAME_APPROVAL_QUEUE_MAX)
      throw new FrameFailure('Too many requests are waiting for approval')
    if (!(await deps.approvals.hold(id, ask)))
      throw new FrameFailure(USER_REJECTED.message, USER_REJECTED.code)
    if (needSession().account.address !== account.address) throw new FrameFailure('Session Expired')
  }

  const usdPrice = (on: FrameChain) => nativeUsdPrice(deps.fetch, base, config.projectId, on)
  const smartRequests = frameSmartRequests({
    chains: config.chains,
    needSession,
    currentChain,
    chainFor,
    unlock,
    usdPrice,
    approved,
  })
  const sendTransaction = frameSendTransaction({
    needAccount: () => needSession().account,
    usdPrice,
    approved: (id, on, ask) => approved(id, 'eth_sendTransaction', undefined, on, ask),
  })
  const evm = frameEvmRequests({
    accounts: () => (unlocked ? [unlocked.account.address] : []),
    needAccount: () => needSession().account,
  })

  const handle = async (request: FrameRequest): Promise<unknown> => {
    switch (request.type) {
      case 'app/connect-email': {
        pendingEmail = undefined
        const answer = await email.connectEmail(request.payload.email)
        pendingEmail = request.payload.email
        return answer
      }
      case 'app/connect-device': {
        if (!pendingEmail) throw new FrameFailure('Enter your e-mail first')
        await email.connectDevice(pendingEmail)
        return undefined
      }
      case 'app/connect-otp': {
        if (!pendingEmail) throw new FrameFailure('Enter your e-mail first')
        const { status, body } = await call('/auth/email/verify', {
          body: await email.verifyBody(pendingEmail, request.payload.otp),
        })
        if (status !== 200) failWith(body, 'Something went wrong')
        await loggedIn(body, email.current())
        pendingEmail = undefined
        return undefined
      }
      case 'app/get-social-redirect-uri':
        return social.redirectUri(request.payload.provider)
      case 'app/connect-social': {
        const { body, login } = await social.finish(request.payload.uri)
        await loggedIn(body, login)
        if (request.payload.chainId !== undefined) moveTo(request.payload.chainId)
        await smartRequests.adoptPreferred(request.payload.preferredAccountType)
        return {
          ...(await user(needSession())),
          userName: (body.userName as string | null) ?? null,
        }
      }
      case 'app/get-farcaster-uri':
        return social.farcasterUri()
      case 'app/connect-farcaster': {
        // A completed sign-in logs in like a social one.
        const looked = await social.farcasterStatus()
        if (!('body' in looked)) return { status: 'pending' }
        await loggedIn(looked.body, looked.login)
        return { status: 'completed', userName: looked.body.userName as string }
      }
      case 'app/update-email':
        return emailUpdate.start(needSession().session.token, request.payload.email)
      case 'app/update-email-primary-otp':
        await emailUpdate.primary(needSession().session.token, request.payload.otp)
        return undefined
      case 'app/update-email-secondary-otp': {
        const current = needSession()
        const updated = await emailUpdate.secondary(current.session.token, request.payload.otp)
        await unlock({ ...current.session, email: updated.newEmail })
        return updated
      }
      case 'app/is-connected': {
        const session = unlocked?.session ?? (await deps.vault.load())
        if (!session) return { isConnected: false }
        const { status } = await call(
          `/auth/session?projectId=${encodeURIComponent(config.projectId)}`,
          { method: 'GET', token: session.token },
        )
        if (status !== 200) {
          unlocked = undefined
          await deps.vault.clear()
          return { isConnected: false }
        }
        if (!unlocked) unlocked = { session, account: privateKeyToAccount(session.privateKey) }
        return { isConnected: true }
      }
      case 'app/get-user': {
        needSession()
        if (request.payload.chainId !== undefined) moveTo(request.payload.chainId)
        await smartRequests.adoptPreferred(request.payload.preferredAccountType)
        return await user(needSession())
      }
      case 'app/get-chain-id':
        return { chainId: currentChain().chainId }
      case 'app/switch-network':
        moveTo(request.payload.chainId)
        return { chainId: currentChain().chainId }
      case 'app/sign-out':
        await signOut()
        return undefined
      case 'app/rpc-request': {
        const { method, params, chainId } = request.payload as {
          method: string
          params?: unknown
          chainId?: unknown
        }
        if (method === 'wallet_sendCalls')
          return { result: await smartRequests.sendCalls(request.id, params, chainId) }
        if (method === 'wallet_grantPermissions')
          return { result: await smartRequests.grantPermissions(request.id, params, chainId) }
        if (method === 'wallet_revokePermissions')
          return { result: await smartRequests.revokePermissions(request.id, params, chainId) }
        // The chain is fixed here: the ask shows it and the request runs on it (F3).
        const on = chainOf(chainId)
        if (method === 'eth_sendTransaction' && !isSolanaChain(on))
          return { result: await sendTransaction(request.id, params, on) }
        if (APPROVED_METHODS.has(method) || SOLANA_APPROVED_METHODS.has(method))
          await approved(request.id, method, params, on)
        return { result: await rpc(method, params, on) }
      }
      case 'app/sync-theme':
        deps.onTheme?.(request.payload as FrameTheme)
        return undefined
      case 'app/sync-dapp-data':
        deps.onDappData?.(request.payload as { metadata?: { name?: string } })
        return undefined
      case 'app/reload':
        return undefined
      case 'app/cancel-request':
        // The app gave up on it (rejectPendingRequests, a timeout): a late Approve finds nothing.
        return { withdrawn: deps.approvals.withdraw(request.payload.requestId) }
      case 'app/get-smart-account-enabled-networks':
        return smartRequests.enabledNetworks()
      case 'app/init-smart-account':
        return smartRequests.initSmartAccount()
      case 'app/set-preferred-account':
        return smartRequests.setPreferredAccount(request.payload.type)
      default:
        throw new FrameFailure('Not supported by this embedded wallet yet')
    }
  }

  return (request) => answerOf(() => handle(request))
}
