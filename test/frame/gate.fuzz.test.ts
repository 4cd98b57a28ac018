import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkMessage,
  checkWindowEvent,
  FRAME_GATE_MAX_BYTES,
  REQUEST_TYPES,
  replyTypes,
} from '../../frame/gate.ts'
import { replies } from '../../generated/frame/messages.ts'

const APP = 'http://127.0.0.1:5173'
const parent = { name: 'the parent window' }
const context = { allowedOrigins: new Set([APP]), parent }
const port = { name: 'a MessagePort' }
const id = () => crypto.randomUUID()

/** At least 20 origins one step away from the allowed one. */
const nearMissOrigins = [
  'http://127.0.0.1:5174',
  'http://127.0.0.1:517',
  'http://127.0.0.1:51730',
  'https://127.0.0.1:5173',
  'http://127.0.0.1',
  'http://127.0.0.2:5173',
  'http://localhost:5173',
  'http://127.0.0.1.evil.com:5173',
  'http://evil.com/http://127.0.0.1:5173',
  'http://127.0.0.1:5173/',
  'http://127.0.0.1:5173.',
  'HTTP://127.0.0.1:5173',
  'http://127.0.0.1:05173',
  ' http://127.0.0.1:5173',
  'http://127.0.0.1:5173 ',
  'http://[::1]:5173',
  'http://0x7f.0.0.1:5173',
  'http://2130706433:5173',
  'null',
  '',
  'ws://127.0.0.1:5173',
  'http://user@127.0.0.1:5173',
  'http://127.0.0.1:5173\u0000',
  'file://',
]

const validRequests: unknown[] = [
  { id: id(), type: 'app/get-chain-id' },
  { id: id(), type: 'app/connect-email', payload: { email: 'ada@example.com' } },
  { id: id(), type: 'app/connect-otp', payload: { otp: '123456' } },
  { id: id(), type: 'app/sign-out' },
  { id: id(), type: 'app/rpc-request', payload: { method: 'personal_sign', params: ['0x00'] } },
]

/** A JSON-ish value, with prototype keys mixed into the key space. */
const jsonish = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.string(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'type')),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value

const withOwnKey = (target: Record<string, unknown>, key: string, value: unknown) => {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  })
  return target
}

/** Messages that must never be accepted, each wrong in at least one way. */
const badContent = fc.oneof(
  // Shapeless: anything at all that is not a request of the contract.
  jsonish.filter((v) => {
    const r = checkMessage(v)
    return r.kind !== 'accept'
  }),
  // A known type with a payload that breaks its schema, or extra envelope keys.
  fc
    .record({
      type: fc.constantFrom(...REQUEST_TYPES),
      payload: jsonish,
      extra: fc.option(fc.string(), { nil: undefined }),
    })
    .map(({ type, payload, extra }) => ({
      id: id(),
      type,
      payload:
        type === 'app/get-chain-id' ? payload : { junk: payload, ...(extra ? { [extra]: 1 } : {}) },
      ...(extra === undefined ? {} : { unexpected: extra }),
    }))
    .filter((m) => checkMessage(m).kind !== 'accept'),
  // Prototype pollution at the top or nested.
  fc
    .record({
      key: fc.constantFrom('__proto__', 'constructor', 'prototype'),
      nested: fc.boolean(),
      value: jsonish,
    })
    .map(({ key, nested, value }) => {
      const polluted = withOwnKey({}, key, { polluted: true, value })
      return nested
        ? { id: id(), type: 'app/sync-theme', payload: { themeVariables: polluted } }
        : withOwnKey({ id: id(), type: 'app/get-chain-id' }, key, { polluted: true })
    }),
  // Oversized: a valid envelope carrying more than the limit.
  fc.integer({ min: 1, max: 64 }).map((extraKiB) => ({
    id: id(),
    type: 'app/connect-email',
    payload: { email: `${'a'.repeat(FRAME_GATE_MAX_BYTES + extraKiB * 1024)}@example.com` },
  })),
  // Bad ids and types.
  fc.record({ id: fc.string(), type: fc.string(), payload: jsonish }),
  fc.constantFrom(undefined, null, 0, '', 'app/get-chain-id', [], new Date(0)),
)

