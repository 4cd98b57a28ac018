import { describe, expect, it } from '@effect/vitest'
import { Effect, Exit } from 'effect'
import { DEFAULT_FEATURES } from '../../../runtime/constants.ts'
import { base, bitcoin, mainnet, solana } from '../../../runtime/networks.ts'
import {
  Config,
  ConfigError,
  type LatchOptions,
  PROJECT_ID_NOT_CONFIGURED,
} from '../../../runtime/services/Config.ts'
import { makeMemoryBackend } from '../../../runtime/services/Storage.ts'

const valid = { projectId: 'demo', networks: [mainnet, base, solana] } satisfies LatchOptions
const request = async () => null

const failure = (options: unknown): ConfigError => {
  try {
    Config.makeSync(options as LatchOptions)
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  throw new Error('expected a ConfigError')
}

describe('Config', () => {
  it('default', () => {
    const config = Config.makeSync(valid)
    expect(config.projectId).toBe('demo')
    expect(config.networks[0]).toBe(mainnet)
    expect(config.defaultNetwork).toBe(mainnet)
    expect(config.features).toEqual(DEFAULT_FEATURES)
    expect({
      adapters: config.adapters,
      allowUnsupportedChain: config.allowUnsupportedChain,
      enableNetworkSwitch: config.enableNetworkSwitch,
      themeMode: config.themeMode,
      themeVariables: config.themeVariables,
      siwx: config.siwx,
      connectors: config.connectors,
      apiUrl: config.apiUrl,
      metadata: config.metadata,
      storage: config.storage,
    }).toMatchInlineSnapshot(`
      {
        "adapters": [
          "eip155",
          "solana",
        ],
        "allowUnsupportedChain": false,
        "apiUrl": undefined,
        "connectors": [],
        "enableNetworkSwitch": true,
        "metadata": undefined,
        "siwx": undefined,
        "storage": undefined,
        "themeMode": "dark",
        "themeVariables": {},
      }
    `)
  })

  it('parameters: features merge over the SPEC §9 defaults', () => {
    const config = Config.makeSync({
      ...valid,
      features: { swaps: false, pay: true, socials: ['github', 'google'] },
    })
    expect(config.features).toEqual({
      ...DEFAULT_FEATURES,
      swaps: false,
      pay: true,
      socials: ['github', 'google'],
    })
    expect(Config.makeSync({ ...valid, features: { socials: false } }).features.socials).toEqual([])
  })

  it('parameters: siwx, adapters, theme, metadata, storage, connectors', () => {
    const storage = makeMemoryBackend()
    const provider = { request: async () => null }
    const config = Config.makeSync({
      ...valid,
      siwx: {},
      adapters: [],
      themeMode: 'light',
      themeVariables: { '--latch-accent': '#3b82f6' },
      metadata: { name: 'Demo', url: 'https://demo.test' },
      apiUrl: 'http://127.0.0.1:8787',
      frameUrl: 'http://127.0.0.1:8788/frame',
      allowUnsupportedChain: true,
      enableNetworkSwitch: false,
      storage,
      connectors: [{ id: 'dev', name: 'Dev', namespace: 'eip155', provider }],
    })
    expect(config.siwx).toEqual({ required: false })
    expect(config.adapters).toEqual([])
    expect(config.themeMode).toBe('light')
    expect(config.themeVariables).toEqual({ '--latch-accent': '#3b82f6' })
    expect(config.metadata).toEqual({
      name: 'Demo',
      description: '',
      url: 'https://demo.test',
      icons: [],
    })
    expect(config.apiUrl).toBe('http://127.0.0.1:8787')
    expect(config.allowUnsupportedChain).toBe(true)
    expect(config.enableNetworkSwitch).toBe(false)
    expect(config.storage).toBe(storage)
    expect(config.connectors[0]?.provider).toBe(provider)
  })

  it('behavior: an empty or missing projectId is the "Project ID Not Configured" alert', () => {
    for (const options of [
      { ...valid, projectId: '' },
      { ...valid, projectId: '  ' },
      { networks: valid.networks },
    ]) {
      const error = failure(options)
      expect(error._tag).toBe('ConfigError')
      expect(error.field).toBe('projectId')
      expect(error.message).toBe(PROJECT_ID_NOT_CONFIGURED)
      expect(error.message).toBe('Project ID Not Configured')
    }
  })

  const bad: ReadonlyArray<
    readonly [name: string, options: unknown, field: string, reason: RegExp]
  > = [
    ['networks empty', { ...valid, networks: [] }, 'networks', /at least one network/],
    ['networks missing', { projectId: 'demo' }, 'networks', /Missing key/],
    [
      'network name',
      { ...valid, networks: [{ ...mainnet, name: '' }] },
      'networks[0].name',
      /empty/,
    ],
    [
      'network repeated',
      { ...valid, networks: [mainnet, base, mainnet] },
      'networks[2]',
      /duplicates eip155:1/,
    ],
    [
      'network caip id',
      { ...valid, networks: [{ ...mainnet, caipNetworkId: 'eip155:2' }] },
      'networks[0].caipNetworkId',
      /must be "eip155:1"/,
    ],
    [
      'network without RPC',
      { ...valid, networks: [{ ...mainnet, rpcUrls: { default: { http: [] } } }] },
      'networks[0].rpcUrls.default.http',
      /must list an RPC URL/,
    ],
    [
      'network RPC URL',
      { ...valid, networks: [{ ...mainnet, rpcUrls: { default: { http: ['nope'] } } }] },
      'networks[0].rpcUrls.default.http[0]',
      /http\(s\) URL/,
    ],
    [
      'eip155 string id',
      { ...valid, networks: [{ ...mainnet, id: '1' }] },
      'networks[0].id',
      /number/,
    ],
    ['themeMode', { ...valid, themeMode: 'blue' }, 'themeMode', /"light" \| "dark"/],
    ['features.email', { ...valid, features: { email: 3 } }, 'features.email', /boolean/],
    [
      'features.socials',
      { ...valid, features: { socials: ['myspace'] } },
      'features.socials[0]',
      /"google"/,
    ],
    ['apiUrl', { ...valid, apiUrl: 'ftp://example.com' }, 'apiUrl', /http\(s\) URL/],
    [
      'adapters',
      { ...valid, networks: [mainnet], adapters: ['eip155', 'bitcoin'] },
      'adapters[1]',
      /no network/,
    ],
    ['adapters repeated', { ...valid, adapters: ['eip155', 'eip155'] }, 'adapters', /repeat/],
    ['unknown option', { ...valid, themMode: 'dark' }, 'themMode', /is not a Latch option/],
    ['storage', { ...valid, storage: {} }, 'storage', /getItem/],
    [
      'connectors repeated',
      {
        ...valid,
        connectors: [
          { id: 'a', name: 'A', namespace: 'eip155', provider: { request } },
          { id: 'a', name: 'B', namespace: 'eip155', provider: { request } },
        ],
      },
      'connectors[1].id',
      /repeat/,
    ],
    [
      'connector without a request function',
      { ...valid, connectors: [{ id: 'a', name: 'A', namespace: 'eip155', provider: {} }] },
      'connectors[0].provider',
      /EIP-1193/,
    ],
    [
      'solana connector that is no Wallet Standard wallet',
      {
        ...valid,
        connectors: [{ id: 'a', name: 'A', namespace: 'solana', provider: { request } }],
      },
      'connectors[0].provider',
      /Wallet Standard/,
    ],
    ['options not an object', null, 'options', /object/],
  ]

  it('parameters: connectors may share an id across namespaces', () => {
    const wallet = { chains: ['solana:devnet'], features: {} }
    const config = Config.makeSync({
      ...valid,
      connectors: [
        { id: 'a', name: 'A', namespace: 'eip155', provider: { request } },
        { id: 'a', name: 'A', namespace: 'solana', provider: wallet },
      ],
    })
    expect(config.connectors.map((c) => c.namespace)).toEqual(['eip155', 'solana'])
  })

  it.each(bad)(
    'behavior: a bad option fails naming the field (%s)',
    (_name, options, field, reason) => {
      const error = failure(options)
      expect(error.field).toBe(field)
      expect(error.reason).toMatch(reason)
      expect(error.message).toBe(`Invalid option "${field}": ${error.reason}`)
    },
  )

  it('behavior: bitcoin networks need no RPC URL', () => {
    expect(Config.makeSync({ projectId: 'demo', networks: [bitcoin] }).adapters).toEqual([
      'bitcoin',
    ])
  })

  it.effect('behavior: Config.layer fails at once with the ConfigError', () =>
    Effect.gen(function* () {
      const exit = yield* Effect.exit(
        Effect.provide(Effect.service(Config), Config.layer({ ...valid, networks: [] })),
      )
      expect(Exit.isFailure(exit)).toBe(true)
      const error = yield* Effect.flip(
        Effect.provide(Effect.service(Config), Config.layer({ ...valid, networks: [] })),
      )
      expect(error.field).toBe('networks')
    }),
  )

  it.effect('behavior: Config.layer provides the resolved config', () =>
    Effect.gen(function* () {
      const config = yield* Config
      expect(config.defaultNetwork).toBe(mainnet)
      expect(config.adapters).toEqual(['eip155', 'solana'])
    }).pipe(Effect.provide(Config.layer(valid))),
  )

  it.effect('parameters: Config.layerTest', () =>
    Effect.gen(function* () {
      const config = yield* Config
      expect(config.projectId).toBe('test')
      expect(config.networks).toEqual([mainnet])
      expect(config.themeMode).toBe('light')
    }).pipe(Effect.provide(Config.layerTest({ themeMode: 'light' }))),
  )
})
