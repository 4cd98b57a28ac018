import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  isAddressEqual,
  type PublicClient,
  parseEventLogs,
} from 'viem'
import type { Call } from './batchCalls.ts'
import {
  isPermissionContext,
  NATIVE_TOKEN,
  type PermissionGrant,
  sessionKeyModuleCalls,
} from './permissionRequest.ts'

// Shared by the embedded wallet (the frame) and the playground's dev wallet, which differ only
// in how they read the chain, run a batch and the error they answer with.

/** Sends calls as one transaction from the account and returns its hash. */
type RunBatch = (calls: readonly Call[]) => Promise<Hex>

const allowanceOf = (client: PublicClient, owner: Address, module: Address, token: Address) =>
  client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, module],
  })

/**
 * Runs an approved grant as ONE transaction from `owner` (`runBatch`): for each ERC-20 limit an
 * approve of `module` for the limit on top of what it already allows, then SessionKeyModule's
 * `grant`, which holds the native limit. Returns the session's id (the answer's `context`) and
 * its ERC-20s (to shrink at revoke); a failed transaction is `failed(message)`.
 *
 * @example
 * import { grantOnChain } from './permissionsOnChain.ts'
 * const { id } = await grantOnChain(client, account.address, module, grant, runBatch, (m) => new Error(m))
 */
export const grantOnChain = async (
  client: PublicClient,
  owner: Address,
  module: Address,
  grant: PermissionGrant,
  runBatch: RunBatch,
  failed: (message: string) => Error,
) => {
  const erc20 = grant.limits.filter((l) => l.token !== NATIVE_TOKEN)
  const approvals: Call[] = await Promise.all(
    erc20.map(async ({ token, limit }) => ({
      to: token,
      value: 0n,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [module, (await allowanceOf(client, owner, module, token)) + limit],
      }),
    })),
  )
  const native = grant.limits.find((l) => l.token === NATIVE_TOKEN)?.limit ?? 0n
  const hash = await runBatch([
    ...approvals,
    {
      to: module,
      value: native,
      data: encodeFunctionData({
        abi: sessionKeyModuleCalls,
        functionName: 'grant',
        args: [
          grant.key,
          BigInt(grant.expiry),
          grant.limits.map((l) => l.token),
          grant.limits.map((l) => l.limit),
        ],
      }),
    },
  ])
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  const [event] = parseEventLogs({
    abi: sessionKeyModuleCalls,
    eventName: 'Granted',
    logs: receipt.logs,
  })
  if (receipt.status !== 'success' || !event)
    throw failed(`The grant in transaction ${hash} failed`)
  return { id: event.args.id, tokens: erc20.map((l) => l.token) }
}

/**
 * Checks a `wallet_revokePermissions` context before the user is asked: a session of `owner`'s
 * at `module`, not revoked yet; else `invalid(message)`, naming who grants (`grantedBy`) for a
 * context it does not know.
 *
 * @example
 * import { checkRevokeContext } from './permissionsOnChain.ts'
 * const id = await checkRevokeContext(client, owner, module, context, 'this account', (m) => new Error(m))
 */
export const checkRevokeContext = async (
  client: PublicClient,
  owner: Address,
  module: Address,
  context: unknown,
  grantedBy: string,
  invalid: (message: string) => Error,
): Promise<Hex> => {
  const unknown = invalid(
    `No permission with context ${String(context)} was granted by ${grantedBy}`,
  )
  if (!isPermissionContext(context)) throw unknown
  const [account, , , revoked] = await client.readContract({
    address: module,
    abi: sessionKeyModuleCalls,
    functionName: 'sessions',
    args: [context],
  })
  if (!isAddressEqual(account, owner)) throw unknown
  if (revoked) throw invalid(`The permission ${context} is already revoked`)
  return context
}

/**
 * Runs an approved revoke as ONE transaction from `owner` (`runBatch`): SessionKeyModule's
 * `revoke` (the unspent native value comes back), then each of the grant's ERC-20 approvals
 * shrunk by what the session left unspent; a failed transaction is `failed(message)`.
 *
 * @example
 * import { revokeOnChain } from './permissionsOnChain.ts'
 * await revokeOnChain(client, account.address, module, id, tokens, runBatch, (m) => new Error(m))
 */
export const revokeOnChain = async (
  client: PublicClient,
  owner: Address,
  module: Address,
  context: Hex,
  tokens: readonly Address[],
  runBatch: RunBatch,
  failed: (message: string) => Error,
) => {
  const shrink: Call[] = await Promise.all(
    tokens.map(async (token) => {
      const [allowance, left] = await Promise.all([
        allowanceOf(client, owner, module, token),
        client.readContract({
          address: module,
          abi: sessionKeyModuleCalls,
          functionName: 'remaining',
          args: [context, token],
        }),
      ])
      return {
        to: token,
        value: 0n,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [module, allowance > left ? allowance - left : 0n],
        }),
      }
    }),
  )
  const hash = await runBatch([
    {
      to: module,
      value: 0n,
      data: encodeFunctionData({
        abi: sessionKeyModuleCalls,
        functionName: 'revoke',
        args: [context],
      }),
    },
    ...shrink,
  ])
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw failed(`The revoke in transaction ${hash} failed`)
}
