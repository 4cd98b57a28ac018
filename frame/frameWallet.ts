import type { FrameRequest } from '../generated/frame/zod.ts'
import type { ApprovalQueue } from './approvalQueue.ts'
import { localDeviceId } from './deviceId.ts'
import { emailSteps, emailUpdateSteps } from './emailSteps.ts'
import type { FrameConfig } from './FrameConfig.ts'
import { answerOf, type FrameAnswer, FrameFailure } from './FrameFailure.ts'
import { frameKernel } from './frameKernel.ts'
import { frameLoginRequests, isLoginRequest } from './frameLoginRequests.ts'
import type { FrameTheme } from './frameTheme.ts'
import type { SessionVault } from './sessionVault.ts'
import { socialSteps } from './socialSteps.ts'

/** Answers one accepted request. */
export type FrameWallet = (request: FrameRequest) => Promise<FrameAnswer>

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
  const kernel = frameKernel(config, deps)
  const { base, call, failWith, session, smartRequests, userFor } = kernel
  const { currentChain, moveTo } = kernel.chains
  const emailDeps = {
    call,
    projectId: config.projectId,
    deviceId: deps.deviceId ?? localDeviceId(),
    failWith,
    fail: (message: string): never => {
      throw new FrameFailure(message)
    },
  }
  const login = frameLoginRequests({
    call,
    session,
    failWith,
    email: emailSteps(emailDeps),
    emailUpdate: emailUpdateSteps(emailDeps),
    social: socialSteps({
      ...emailDeps,
      callbackUrl: () => new URL('/frame/social-callback', base || globalThis.location.href),
      socialReturn: deps.socialReturn ?? (() => Promise.reject(new Error('no social return'))),
    }),
    socialUser: async (payload, userName) => ({ ...(await userFor(payload)), userName }),
  })

  const handle = async (request: FrameRequest): Promise<unknown> => {
    if (isLoginRequest(request)) return login(request)
    switch (request.type) {
      case 'app/is-connected':
        return session.isConnected()
      case 'app/get-user':
        return userFor(request.payload)
      case 'app/get-chain-id':
        return { chainId: currentChain().chainId }
      case 'app/switch-network':
        moveTo(request.payload.chainId)
        return { chainId: currentChain().chainId }
      case 'app/sign-out':
        await session.signOut()
        return undefined
      case 'app/rpc-request':
        return kernel.rpc(request.id, request.payload)
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
