import type { PrivateKeyAccount } from 'viem/accounts'
import { DEFAULT_ACCOUNT_TYPES } from '../runtime/constants.ts'
import type { CheckedBatch } from './batchRequests.ts'
import { describeCalls, tokensOfBatch } from './describeCalls.ts'
import type { ApprovalAsk } from './describeRequest.ts'
import { type FrameChain, isSmartAccountChain, isSolanaChain } from './FrameConfig.ts'
import { FrameFailure } from './FrameFailure.ts'
import { makeFramePermissions } from './framePermissions.ts'
import type { StoredFrameSession } from './sessionVault.ts'
import { type FrameAccountType, isDelegated, makeSmartAccount } from './smartAccount.ts'
import { readTokenTable } from './tokenFacts.ts'

type Unlocked = { readonly session: StoredFrameSession; readonly account: PrivateKeyAccount }

/** What the smart-account requests need from the frame wallet. */
export interface FrameSmartRequestDeps {
  readonly chains: readonly FrameChain[]
  /** The unlocked session, or fails with 'Session Expired'. */
  readonly needSession: () => Unlocked
  /** The chain in use, or fails with 'Chain not found'. */
  readonly currentChain: () => FrameChain
  /** The configured chain with this id (`eip155:1` or `1`), or fails with 'Chain not found'. */
  readonly chainFor: (chainId: unknown) => FrameChain
  /** Unlocks and stores this session (the preferred account type is kept with it). */
  readonly unlock: (session: StoredFrameSession) => Promise<void>
  /** The native currency's USD price on a chain, or undefined. */
  readonly usdPrice: (on: FrameChain) => Promise<number | undefined>
  /** Waits for the visitor's approval of this request in the frame's UI (4001 when rejected). */
  readonly approved: (
    id: string,
    method: string,
    params: unknown,
    on: FrameChain,
    described?: ApprovalAsk,
  ) => Promise<void>
}

/**
 * The account type the visitor chose (set preferred account), else the app's at login, else
 * SPEC §9's eip155 default; kept in the vault with the session.
 */
const preferredOf = (u: Unlocked): FrameAccountType =>
  u.session.preferredAccountType ?? DEFAULT_ACCOUNT_TYPES.eip155
/** The type in use on a chain: a smart account only where the chain has a delegation target. */
const typeOn = (u: Unlocked, on: FrameChain): FrameAccountType =>
  isSmartAccountChain(on) ? preferredOf(u) : 'eoa'

/** The chain a request names, else the one in use. */
const chainOf = (deps: FrameSmartRequestDeps, chainId: unknown) =>
  chainId === undefined ? deps.currentChain() : deps.chainFor(chainId)

/** ERC-7715 grant and revoke through the smart account, each checked, then approved by the visitor. */
const permissionRequests = (
  deps: FrameSmartRequestDeps,
  permissions: ReturnType<typeof makeFramePermissions>,
) => {
  const { needSession, approved } = deps
  return {
    /** ERC-7715 grant: checked, shown to the visitor, then one transaction through the module. */
    grantPermissions: async (id: string, params: unknown, chainId: unknown) => {
      const u = needSession()
      const on = chainOf(deps, chainId)
      const checked = permissions.checkGrant(on, typeOn(u, on), params)
      const ask = permissions.describeGrant(checked.grant, on, u.account.address, checked.module)
      await approved(id, 'wallet_grantPermissions', params, on, ask)
      return permissions.grant(needSession().account, on, checked)
    },

    /** ERC-7715 revoke of a permission this account granted, approved by the visitor. */
    revokePermissions: async (id: string, params: unknown, chainId: unknown) => {
      const u = needSession()
      const on = chainOf(deps, chainId)
      const checked = await permissions.checkRevoke(on, typeOn(u, on), u.account.address, params)
      const ask = permissions.describeRevoke(checked.context, on, u.account.address)
      await approved(id, 'wallet_revokePermissions', params, on, ask)
      return permissions.revoke(needSession().account, on, checked)
    },
  }
}

/**
 * The account-type requests: the app's preferred type adopted at login, the smart-account part
 * of get user, the enabled networks, init smart account and set preferred account.
 */
