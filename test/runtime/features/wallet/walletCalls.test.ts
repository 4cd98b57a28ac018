import { describe, expect, it } from '@effect/vitest'
import { Effect } from 'effect'
import { TestClock } from 'effect/testing'
import type { RpcRequest } from '../../../../runtime/connectors/Connector.ts'
import { CAPABILITIES_CACHE_MS } from '../../../../runtime/constants.ts'
import { toWalletError } from '../../../../runtime/errors/WalletError.ts'
import { getCallsStatus } from '../../../../runtime/features/wallet/getCallsStatus.ts'
import { getCapabilities } from '../../../../runtime/features/wallet/getCapabilities.ts'
import { sendCalls } from '../../../../runtime/features/wallet/sendCalls.ts'
import {
  grantPermissions,
  revokePermissions,
} from '../../../../runtime/features/wallet/walletPermissions.ts'
import { flowLayer, testNetwork } from '../../support/flowLayer.ts'
import { testWallet } from '../../support/testWallet.ts'

const from = '0x00000000000000000000000000000000000000aa'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const hash = `0x${'ab'.repeat(32)}`

/** A connected eip155 wallet: `answer` decides each reply; every request is recorded. */
const setup = (answer: (rpc: RpcRequest) => unknown) => {
  const requests: RpcRequest[] = []
  const wallet = testWallet((rpc) =>
    Effect.suspend(() => {
      requests.push(rpc)
      const value = answer(rpc)
      return value instanceof Error ? Effect.fail(toWalletError(value)) : Effect.succeed(value)
    }),
  )
  const { layer, state } = flowLayer([wallet])
  const connect = () => {
    state.connections.value = {
      eip155: {
        connectorId: 'w',
        accounts: [{ type: 'eoa', address: from }],
        caipNetworkId: testNetwork.caipNetworkId,
      },
    }
  }
  connect()
  return { layer, state, requests, connect, methods: () => requests.map((r) => r.method) }
}

/** An EIP-1193 error as a wallet throws it. */
const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

const atomic = (status: string) => ({ '0x7a69': { atomic: { status } } })
const approve = { to: token, data: '0x095ea7b3' }

