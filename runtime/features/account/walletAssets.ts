import { Data, Effect, Option, Result, Schema } from 'effect'
import { formatUnits, numberToHex } from 'viem'
import {
  type TokenBalance,
  type WalletAsset,
  WalletAssetsResponse,
} from '../../../generated/api/schemas.ts'
import { WALLET_ASSETS_TIMEOUT_MS } from '../../constants.ts'
import type { Network } from '../../networks.ts'
import { Logger } from '../../services/Logger.ts'
import { request } from '../kernel/request.ts'

const decodeAssets = Schema.decodeUnknownResult(WalletAssetsResponse)

type CapabilityMap = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>

/**
 * Whether the wallet reports ERC-7811 asset discovery (`assetDiscovery.supported`) through
 * EIP-5792 `wallet_getCapabilities` for `network` (its hex chain id, or `0x0` for every chain).
 * A wallet that does not know the method, answers anything else or takes longer than
 * WALLET_ASSETS_TIMEOUT_MS has no such capability.
 */
export const hasAssetDiscovery = (network: Network, address: string) =>
  Effect.gen(function* () {
    const chain = numberToHex(Number(network.id))
    const answer = yield* request({
      method: 'wallet_getCapabilities',
      params: [address, [chain]],
    }).pipe(Effect.timeout(WALLET_ASSETS_TIMEOUT_MS), Effect.option)
    if (Option.isNone(answer)) return false
    const caps = answer.value as CapabilityMap | null
    if (typeof caps !== 'object' || caps === null) return false
    return [caps[chain], caps['0x0']].some((c) => {
      const discovery = c?.assetDiscovery as { supported?: unknown } | undefined
      return discovery?.supported === true
    })
  })

/** Why the wallet's own asset list was not used; the caller falls back to the Data API. */
export class WalletAssetsRefused extends Data.TaggedError('WalletAssetsRefused')<{
  readonly reason: 'RequestFailed' | 'InvalidResponse'
}> {}

/** One accepted wallet asset as a SPEC §3 token balance on `network`. */
export const assetToTokenBalance = (network: Network, asset: WalletAsset): TokenBalance => {
  const { metadata } = asset
  const numeric = formatUnits(BigInt(asset.balance), metadata.decimals)
  return {
    name: metadata.name,
    symbol: metadata.symbol,
    chainId: network.caipNetworkId,
    ...(asset.type === 'ERC20' ? { address: `${network.caipNetworkId}:${asset.address}` } : {}),
    value: metadata.value ?? Number(numeric) * metadata.price,
    price: metadata.price,
    quantity: { decimals: String(metadata.decimals), numeric },
    iconUrl: metadata.iconUrl,
  }
}

/**
 * The account's assets on `network` as the wallet reports them (`wallet_getAssets`, ERC-7811).
 * SPEC §5: the answer is accepted only when every asset passes the generated `WalletAsset`
 * schema (string address, hex balance, type ERC20 or NATIVE, metadata with string name, symbol,
 * iconUrl and numeric decimals and price); one bad asset refuses the whole answer.
 */
export const readWalletAssets = (network: Network, address: string) =>
  Effect.gen(function* () {
    const chain = numberToHex(Number(network.id))
    const answer = yield* request({
      method: 'wallet_getAssets',
      params: [{ account: address, chainFilter: [chain] }],
    }).pipe(
      Effect.timeout(WALLET_ASSETS_TIMEOUT_MS),
      Effect.mapError(() => new WalletAssetsRefused({ reason: 'RequestFailed' })),
    )
    const decoded = decodeAssets(answer)
    if (Result.isFailure(decoded)) {
      yield* Logger.use((l) => l.warn('wallet_getAssets answer refused', decoded.failure.message))
      return yield* Effect.fail(new WalletAssetsRefused({ reason: 'InvalidResponse' }))
    }
    const assets = decoded.success[chain] ?? []
    return assets.map((asset) => assetToTokenBalance(network, asset))
  })
