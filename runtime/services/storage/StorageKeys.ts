import { Schema, SchemaTransformation } from 'effect'
import { DEFAULT_SOCIALS, NAMESPACES } from '../../constants.ts'
import type { Namespace } from '../../networks.ts'

/** A typed key of Latch's key space; `schema` decodes the stored string on read. */
export interface StorageKey<A> {
  readonly name: string
  readonly schema: Schema.Codec<A, string>
}

/** A cache of SPEC §3: one stored record of entries, each decoded on its own by `entry`. */
export interface CacheKey<A> {
  readonly name: string
  readonly entry: Schema.Codec<A, unknown>
}

/** A recently used wallet (SPEC §3 "Recent wallets have id"). */
export interface RecentWallet {
  readonly id: string
  readonly name?: string | undefined
  readonly icon?: string | undefined
}

/** The prefix of every key Latch writes; bump the version when a stored shape changes. */
export const STORAGE_PREFIX = 'latch:v1:'

/** Declares a typed key. */
export const storageKey = <A>(name: string, schema: Schema.Codec<A, string>): StorageKey<A> => ({
  name,
  schema,
})

/** Declares a cache. */
export const cacheKey = <A>(name: string, entry: Schema.Codec<A, unknown>): CacheKey<A> => ({
  name: `cache:${name}`,
  entry,
})

const NamespaceSchema = Schema.Literals(NAMESPACES)
const Json = <S extends Schema.Top>(schema: S) => Schema.fromJsonString(schema)
const CaipNetworkId = Schema.String.check(Schema.isPattern(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))

/** `eip155,solana`: a comma list without duplicates (SPEC §4, DECISIONS.md). */
const CommaList = Schema.String.pipe(
  Schema.decodeTo(
    Schema.Array(NamespaceSchema).check(Schema.isUnique()),
    SchemaTransformation.transform<ReadonlyArray<Namespace>, string>({
      decode: (text) => (text === '' ? [] : (text.split(',') as Array<Namespace>)),
      encode: (list) => list.join(','),
    }),
  ),
)

const RecentWalletSchema = Schema.Struct({
  id: Schema.String.check(Schema.isNonEmpty()),
  name: Schema.optional(Schema.String),
  icon: Schema.optional(Schema.String),
})

/** Every key of SPEC §3 / §4 that Latch persists. */
export const StorageKeys = {
  connectionStatus: storageKey(
    'connectionStatus',
    Schema.Literals(['disconnected', 'connecting', 'connected', 'reconnecting']),
  ),
  connectedNamespaces: storageKey('connectedNamespaces', CommaList),
  /** The namespace last made active. */
  activeNamespace: storageKey('activeNamespace', NamespaceSchema),
  /** The CAIP-2 id of the namespace's last active network. */
  activeNetwork: (namespace: Namespace) => storageKey(`activeNetwork:${namespace}`, CaipNetworkId),
  /** The connector of the namespace's connection, to reconnect after a reload. */
  connectorId: (namespace: Namespace) =>
    storageKey(`connectorId:${namespace}`, Schema.String.check(Schema.isNonEmpty())),
  recentWallets: storageKey('recentWallets', Json(Schema.Array(RecentWalletSchema))),
  loginEmailUsed: storageKey('login:emailUsed', Json(Schema.Boolean)),
  loginEmail: storageKey('login:email', Schema.String.check(Schema.isPattern(/^[^\s@]+@[^\s@]+$/))),
  loginLastChain: storageKey('login:lastChain', CaipNetworkId),
  loginSocialProvider: storageKey('login:socialProvider', Schema.Literals(DEFAULT_SOCIALS)),
  loginSocialUsername: storageKey('login:socialUsername', Schema.String),
} as const

const Timestamp = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))

/** The caches of SPEC §3 (balance, ens, identity) and §9's native balance, keyed by address. */
export const CacheKeys = {
  /** Keyed by caipAddress. */
  balance: cacheKey(
    'balance',
    Schema.Struct({ caipAddress: Schema.String, balance: Schema.Unknown, timestamp: Timestamp }),
  ),
  /** Keyed by caipAddress. */
  nativeBalance: cacheKey(
    'nativeBalance',
    Schema.Struct({
      caipAddress: Schema.String,
      balance: Schema.String,
      symbol: Schema.String,
      timestamp: Timestamp,
    }),
  ),
  /** Keyed by address. */
  ens: cacheKey(
    'ens',
    Schema.Struct({ address: Schema.String, ens: Schema.Unknown, timestamp: Timestamp }),
  ),
  /** Keyed by address. */
  identity: cacheKey(
    'identity',
    Schema.Struct({ address: Schema.String, identity: Schema.Unknown, timestamp: Timestamp }),
  ),
} as const

export const LOGIN_KEYS: ReadonlyArray<StorageKey<unknown>> = [
  StorageKeys.loginEmailUsed,
  StorageKeys.loginEmail,
  StorageKeys.loginLastChain,
  StorageKeys.loginSocialProvider,
  StorageKeys.loginSocialUsername,
]