describe('sendCalls (EIP-5792, SPEC §5)', () => {
  it.effect('default: sends version 2.0.0 on the connection’s chain from its account', () => {
    const s = setup((rpc) => (rpc.method === 'wallet_sendCalls' ? { id: 'batch-1' } : null))
    return Effect.gen(function* () {
      const result = yield* sendCalls({ calls: [approve, { to: from, value: 10n }] })
      expect(result).toEqual({ id: 'batch-1' })
      expect(s.requests).toEqual([
        {
          method: 'wallet_sendCalls',
          params: [
            {
              version: '2.0.0',
              chainId: '0x7a69',
              from,
              atomicRequired: false,
              calls: [approve, { to: from, value: '0xa' }],
            },
          ],
        },
      ])
    }).pipe(Effect.provide(s.layer))
  })

  it.effect.each([
    ['to without 0x', [{ to: token.slice(2), data: '0x' }], 'params[0].calls[0].to'],
    ['data without 0x', [approve, { to: token, data: 'abcd' }], 'params[0].calls[1].data'],
    ['no calls', [], 'params[0].calls'],
  ] as const)("rule: %s is 'Invalid input' before the wallet is asked", ([, calls, field]) => {
    const s = setup(() => ({ '0x7a69': { atomic: { status: 'supported' } } }))
    return Effect.gen(function* () {
      const error = yield* Effect.flip(sendCalls({ calls, atomicRequired: true }))
      expect(error._tag).toBe('RpcParamsError')
      expect(error.message).toBe('Invalid input')
      expect((error as { field?: unknown }).field).toBe(field)
      expect(s.requests).toEqual([])
    }).pipe(Effect.provide(s.layer))
  })

  it.effect(
    'behavior: atomicRequired with a wallet that reports no atomic batches fails typed, unsent',
    () => {
      const s = setup((rpc) =>
        rpc.method === 'wallet_getCapabilities' ? atomic('unsupported') : { id: 'never' },
      )
      return Effect.gen(function* () {
        const error = yield* Effect.flip(sendCalls({ calls: [approve], atomicRequired: true }))
        expect(error._tag).toBe('CallsError')
        expect(error.message).toMatchInlineSnapshot(
          `"The wallet cannot send these calls atomically on this network"`,
        )
        expect(s.methods()).toEqual(['wallet_getCapabilities'])
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect('behavior: atomicRequired with atomic ready sends', () => {
    const s = setup((rpc) =>
      rpc.method === 'wallet_getCapabilities' ? atomic('ready') : { id: 'b' },
    )
    return Effect.gen(function* () {
      expect(yield* sendCalls({ calls: [approve], atomicRequired: true })).toEqual({ id: 'b' })
      expect(s.methods()).toEqual(['wallet_getCapabilities', 'wallet_sendCalls'])
      expect(s.requests[1]!.params).toMatchObject([{ atomicRequired: true }])
    }).pipe(Effect.provide(s.layer))
  })

  it.effect(
    'behavior: a wallet without wallet_sendCalls fails with CallsError, never one by one',
    () => {
      const s = setup(() => rpcError(4200, 'The method does not exist'))
      return Effect.gen(function* () {
        const error = yield* Effect.flip(sendCalls({ calls: [approve, approve] }))
        expect(error._tag).toBe('CallsError')
        expect(error.message).toMatchInlineSnapshot(`"The wallet does not support batched calls"`)
        expect(s.methods()).toEqual(['wallet_sendCalls'])
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect('behavior: without a connection the wallet is not asked', () => {
    const s = setup(() => ({ id: 'x' }))
    return Effect.gen(function* () {
      s.state.connections.value = {}
      const error = yield* Effect.flip(sendCalls({ calls: [approve] }))
      expect(error._tag).toBe('WalletError')
      expect(s.requests).toEqual([])
    }).pipe(Effect.provide(s.layer))
  })
})

describe('getCapabilities', () => {
  it.effect('behavior: cached per connection for CAPABILITIES_CACHE_MS (TestClock)', () => {
    const s = setup(() => atomic('supported'))
    return Effect.gen(function* () {
      expect(yield* getCapabilities()).toEqual({ 31337: { atomic: { status: 'supported' } } })
      yield* TestClock.adjust(CAPABILITIES_CACHE_MS - 1)
      yield* getCapabilities()
      expect(s.requests).toEqual([{ method: 'wallet_getCapabilities', params: [from] }])
      yield* TestClock.adjust(1)
      yield* getCapabilities()
      expect(s.requests).toHaveLength(2)
      // A new connection asks again at once; other chain lists are their own entry.
      s.connect()
      yield* getCapabilities()
      expect(s.requests).toHaveLength(3)
      yield* getCapabilities({ chainIds: [31337] })
      expect(s.requests[3]).toEqual({
        method: 'wallet_getCapabilities',
        params: [from, ['0x7a69']],
      })
      yield* getCapabilities({ chainIds: [31337], force: true })
      expect(s.requests).toHaveLength(5)
    }).pipe(Effect.provide(s.layer))
  })

  it.effect('behavior: -32601 (method not found) is CallsError Unsupported', () => {
    const s = setup(() => rpcError(-32601, 'Method not found'))
    return Effect.gen(function* () {
      expect((yield* Effect.flip(getCapabilities()))._tag).toBe('CallsError')
    }).pipe(Effect.provide(s.layer))
  })
})

describe('getCallsStatus', () => {
  it.effect('default: maps the wallet’s status code and receipts', () => {
    const s = setup(() => ({
      version: '2.0.0',
      id: 'b',
      chainId: '0x7a69',
      status: 200,
      atomic: true,
      receipts: [
        { status: '0x1', transactionHash: hash, blockNumber: '0x10', gasUsed: '0x5208', logs: [] },
      ],
    }))
    return Effect.gen(function* () {
      expect(yield* getCallsStatus('b')).toEqual({
        id: 'b',
        chainId: 31337,
        status: 'success',
        statusCode: 200,
        atomic: true,
        receipts: [
          {
            status: 'success',
            transactionHash: hash,
            blockHash: undefined,
            blockNumber: 16n,
            gasUsed: 21000n,
            logs: [],
          },
        ],
      })
      expect(s.requests).toEqual([{ method: 'wallet_getCallsStatus', params: ['b'] }])
    }).pipe(Effect.provide(s.layer))
  })

  it.effect.each([
    [100, 'pending'],
    [500, 'failure'],
    [600, 'failure'],
  ] as const)('parameters: status %i is %s', ([code, status]) => {
    const s = setup(() => ({ id: 'b', chainId: '0x7a69', status: code }))
    return Effect.gen(function* () {
      const result = yield* getCallsStatus('b')
      expect(result.status).toBe(status)
      expect(result.receipts).toEqual([])
    }).pipe(Effect.provide(s.layer))
  })

  it.effect('behavior: an answer outside the contract is a WalletError', () => {
    const s = setup(() => ({ id: 'b', status: 'done' }))
    return Effect.gen(function* () {
      expect((yield* Effect.flip(getCallsStatus('b')))._tag).toBe('WalletError')
    }).pipe(Effect.provide(s.layer))
  })
})

describe('grantPermissions / revokePermissions (ERC-7715)', () => {
  const request = {
    chainId: '0x7a69',
    expiry: 2_000_000_000,
    signer: { type: 'key', data: { id: from } },
    permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }],
  }

  it.effect('default: passes the request and answers the grant', () => {
    const s = setup(() => ({ context: '0x01', ...request }))
    return Effect.gen(function* () {
      expect((yield* grantPermissions(request)).context).toBe('0x01')
      yield* revokePermissions({ permissionContext: '0x01' })
      expect(s.requests).toEqual([
        { method: 'wallet_grantPermissions', params: [request] },
        { method: 'wallet_revokePermissions', params: [{ permissionContext: '0x01' }] },
      ])
    }).pipe(Effect.provide(s.layer))
  })

  it.effect(
    'behavior: a wallet that does not grant permissions fails with PermissionsError, its reason kept',
    () => {
      const s = setup(() => rpcError(4200, 'no session keys here'))
      return Effect.gen(function* () {
        const error = yield* Effect.flip(grantPermissions(request))
        expect(error._tag).toBe('PermissionsError')
        expect(error.message).toMatchInlineSnapshot(`"The wallet does not support permissions"`)
        expect((error as { details?: string }).details).toBe('no session keys here')
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect('rule: a request outside the contract never reaches the wallet', () => {
    const s = setup(() => null)
    return Effect.gen(function* () {
      const error = yield* Effect.flip(grantPermissions({ ...request, permissions: [] }))
      expect(error.message).toBe('Invalid input')
      expect(s.requests).toEqual([])
    }).pipe(Effect.provide(s.layer))
  })
})
