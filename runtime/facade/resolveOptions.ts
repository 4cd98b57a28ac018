import { CAIP_NAMESPACE } from '../caip.ts'
import {
  DEFAULT_FEATURES,
  DEFAULT_LOCALE,
  DEFAULT_SOCIALS,
  NAMESPACES,
  THEME_MODES,
} from '../constants.ts'
import { ConfigError } from '../errors/ConfigError.ts'
import { isLocale, LOCALE_REASON } from '../locale.ts'
import type { Network } from '../networks.ts'
import type { LatchOptions, ResolvedConfig } from '../services/Config.ts'
import { externalConnectors } from '../services/config/connectorsOption.ts'

// createLatch's own check of its options, by hand so the entry loads no Schema: the same
// fields, order, defaults and ConfigError texts as the Config service's schema (Config.ts),
// which test/runtime/facade/resolveOptions.test.ts holds it to, case by case.

type Path = ReadonlyArray<string | number>

/** The first problem found: where, and the reason as the schema words it. */
class Refused {
  constructor(
    readonly path: Path,
    readonly reason: string,
  ) {}
}

const refuse = (path: Path, reason: string): never => {
  throw new Refused(path, reason)
}

type Shape = Readonly<Record<string, unknown>>
const isShape = (u: unknown): u is Shape => typeof u === 'object' && u !== null && !Array.isArray(u)
const isObject = (u: unknown): u is object => typeof u === 'object' && u !== null
const literals = (values: ReadonlyArray<string | boolean>) =>
  values.map((value) => JSON.stringify(value)).join(' | ')
/** How the schema says what it expected; optional fields add `undefined`. */
const expected = (what: string, optional: boolean) =>
  `Expected ${what}${optional ? ' | undefined' : ''}`

/** Reads one field: `undefined` when an optional one is absent; a required one must be there. */
const field = (shape: Shape, key: string, path: Path, optional: boolean): unknown => {
  if (!Object.hasOwn(shape, key))
    return optional ? undefined : refuse([...path, key], 'Missing key')
  return shape[key]
}

