import { Clock, Effect } from 'effect'
import { toHex } from 'viem'
import { CAPABILITIES_CACHE_MS } from '../../constants.ts'
import { CallsError } from '../../errors/CallsError.ts'
import { walletError } from '../../errors/WalletError.ts'
import { Store } from '../../state/Store.ts'
import type { Connection } from '../../state/types.ts'
import { type RequestErrorType, request } from '../kernel/request.ts'
import { isUnsupportedMethod } from '../kernel/walletUnsupported.ts'

/** EIP-5792 capabilities by chain id (`0` holds those the wallet reports for every chain). */
export type WalletCapabilities = Readonly<Record<number, Readonly<Record<string, unknown>>>>

/** Options of `getCapabilities`. */
export type GetCapabilitiesOptions = {
  /** The chains to ask about; default every chain the wallet reports. */
  readonly chainIds?: readonly number[]
  /** Ask the wallet even when its answer is cached. */
  readonly force?: boolean
}

type Entry = { readonly at: number; readonly value: WalletCapabilities }

// Per connection object: a new connection (connect, another account or network) starts empty,
// and a cache never outlives the connection it belongs to.
const caches = new WeakMap<Connection, Map<string, Entry>>()

const decode = (answer: unknown): WalletCapabilities => {
  if (typeof answer !== 'object' || answer === null) return {}
  const value: Record<number, Readonly<Record<string, unknown>>> = {}
  for (const [chain, capabilities] of Object.entries(answer as Record<string, unknown>)) {
    if (!/^0x[0-9a-fA-F]+$/.test(chain)) continue
    if (typeof capabilities !== 'object' || capabilities === null) continue
    value[Number(BigInt(chain))] = capabilities as Readonly<Record<string, unknown>>
  }
  return value
}

/**
 * EIP-5792 `wallet_getCapabilities` for the eip155 connection's account, kept for
 * CAPABILITIES_CACHE_MS per connection. A wallet that does not know the method fails with
 * `CallsError` `Unsupported`; no connection fails with `WalletError` `Disconnected`.
 *
 * @example
 * import { Effect } from 'effect'
 * import { getCapabilities } from 'latch/effect'
 *
 * const atomic = getCapabilities({ chainIds: [8453] }).pipe(
 *   Effect.map((caps) => caps[8453]?.atomic),
 * )
 */
export const getCapabilities = (options: GetCapabilitiesOptions = {}) =>
  Effect.gen(function* () {
    const store = yield* Store
    const connection = store.connections.value.eip155
    const address = connection?.accounts[0]?.address
    if (!connection || !address) return yield* Effect.fail(walletError('Disconnected'))
    const key = `${address}|${options.chainIds?.join(',') ?? '*'}`
    let cache = caches.get(connection)
    if (!cache) {
      cache = new Map()
      caches.set(connection, cache)
    }
    const now = yield* Clock.currentTimeMillis
    const hit = cache.get(key)
    if (hit && !options.force && now - hit.at < CAPABILITIES_CACHE_MS) return hit.value
    const answer = yield* request(
      {
        method: 'wallet_getCapabilities',
        params: options.chainIds ? [address, options.chainIds.map((id) => toHex(id))] : [address],
      },
      'eip155',
    ).pipe(
      Effect.mapError((e) =>
        isUnsupportedMethod(e) ? CallsError.of('Unsupported', undefined, e) : e,
      ),
    )
    const value = decode(answer)
    cache.set(key, { at: now, value })
    return value
  })

/** The errors {@link getCapabilities} fails with. */
export type GetCapabilitiesErrorType = RequestErrorType | CallsError
