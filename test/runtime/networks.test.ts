import * as viemChains from 'viem/chains'
import { describe, expect, it } from 'vitest'
import {
  arbitrum,
  avalanche,
  base,
  bitcoin,
  bitcoinTestnet,
  bsc,
  defineNetwork,
  mainnet,
  type Network,
  optimism,
  polygon,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '../../runtime/networks.ts'

/** SPEC §9 "Built-in chains", with the CAIP-2 ids issue 3 names. */
const builtIn: ReadonlyArray<
  readonly [
    network: Network,
    name: string,
    caipNetworkId: string,
    decimals: number,
    testnet: boolean,
  ]
> = [
  [arbitrum, 'Arbitrum One', 'eip155:42161', 18, false],
  [avalanche, 'Avalanche', 'eip155:43114', 18, false],
  [base, 'Base', 'eip155:8453', 18, false],
  [bsc, 'BNB Smart Chain', 'eip155:56', 18, false],
  [mainnet, 'Ethereum', 'eip155:1', 18, false],
  [optimism, 'OP Mainnet', 'eip155:10', 18, false],
  [polygon, 'Polygon', 'eip155:137', 18, false],
  [solana, 'Solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 9, false],
  [solanaDevnet, 'Solana Devnet', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 9, true],
  [solanaTestnet, 'Solana Testnet', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 9, true],
  [bitcoin, 'Bitcoin', 'bip122:000000000019d6689c085ae165831e93', 8, false],
  [bitcoinTestnet, 'Bitcoin Testnet', 'bip122:000000000933ea01ad0ee984209779ba', 8, true],
]

describe('networks', () => {
  it.each(builtIn)('default: %o', (network, name, caipNetworkId, decimals, testnet) => {
    expect(network.name).toBe(name)
    expect(network.caipNetworkId).toBe(caipNetworkId)
    expect(caipNetworkId.endsWith(`:${network.id}`)).toBe(true)
    expect(network.nativeCurrency.decimals).toBe(decimals)
    expect(network.testnet).toBe(testnet)
    expect(network.blockExplorers?.default.url).toMatch(/^https:\/\//)
    for (const url of network.rpcUrls.default.http) expect(url).toMatch(/^https:\/\//)
    if (network.chainNamespace !== 'bitcoin')
      expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
    expect(Object.isFrozen(network)).toBe(true)
  })

  it('behavior: EVM networks carry viem’s chain id, currency, RPC and explorer', () => {
    const pairs = [
      [mainnet, viemChains.mainnet],
      [arbitrum, viemChains.arbitrum],
      [avalanche, viemChains.avalanche],
      [base, viemChains.base],
      [bsc, viemChains.bsc],
      [optimism, viemChains.optimism],
      [polygon, viemChains.polygon],
    ] as const
    for (const [network, chain] of pairs) {
      expect(network.chainNamespace).toBe('eip155')
      expect(network.id).toBe(chain.id)
      expect(network.nativeCurrency).toEqual(chain.nativeCurrency)
      expect(network.rpcUrls.default.http).toEqual(chain.rpcUrls.default.http)
      expect(network.rpcUrls.chainDefault?.http).toEqual(chain.rpcUrls.default.http)
      expect(network.blockExplorers?.default.url).toBe(chain.blockExplorers.default.url)
      // Written out in runtime/networks.ts (viem stays out of an app's entry): kept equal here.
      expect(network.name).toBe(chain.name)
      expect(network.blockExplorers?.default.name).toBe(chain.blockExplorers.default.name)
      expect(network.testnet).toBe(chain.testnet ?? false)
    }
  })

  it('behavior: the namespaces of the built-in networks', () => {
    expect(builtIn.map(([network]) => network.chainNamespace)).toEqual([
      ...Array(7).fill('eip155'),
      ...Array(3).fill('solana'),
      ...Array(2).fill('bitcoin'),
    ])
  })

  it('parameters: defineNetwork fills caipNetworkId and testnet', () => {
    const local = defineNetwork({
      id: 31337,
      chainNamespace: 'eip155',
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    })
    expect(local).toMatchInlineSnapshot(`
      {
        "caipNetworkId": "eip155:31337",
        "chainNamespace": "eip155",
        "id": 31337,
        "name": "Local",
        "nativeCurrency": {
          "decimals": 18,
          "name": "Ether",
          "symbol": "ETH",
        },
        "rpcUrls": {
          "default": {
            "http": [
              "http://127.0.0.1:8545",
            ],
          },
        },
        "testnet": false,
      }
    `)
    const regtest = defineNetwork({
      id: '0f9188f13cb7b2c71f2a335e3a4fc328',
      chainNamespace: 'bitcoin',
      name: 'Regtest',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: [] } },
      testnet: true,
    })
    expect(regtest.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    expect(regtest.testnet).toBe(true)
  })

  it('parameters: defineNetwork keeps a given caipNetworkId', () => {
    const custom = defineNetwork({ ...mainnet, caipNetworkId: 'eip155:1', name: 'Mine' })
    expect(custom.caipNetworkId).toBe('eip155:1')
    expect(custom.name).toBe('Mine')
  })
})
