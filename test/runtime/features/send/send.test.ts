import { describe, expect, it } from '@effect/vitest'
import { Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import { decodeFunctionData, erc20Abi, type TransactionReceipt } from 'viem'
import type { RpcRequest } from '../../../../runtime/connectors/Connector.ts'
import { CONFIRM_TIMEOUT_MS } from '../../../../runtime/constants.ts'
import { send } from '../../../../runtime/features/send/send.ts'
import { updateSend } from '../../../../runtime/features/send/sendForm.ts'
import { sendAmountOf, validateSend } from '../../../../runtime/features/send/sendValidate.ts'
import { ChainRpc, type ChainRpcService } from '../../../../runtime/services/ChainRpc.ts'
import { connectAs, flowLayer, testNetwork } from '../../support/flowLayer.ts'
import { etherBalance, ldtAddress, ldtBalance } from '../../support/testTokens.ts'
import { testWallet } from '../../support/testWallet.ts'

const from = '0x00000000000000000000000000000000000000aa'
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'ab'.repeat(32)}` as const
const eth = etherBalance
const ldt = ldtBalance(100)
/** A token of 6 decimals (as USDC), 100 held. */
const usdc = {
  ...ldt,
  symbol: 'USDC',
  quantity: { decimals: '6', numeric: '100.123456' },
} as const

/** A connected wallet answering `eth_sendTransaction` with `hash`; records every request. */
const setup = (waitForReceipt: ChainRpcService['waitForReceipt']) => {
  const requests: RpcRequest[] = []
  let reads = 0
  // Only sends are recorded; the token refresh asks wallet_getCapabilities (answered: none).
  const wallet = testWallet((rpc) =>
    Effect.sync(() => {
      if (rpc.method !== 'eth_sendTransaction') return {}
      requests.push(rpc)
      return hash
    }),
  )
  const rpc = ChainRpc.layerTest({
    waitForReceipt,
    getBalance: () => Effect.sync(() => BigInt(++reads) * 10n ** 18n),
  })
  const { layer, state } = flowLayer([wallet], {}, undefined, rpc)
  connectAs(state, from, { account: { balance: '1' } })
  return { layer, state, requests, reads: () => reads }
}

const mined =
  (status: 'success' | 'reverted' = 'success') =>
  () =>
    Effect.succeed({ status } as TransactionReceipt)

describe('validateSend (SPEC §5)', () => {
  const good = { namespace: 'eip155', token: eth, amount: '0.5', receiver } as const
  it.each([
    ['bitcoin', { ...good, namespace: 'bitcoin' }, 'Unsupported chain'],
    ['no amount', { ...good, amount: '' }, 'An amount and receiver address are required'],
    ['no receiver', { ...good, receiver: ' ' }, 'An amount and receiver address are required'],
    [
      'non-numeric amount',
      { ...good, amount: 'abc' },
      'An amount and receiver address are required',
    ],
    ['zero amount', { ...good, amount: '0.0' }, 'An amount and receiver address are required'],
    ['no token', { ...good, token: undefined }, 'A token is required'],
    [
      'a token of the network the wallet left',
      { ...good, chainId: `${eth.chainId}0` },
      'A token is required',
    ],
    ['malformed receiver', { ...good, receiver: '0x1234' }, 'Invalid receiver address'],
    ['over the balance', { ...good, amount: '1.000000000000000001' }, 'Insufficient balance'],
    [
      'more decimals than the token has (it would round to 0)',
      { ...good, token: usdc, amount: '0.0000001' },
      'USDC takes at most 6 decimals',
    ],
    [
      'more decimals than the token has (it would round up)',
      { ...good, token: usdc, amount: '0.1234567' },
      'USDC takes at most 6 decimals',
    ],
    [
      'more decimals than SOL has',
      {
        ...good,
        namespace: 'solana',
        token: { ...eth, symbol: 'SOL', quantity: { decimals: '9', numeric: '2' } },
        amount: '1.0000000001',
        receiver: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      },
      'SOL takes at most 9 decimals',
    ],
  ] as const)('rule: %s', (_, input, message) => {
    const result = validateSend(input)
    expect('message' in result ? result.message : result).toBe(message)
  })

  it('default: the whole balance, and a solana receiver', () => {
    expect(validateSend({ ...good, amount: '1' })).toMatchObject({ amount: 10n ** 18n, receiver })
    expect(
      validateSend({
        ...good,
        namespace: 'solana',
        token: { ...eth, quantity: { decimals: '9', numeric: '2' } },
        receiver: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      }),
    ).toMatchObject({ amount: 500_000_000n })
  })

  it("rule: the token's own decimals are taken exactly; trailing zeros are not decimals", () => {
    expect([
      validateSend({ ...good, token: usdc, amount: '0.123456' }),
      validateSend({ ...good, token: usdc, amount: '0.1234560000' }),
      validateSend({ ...good, token: usdc, amount: usdc.quantity.numeric }),
    ]).toMatchObject([{ amount: 123_456n }, { amount: 123_456n }, { amount: 100_123_456n }])
  })

  it('rule: a non-numeric amount counts as zero', () => {
    expect([
      sendAmountOf('1e3'),
      sendAmountOf('-1'),
      sendAmountOf(' 2. '),
      sendAmountOf('.5'),
    ]).toEqual(['0', '0', '2.', '.5'])
  })
})

describe('updateSend (the inline checks)', () => {
  it.effect(
    'behavior: incomplete stays quiet; a bad receiver or amount shows; a good form is ready',
    () => {
      const s = setup(mined())
      return Effect.gen(function* () {
        yield* updateSend({ token: eth, amount: '' })
        expect(s.state.send.value).toMatchObject({
          ready: false,
          invalid: undefined,
          incomplete: 'An amount and receiver address are required',
        })
        // Typed but no number: it counts as zero (SPEC §5), and the form says what is wrong.
        yield* updateSend({ amount: 'abc' })
        expect(s.state.send.value).toMatchObject({
          ready: false,
          invalid: 'Enter the amount as a number, like 1234.5',
        })
        yield* updateSend({ amount: '0.5', receiver: '0x12' })
        expect(s.state.send.value).toMatchObject({
          ready: false,
          invalid: 'Invalid receiver address',
        })
        yield* updateSend({ receiver })
        expect(s.state.send.value).toMatchObject({
          ready: true,
          invalid: undefined,
          receiverAddress: receiver,
        })
        yield* updateSend({ amount: '5' })
        expect(s.state.send.value).toMatchObject({ ready: false, invalid: 'Insufficient balance' })
        yield* updateSend({ token: usdc, amount: '0.1234567' })
        expect(s.state.send.value).toMatchObject({
          ready: false,
          invalid: 'USDC takes at most 6 decimals',
        })
      }).pipe(Effect.provide(s.layer))
    },
  )
})

describe('send', () => {
  it.effect(
    'default: native send(), the receipt, the balance read past its cache, the form cleared',
    () => {
      const s = setup(mined())
      return Effect.gen(function* () {
        yield* updateSend({ token: eth, amount: '0.01', receiver })
        const result = yield* send()
        expect(result).toEqual({ hash, confirmed: true })
        expect(s.requests).toEqual([
          {
            method: 'eth_sendTransaction',
            params: [{ from, to: receiver, value: '0x2386f26fc10000' }],
          },
        ])
        expect(s.reads()).toBe(1)
        expect(s.state.account.value.balance).toBe('1')
        expect(s.state.send.value).toMatchObject({
          status: 'sent',
          hash,
          confirmed: true,
          sendTokenAmount: undefined,
          receiverAddress: undefined,
        })
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect('parameters: an ERC-20 is sent as transfer(receiver, amount) to its contract', () => {
    const s = setup(mined())
    return Effect.gen(function* () {
      yield* updateSend({ token: ldt, amount: '5', receiver })
      yield* send()
      const tx = (s.requests[0]!.params as [{ to: string; data: `0x${string}`; value?: string }])[0]
      expect(tx.to).toBe(ldtAddress)
      expect(tx.value).toBeUndefined()
      expect(decodeFunctionData({ abi: erc20Abi, data: tx.data })).toEqual({
        functionName: 'transfer',
        args: [receiver, 5n * 10n ** 18n],
      })
    }).pipe(Effect.provide(s.layer))
  })

  it.effect(
    'rule: the send waits for the receipt CONFIRM_TIMEOUT_MS (25 s), then stays sent unconfirmed',
    () => {
      const s = setup(() => Effect.never)
      return Effect.gen(function* () {
        yield* updateSend({ token: eth, amount: '0.01', receiver })
        const fiber = yield* Effect.forkChild(send())
        yield* TestClock.adjust(CONFIRM_TIMEOUT_MS - 1)
        expect(fiber.pollUnsafe()).toBeUndefined()
        expect(s.state.send.value.status).toBe('confirming')
        yield* TestClock.adjust(1)
        expect(yield* Fiber.join(fiber)).toEqual({ hash, confirmed: false })
        expect(s.state.send.value).toMatchObject({ status: 'sent', confirmed: false })
        expect(s.reads()).toBe(1)
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect('behavior: a reverted transfer fails with its own message', () => {
    const s = setup(mined('reverted'))
    return Effect.gen(function* () {
      yield* updateSend({ token: ldt, amount: '5', receiver })
      const error = yield* Effect.flip(send())
      expect(error.message).toBe('The transaction failed on chain')
      expect(s.state.send.value).toMatchObject({ status: 'error', error: error.message })
    }).pipe(Effect.provide(s.layer))
  })

  it.effect.each([
    [{ token: eth, amount: '2', receiver }, 'Insufficient balance'],
    [{ token: eth, amount: '0.1', receiver: 'not-an-address' }, 'Invalid receiver address'],
    [{ token: eth, amount: 'ten', receiver }, 'An amount and receiver address are required'],
    [{ token: undefined, amount: '1', receiver }, 'A token is required'],
    [{ token: usdc, amount: '0.0000001', receiver }, 'USDC takes at most 6 decimals'],
    [{ token: usdc, amount: '0.1234567', receiver }, 'USDC takes at most 6 decimals'],
  ] as const)('rule: %j is refused inline and nothing is sent', ([form, message]) => {
    const s = setup(mined())
    return Effect.gen(function* () {
      yield* updateSend(form)
      const error = yield* Effect.flip(send())
      expect(error.message).toBe(message)
      expect(s.requests).toEqual([])
      expect(s.state.send.value).toMatchObject({ status: 'error', error: message })
    }).pipe(Effect.provide(s.layer))
  })

  it.effect("rule: on bitcoin it is 'Unsupported chain'", () => {
    const s = setup(mined())
    return Effect.gen(function* () {
      s.state.network.value = { ...testNetwork, chainNamespace: 'bitcoin' }
      yield* updateSend({ token: eth, amount: '0.1', receiver })
      expect((yield* Effect.flip(send())).message).toBe('Unsupported chain')
      expect(s.requests).toEqual([])
    }).pipe(Effect.provide(s.layer))
  })
})
