import { type Address, type Hex, isAddress, isAddressEqual, isHex, parseAbi } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import { FrameFailure } from './FrameFailure.ts'

/** The ERC-7715 permission types SessionKeyModule enforces: a total allowance until `expiry`. */
export const permissionTypes = {
  /** `{ allowance: hex wei }`: the session key may send up to this much native value. */
  native: 'native-token-allowance',
  /** `{ address: token, allowance: hex base units }`: up to this much of an ERC-20. */
  erc20: 'erc20-token-allowance',
} as const

/** The token address SessionKeyModule uses for native value. */
export const NATIVE_TOKEN = '0x0000000000000000000000000000000000000000' as const

/**
 * The part of SessionKeyModule's ABI the wallets call (playground/chain/SessionKeyModule.sol;
 * a test keeps it equal to the compiled artifact's).
 */
export const sessionKeyModuleCalls = parseAbi([
  'function grant(address key, uint64 expiry, address[] tokens, uint256[] limits) payable returns (bytes32 id)',
  'function revoke(bytes32 id)',
  'function spend(bytes32 id, address token, address to, uint256 amount)',
  'function sessions(bytes32) view returns (address account, address key, uint64 expiry, bool revoked)',
  'function remaining(bytes32, address) view returns (uint256)',
  'event Granted(bytes32 indexed id, address indexed account, address indexed key, uint64 expiry)',
])

/** One limit of a grant. */
export interface PermissionLimit {
  readonly token: Address
  readonly limit: bigint
}

/** A checked `wallet_grantPermissions` request. */
export interface PermissionGrant {
  readonly chainId: bigint
  readonly key: Address
  readonly expiry: number
  readonly limits: readonly PermissionLimit[]
}

/** EIP-1193 / JSON-RPC codes of a refused request. */
const codes = { unsupportedMethod: 4200, invalidParams: -32602 } as const

const invalid = (message: string) => new FrameFailure(message, codes.invalidParams)

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

const readLimits = (permissions: unknown): PermissionLimit[] => {
  if (!Array.isArray(permissions) || permissions.length === 0)
    throw invalid('permissions must be a non-empty list')
  const limits = permissions.map((permission: unknown, i): PermissionLimit => {
    const { type, data } = (permission ?? {}) as {
      type?: unknown
      data?: Record<string, unknown>
    }
    if (type === permissionTypes.native)
      return {
        token: NATIVE_TOKEN,
        limit: quantity(data?.allowance, `permissions[${i}].allowance`),
      }
    if (type === permissionTypes.erc20) {
      const token = data?.address
      if (typeof token !== 'string' || !isAddress(token) || isAddressEqual(token, NATIVE_TOKEN))
        throw invalid(`permissions[${i}].data.address is not a token address`)
      return { token, limit: quantity(data?.allowance, `permissions[${i}].allowance`) }
    }
    throw new FrameFailure(
      `The wallet grants only ${permissionTypes.native} and ${permissionTypes.erc20} permissions, not ${String(type)}`,
      codes.unsupportedMethod,
    )
  })
  if (new Set(limits.map((l) => l.token.toLowerCase())).size !== limits.length)
    throw invalid('one permission per token')
  return limits
}

/**
 * Checks an ERC-7715 `wallet_grantPermissions` request for what SessionKeyModule can enforce:
 * a future `expiry`, a session key, and total native / ERC-20 allowances. Throws a
 * `FrameFailure` with code -32602 (bad params) or 4200 (a permission type it cannot enforce).
 *
 * @example
 * import { readPermissionRequest } from './permissionRequest.ts'
 * const grant = readPermissionRequest(params[0], Math.floor(Date.now() / 1000))
 */
export const readPermissionRequest = (request: unknown, nowSeconds: number): PermissionGrant => {
  const r = (request ?? {}) as Record<string, unknown>
  const chainId = quantity(r.chainId, 'chainId')
  const expiry = r.expiry
  if (typeof expiry !== 'number' || !Number.isInteger(expiry) || expiry <= nowSeconds)
    throw invalid('expiry must be a unix time in the future')
  return { chainId, key: signerAddress(r.signer), expiry, limits: readLimits(r.permissions) }
}

/** A permission context: SessionKeyModule's 32-byte session id. */
export const isPermissionContext = (value: unknown): value is Hex =>
  typeof value === 'string' && isHex(value) && value.length === 66