describe('frame message gate (fuzz)', () => {
  it('default: a valid request from the parent on an allowed origin with a port is accepted', () => {
    for (const data of validRequests)
      expect(
        checkWindowEvent({ origin: APP, source: parent, data, ports: [port] }, context).kind,
      ).toBe('accept')
  })

  it('rule: error replies follow the contract’s names', () => {
    for (const type of REQUEST_TYPES)
      expect(replyTypes(type).error).toBe(replies[type as keyof typeof replies].error)
    expect(REQUEST_TYPES.size).toBe(Object.keys(replies).length)
  })

  it('rule: ≥10,000 generated hostile messages, zero accepted; wrong origins and sources get no answer', () => {
    const seen = { total: 0, accepted: 0, answered: 0, nearMiss: new Set<string>() }
    const event = fc.oneof(
      // Valid content, near-miss origin.
      fc.record({
        origin: fc.constantFrom(...nearMissOrigins),
        data: fc.constantFrom(...validRequests),
        source: fc.constant<unknown>(parent),
        ports: fc.constant<unknown[]>([port]),
        expectSilent: fc.constant(true),
      }),
      // Valid content, right origin, wrong source (another frame or popup of the app).
      fc.record({
        origin: fc.constant(APP),
        data: fc.constantFrom(...validRequests),
        source: fc.constantFrom<unknown>(null, undefined, {}, { name: 'the parent window' }, port),
        ports: fc.constant<unknown[]>([port]),
        expectSilent: fc.constant(true),
      }),
      // Valid content and sender, no private port or two of them.
      fc.record({
        origin: fc.constant(APP),
        data: fc.constantFrom(...validRequests),
        source: fc.constant<unknown>(parent),
        ports: fc.constantFrom<unknown[]>([], [port, port]),
        expectSilent: fc.constant(true),
      }),
      // Right sender, hostile content.
      fc.record({
        origin: fc.constant(APP),
        data: badContent,
        source: fc.constant<unknown>(parent),
        ports: fc.constant<unknown[]>([port]),
        expectSilent: fc.constant(false),
      }),
      // Hostile everything.
      fc.record({
        origin: fc.oneof(fc.constantFrom(...nearMissOrigins), fc.webUrl()),
        data: badContent,
        source: fc.constantFrom<unknown>(null, {}, parent),
        ports: fc.constantFrom<unknown[]>([], [port]),
        expectSilent: fc.constant(true),
      }),
    )
    fc.assert(
      fc.property(event, ({ expectSilent, ...e }) => {
        seen.total++
        if (e.origin !== APP) seen.nearMiss.add(e.origin)
        const verdict = checkWindowEvent(e, context)
        if (verdict.kind === 'accept') seen.accepted++
        if (verdict.kind !== 'drop') seen.answered++
        if (expectSilent) expect(verdict.kind).toBe('drop')
        else expect(verdict.kind).not.toBe('accept')
        // The private port's messages go through the same content check.
        expect(checkMessage(e.data).kind === 'accept' && e.data !== undefined).toBe(
          validRequests.includes(e.data),
        )
      }),
      { numRuns: 10_000 },
    )
    expect(seen.total).toBeGreaterThanOrEqual(10_000)
    expect(seen.accepted).toBe(0)
    expect(seen.nearMiss.size).toBeGreaterThanOrEqual(20)
  }, 120_000)

  it('behavior: a malformed request with a readable id gets its error reply', () => {
    const request = { id: id(), type: 'app/connect-otp', payload: { otp: 123456 } }
    expect(checkMessage(request)).toEqual({
      kind: 'reject',
      id: request.id,
      replyType: 'frame/connect-otp-error',
      message: 'Invalid input',
    })
  })
})