const isUrl = (value: string): boolean => {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const string = (value: unknown, path: Path, optional = false): string =>
  typeof value === 'string' ? value : refuse(path, expected('string', optional))
const nonEmpty = (value: unknown, path: Path, optional = false): string =>
  /\S/.test(string(value, path, optional)) ? (value as string) : refuse(path, 'must not be empty')
const url = (value: unknown, path: Path, optional = false): string =>
  isUrl(string(value, path, optional)) ? (value as string) : refuse(path, 'must be an http(s) URL')
const boolean = (value: unknown, path: Path, optional = false): boolean =>
  typeof value === 'boolean' ? value : refuse(path, expected('boolean', optional))
const shape = (value: unknown, path: Path, optional = false): Shape =>
  isShape(value) ? value : refuse(path, expected('object', optional))
const array = (value: unknown, path: Path, optional = false): ReadonlyArray<unknown> =>
  Array.isArray(value) ? value : refuse(path, expected('array', optional))
const integer = (value: unknown, path: Path): number => {
  if (typeof value !== 'number') return refuse(path, 'Expected number')
  return Number.isInteger(value) ? value : refuse(path, 'Expected an integer')
}
/**
 * One of `values`. Like the schema, an optional field names `undefined` among the expected
 * values only when the value is not even of the literals' type.
 */
const oneOf = <const T extends string | boolean>(
  values: ReadonlyArray<T>,
  value: unknown,
  path: Path,
  optional = false,
): T =>
  values.includes(value as T)
    ? (value as T)
    : refuse(
        path,
        expected(
          literals(values),
          optional && !values.some((literal) => typeof literal === typeof value),
        ),
      )
const unique = (values: ReadonlyArray<unknown>, path: Path, reason: string) => {
  if (new Set(values).size !== values.length) refuse(path, reason)
}
/** `field` then `check` unless an optional field is absent or undefined. */
const optional = <A>(
  from: Shape,
  key: string,
  path: Path,
  check: (value: unknown, path: Path, optional: boolean) => A,
): A | undefined => {
  const value = field(from, key, path, true)
  return value === undefined ? undefined : check(value, [...path, key], true)
}

const rpcUrls = (value: unknown, path: Path, isOptional = false) => {
  const urls = shape(value, path, isOptional)
  const http = array(field(urls, 'http', path, false), [...path, 'http'])
  for (const [index, entry] of http.entries()) url(entry, [...path, 'http', index])
  return http
}

const network = (value: unknown, path: Path): void => {
  const net = shape(value, path)
  const id = field(net, 'id', path, false)
  if (typeof id === 'number') {
    if (!Number.isInteger(id)) refuse([...path, 'id'], 'Expected an integer')
    if (id <= 0) refuse([...path, 'id'], 'Expected a value greater than 0')
  } else if (typeof id === 'string') nonEmpty(id, [...path, 'id'])
  else refuse([...path, 'id'], 'Expected number | string')
  const namespace = oneOf(NAMESPACES, field(net, 'chainNamespace', path, false), [
    ...path,
    'chainNamespace',
  ])
  const caip = string(field(net, 'caipNetworkId', path, false), [...path, 'caipNetworkId'])
  nonEmpty(field(net, 'name', path, false), [...path, 'name'])
  const currencyPath = [...path, 'nativeCurrency']
  const currency = shape(field(net, 'nativeCurrency', path, false), currencyPath)
  string(field(currency, 'name', currencyPath, false), [...currencyPath, 'name'])
  string(field(currency, 'symbol', currencyPath, false), [...currencyPath, 'symbol'])
  const decimals = integer(field(currency, 'decimals', currencyPath, false), [
    ...currencyPath,
    'decimals',
  ])
  if (decimals < 0)
    refuse([...currencyPath, 'decimals'], 'Expected a value greater than or equal to 0')
  const rpcPath = [...path, 'rpcUrls']
  const rpc = shape(field(net, 'rpcUrls', path, false), rpcPath)
  const http = rpcUrls(field(rpc, 'default', rpcPath, false), [...rpcPath, 'default'])
  optional(rpc, 'chainDefault', rpcPath, rpcUrls)
  optional(net, 'blockExplorers', path, (explorers, explorersPath, isOptional) => {
    const defaultPath = [...explorersPath, 'default']
    const entry = shape(
      field(shape(explorers, explorersPath, isOptional), 'default', explorersPath, false),
      defaultPath,
    )
    string(field(entry, 'name', defaultPath, false), [...defaultPath, 'name'])
    url(field(entry, 'url', defaultPath, false), [...defaultPath, 'url'])
  })
  optional(net, 'testnet', path, boolean)
  // The schema's cross-field check, in its order.
  if (namespace === 'eip155' && typeof id !== 'number')
    refuse([...path, 'id'], 'must be a number on eip155')
  const expectedCaip = `${CAIP_NAMESPACE[namespace]}:${String(id)}`
  if (caip !== expectedCaip) refuse([...path, 'caipNetworkId'], `must be "${expectedCaip}"`)
  if (namespace !== 'bitcoin' && http.length === 0)
    refuse([...path, 'rpcUrls', 'default', 'http'], 'must list an RPC URL')
}

const networks = (value: unknown): ReadonlyArray<Network> => {
  const list = array(value, ['networks'])
  for (const [index, entry] of list.entries()) network(entry, ['networks', index])
  if (list.length < 1) refuse(['networks'], 'must list at least one network')
  const seen = new Set<string>()
  for (const [index, entry] of (list as ReadonlyArray<Network>).entries()) {
    if (seen.has(entry.caipNetworkId))
      refuse(['networks', index], `duplicates ${entry.caipNetworkId}`)
    seen.add(entry.caipNetworkId)
  }
  return list as ReadonlyArray<Network>
}

const isEip1193 = (u: object) => typeof (u as { request?: unknown }).request === 'function'
const isWalletStandard = (u: object) => {
  const wallet = u as { chains?: unknown; features?: unknown }
  return Array.isArray(wallet.chains) && isObject(wallet.features)
}

const connectors = (value: unknown, path: Path, isOptional: boolean) => {
  // A function from the default list (connectors: (defaults) => […]) is checked when it runs.
  if (typeof value === 'function') return
  const list = array(value, path, isOptional)
  for (const [index, entry] of list.entries()) {
    const at = [...path, index]
    // A connector factory (createConnector): the runtime builds it.
    if (typeof entry === 'function') continue
    const connector = shape(entry, at)
    nonEmpty(field(connector, 'id', at, false), [...at, 'id'])
    nonEmpty(field(connector, 'name', at, false), [...at, 'name'])
    optional(connector, 'icon', at, string)
    const namespace = oneOf(NAMESPACES, field(connector, 'namespace', at, false), [
      ...at,
      'namespace',
    ])
    const provider = field(connector, 'provider', at, false)
    if (!isObject(provider)) refuse([...at, 'provider'], 'Expected a provider object')
    if (!(namespace === 'eip155' ? isEip1193 : isWalletStandard)(provider as object))
      refuse(
        [...at, 'provider'],
        namespace === 'eip155'
          ? 'must be an EIP-1193 provider (a request function)'
          : 'must be a Wallet Standard wallet (chains and features)',
      )
  }
  // One id may serve several namespaces (connect(id, { namespace }) picks one).
  const keys = (list as ReadonlyArray<{ id: string; namespace: string }>).map((connector) =>
    typeof connector === 'function' ? undefined : `${connector.namespace}\u0000${connector.id}`,
  )
  const repeated = keys.findIndex((key, at) => key !== undefined && keys.indexOf(key) !== at)
  if (repeated !== -1)
    refuse([...path, repeated, 'id'], 'must not repeat a connector id in one namespace')
}

const FEATURE_SWITCHES = [
  'email',
  'socials',
  'send',
  'receive',
  'swaps',
  'onramp',
  'activity',
  'legalCheckbox',
  'pay',
  'analytics',
] as const

const features = (value: unknown, path: Path, isOptional: boolean) => {
  const given = shape(value, path, isOptional)
  for (const key of FEATURE_SWITCHES)
    optional(given, key, path, (switchValue, at, isOptionalSwitch) => {
      if (key !== 'socials') return boolean(switchValue, at, isOptionalSwitch)
      if (switchValue === false) return false
      if (!Array.isArray(switchValue))
        return refuse(at, expected('array | false', typeof switchValue !== 'boolean'))
      for (const [index, social] of switchValue.entries())
        oneOf(DEFAULT_SOCIALS, social, [...at, index])
      return unique(switchValue, at, 'must not repeat a social')
    })
}

const themeVariables = (value: unknown, path: Path, isOptional: boolean) => {
  const variables = shape(value, path, isOptional)
  for (const [key, entry] of Object.entries(variables)) {
    if (typeof entry === 'string') continue
    if (typeof entry !== 'number') refuse([...path, key], 'Expected string | number')
    if (!Number.isFinite(entry)) refuse([...path, key], 'Expected a finite number')
  }
  return { ...variables } as Readonly<Record<string, string | number>>
}

const isStorageBackend = (u: unknown) =>
  isObject(u) &&
  ['getItem', 'setItem', 'removeItem'].every(
    (key) => typeof (u as Record<string, unknown>)[key] === 'function',
  )

const KNOWN_OPTIONS = new Set([
  'projectId',
  'networks',
  'metadata',
  'apiUrl',
  'frameUrl',
  'features',
  'siwx',
  'allowUnsupportedChain',
  'enableNetworkSwitch',
  'themeMode',
  'themeVariables',
  'connectors',
  'adapters',
  'storage',
  'walletConnect',
  'locale',
])

const fieldOf = (path: Path): string =>
  path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key),
    '',
  )

