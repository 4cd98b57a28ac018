import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  isAddress,
  isAddressEqual,
  isHex,
  parseEventLogs,
  toHex,
} from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import {
  nativeToken,
  sessionKeyModuleAbi,
  sessionKeyModuleAddress,
} from '../chain/sessionKeyModule.ts'
import type { Call, WalletCallsContext } from './createWalletCalls.ts'
import { providerErrorCodes as codes, ProviderRpcError } from './ProviderRpcError.ts'

/** The ERC-7715 permission types the dev wallet grants: a total allowance until `expiry`. */
export const permissionTypes = {
  /** `{ allowance: hex wei }`: the session key may send up to this much native value. */
  native: 'native-token-allowance',
  /** `{ address: token, allowance: hex base units }`: up to this much of an ERC-20. */
  erc20: 'erc20-token-allowance',
} as const

/** What the ERC-7715 methods need besides the EIP-5792 context. */
export type WalletPermissionsContext = WalletCallsContext & {
  /** Runs calls as one transaction from the account (createWalletCalls' `runBatch`). */
  readonly runBatch: (chainId: number, calls: readonly Call[]) => Promise<Hex>
  /** Where session keys get their limits; default `sessionKeyModuleAddress`. */
  readonly sessionKeyModule?: Address
}

type Limit = { readonly token: Address; readonly limit: bigint }

const invalid = (message: string) => new ProviderRpcError(codes.invalidParams, message)

const quantity = (value: unknown, name: string): bigint => {
  if (typeof value !== 'string' || !isHex(value) || value === '0x')
    throw invalid(`${name} must be a hex quantity`)
  return BigInt(value)
}

/** ERC-7715 signer → the session key's address: an account, or a secp256k1 key. */
const signerAddress = (signer: unknown): Address => {
  const { type, data } = (signer ?? {}) as { type?: unknown; data?: Record<string, unknown> }
  if (type === 'account' && typeof data?.address === 'string' && isAddress(data.address))
    return data.address
  if (type === 'key' && (data?.type === undefined || data.type === 'secp256k1')) {
    const key = data?.publicKey ?? data?.id
    if (typeof key === 'string' && isAddress(key)) return key
    if (typeof key === 'string' && isHex(key) && key.length === 132) return publicKeyToAddress(key)
  }
  throw invalid(
    'signer must be { type: "account", data: { address } } or { type: "key", data: { type: "secp256k1", publicKey } } (an uncompressed key or its address)',
  )
}

const readLimits = (permissions: unknown): Limit[] => {
  if (!Array.isArray(permissions) || permissions.length === 0)
    throw invalid('permissions must be a non-empty list')
  const limits = permissions.map((permission: unknown, i): Limit => {
    const { type, data } = (permission ?? {}) as {
      type?: unknown
      data?: Record<string, unknown>
    }
    if (type === permissionTypes.native)
      return { token: nativeToken, limit: quantity(data?.allowance, `permissions[${i}].allowance`) }
    if (type === permissionTypes.erc20) {
      const token = data?.address
      if (typeof token !== 'string' || !isAddress(token) || isAddressEqual(token, nativeToken))
        throw invalid(`permissions[${i}].data.address is not a token address`)
      return { token, limit: quantity(data?.allowance, `permissions[${i}].allowance`) }
    }
    throw new ProviderRpcError(
      codes.unsupportedMethod,
      `The dev wallet grants only ${permissionTypes.native} and ${permissionTypes.erc20} permissions, not ${String(type)}`,
    )
  })
  const tokens = new Set(limits.map((l) => l.token.toLowerCase()))
  if (tokens.size !== limits.length) throw invalid('one permission per token')
  return limits
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
    if (Number(quantity(request.chainId, 'chainId')) !== chainId)
      throw new ProviderRpcError(
        codes.unsupportedChainId,
        `The dev wallet is on chain ${toHex(chainId)}, not ${String(request.chainId)}: switch first`,
      )
    context.requireAccount(request.address)
    const expiry = request.expiry
    if (
      typeof expiry !== 'number' ||
      !Number.isInteger(expiry) ||
      expiry <= Math.floor(Date.now() / 1000)
    )
      throw invalid('expiry must be a unix time in the future')
    const key = signerAddress(request.signer)
    const limits = readLimits(request.permissions)
    await requireModule(chainId)
    await context.ask('wallet_grantPermissions', params)
    const erc20 = limits.filter((l) => l.token !== nativeToken)
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
    const native = limits.find((l) => l.token === nativeToken)?.limit ?? 0n
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
