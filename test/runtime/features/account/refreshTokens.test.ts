import { describe, expect, it } from '@effect/vitest'
import { Effect } from 'effect'
import { TestClock } from 'effect/testing'
import type { TokenBalance } from '../../../../generated/api/schemas.ts'
import { PORTFOLIO_CACHE_MS, TOKEN_BALANCE_RETRY_MS } from '../../../../runtime/constants.ts'
import { DataApiError } from '../../../../runtime/errors/DataApiError.ts'
import { walletError } from '../../../../runtime/errors/WalletError.ts'
import { refreshTokens } from '../../../../runtime/features/account/refreshTokens.ts'
import type { LatchOptions } from '../../../../runtime/services/Config.ts'
import { DataApi } from '../../../../runtime/services/DataApi.ts'
import { emptyAccount } from '../../../../runtime/state/types.ts'
import { flowLayer, testNetwork, unreachableNetwork } from '../../support/flowLayer.ts'
import { etherBalance, ldtAddress, ldtBalance } from '../../support/testTokens.ts'
import { testWallet } from '../../support/testWallet.ts'

const address = '0x00000000000000000000000000000000000000aa'
const caipAddress = `${testNetwork.caipNetworkId}:${address}`
const token = ldtAddress
const ether = etherBalance
const ldt = ldtBalance(5)
const points: TokenBalance = { ...ldt, symbol: 'PTS', quantity: { decimals: '0', numeric: '7' } }

const unavailable = () => Effect.fail(DataApiError.of('Network', 'getAccountBalance'))

/** A wallet whose answers to RPC calls come from `answer` (4200 by default); calls recorded. */
const wallet = (answer: (method: string, params: unknown) => unknown = () => undefined) => {
  const calls: string[] = []
  const connector = testWallet(({ method, params }) =>
    Effect.suspend(() => {
      calls.push(method)
      const value = answer(method, params)
      return value === undefined ? Effect.fail(walletError('Unsupported')) : Effect.succeed(value)
    }),
  )
  return { connector, calls }
}

/** A connected account; the balance call answers `balances` (or fails) and is counted. */
const setup = (
  options: {
    readonly balances?: () =>
      | ReturnType<typeof unavailable>
      | Effect.Effect<{ balances: TokenBalance[] }>
    readonly config?: Partial<LatchOptions>
    readonly wallet?: ReturnType<typeof wallet>
  } = {},
) => {
  let fetches = 0
  const w = options.wallet ?? wallet()
  const api = DataApi.layerTest({
    getAccountBalance: () =>
      Effect.suspend(() => {
        fetches++
        return options.balances?.() ?? Effect.succeed({ balances: [ether, ldt] })
      }),
  })
  const { layer, state } = flowLayer(
    [w.connector],
    { apiUrl: 'http://127.0.0.1:9', ...options.config },
    api,
  )
  state.connections.value = {
    eip155: {
      connectorId: 'w',
      accounts: [{ type: 'eoa', address }],
      caipNetworkId: testNetwork.caipNetworkId,
    },
  }
  state.account.value = { ...emptyAccount, address, caipAddress, status: 'connected' }
  return { layer, state, fetches: () => fetches, walletCalls: w.calls }
}