/** The checks, in the schema's order; throws {@link Refused} at the first problem. */
const check = (options: unknown): ResolvedConfig => {
  if (typeof options !== 'object' || options === null)
    return refuse(['options'], 'must be an object')
  const unknown = Object.keys(options).find((key) => !KNOWN_OPTIONS.has(key))
  if (unknown !== undefined) return refuse([unknown], 'is not a Latch option')
  const given = shape(options, [])
  const projectId = nonEmpty(field(given, 'projectId', [], false), ['projectId'])
  const list = networks(field(given, 'networks', [], false))
  const metadata = optional(given, 'metadata', [], (value, path, isOptional) => {
    const meta = shape(value, path, isOptional)
    const name = nonEmpty(field(meta, 'name', path, false), [...path, 'name'])
    const description = optional(meta, 'description', path, string)
    const link = url(field(meta, 'url', path, false), [...path, 'url'])
    const icons = optional(meta, 'icons', path, (icons, at, isOptionalIcons) =>
      array(icons, at, isOptionalIcons).map((icon, index) => url(icon, [...at, index])),
    )
    return { name, description: description ?? '', url: link, icons: icons ?? [] }
  })
  const apiUrl = optional(given, 'apiUrl', [], url)
  const frameUrl = optional(given, 'frameUrl', [], url)
  optional(given, 'features', [], features)
  const siwx = optional(given, 'siwx', [], (value, path, isOptional) => ({
    required: optional(shape(value, path, isOptional), 'required', path, boolean) ?? false,
  }))
  const allowUnsupportedChain = optional(given, 'allowUnsupportedChain', [], boolean) ?? false
  const enableNetworkSwitch = optional(given, 'enableNetworkSwitch', [], boolean) ?? true
  // SPEC does not name a default theme; API.md's example uses 'dark' (as Config.ts).
  const themeMode = optional(given, 'themeMode', [], (value, path, isOptional) =>
    oneOf(THEME_MODES, value, path, isOptional),
  )
  const variables = optional(given, 'themeVariables', [], themeVariables)
  optional(given, 'connectors', [], connectors)
  const adapters = optional(given, 'adapters', [], (value, path, isOptional) => {
    const list = array(value, path, isOptional).map((entry, index) =>
      oneOf(NAMESPACES, entry, [...path, index]),
    )
    unique(list, path, 'must not repeat a namespace')
    return list
  })
  optional(given, 'storage', [], (value, path) =>
    isStorageBackend(value)
      ? value
      : refuse(path, 'Expected an object with getItem, setItem, removeItem'),
  )
  const walletConnect = optional(given, 'walletConnect', [], (value, path, isOptional) => {
    const relayUrl = optional(shape(value, path, isOptional), 'relayUrl', path, (relay, at, o) =>
      /^wss?:\/\/\S+$/.test(string(relay, at, o))
        ? (relay as string)
        : refuse(at, 'must be a ws:// or wss:// URL'),
    )
    return { relayUrl }
  })
  const locale = optional(given, 'locale', [], (value, path, isOptional) =>
    isLocale(string(value, path, isOptional)) ? (value as string) : refuse(path, LOCALE_REASON),
  )
  const namespaces = new Set(list.map((entry) => entry.chainNamespace))
  for (const [index, adapter] of (adapters ?? []).entries())
    if (!namespaces.has(adapter))
      refuse(['adapters', index], `no network in networks is ${adapter}`)

  const typed = options as LatchOptions
  const { socials, ...switches } = typed.features ?? {}
  return {
    projectId,
    // The app's own objects, so identity holds (as Config.ts).
    networks: list,
    defaultNetwork: list[0]!,
    metadata,
    apiUrl,
    frameUrl,
    features: {
      ...DEFAULT_FEATURES,
      ...Object.fromEntries(
        Object.entries(switches).filter(
          ([key, on]) =>
            on !== undefined && (FEATURE_SWITCHES as ReadonlyArray<string>).includes(key),
        ),
      ),
      socials: socials === false ? [] : socials ? [...socials] : DEFAULT_FEATURES.socials,
    },
    siwx,
    allowUnsupportedChain,
    enableNetworkSwitch,
    themeMode: themeMode ?? 'dark',
    themeVariables: variables ?? {},
    connectors: externalConnectors(typed.connectors),
    connectorList: typed.connectors ?? [],
    adapters: adapters ?? [...namespaces],
    storage: typed.storage,
    walletConnect:
      walletConnect || adapters?.length === 0 ? { relayUrl: walletConnect?.relayUrl } : undefined,
    locale: locale ?? DEFAULT_LOCALE,
  }
}

/**
 * Checks `createLatch` options and fills the SPEC §9 defaults without loading Effect: the
 * `ResolvedConfig` the Config service would make, or the same {@link ConfigError} (field,
 * reason and message), thrown.
 */
export const resolveOptions = (options: LatchOptions): ResolvedConfig => {
  try {
    return check(options)
  } catch (error) {
    if (error instanceof Refused) throw ConfigError.of(fieldOf(error.path), error.reason)
    throw error
  }
}
