import { Context, Effect, Layer, Schema, type Scope } from 'effect'
import {
  IdentityResponse,
  ProfileReverseResponse,
  TokenBalance,
} from '../../generated/api/schemas.ts'
import {
  ENS_CACHE_MS,
  IDENTITY_CACHE_MS,
  NATIVE_BALANCE_CACHE_MS,
  PORTFOLIO_CACHE_MS,
} from '../constants.ts'
import { type BalanceCache, makeBalanceCache } from './caches/balanceCache.ts'
import { type CacheRoom, type CacheSpec, makeTtlCache, type TtlCache } from './caches/ttlCache.ts'
import { Logger } from './Logger.ts'
import { CacheKeys, Storage } from './Storage.ts'

// The service module: interface, key, make and layer. The cache mechanics live in caches/ and
// their types are re-exported here for the flows that name them.
export type { BalanceCache } from './caches/balanceCache.ts'
export type { TtlCache } from './caches/ttlCache.ts'

// --- interface --------------------------------------------------------------------------------

/** A native balance as cached: the amount as a decimal string and the currency symbol. */
export interface NativeBalance {
  readonly balance: string
  readonly symbol: string
}

/** The caches of SPEC §3 / §9, keyed as SPEC §3 names them. */
export interface CachesService {
  /** Portfolio token balances by caipAddress, PORTFOLIO_CACHE_MS (30 s). */
  readonly balance: BalanceCache
  /** The native balance by caipAddress, NATIVE_BALANCE_CACHE_MS (30 s). */
  readonly nativeBalance: TtlCache<NativeBalance>
  /** The names of an address (reverse profile lookup) by address, ENS_CACHE_MS (5 min). */
  readonly ens: TtlCache<ProfileReverseResponse>
  /** The identity (name, avatar) of an address by address, IDENTITY_CACHE_MS (5 min). */
  readonly identity: TtlCache<IdentityResponse>
  /** Empties every cache and closes every retry window. */
  readonly clear: Effect.Effect<void>
}

// --- service key --------------------------------------------------------------------------------

/**
 * The Caches service: SPEC §9's cache lifetimes over Storage, with shared in-flight fetches.
 *
 * @example
 * import { Effect } from 'effect'
 * import { Caches, DataApi } from 'latch/effect'
 *
 * const identity = (address: string) =>
 *   Effect.gen(function* () {
 *     const caches = yield* Caches
 *     const api = yield* DataApi
 *     return yield* caches.identity.get(address, api.getIdentity({ address, supported: true }))
 *   })
 */
export class Caches extends Context.Service<Caches, CachesService>()('latch/Caches') {
  static readonly make = make
  static readonly layer: Layer.Layer<Caches, never, Storage | Logger> = Layer.effect(
    Caches,
    Effect.suspend(() => make()),
  )
}

// --- make ---------------------------------------------------------------------------------------

const NativeBalanceSchema = Schema.Struct({ balance: Schema.String, symbol: Schema.String })

/**
 * Builds the caches over Storage. Shared fetches run in this scope, so one caller giving up
 * does not cancel the fetch the others wait for.
 */
function make(): Effect.Effect<CachesService, never, Storage | Logger | Scope.Scope> {
  return Effect.gen(function* () {
    const storage = yield* Storage
    const logger = yield* Logger
    const scope = yield* Effect.scope
    const room: CacheRoom = { storage, logger, scope, inflight: new Map() }
    const ttlCache = <A>(spec: CacheSpec<A>) => makeTtlCache(room, spec)

    const portfolio = ttlCache({
      key: CacheKeys.balance,
      idField: 'caipAddress',
      valueField: 'balance',
      value: Schema.Array(TokenBalance),
      ttl: PORTFOLIO_CACHE_MS,
    })
    const nativeBalance = ttlCache({
      key: CacheKeys.nativeBalance,
      idField: 'caipAddress',
      valueField: undefined,
      value: NativeBalanceSchema,
      ttl: NATIVE_BALANCE_CACHE_MS,
    })
    const ens = ttlCache({
      key: CacheKeys.ens,
      idField: 'address',
      valueField: 'ens',
      value: ProfileReverseResponse,
      ttl: ENS_CACHE_MS,
    })
    const identity = ttlCache({
      key: CacheKeys.identity,
      idField: 'address',
      valueField: 'identity',
      value: IdentityResponse,
      ttl: IDENTITY_CACHE_MS,
    })

    /** caipAddress → when the last failed token-balance fetch happened. */
    const failedAt = new Map<string, number>()

    const balance = makeBalanceCache(portfolio, failedAt)

    return Caches.of({
      balance,
      nativeBalance,
      ens,
      identity,
      clear: Effect.gen(function* () {
        failedAt.clear()
        yield* balance.clear
        yield* nativeBalance.clear
        yield* ens.clear
        yield* identity.clear
      }),
    })
  })
}
