import { Effect, Schema, SchemaIssue } from 'effect'
import { DEFAULT_SOCIALS, NAMESPACES, THEME_MODES } from '../../constants.ts'
import { ConfigError } from '../../errors/ConfigError.ts'
import { isLocale, LOCALE_REASON } from '../../locale.ts'
import { CAIP_NAMESPACE } from '../../networks.ts'
import type { StorageBackend } from '../storage/StorageBackend.ts'

// The schema `createLatch`'s options are checked with (Config.make).

const isUrl = (value: string): boolean => {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const Url = Schema.String.check(Schema.makeFilter(isUrl, { message: 'must be an http(s) URL' }))
const NonEmpty = Schema.String.check(Schema.isPattern(/\S/, { message: 'must not be empty' }))
const Bool = (fallback: boolean) =>
  Schema.Boolean.pipe(Schema.withDecodingDefault(Effect.succeed(fallback)))
const NamespaceSchema = Schema.Literals(NAMESPACES)
const RpcUrls = Schema.Struct({ http: Schema.Array(Url) })

const NetworkSchema = Schema.Struct({
  id: Schema.Union([Schema.Int.check(Schema.isGreaterThan(0)), NonEmpty]),
  chainNamespace: NamespaceSchema,
  caipNetworkId: Schema.String,
  name: NonEmpty,
  nativeCurrency: Schema.Struct({
    name: Schema.String,
    symbol: Schema.String,
    decimals: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  }),
  rpcUrls: Schema.Struct({ default: RpcUrls, chainDefault: Schema.optional(RpcUrls) }),
  blockExplorers: Schema.optional(
    Schema.Struct({ default: Schema.Struct({ name: Schema.String, url: Url }) }),
  ),
  testnet: Schema.optional(Schema.Boolean),
}).check(
  Schema.makeFilter((network) => {
    const issues: Array<Schema.FilterIssue> = []
    if (network.chainNamespace === 'eip155' && typeof network.id !== 'number')
      issues.push({ path: ['id'], issue: 'must be a number on eip155' })
    const caip = `${CAIP_NAMESPACE[network.chainNamespace]}:${network.id}`
    if (network.caipNetworkId !== caip)
      issues.push({ path: ['caipNetworkId'], issue: `must be "${caip}"` })
    if (network.chainNamespace !== 'bitcoin' && network.rpcUrls.default.http.length === 0)
      issues.push({ path: ['rpcUrls', 'default', 'http'], issue: 'must list an RPC URL' })
    return issues
  }),
)

const isObject = (u: unknown): u is object => typeof u === 'object' && u !== null
const isEip1193 = (u: object) => typeof (u as { request?: unknown }).request === 'function'
const isWalletStandard = (u: object) => {
  const wallet = u as { chains?: unknown; features?: unknown }
  return Array.isArray(wallet.chains) && isObject(wallet.features)
}
const isStorageBackend = (u: unknown): u is StorageBackend =>
  isObject(u) &&
  ['getItem', 'setItem', 'removeItem'].every(
    (key) => typeof (u as Record<string, unknown>)[key] === 'function',
  )

/** The `createLatch` options as the schema checks them (SPEC §9 defaults decoded in). */
export const OptionsSchema = Schema.Struct({
  projectId: NonEmpty,
  networks: Schema.Array(NetworkSchema).check(
    Schema.isMinLength(1, { message: 'must list at least one network' }),
    Schema.makeFilter((networks) => {
      const seen = new Set<string>()
      for (const [index, network] of networks.entries()) {
        if (seen.has(network.caipNetworkId))
          return { path: [index], issue: `duplicates ${network.caipNetworkId}` }
        seen.add(network.caipNetworkId)
      }
      return undefined
    }),
  ),
  metadata: Schema.optional(
    Schema.Struct({
      name: NonEmpty,
      description: Schema.optional(Schema.String),
      url: Url,
      icons: Schema.optional(Schema.Array(Url)),
    }),
  ),
  apiUrl: Schema.optional(Url),
  frameUrl: Schema.optional(Url),
  features: Schema.optional(
    Schema.Struct({
      email: Schema.optional(Schema.Boolean),
      socials: Schema.optional(
        Schema.Union([
          Schema.Array(Schema.Literals(DEFAULT_SOCIALS)).check(
            Schema.isUnique({ message: 'must not repeat a social' }),
          ),
          Schema.Literal(false),
        ]),
      ),
      send: Schema.optional(Schema.Boolean),
      receive: Schema.optional(Schema.Boolean),
      swaps: Schema.optional(Schema.Boolean),
      onramp: Schema.optional(Schema.Boolean),
      activity: Schema.optional(Schema.Boolean),
      legalCheckbox: Schema.optional(Schema.Boolean),
      pay: Schema.optional(Schema.Boolean),
      analytics: Schema.optional(Schema.Boolean),
    }),
  ),
  siwx: Schema.optional(Schema.Struct({ required: Schema.optional(Schema.Boolean) })),
  allowUnsupportedChain: Bool(false),
  enableNetworkSwitch: Bool(true),
  themeMode: Schema.Literals(THEME_MODES).pipe(
    // SPEC does not name a default theme; API.md's example uses 'dark'.
    Schema.withDecodingDefault(Effect.succeed('dark' as const)),
  ),
  themeVariables: Schema.optional(
    Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Finite])),
  ),
  connectors: Schema.optional(
    Schema.Array(
      Schema.Struct({
        id: NonEmpty,
        name: NonEmpty,
        icon: Schema.optional(Schema.String),
        namespace: NamespaceSchema,
        provider: Schema.declare(isObject, { expected: 'a provider object' }),
      }).check(
        Schema.makeFilter((connector) =>
          (connector.namespace === 'eip155' ? isEip1193 : isWalletStandard)(connector.provider)
            ? undefined
            : {
                path: ['provider'],
                issue:
                  connector.namespace === 'eip155'
                    ? 'must be an EIP-1193 provider (a request function)'
                    : 'must be a Wallet Standard wallet (chains and features)',
              },
        ),
      ),
    ).check(
      Schema.makeFilter((connectors) => {
        // One id may serve several namespaces (connect(id, { namespace }) picks one).
        const index = connectors.findIndex(
          (connector, at) =>
            connectors.findIndex(
              (other) => other.id === connector.id && other.namespace === connector.namespace,
            ) !== at,
        )
        return index === -1
          ? undefined
          : { path: [index, 'id'], issue: 'must not repeat a connector id in one namespace' }
      }),
    ),
  ),
  adapters: Schema.optional(
    Schema.Array(NamespaceSchema).check(
      Schema.isUnique({ message: 'must not repeat a namespace' }),
    ),
  ),
  storage: Schema.optional(
    Schema.declare(isStorageBackend, { expected: 'an object with getItem, setItem, removeItem' }),
  ),
  walletConnect: Schema.optional(
    Schema.Struct({
      relayUrl: Schema.optional(
        Schema.String.check(
          Schema.isPattern(/^wss?:\/\/\S+$/, { message: 'must be a ws:// or wss:// URL' }),
        ),
      ),
    }),
  ),
  locale: Schema.optional(
    Schema.String.check(Schema.makeFilter(isLocale, { message: LOCALE_REASON })),
  ),
}).check(
  Schema.makeFilter((options) => {
    const namespaces = new Set(options.networks.map((network) => network.chainNamespace))
    const issues: Array<Schema.FilterIssue> = []
    for (const [index, adapter] of (options.adapters ?? []).entries())
      if (!namespaces.has(adapter))
        issues.push({ path: ['adapters', index], issue: `no network in networks is ${adapter}` })
    return issues
  }),
)

/** The option names Latch knows; any other is refused. */
export const KNOWN_OPTIONS = new Set(Object.keys(OptionsSchema.fields))
const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

const fieldOf = (path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>): string =>
  path.reduce<string>((field, segment) => {
    const key = typeof segment === 'object' ? segment.key : segment
    return typeof key === 'number'
      ? `${field}[${key}]`
      : field
        ? `${field}.${String(key)}`
        : String(key)
  }, '')

/** The ConfigError of the first issue the schema found, naming its field. */
export const toConfigError = (error: Schema.SchemaError): ConfigError => {
  const [first] = formatter(error.issue).issues
  return ConfigError.of(fieldOf(first?.path ?? []), first?.message ?? 'is invalid')
}
