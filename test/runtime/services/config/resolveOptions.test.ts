import { describe, expect, it, vi } from 'vitest'
import { base, bitcoin, mainnet, solana } from '../../../../runtime/networks.ts'
import { ConfigError, type LatchOptions } from '../../../../runtime/services/Config.ts'
import { resolveOptions } from '../../../../runtime/services/config/resolveOptions.ts'
import { makeMemoryBackend } from '../../../../runtime/services/Storage.ts'

// The one validator of createLatch's options (createLatch and Config.make both use it). The
// refusals' snapshot was taken while a second validator (an Effect Schema) still existed and
// agreed with this one case by case: every message stays word for word.

const valid = { projectId: 'demo', networks: [mainnet] }
const request = async () => null
const provider = { request }
const wallet = { chains: ['solana:devnet'], features: {} }
const without = <T extends object>(value: T, key: keyof T) => {
  const { [key]: _, ...rest } = value
  return rest
}
const net = (patch: Record<string, unknown>) => ({ ...valid, networks: [{ ...mainnet, ...patch }] })
const currency = (patch: Record<string, unknown>) =>
  net({ nativeCurrency: { ...mainnet.nativeCurrency, ...patch } })
const connector = (patch: Record<string, unknown>) => ({
  ...valid,
  connectors: [{ id: 'a', name: 'A', namespace: 'eip155', provider, ...patch }],
})

const accepted: Record<string, unknown> = {
  minimal: valid,
  many: { projectId: 'demo', networks: [mainnet, base, solana, bitcoin] },
  everything: {
    ...valid,
    networks: [mainnet, solana],
    metadata: { name: 'Demo', description: 'd', url: 'https://demo.test', icons: ['https://i'] },
    apiUrl: 'http://127.0.0.1:8787',
    frameUrl: 'http://127.0.0.1:8788/frame',
    features: { email: false, socials: ['github', 'google'], swaps: false, analytics: true },
    siwx: { required: true },
    allowUnsupportedChain: true,
    enableNetworkSwitch: false,
    themeMode: 'light',
    themeVariables: { '--latch-accent': '#3b82f6', '--latch-radius': 4 },
    connectors: [
      { id: 'a', name: 'A', namespace: 'eip155', provider },
      { id: 'a', name: 'A', icon: 'x', namespace: 'solana', provider: wallet },
    ],
    adapters: ['solana'],
    storage: makeMemoryBackend(),
    walletConnect: { relayUrl: 'ws://127.0.0.1:1' },
    locale: 'ar',
  },
  localeSpanish: { ...valid, locale: 'es' },
  localeRegion: { ...valid, locale: 'es-MX' },
  localeJapanese: { ...valid, locale: 'ja-JP' },
  localeUndefined: { ...valid, locale: undefined },
  basicMode: { ...valid, adapters: [] },
  metadataBare: { ...valid, metadata: { name: 'Demo', url: 'https://demo.test' } },
  socialsOff: { ...valid, features: { socials: false } },
  featuresUndefined: { ...valid, features: { socials: undefined, email: undefined, foo: true } },
  optionalsUndefined: {
    ...valid,
    metadata: undefined,
    themeMode: undefined,
    allowUnsupportedChain: undefined,
    walletConnect: undefined,
    storage: undefined,
  },
  walletConnectEmpty: { ...valid, walletConnect: {} },
  siwxEmpty: { ...valid, siwx: {} },
  bitcoinWithoutRpc: {
    projectId: 'demo',
    networks: [{ ...bitcoin, rpcUrls: { default: { http: [] } } }],
  },
  solanaNumericId: { ...valid, networks: [{ ...solana, id: 5, caipNetworkId: 'solana:5' }] },
  testnetFlag: net({ testnet: true }),
  extraNetworkKey: net({ extra: 1 }),
}