describe('refreshTokens (SPEC §3 token balances)', () => {
  it.effect("default: the Data API's balances land in state.account, decimals '0' dropped", () => {
    const s = setup({ balances: () => Effect.succeed({ balances: [ether, points, ldt] }) })
    return Effect.gen(function* () {
      yield* refreshTokens()
      expect(s.state.account.value).toMatchObject({
        tokenBalance: [ether, ldt],
        tokenBalanceStatus: 'ready',
        tokenBalanceError: undefined,
      })
      // The wallet was asked for its capabilities first (it has none).
      expect(s.walletCalls).toEqual(['wallet_getCapabilities'])
    }).pipe(Effect.provide(s.layer))
  })

  it.effect(
    'behavior: a load within PORTFOLIO_CACHE_MS uses the cache; one at 30 s fetches again',
    () => {
      const s = setup()
      return Effect.gen(function* () {
        yield* refreshTokens()
        yield* TestClock.adjust(PORTFOLIO_CACHE_MS - 1)
        yield* refreshTokens()
        expect(s.fetches()).toBe(1)
        yield* TestClock.adjust(1)
        yield* refreshTokens()
        expect(s.fetches()).toBe(2)
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect('parameters: force reads past the cache (after a send)', () => {
    const s = setup()
    return Effect.gen(function* () {
      yield* refreshTokens()
      yield* refreshTokens({ force: true })
      expect(s.fetches()).toBe(2)
    }).pipe(Effect.provide(s.layer))
  })

  it.effect(
    "behavior: a failure shows 'Token Balance Unavailable' once; loads inside TOKEN_BALANCE_RETRY_MS are skipped",
    () => {
      let fail = true
      const s = setup({
        balances: () => (fail ? unavailable() : Effect.succeed({ balances: [ether] })),
      })
      return Effect.gen(function* () {
        yield* refreshTokens()
        expect(s.state.account.value).toMatchObject({
          tokenBalance: [],
          tokenBalanceStatus: 'error',
          tokenBalanceError: 'Token Balance Unavailable',
          lastRetry: 0,
        })
        expect(s.state.toast.value?.message).toMatchInlineSnapshot(`"Token Balance Unavailable"`)
        const firstToast = s.state.toast.value?.id
        fail = false
        yield* TestClock.adjust(TOKEN_BALANCE_RETRY_MS - 1)
        yield* refreshTokens()
        yield* refreshTokens({ force: true })
        expect(s.fetches()).toBe(1)
        expect(s.state.account.value.tokenBalanceStatus).toBe('error')
        expect(s.state.toast.value?.id).toBe(firstToast)
        yield* TestClock.adjust(1)
        yield* refreshTokens()
        expect(s.fetches()).toBe(2)
        expect(s.state.account.value).toMatchObject({
          tokenBalance: [ether],
          tokenBalanceStatus: 'ready',
          tokenBalanceError: undefined,
        })
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect('behavior: a Data API alert reason also raises its alert', () => {
    const s = setup({
      balances: () =>
        Effect.fail(DataApiError.of('RateLimited', 'getAccountBalance', { status: 429 })),
    })
    return Effect.gen(function* () {
      yield* refreshTokens()
      expect(s.state.toast.value?.message).toBe('Token Balance Unavailable')
      expect(s.state.alert.value?.message).toBe('Rate Limited')
    }).pipe(Effect.provide(s.layer))
  })

  it.effect('behavior: without apiUrl and without wallet_getAssets, tokens are unavailable', () => {
    const s = setup({ config: { apiUrl: undefined } })
    return Effect.gen(function* () {
      yield* refreshTokens()
      expect(s.state.account.value.tokenBalanceStatus).toBe('unavailable')
      expect(s.fetches()).toBe(0)
      expect(s.state.toast.value).toBeUndefined()
    }).pipe(Effect.provide(s.layer))
  })

  it.effect('behavior: a network the app does not list has no tokens', () => {
    const s = setup()
    const other = unreachableNetwork(999, 'Other Chain')
    return Effect.gen(function* () {
      s.state.network.value = other
      s.state.account.value = {
        ...s.state.account.value,
        caipAddress: `${other.caipNetworkId}:${address}`,
      }
      yield* refreshTokens()
      expect(s.state.account.value.tokenBalanceStatus).toBe('unavailable')
      expect(s.fetches()).toBe(0)
    }).pipe(Effect.provide(s.layer))
  })
})

/** A wallet with ERC-7811 asset discovery on the test chain (0x7a69) answering `assets`. */
const discovering = (assets: unknown) =>
  wallet((method) => {
    if (method === 'wallet_getCapabilities')
      return { '0x7a69': { assetDiscovery: { supported: true } } }
    if (method === 'wallet_getAssets') return { '0x7a69': assets }
    return undefined
  })

const nativeAsset = {
  address: '0x0000000000000000000000000000000000000000',
  balance: '0xde0b6b3a7640000',
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: '' },
}
const tokenAsset = {
  address: token,
  balance: '0x4563918244f40000',
  type: 'ERC20',
  metadata: { name: 'Latch Dev Token', symbol: 'LDT', decimals: 18, price: 1, iconUrl: '' },
}

describe('refreshTokens (wallet_getAssets, SPEC §5)', () => {
  it.effect('default: a wallet reporting asset discovery is asked instead of the Data API', () => {
    const s = setup({ wallet: discovering([nativeAsset, tokenAsset]) })
    return Effect.gen(function* () {
      yield* refreshTokens()
      expect(s.walletCalls).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
      expect(s.fetches()).toBe(0)
      expect(s.state.account.value.tokenBalance).toEqual([ether, ldt])
    }).pipe(Effect.provide(s.layer))
  })

  it.effect('behavior: works without apiUrl (the wallet is the source)', () => {
    const s = setup({ wallet: discovering([nativeAsset]), config: { apiUrl: undefined } })
    return Effect.gen(function* () {
      yield* refreshTokens()
      expect(s.state.account.value).toMatchObject({
        tokenBalance: [ether],
        tokenBalanceStatus: 'ready',
      })
    }).pipe(Effect.provide(s.layer))
  })

  it.effect.each([
    ['a non-string address', { ...tokenAsset, address: 42 }],
    ['a non-hex balance', { ...tokenAsset, balance: '5' }],
    ['type ERC721', { ...tokenAsset, type: 'ERC721' }],
    ['string decimals', { ...tokenAsset, metadata: { ...tokenAsset.metadata, decimals: '18' } }],
    ['no price', { ...tokenAsset, metadata: { ...tokenAsset.metadata, price: undefined } }],
    ['no iconUrl', { ...tokenAsset, metadata: { ...tokenAsset.metadata, iconUrl: undefined } }],
  ])('behavior: one asset with %s refuses the whole answer; the Data API is used', ([, bad]) => {
    const s = setup({ wallet: discovering([nativeAsset, bad]) })
    return Effect.gen(function* () {
      yield* refreshTokens()
      expect(s.fetches()).toBe(1)
      expect(s.state.account.value.tokenBalance).toEqual([ether, ldt])
    }).pipe(Effect.provide(s.layer))
  })

  it.effect("behavior: a refused answer without apiUrl is 'Token Balance Unavailable'", () => {
    const s = setup({
      wallet: discovering([{ ...nativeAsset, type: 'SPL' }]),
      config: { apiUrl: undefined },
    })
    return Effect.gen(function* () {
      yield* refreshTokens()
      expect(s.state.account.value.tokenBalanceError).toBe('Token Balance Unavailable')
    }).pipe(Effect.provide(s.layer))
  })
})
