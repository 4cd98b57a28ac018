import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as C from '../../runtime/constants.ts'

/** SPEC.md, read from the shared folder next to the repository. */
const spec = readFileSync(
  fileURLToPath(new URL('../../../shared/spec/SPEC.md', import.meta.url)),
  'utf8',
).replace(/\s+/g, ' ')

/** The first capture of `pattern` in SPEC, or a failure naming the missing words. */
const figure = (pattern: RegExp, group = 1): string => {
  const match = spec.match(pattern)
  if (!match) throw new Error(`SPEC no longer says ${pattern}`)
  return match[group]!
}
const number = (text: string) => Number(text.replace(/,/g, ''))

const SECOND = 1000
const MINUTE = 60 * SECOND

/** Each row: the constant, SPEC's words with the figure captured, and the unit SPEC uses. */
const numbers: ReadonlyArray<
  readonly [name: string, value: number, pattern: RegExp, unit: number]
> = [
  ['SHAKE_MS', C.SHAKE_MS, /The modal has a (\d+) ms shake animation/, 1],
  ['MODAL_WIDTH_PX', C.MODAL_WIDTH_PX, /Modal width is (\d+)px/, 1],
  ['Z_INDEX', C.Z_INDEX, /theme z-index (\d+)/, 1],
  [
    'FRAME_READY_WAIT_MS',
    C.FRAME_READY_WAIT_MS,
    /ready on a ready event; wait (\d+) ms after it/,
    1,
  ],
  ['FRAME_READY_WAIT_MS (§9)', C.FRAME_READY_WAIT_MS, /post-ready wait (\d+) ms/, 1],
  ['FRAME_LOAD_TIMEOUT_MS', C.FRAME_LOAD_TIMEOUT_MS, /Frame load timeout (\d+) s/, SECOND],
  [
    'CONNECT_REQUEST_TIMEOUT_MS',
    C.CONNECT_REQUEST_TIMEOUT_MS,
    /connect\/social request timeout (\d+) s/,
    SECOND,
  ],
  ['DISCONNECT_WAIT_MS', C.DISCONNECT_WAIT_MS, /gives up waiting after (\d+) s/, SECOND],
  ['DISCONNECT_WAIT_MS (§9)', C.DISCONNECT_WAIT_MS, /disconnect wait (\d+) s/, SECOND],
  ['CONFIRM_TIMEOUT_MS', C.CONFIRM_TIMEOUT_MS, /confirm timeout (\d+) ms/, 1],
  ['CONFIRM_TIMEOUT_MS (§7)', C.CONFIRM_TIMEOUT_MS, /waits for confirmation up to (\d+) s/, SECOND],
  ['EMAIL_THROTTLE_MS', C.EMAIL_THROTTLE_MS, /E-mail code throttle (\d+) s/, SECOND],
  ['EMAIL_THROTTLE_MS (§5)', C.EMAIL_THROTTLE_MS, /throttle: under (\d+) s since the last/, SECOND],
  ['NAME_MIN_LENGTH', C.NAME_MIN_LENGTH, /name minimum length (\d+)/, 1],
  ['NAME_MIN_LENGTH (§5)', C.NAME_MIN_LENGTH, /hyphens only; at least (\d+) characters/, 1],
  ['EMAIL_DISPLAY_MAX', C.EMAIL_DISPLAY_MAX, /e-mail display truncated over (\d+) characters/, 1],
  ['MAX_EVM_CHAIN_ID', C.MAX_EVM_CHAIN_ID, /EVM chain id must be below (\d+)/, 1],
  ['MAX_CHAIN_ID', C.MAX_CHAIN_ID, /EVM chain id must be below (\d+)/, 1],
  ['PORTFOLIO_CACHE_MS', C.PORTFOLIO_CACHE_MS, /Cache lifetimes: portfolio (\d+) s/, SECOND],
  ['BALANCE_CACHE_MS', C.BALANCE_CACHE_MS, /Cache lifetimes: portfolio (\d+) s/, SECOND],
  ['NATIVE_BALANCE_CACHE_MS', C.NATIVE_BALANCE_CACHE_MS, /native balance (\d+) s/, SECOND],
  ['ENS_CACHE_MS', C.ENS_CACHE_MS, /ens (\d+) min/, MINUTE],
  ['IDENTITY_CACHE_MS', C.IDENTITY_CACHE_MS, /identity (\d+) min/, MINUTE],
  ['TOKEN_BALANCE_RETRY_MS', C.TOKEN_BALANCE_RETRY_MS, /Token balance retry after (\d+) s/, SECOND],
  [
    'TOKEN_BALANCE_RETRY_MS (§4)',
    C.TOKEN_BALANCE_RETRY_MS,
    /skipped within a (\d+) s retry window/,
    SECOND,
  ],
  ['RECENT_WALLETS', C.RECENT_WALLETS, /Recent wallets kept: (\d+)/, 1],
  [
    'PENDING_TRANSACTIONS_LIMIT',
    C.PENDING_TRANSACTIONS_LIMIT,
    /Pending transactions limit (\d+)/,
    1,
  ],
  [
    'PENDING_TRANSACTIONS_LIMIT (§4)',
    C.PENDING_TRANSACTIONS_LIMIT,
    /stops after (\d+) pending are counted/,
    1,
  ],
  ['PENDING_POLL_MS', C.PENDING_POLL_MS, /pending watch poll (\d+) ms/, 1],
  ['HTTP_TIMEOUT_MS', C.HTTP_TIMEOUT_MS, /HTTP timeout default (\d+) s/, SECOND],
  ['RPC_BATCH_SIZE', C.RPC_BATCH_SIZE, /batch size (\d+)/, 1],
  ['RPC_BATCH_SIZE (§7)', C.RPC_BATCH_SIZE, /batching up to (\d+)/, 1],
  ['RANK_SAMPLE_COUNT', C.RANK_SAMPLE_COUNT, /Fallback ranking sample (\d+)/, 1],
  ['RANK_STABILITY_WEIGHT', C.RANK_STABILITY_WEIGHT, /stability weight (\d+(?:\.\d+)?)/, 1],
  ['RANK_LATENCY_WEIGHT', C.RANK_LATENCY_WEIGHT, /latency weight (\d+(?:\.\d+)?)/, 1],
  [
    'ERROR_EVENTS_PER_MINUTE',
    C.ERROR_EVENTS_PER_MINUTE,
    /Error analytics capped at (\d+) per minute/,
    1,
  ],
  ['ERROR_EVENTS_WINDOW_MS', C.ERROR_EVENTS_WINDOW_MS, /capped at \d+ per (minute)/, 0],
  ['LOG_BUFFER_BYTES', C.LOG_BUFFER_BYTES, /Log buffer ([\d,]+) bytes/, 1],
  ['WALLET_PAGE_SIZE', C.WALLET_PAGE_SIZE, /Wallet page size (\d+)/, 1],
  ['WALLET_SEARCH_SIZE', C.WALLET_SEARCH_SIZE, /search size (\d+)/, 1],
  ['RECOMMENDED_WALLETS', C.RECOMMENDED_WALLETS, /recommended wallets (\d+)/, 1],
  ['SLIPPAGE_TOLERANCE', C.SLIPPAGE_TOLERANCE, /Slippage tolerance (\d+)/, 1],
  ['SWAP_NETWORK_COUNT', C.SWAP_NETWORK_COUNT, /(\d+) swap-supported networks/, 1],
  ['ONRAMP_FEE_PERCENT.min', C.ONRAMP_FEE_PERCENT.min, /fee range (\d+)-\d+%/, 1],
  ['ONRAMP_FEE_PERCENT.max', C.ONRAMP_FEE_PERCENT.max, /fee range \d+-(\d+)%/, 1],
  ['NATIVE_DECIMALS.eip155', C.NATIVE_DECIMALS.eip155, /Native decimals: EVM (\d+)/, 1],
  ['NATIVE_DECIMALS.solana', C.NATIVE_DECIMALS.solana, /Native decimals: [^.]*Solana (\d+)/, 1],
  ['NATIVE_DECIMALS.bitcoin', C.NATIVE_DECIMALS.bitcoin, /Native decimals: [^.]*Bitcoin (\d+)/, 1],
]