const refused: Record<string, unknown> = {
  notObject: null,
  notObjectString: 'x',
  array: [],
  unknownOption: { ...valid, themMode: 'dark' },
  projectIdEmpty: { ...valid, projectId: '' },
  projectIdBlank: { ...valid, projectId: ' \n' },
  projectIdMissing: { networks: [mainnet] },
  projectIdUndefined: { ...valid, projectId: undefined },
  projectIdNumber: { ...valid, projectId: 3 },
  fieldOrder: { networks: [], projectId: '' },
  networksMissing: { projectId: 'demo' },
  networksEmpty: { ...valid, networks: [] },
  networksNotArray: { ...valid, networks: {} },
  networkNotObject: { ...valid, networks: [3] },
  networkArray: { ...valid, networks: [[]] },
  idNegative: net({ id: -1 }),
  idZero: net({ id: 0 }),
  idFloat: net({ id: 1.5 }),
  idNaN: net({ id: Number.NaN }),
  idInfinite: net({ id: Number.POSITIVE_INFINITY }),
  idBoolean: net({ id: true }),
  idNull: net({ id: null }),
  idEmpty: net({ id: '' }),
  idStringOnEip155: net({ id: '1' }),
  idStringAndCaip: net({ id: '1', caipNetworkId: 'x' }),
  namespaceUnknown: net({ chainNamespace: 'cosmos' }),
  namespaceNumber: net({ chainNamespace: 3 }),
  caipWrong: net({ caipNetworkId: 'eip155:2' }),
  caipNumber: net({ caipNetworkId: 5 }),
  caipMissing: { ...valid, networks: [without(mainnet, 'caipNetworkId')] },
  nameEmpty: net({ name: '' }),
  nameUndefined: net({ name: undefined }),
  nameMissing: { ...valid, networks: [without(mainnet, 'name')] },
  currencyMissing: net({ nativeCurrency: undefined }),
  currencyNull: net({ nativeCurrency: null }),
  decimalsNegative: currency({ decimals: -1 }),
  decimalsFloat: currency({ decimals: 1.5 }),
  decimalsNaN: currency({ decimals: Number.NaN }),
  decimalsString: currency({ decimals: '18' }),
  symbolNumber: currency({ symbol: 1 }),
  rpcEmpty: net({ rpcUrls: {} }),
  rpcNull: net({ rpcUrls: null }),
  rpcDefaultNull: net({ rpcUrls: { default: null } }),
  rpcHttpMissing: net({ rpcUrls: { default: {} } }),
  rpcHttpNotArray: net({ rpcUrls: { default: { http: 'x' } } }),
  rpcNone: net({ rpcUrls: { default: { http: [] } } }),
  rpcBadUrl: net({ rpcUrls: { default: { http: ['nope'] } } }),
  rpcNumberUrl: net({ rpcUrls: { default: { http: [3] } } }),
  rpcChainDefault: net({ rpcUrls: { ...mainnet.rpcUrls, chainDefault: { http: ['x'] } } }),
  rpcTwoIssues: net({ caipNetworkId: 'eip155:2', rpcUrls: { default: { http: [] } } }),
  explorerUrl: net({ blockExplorers: { default: { name: 'a', url: 'x' } } }),
  explorerNull: net({ blockExplorers: null }),
  explorerNoDefault: net({ blockExplorers: {} }),
  explorerName: net({ blockExplorers: { default: { name: 3, url: 'https://a' } } }),
  testnetString: net({ testnet: 'y' }),
  networkRepeated: { ...valid, networks: [mainnet, base, mainnet] },
  solanaRepeated: { ...valid, networks: [solana, solana] },
  firstElementFirst: {
    ...valid,
    networks: [
      { ...mainnet, caipNetworkId: 'eip155:2' },
      { ...base, name: '' },
    ],
  },
  elementsBeforeRepeats: { ...valid, networks: [mainnet, mainnet, { ...base, name: '' }] },
  metadataNumber: { ...valid, metadata: 3 },
  metadataNull: { ...valid, metadata: null },
  metadataArray: { ...valid, metadata: [] },
  metadataName: { ...valid, metadata: { name: '', url: 'https://a' } },
  metadataBoth: { ...valid, metadata: { url: 'x', name: '' } },
  metadataUrl: { ...valid, metadata: { name: 'a', url: 'x' } },
  metadataUrlMissing: { ...valid, metadata: { name: 'a' } },
  metadataUrlNumber: { ...valid, metadata: { name: 'a', url: 3 } },
  metadataDescription: { ...valid, metadata: { name: 'a', url: 'https://a', description: 3 } },
  metadataIcons: { ...valid, metadata: { name: 'a', url: 'https://a', icons: 'x' } },
  metadataIcon: { ...valid, metadata: { name: 'a', url: 'https://a', icons: ['x'] } },
  metadataIconNumber: { ...valid, metadata: { name: 'a', url: 'https://a', icons: [3] } },
  apiUrlNumber: { ...valid, apiUrl: 3 },
  apiUrlFtp: { ...valid, apiUrl: 'ftp://example.com' },
  apiUrlWs: { ...valid, apiUrl: 'ws://a' },
  apiUrlSpace: { ...valid, apiUrl: 'http://a b' },
  frameUrl: { ...valid, frameUrl: 'nope' },
  featuresNumber: { ...valid, features: 3 },
  featuresArray: { ...valid, features: [] },
  featureEmail: { ...valid, features: { email: 3 } },
  socialsTrue: { ...valid, features: { socials: true } },
  socialsString: { ...valid, features: { socials: 'google' } },
  socialUnknown: { ...valid, features: { socials: ['myspace'] } },
  socialNumber: { ...valid, features: { socials: [3] } },
  socialRepeated: { ...valid, features: { socials: ['google', 'google'] } },
  siwxNumber: { ...valid, siwx: 3 },
  siwxNull: { ...valid, siwx: null },
  siwxRequired: { ...valid, siwx: { required: 'y' } },
  allowUnsupportedChain: { ...valid, allowUnsupportedChain: 'y' },
  allowUnsupportedChainNull: { ...valid, allowUnsupportedChain: null },
  enableNetworkSwitch: { ...valid, enableNetworkSwitch: 1 },
  themeBlue: { ...valid, themeMode: 'blue' },
  themeNumber: { ...valid, themeMode: 3 },
  themeNull: { ...valid, themeMode: null },
  themeVariablesNumber: { ...valid, themeVariables: 3 },
  themeVariablesArray: { ...valid, themeVariables: [] },
  themeVariableBoolean: { ...valid, themeVariables: { a: true } },
  themeVariableInfinite: { ...valid, themeVariables: { a: Number.POSITIVE_INFINITY } },
  themeVariableNaN: { ...valid, themeVariables: { a: Number.NaN } },
  connectorsNumber: { ...valid, connectors: 3 },
  connectorNumber: { ...valid, connectors: [3] },
  connectorId: connector({ id: '' }),
  connectorName: { ...valid, connectors: [{ id: 'a', namespace: 'eip155', provider }] },
  connectorIcon: connector({ icon: 3 }),
  connectorNamespace: connector({ namespace: 'x' }),
  connectorProviderNumber: connector({ provider: 3 }),
  connectorProviderNull: connector({ provider: null }),
  connectorProviderFunction: connector({ provider: Object.assign(() => {}, { request }) }),
  connectorProviderMissing: { ...valid, connectors: [{ id: 'a', name: 'A', namespace: 'eip155' }] },
  connectorNotEip1193: connector({ provider: {} }),
  connectorNotWalletStandard: connector({ namespace: 'solana', provider }),
  connectorChainsNotArray: connector({
    namespace: 'solana',
    provider: { chains: 'x', features: {} },
  }),
  connectorsRepeated: {
    ...valid,
    connectors: [
      { id: 'a', name: 'A', namespace: 'eip155', provider },
      { id: 'a', name: 'B', namespace: 'eip155', provider },
    ],
  },
  connectorElementsFirst: {
    ...valid,
    connectors: [
      { id: 'a', name: 'A', namespace: 'eip155', provider },
      { id: 'a', name: 'A', namespace: 'eip155', provider },
      { id: '', name: 'A', namespace: 'eip155', provider },
    ],
  },
  adaptersString: { ...valid, adapters: 'eip155' },
  adapterUnknown: { ...valid, adapters: ['x'] },
  adapterNumber: { ...valid, adapters: [3] },
  adaptersRepeated: { ...valid, adapters: ['eip155', 'eip155'] },
  adapterWithoutNetwork: { ...valid, adapters: ['eip155', 'bitcoin'] },
  adaptersAfterStorage: { ...valid, adapters: ['solana'], storage: 3 },
  storageEmpty: { ...valid, storage: {} },
  storageNull: { ...valid, storage: null },
  storageFunction: {
    ...valid,
    storage: Object.assign(() => {}, { getItem() {}, setItem() {}, removeItem() {} }),
  },
  walletConnectNumber: { ...valid, walletConnect: 3 },
  relayHttp: { ...valid, walletConnect: { relayUrl: 'http://x' } },
  relayEmpty: { ...valid, walletConnect: { relayUrl: '' } },
  relayNumber: { ...valid, walletConnect: { relayUrl: 3 } },
  localeGerman: { ...valid, locale: 'de' },
  localeWord: { ...valid, locale: 'english' },
  localeEmpty: { ...valid, locale: '' },
  localeDangling: { ...valid, locale: 'en-' },
  localeNumber: { ...valid, locale: 3 },
  localeNull: { ...valid, locale: null },
  localeBeforeAdapters: { ...valid, adapters: ['bitcoin'], locale: 'de' },
}

