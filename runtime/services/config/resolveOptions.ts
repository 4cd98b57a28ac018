import {
  DEFAULT_FEATURES,
  DEFAULT_LOCALE,
  DEFAULT_SOCIALS,
  NAMESPACES,
  THEME_MODES,
} from '../../constants.ts'
import { ConfigError } from '../../errors/ConfigError.ts'
import { isLocale, LOCALE_REASON } from '../../locale.ts'
import { externalConnectors } from './connectorsOption.ts'
import { networks } from './networkOptions.ts'
import {
  array,
  boolean,
  expected,
  field,
  fieldOf,
  isObject,
  nonEmpty,
  oneOf,
  optional,
  type Path,
  Refused,
  refuse,
  shape,
  string,
  unique,
  url,
} from './optionChecks.ts'
import type { LatchOptions, ResolvedConfig } from './options.ts'
import { inRestrictedRegion } from './restrictedRegion.ts'

// createLatch's options, checked by hand (so the entry loads no Schema) and resolved with the
// SPEC §9 defaults: the one validator, which the Config service uses too (Config.make).

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
  'restrictedRegionApiUrl',
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

const metadataOption = (value: unknown, path: Path, isOptional: boolean) => {
  const meta = shape(value, path, isOptional)
  const name = nonEmpty(field(meta, 'name', path, false), [...path, 'name'])
  const description = optional(meta, 'description', path, string)
  const link = url(field(meta, 'url', path, false), [...path, 'url'])
  const icons = optional(meta, 'icons', path, (icons, at, isOptionalIcons) =>
    array(icons, at, isOptionalIcons).map((icon, index) => url(icon, [...at, index])),
  )
  return { name, description: description ?? '', url: link, icons: icons ?? [] }
}

const adapterList = (value: unknown, path: Path, isOptional: boolean) => {
  const list = array(value, path, isOptional).map((entry, index) =>
    oneOf(NAMESPACES, entry, [...path, index]),
  )
  unique(list, path, 'must not repeat a namespace')
  return list
}

const walletConnectOption = (value: unknown, path: Path, isOptional: boolean) => {
  const relayUrl = optional(shape(value, path, isOptional), 'relayUrl', path, (relay, at, o) =>
    /^wss?:\/\/\S+$/.test(string(relay, at, o))
      ? (relay as string)
      : refuse(at, 'must be a ws:// or wss:// URL'),
  )
  return { relayUrl }
}

/** The switches given (checked), over SPEC §9's defaults; unknown keys are ignored. */
const featureSwitches = (given: LatchOptions['features']) => {
  const { socials, ...switches } = given ?? {}
  return {
    ...DEFAULT_FEATURES,
    ...Object.fromEntries(
      Object.entries(switches).filter(
        ([key, on]) =>
          on !== undefined && (FEATURE_SWITCHES as ReadonlyArray<string>).includes(key),
      ),
    ),
    socials: socials === false ? [] : socials ? [...socials] : DEFAULT_FEATURES.socials,
  }
}

/** The checks, in order (the error names the first problem); throws {@link Refused}. */
const check = (options: unknown): ResolvedConfig => {
  if (typeof options !== 'object' || options === null)
    return refuse(['options'], 'must be an object')
  const unknown = Object.keys(options).find((key) => !KNOWN_OPTIONS.has(key))
  if (unknown !== undefined) return refuse([unknown], 'is not a Latch option')
  const given = shape(options, [])
  const projectId = nonEmpty(field(given, 'projectId', [], false), ['projectId'])
  const list = networks(field(given, 'networks', [], false))
  const metadata = optional(given, 'metadata', [], metadataOption)
  const apiUrl = optional(given, 'apiUrl', [], url)
  const restrictedRegionApiUrl = optional(given, 'restrictedRegionApiUrl', [], url)
  if (restrictedRegionApiUrl !== undefined && apiUrl === undefined)
    refuse(['restrictedRegionApiUrl'], 'needs apiUrl')
  const frameUrl = optional(given, 'frameUrl', [], url)
  optional(given, 'features', [], features)
  const siwx = optional(given, 'siwx', [], (value, path, isOptional) => ({
    required: optional(shape(value, path, isOptional), 'required', path, boolean) ?? false,
  }))
  const allowUnsupportedChain = optional(given, 'allowUnsupportedChain', [], boolean) ?? false
  const enableNetworkSwitch = optional(given, 'enableNetworkSwitch', [], boolean) ?? true
  // SPEC does not name a default theme; API.md's example uses 'dark'.
  const themeMode = optional(given, 'themeMode', [], (value, path, isOptional) =>
    oneOf(THEME_MODES, value, path, isOptional),
  )
  const variables = optional(given, 'themeVariables', [], themeVariables)
  optional(given, 'connectors', [], connectors)
  const adapters = optional(given, 'adapters', [], adapterList)
  optional(given, 'storage', [], (value, path) =>
    isStorageBackend(value)
      ? value
      : refuse(path, 'Expected an object with getItem, setItem, removeItem'),
  )
  const walletConnect = optional(given, 'walletConnect', [], walletConnectOption)
  const locale = optional(given, 'locale', [], (value, path, isOptional) =>
    isLocale(string(value, path, isOptional)) ? (value as string) : refuse(path, LOCALE_REASON),
  )
  const namespaces = new Set(list.map((entry) => entry.chainNamespace))
  for (const [index, adapter] of (adapters ?? []).entries())
    if (!namespaces.has(adapter))
      refuse(['adapters', index], `no network in networks is ${adapter}`)

  const typed = options as LatchOptions
  return {
    projectId,
    // The app's own objects, so identity holds.
    networks: list,
    defaultNetwork: list[0]!,
    metadata,
    apiUrl,
    // The one place the Data API's base is made: no trailing slash; the restricted regions'
    // host for a visitor in one of SPEC §9's restricted time zones.
    dataApi:
      apiUrl === undefined
        ? undefined
        : {
            baseUrl: (restrictedRegionApiUrl !== undefined && inRestrictedRegion()
              ? restrictedRegionApiUrl
              : apiUrl
            ).replace(/\/+$/, ''),
          },
    frameUrl,
    features: featureSwitches(typed.features),
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
 * Checks `createLatch` options and fills the SPEC §9 defaults, without loading Effect: the one
 * validator of the options (`createLatch`, `Config.make`). A bad option throws a
 * {@link ConfigError} naming the field and the reason.
 */
export const resolveOptions = (options: LatchOptions): ResolvedConfig => {
  try {
    return check(options)
  } catch (error) {
    if (error instanceof Refused) throw ConfigError.of(fieldOf(error.path), error.reason)
    throw error
  }
}