const accountRequests = (deps: FrameSmartRequestDeps) => {
  const { needSession, currentChain, unlock } = deps
  return {
    /** Takes the app's preferred type when the visitor has not chosen one yet. */
    adoptPreferred: async (type: FrameAccountType | undefined) => {
      const u = needSession()
      if (type === undefined || u.session.preferredAccountType !== undefined) return
      await unlock({ ...u.session, preferredAccountType: type })
    },
    /** The smart-account part of get user on a chain. */
    userAccount: async (u: Unlocked, on: FrameChain) => {
      const type = typeOn(u, on)
      // Under EIP-7702 the smart account is the same address: "deployed" once it is delegated.
      const deployed =
        type === 'smartAccount'
          ? await isDelegated(on, u.account.address).catch(() => false)
          : false
      return {
        type,
        preferredAccountType: isSolanaChain(on) ? ('eoa' as const) : preferredOf(u),
        smartAccountDeployed: deployed,
      }
    },
    /** `app/get-smart-account-enabled-networks`: the chains with a delegation target. */
    enabledNetworks: () => ({
      smartAccountEnabledNetworks: deps.chains
        .filter(isSmartAccountChain)
        .map((c) => Number(c.chainId)),
    }),

    /** `app/init-smart-account` on the current chain. */
    initSmartAccount: async () => {
      // Under EIP-7702 there is nothing to create: the smart account is the user's own
      // address, delegated by the first batch the visitor approves (no gas spent before).
      const u = needSession()
      const on = currentChain()
      if (!isSmartAccountChain(on))
        throw new FrameFailure(`Smart accounts are not enabled on ${on.name}`)
      return {
        address: u.account.address,
        smartAccountDeployed: await isDelegated(on, u.account.address),
      }
    },

    /** `app/set-preferred-account`: the visitor's choice, kept in the vault. */
    setPreferredAccount: async (type: FrameAccountType) => {
      const u = needSession()
      const on = currentChain()
      if (type === 'smartAccount' && !isSmartAccountChain(on))
        throw new FrameFailure(`Smart accounts are not enabled on ${on.name}`)
      await unlock({ ...u.session, preferredAccountType: type })
      return { type: typeOn(needSession(), on), address: u.account.address }
    },
  }
}

/**
 * The frame wallet's smart-account requests (SPEC §9, EIP-7702): the account type in use (the
 * visitor's choice kept in the vault, else the app's at login, else the eip155 default), the
 * EIP-5792 batch and capabilities, the ERC-7715 grant and revoke through the smart account,
 * and the app's set preferred account, init smart account and enabled networks.
 *
 * @example
 * import { frameSmartRequests } from './frameSmartRequests.ts'
 * const smart = frameSmartRequests({ chains, needSession, currentChain, chainFor, unlock, usdPrice, approved })
 * const result = await smart.sendCalls(request.id, params, chainId)
 */
export const frameSmartRequests = (deps: FrameSmartRequestDeps) => {
  const { needSession, approved } = deps
  const smart = makeSmartAccount(deps.chains)
  return {
    ...accountRequests(deps),
    ...permissionRequests(deps, makeFramePermissions(smart.runBatch)),
    /** EIP-5792 wallet_getCapabilities for the account type in use. */
    capabilities: (params: unknown) => {
      const u = needSession()
      return smart.capabilities(preferredOf(u), u.account.address, params)
    },
    /** EIP-5792 wallet_getCallsStatus. */
    callsStatus: (params: unknown) => smart.callsStatus(params),

    /**
     * EIP-5792 batch: checked, its fee estimated by the frame, shown to the visitor (fee, token
     * amounts in their unit), then sent as one transaction with exactly the fee shown.
     */
    sendCalls: async (id: string, params: unknown, chainId: unknown) => {
      const u = needSession()
      const on = chainOf(deps, chainId)
      if (isSolanaChain(on)) throw new FrameFailure('wallet_sendCalls is not supported on Solana')
      const batch: CheckedBatch = smart.checkSendCalls(on, typeOn(u, on), u.account.address, params)
      const address = u.account.address
      const [delegated, fees, usdPrice, tokens] = await Promise.all([
        isDelegated(on, address),
        smart.estimateBatch(on, address, batch.calls),
        deps.usdPrice(on),
        readTokenTable(on, tokensOfBatch(batch)),
      ])
      const ask = describeCalls(batch, on, address, { fees, usdPrice, tokens, delegated })
      await approved(id, 'wallet_sendCalls', params, on, ask)
      return smart.sendCalls(needSession().account, on, batch, fees)
    },
  }
}