const outcome = (make: (options: LatchOptions) => unknown, options: unknown) => {
  try {
    return { config: make(options as LatchOptions) }
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    const { _tag, field, reason, message, details } = error
    return { error: { _tag, field, reason, message, details } }
  }
}

describe('resolveOptions', () => {
  it.each(Object.entries(accepted))(
    'parameters: resolves with the SPEC §9 defaults (%s)',
    (_, options) => {
      const config = outcome(resolveOptions, options)
      expect(config.error).toBeUndefined()
    },
  )

  it('default: keeps the app’s own networks, connectors and storage', () => {
    const storage = makeMemoryBackend()
    const connectors = [{ id: 'a', name: 'A', namespace: 'eip155' as const, provider }]
    const config = resolveOptions({ ...valid, storage, connectors })
    expect(config.networks).toBe(valid.networks)
    expect(config.defaultNetwork).toBe(mainnet)
    expect(config.connectors).toBe(connectors)
    expect(config.storage).toBe(storage)
  })

  it('parameters: apiUrl gives the Data API its base, without trailing slashes', () => {
    expect(resolveOptions(valid).dataApi).toBeUndefined()
    for (const apiUrl of [
      'http://127.0.0.1:8787',
      'http://127.0.0.1:8787/',
      'http://127.0.0.1:8787//',
    ])
      expect(resolveOptions({ ...valid, apiUrl })).toMatchObject({
        apiUrl,
        dataApi: { baseUrl: 'http://127.0.0.1:8787' },
      })
    expect(resolveOptions({ ...valid, apiUrl: 'https://a.test/api/' }).dataApi).toEqual({
      baseUrl: 'https://a.test/api',
    })
  })

  it('behavior: a visitor in a restricted time zone reaches the Data API at restrictedRegionApiUrl', () => {
    const options = {
      ...valid,
      apiUrl: 'https://api.example.test/',
      restrictedRegionApiUrl: 'https://api.example.cn/',
    }
    const inZone = (timeZone: string) => {
      const real = Intl.DateTimeFormat.prototype.resolvedOptions
      const spy = vi
        .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
        .mockImplementation(function (this: Intl.DateTimeFormat) {
          return { ...real.call(this), timeZone }
        })
      try {
        return resolveOptions(options).dataApi
      } finally {
        spy.mockRestore()
      }
    }
    for (const zone of ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau', 'asia/urumqi'])
      expect(inZone(zone)).toEqual({ baseUrl: 'https://api.example.cn' })
    for (const zone of ['Asia/Taipei', 'Asia/Tokyo', 'Europe/Berlin', 'UTC'])
      expect(inZone(zone)).toEqual({ baseUrl: 'https://api.example.test' })
    // Without the option, every visitor uses apiUrl.
    expect(resolveOptions({ ...valid, apiUrl: 'https://api.example.test' }).dataApi).toEqual({
      baseUrl: 'https://api.example.test',
    })
  })

  it('behavior: restrictedRegionApiUrl without apiUrl is refused naming the field', () => {
    expect(() =>
      resolveOptions({ ...valid, restrictedRegionApiUrl: 'https://api.example.cn' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[ConfigError: Invalid option "restrictedRegionApiUrl": needs apiUrl]`,
    )
  })

  it('default: speaks English unless told otherwise', () => {
    expect(resolveOptions(valid).locale).toBe('en')
    expect(resolveOptions({ ...valid, locale: 'ar-EG' }).locale).toBe('ar-EG')
  })

  it('behavior: a language Latch does not speak is refused naming the field', () => {
    expect(() => resolveOptions({ ...valid, locale: 'de' })).toThrowErrorMatchingInlineSnapshot(
      `[ConfigError: Invalid option "locale": must be "en" | "es" | "ja" | "ar", a region may follow (e.g. "es-MX")]`,
    )
  })

  it.each(Object.entries(refused))(
    'behavior: refuses naming the field, word for word (%s)',
    (_, options) => {
      const refusal = outcome(resolveOptions, options)
      expect(refusal.error).toBeDefined()
      expect(refusal.error).toMatchSnapshot()
    },
  )
})
