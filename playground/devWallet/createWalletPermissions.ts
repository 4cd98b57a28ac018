import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  isAddressEqual,
  isHex,
  parseEventLogs,
  toHex,
} from 'viem'
import type { Call } from '../../server/frame/page/batchCalls.ts'
import { FrameFailure } from '../../server/frame/page/FrameFailure.ts'
import { NATIVE_TOKEN, readPermissionRequest } from '../../server/frame/page/permissionRequest.ts'
import { sessionKeyModuleAbi, sessionKeyModuleAddress } from '../chain/sessionKeyModule.ts'
import type { WalletCallsContext } from './createWalletCalls.ts'
import { providerErrorCodes as codes, ProviderRpcError } from './ProviderRpcError.ts'

/** What the ERC-7715 methods need besides the EIP-5792 context. */
export type WalletPermissionsContext = WalletCallsContext & {
  /** Runs calls as one transaction from the account (createWalletCalls' `runBatch`). */
  readonly runBatch: (chainId: number, calls: readonly Call[]) => Promise<Hex>
  /** Where session keys get their limits; default `sessionKeyModuleAddress`. */
  readonly sessionKeyModule?: Address
}

const invalid = (message: string) => new ProviderRpcError(codes.invalidParams, message)

/** The shared request check, its refusals as EIP-1193 errors. */
const readRequest = (request: unknown) => {
  try {
    return readPermissionRequest(request, Math.floor(Date.now() / 1000))
  } catch (error) {
    if (error instanceof FrameFailure)
      throw new ProviderRpcError(error.code ?? codes.invalidParams, error.message)
    throw error
  }
}

/**
 * The dev wallet's ERC-7715 methods, enforced on chain by `SessionKeyModule` (our contract).
 * `wallet_grantPermissions`, once approved, runs ONE transaction from the account (through its
 * EIP-7702 delegation, as a batch): for each ERC-20 an approve of the module for the limit on top
 * of what it already allows, then `grant`, which holds the native limit and records the session
 * key, its limits and `expiry`. The answer's `context` is the session's id; the session key
 * spends with `SessionKeyModule.spend(context, token, to, amount)`, which reverts past a limit,
 * after `expiry` or once revoked. `wallet_revokePermissions` revokes in one transaction too:
 * the unspent native value comes back and the ERC-20 approvals shrink by what is left.
 *
 * @example
 * import { createWalletPermissions } from './createWalletPermissions.ts'
 * const permissions = createWalletPermissions({ ...callsContext, runBatch: calls.runBatch })
 * const { context } = await permissions.grantPermissions([request])
 */
export const createWalletPermissions = (context: WalletPermissionsContext) => {
  const module = context.sessionKeyModule ?? sessionKeyModuleAddress
  // The ERC-20 limits of each grant, to give their unspent allowance back at revoke.
  const granted = new Map<Hex, { readonly chainId: number; readonly tokens: readonly Address[] }>()

  const requireModule = async (chainId: number) => {
    if (!(await context.clientOf(chainId).client.getCode({ address: module })))
      throw new ProviderRpcError(
        codes.unsupportedMethod,
        `The dev wallet cannot grant permissions on chain ${toHex(chainId)}: no SessionKeyModule at ${module}`,
      )
  }
  const allowanceOf = (chainId: number, token: Address) =>
    context.clientOf(chainId).client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [context.account.address, module],
    })

  const grantPermissions = async (params: readonly unknown[]) => {
    const request = (params[0] ?? {}) as Record<string, unknown>
    const chainId = context.chainId()
    const { chainId: asked, key, expiry, limits } = readRequest(request)
    if (asked !== BigInt(chainId))
      throw new ProviderRpcError(
        codes.unsupportedChainId,
        `The dev wallet is on chain ${toHex(chainId)}, not ${String(request.chainId)}: switch first`,
      )
    context.requireAccount(request.address)
    await requireModule(chainId)
    await context.ask('wallet_grantPermissions', params)
    const erc20 = limits.filter((l) => l.token !== NATIVE_TOKEN)
    const approvals: Call[] = await Promise.all(
      erc20.map(async ({ token, limit }) => ({
        to: token,
        value: 0n,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [module, (await allowanceOf(chainId, token)) + limit],
        }),
      })),
    )
    const native = limits.find((l) => l.token === NATIVE_TOKEN)?.limit ?? 0n
    const hash = await context.runBatch(chainId, [
      ...approvals,
      {
        to: module,
        value: native,
        data: encodeFunctionData({
          abi: sessionKeyModuleAbi,
          functionName: 'grant',
          args: [key, BigInt(expiry), limits.map((l) => l.token), limits.map((l) => l.limit)],
        }),
      },
    ])
    const { client } = context.clientOf(chainId)
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const [event] = parseEventLogs({
      abi: sessionKeyModuleAbi,
      eventName: 'Granted',
      logs: receipt.logs,
    })
    if (receipt.status !== 'success' || !event)
      throw new ProviderRpcError(codes.internal, `The grant in transaction ${hash} failed`)
    const id = event.args.id
    granted.set(id, { chainId, tokens: erc20.map((l) => l.token) })
    return {
      chainId: toHex(chainId),
      address: context.account.address,
      expiry,
      signer: request.signer,
      permissions: request.permissions,
      context: id,
      // Where the session key spends: SessionKeyModule.spend(context, token, to, amount).
      signerMeta: { sessionKeyModule: module },
    }
  }

  const revokePermissions = async (params: readonly unknown[]) => {
    const permissionContext = (params[0] as { permissionContext?: unknown } | undefined)
      ?.permissionContext
    const chainId = context.chainId()
    const unknown = invalid(
      `No permission with context ${String(permissionContext)} was granted by the dev wallet`,
    )
    if (
      typeof permissionContext !== 'string' ||
      !isHex(permissionContext) ||
      permissionContext.length !== 66
    )
      throw unknown
    await requireModule(chainId)
    const { client } = context.clientOf(chainId)
    const [owner, , , revoked] = await client.readContract({
      address: module,
      abi: sessionKeyModuleAbi,
      functionName: 'sessions',
      args: [permissionContext],
    })
    if (!isAddressEqual(owner, context.account.address)) throw unknown
    if (revoked) throw invalid(`The permission ${permissionContext} is already revoked`)
    await context.ask('wallet_revokePermissions', params)
    const tokens = granted.get(permissionContext)?.tokens ?? []
    const shrink: Call[] = await Promise.all(
      tokens.map(async (token) => {
        const [allowance, left] = await Promise.all([
          allowanceOf(chainId, token),
          client.readContract({
            address: module,
            abi: sessionKeyModuleAbi,
            functionName: 'remaining',
            args: [permissionContext, token],
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
    const hash = await context.runBatch(chainId, [
      {
        to: module,
        value: 0n,
        data: encodeFunctionData({
          abi: sessionKeyModuleAbi,
          functionName: 'revoke',
          args: [permissionContext],
        }),
      },
      ...shrink,
    ])
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success')
      throw new ProviderRpcError(codes.internal, `The revoke in transaction ${hash} failed`)
    granted.delete(permissionContext)
    return null
  }

  return { grantPermissions, revokePermissions }
}
