import { type Address, createPublicClient, formatEther, type Hex, http, toHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { Call } from './batchCalls.ts'
import type { ApprovalAsk, ApprovalRow } from './describeRequest.ts'
import { type FrameChain, isSmartAccountChain } from './FrameConfig.ts'
import { FrameFailure } from './FrameFailure.ts'
import { NATIVE_TOKEN, type PermissionGrant, readPermissionRequest } from './permissionRequest.ts'
import { checkRevokeContext, grantOnChain, revokeOnChain } from './permissionsOnChain.ts'
import type { FrameAccountType } from './smartAccount.ts'

/** Sends calls as one transaction from the account (smartAccount's `runBatch`). */
type RunBatch = (
  account: PrivateKeyAccount,
  chain: FrameChain,
  calls: readonly Call[],
) => Promise<Hex>

const codes = { unsupportedMethod: 4200, unsupportedChainId: 5710, invalidParams: -32602 } as const

const clientOf = (chain: FrameChain) => createPublicClient({ transport: http(chain.rpcUrl) })

const amountOf = (limit: { token: Address; limit: bigint }) =>
  limit.token === NATIVE_TOKEN
    ? `${formatEther(limit.limit)} ETH`
    : `${limit.limit} base units of token ${limit.token}`

/** The chain's SessionKeyModule, where the account may grant (a smart account on a chain with one). */
const moduleOf = (chain: FrameChain, type: FrameAccountType): Address => {
  if (!isSmartAccountChain(chain) || !chain.sessionKeyModule)
    throw new FrameFailure(
      `The embedded wallet grants permissions only where a session key module is configured, not on ${chain.name}`,
      codes.unsupportedMethod,
    )
  if (type !== 'smartAccount')
    throw new FrameFailure(
      'The embedded wallet grants permissions as a smart account: switch the account type to smart account',
      codes.unsupportedMethod,
    )
  return chain.sessionKeyModule
}
/** Checks a grant before the visitor is asked. */
const checkGrant = (chain: FrameChain, type: FrameAccountType, params: unknown) => {
  const module = moduleOf(chain, type)
  const request = Array.isArray(params) ? params[0] : undefined
  const grant = readPermissionRequest(request, Math.floor(Date.now() / 1000))
  if (grant.chainId !== BigInt(chain.chainId))
    throw new FrameFailure(
      `The embedded wallet is on chain ${toHex(Number(chain.chainId))}, not ${toHex(grant.chainId)}: switch first`,
      codes.unsupportedChainId,
    )
  return { module, grant, request: request as Record<string, unknown> }
}

/** What the visitor approves for a grant. */
const describeGrant = (
  grant: PermissionGrant,
  chain: FrameChain,
  account: string,
  module: Address,
): ApprovalAsk => {
  const rows: ApprovalRow[] = [
    { label: 'Session key', value: grant.key },
    ...grant.limits.map((l) => ({ label: 'May spend up to', value: amountOf(l) })),
    { label: 'Until', value: new Date(grant.expiry * 1000).toISOString() },
    {
      label: 'Kept by',
      value: `SessionKeyModule at ${module}: it holds the ETH limit until you revoke, and may take the token limits from your account`,
      long: true,
    },
    { label: 'Account', value: account },
    { label: 'Network', value: `${chain.name} (chain ${chain.chainId})` },
  ]
  return { method: 'wallet_grantPermissions', title: 'Grant these permissions', rows }
}

/** Checks a revoke before the visitor is asked: the context must be this account's, live. */
const checkRevoke = async (
  chain: FrameChain,
  type: FrameAccountType,
  address: Address,
  params: unknown,
) => {
  const module = moduleOf(chain, type)
  const context = await checkRevokeContext(
    clientOf(chain),
    address,
    module,
    (Array.isArray(params) ? params[0] : undefined)?.permissionContext,
    'this account',
    (message) => new FrameFailure(message, codes.invalidParams),
  )
  return { module, context }
}

/** What the visitor approves for a revoke. */
const describeRevoke = (context: Hex, chain: FrameChain, account: string): ApprovalAsk => ({
  method: 'wallet_revokePermissions',
  title: 'Revoke this permission',
  rows: [
    { label: 'Permission', value: context, long: true },
    { label: 'Then', value: 'The session key can spend nothing more; unspent ETH comes back' },
    { label: 'Account', value: account },
    { label: 'Network', value: `${chain.name} (chain ${chain.chainId})` },
  ],
})

/**
 * The embedded wallet's ERC-7715 permissions, kept on chain by SessionKeyModule where the frame
 * is configured with one (and the account is a smart account there): a grant is one approved
 * transaction through the account's EIP-7702 batch path (ERC-20 approvals of the module, then
 * `grant`, which holds the native limit); the context is the session id the session key spends
 * with; a revoke is one approved transaction too (unspent native back, approvals shrunk).
 *
 * @example
 * import { makeFramePermissions } from './framePermissions.ts'
 * const permissions = makeFramePermissions(smart.runBatch)
 * const grant = permissions.checkGrant(chain, 'smartAccount', params)
 */
export const makeFramePermissions = (runBatch: RunBatch) => {
  const granted = new Map<Hex, readonly Address[]>()

  /** Runs an approved grant; answers the request as granted with its context. */
  const grant = async (
    account: PrivateKeyAccount,
    chain: FrameChain,
    checked: ReturnType<typeof checkGrant>,
  ) => {
    const { module, grant, request } = checked
    const { id, tokens } = await grantOnChain(
      clientOf(chain),
      account.address,
      module,
      grant,
      (calls) => runBatch(account, chain, calls),
      (message) => new FrameFailure(message),
    )
    granted.set(id, tokens)
    return {
      chainId: toHex(Number(chain.chainId)),
      address: account.address,
      expiry: grant.expiry,
      signer: request.signer,
      permissions: request.permissions,
      context: id,
      signerMeta: { sessionKeyModule: module },
    }
  }

  /** Runs an approved revoke. */
  const revoke = async (
    account: PrivateKeyAccount,
    chain: FrameChain,
    checked: Awaited<ReturnType<typeof checkRevoke>>,
  ) => {
    const { module, context } = checked
    await revokeOnChain(
      clientOf(chain),
      account.address,
      module,
      context,
      granted.get(context) ?? [],
      (calls) => runBatch(account, chain, calls),
      (message) => new FrameFailure(message),
    )
    granted.delete(context)
    return null
  }

  return { checkGrant, describeGrant, grant, checkRevoke, describeRevoke, revoke }
}
