import { type Address, type Hex, toHex } from 'viem'
import type { Call } from '../../frame/index.ts'
import {
  checkRevokeContext,
  FrameFailure,
  grantOnChain,
  readPermissionRequest,
  revokeOnChain,
} from '../../frame/index.ts'
import { sessionKeyModuleAddress } from '../chain/sessionKeyModule.ts'
import type { WalletCallsContext } from './createWalletCalls.ts'
import { providerErrorCodes as codes, ProviderRpcError } from './ProviderRpcError.ts'

/** What the ERC-7715 methods need besides the EIP-5792 context. */
export type WalletPermissionsContext = WalletCallsContext & {
  /** Runs calls as one transaction from the account (createWalletCalls' `runBatch`). */
  readonly runBatch: (chainId: number, calls: readonly Call[]) => Promise<Hex>
  /** Where session keys get their limits; default `sessionKeyModuleAddress`. */
  readonly sessionKeyModule?: Address
}

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
  const grantPermissions = async (params: readonly unknown[]) => {
    const request = (params[0] ?? {}) as Record<string, unknown>
    const chainId = context.chainId()
    const grant = readRequest(request)
    if (grant.chainId !== BigInt(chainId))
      throw new ProviderRpcError(
        codes.unsupportedChainId,
        `The dev wallet is on chain ${toHex(chainId)}, not ${String(request.chainId)}: switch first`,
      )
    context.requireAccount(request.address)
    await requireModule(chainId)
    await context.ask('wallet_grantPermissions', params)
    const { id, tokens } = await grantOnChain(
      context.clientOf(chainId).client,
      context.account.address,
      module,
      grant,
      (calls) => context.runBatch(chainId, calls),
      (message) => new ProviderRpcError(codes.internal, message),
    )
    granted.set(id, { chainId, tokens })
    return {
      chainId: toHex(chainId),
      address: context.account.address,
      expiry: grant.expiry,
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
    await requireModule(chainId)
    const { client } = context.clientOf(chainId)
    const id = await checkRevokeContext(
      client,
      context.account.address,
      module,
      permissionContext,
      'the dev wallet',
      (message) => new ProviderRpcError(codes.invalidParams, message),
    )
    await context.ask('wallet_revokePermissions', params)
    await revokeOnChain(
      client,
      context.account.address,
      module,
      id,
      granted.get(id)?.tokens ?? [],
      (calls) => context.runBatch(chainId, calls),
      (message) => new ProviderRpcError(codes.internal, message),
    )
    granted.delete(id)
    return null
  }

  return { grantPermissions, revokePermissions }
}