const words: Record<string, number> = { two: 2, minute: MINUTE }
const lists = (text: string) => text.split(/, | and | or /).map((item) => item.trim())
const camel = (text: string) => text.replace(/ (\w)/g, (_, c: string) => c.toUpperCase())

describe('constants', () => {
  it.each(numbers)('behavior: %s equals the figure SPEC states', (_name, value, pattern, unit) => {
    const text = figure(pattern)
    const stated = unit === 0 ? words[text]! : number(text) * unit
    expect(value).toBe(stated)
  })

  it('behavior: ONRAMP_PROVIDER_COUNT equals "Onramp providers: two"', () => {
    expect(C.ONRAMP_PROVIDER_COUNT).toBe(words[figure(/Onramp providers: (\w+),/)])
  })

  it('behavior: PENDING_POLL_ENABLED follows "(disabled by default)"', () => {
    figure(/pending watch poll \d+ ms \((disabled) by default\)/)
    expect(C.PENDING_POLL_ENABLED).toBe(false)
  })

  it('behavior: DEFAULT_LOG_LEVEL equals "default log level error"', () => {
    expect(C.DEFAULT_LOG_LEVEL).toBe(figure(/default log level (\w+)/))
  })

  it('behavior: ONRAMP_LIMITS and ONRAMP_CURRENCIES equal SPEC §9', () => {
    const pattern =
      /Default onramp limits: card ([\d.]+) to ([\d.]+), bank transfer ([\d.]+) to ([\d.]+); currencies (\w+) and (\w+)\./
    expect(C.ONRAMP_LIMITS).toEqual({
      card: { min: figure(pattern, 1), max: figure(pattern, 2) },
      bank_transfer: { min: figure(pattern, 3), max: figure(pattern, 4) },
    })
    expect(C.ONRAMP_CURRENCIES).toEqual([figure(pattern, 5), figure(pattern, 6)])
  })

  it('behavior: the orders and lists equal SPEC §9 word for word', () => {
    expect(C.WALLET_FEATURE_ORDER).toEqual(lists(figure(/Wallet feature order: ([^.]+)\./)))
    expect(C.CONNECTOR_ORDER).toEqual(lists(figure(/Connector order: ([^.]+)\./)))
    expect(C.DEFAULT_SOCIALS).toEqual(lists(figure(/e-mail on; socials ([^.]+)\./)))
    expect(C.DEFAULT_FEATURES.socials).toBe(C.DEFAULT_SOCIALS)
    expect(C.SOCIAL_PROVIDERS).toEqual(lists(figure(/Social provider: ([^.]+)\./)))
    expect(C.THEME_MODES).toEqual(lists(figure(/Theme mode: ([^.]+)\./)))
    expect(C.NAMESPACES).toEqual(lists(figure(/\(namespaces ([^;]+);/)))
    expect(C.AUTH_NAMESPACES).toEqual(lists(figure(/the embedded wallet supports ([^)]+)\)/)))
  })

  it('behavior: DEFAULT_ACCOUNT_TYPES equals SPEC §9', () => {
    const stated = lists(figure(/Default account types: ([^.]+)\./)).map((item) => {
      const [namespace, ...type] = item.split(' ')
      return [namespace, camel(type.join(' '))]
    })
    expect(Object.entries(C.DEFAULT_ACCOUNT_TYPES)).toEqual(stated)
  })

  it('behavior: DEFAULT_FEATURES switches follow SPEC §9', () => {
    const on = figure(/Default features: (receive and send on; activity on; e-mail on);/)
    expect(on).toBe('receive and send on; activity on; e-mail on')
    figure(/(Pay off; legal checkbox off)\./)
    expect(C.DEFAULT_FEATURES).toMatchObject({
      receive: true,
      send: true,
      activity: true,
      email: true,
      pay: false,
      legalCheckbox: false,
    })
  })

  it('behavior: NAMESPACE_SUPPORT equals SPEC §9 "Support"', () => {
    const pattern =
      /Support: send on ([^;]+); balances on ([^;]+); activity and names only ([^;]+); onramp ([^.]+)\./
    expect(C.NAMESPACE_SUPPORT).toEqual({
      send: lists(figure(pattern, 1)),
      balances: lists(figure(pattern, 2)),
      activity: lists(figure(pattern, 3)),
      names: lists(figure(pattern, 3)),
      onramp: lists(figure(pattern, 4)),
    })
  })
})
