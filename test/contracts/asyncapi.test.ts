import { readFileSync } from 'node:fs'
import { type AsyncAPIDocumentInterface, DiagnosticSeverity, Parser } from '@asyncapi/parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { SUBSET_KEYWORDS } from '../../codegen/schema/keywords.ts'

const file = new URL('../../contracts/frame.asyncapi.yaml', import.meta.url)
const text = readFileSync(file, 'utf8')
const raw = parse(text) as Record<string, unknown>

type Json = Record<string, unknown>

/** The value a local `$ref` names, following chains. */
const deref = (value: unknown): unknown => {
  let at = value
  while (typeof at === 'object' && at !== null && typeof (at as Json).$ref === 'string') {
    let target: unknown = raw
    for (const key of ((at as Json).$ref as string).slice(2).split('/'))
      target = (target as Json)[key]
    at = target
  }
  return at
}

const obj = (value: unknown): Json => deref(value) as Json
const components = obj(raw.components)
const messages = obj(components.messages)
const operations = obj(raw.operations)

const validate = async (source: string) => {
  const { document, diagnostics } = await new Parser().parse(source)
  return { document, errors: diagnostics.filter((d) => d.severity === DiagnosticSeverity.Error) }
}

/** The `type` const of a message (name in components/messages). */
const typeOf = (name: string): string => {
  const payload = obj(obj(messages[name]).payload)
  return obj(obj(payload.properties).type).const as string
}

const refName = (value: unknown): string =>
  ((value as Json).$ref as string).split('/').at(-1) as string

const uuidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/
  .source

const allowedKeywords = SUBSET_KEYWORDS

/** Every keyword used by a schema and its subschemas, with the path where it is. */
const keywords = (schema: unknown, path: string, out: [string, string][] = []) => {
  if (typeof schema !== 'object' || schema === null) return out
  for (const [key, value] of Object.entries(schema)) {
    out.push([key, key === '$ref' ? String(value) : path])
    if (key === 'properties')
      for (const [name, sub] of Object.entries(value as Json)) keywords(sub, `${path}/${name}`, out)
    else if (key === 'items' || key === 'additionalProperties')
      keywords(value, `${path}/${key}`, out)
    else if (key === 'oneOf' || key === 'anyOf' || key === 'allOf')
      (value as unknown[]).forEach((sub, i) => {
        keywords(sub, `${path}/${key}/${i}`, out)
      })
  }
  return out
}

describe('frame.asyncapi.yaml', () => {
  let document: AsyncAPIDocumentInterface

  beforeAll(async () => {
    const result = await validate(text)
    expect(result.errors).toEqual([])
    document = result.document as AsyncAPIDocumentInterface
  })

  it('default: @asyncapi/parser reports no error diagnostics', async () => {
    expect(document).toBeDefined()
    expect(document.version()).toBe('3.0.0')
    expect(
      document
        .channels()
        .all()
        .map((c) => c.id()),
    ).toEqual(['toFrame', 'toApp'])
  })

  it('behavior: the parser reports an error for a broken document', async () => {
    const broken = text.replace('action: send', 'action: post')
    expect(broken).not.toBe(text)
    expect((await validate(broken)).errors.length).toBeGreaterThan(0)
  })

  it('behavior: every request is a send on toFrame replied on toApp by exactly a success and an error', () => {
    // SPEC §7's 22 and our app/cancel-request (docs/DECISIONS.md).
    const requests = document.operations().filterBySend()
    expect(requests).toHaveLength(23)
    for (const op of requests) {
      expect(
        op
          .channels()
          .all()
          .map((c) => c.id()),
      ).toEqual(['toFrame'])
      const sent = op.messages().all()
      expect(sent).toHaveLength(1)
      const request = typeOf(sent[0]!.id())
      expect(request).toMatch(/^app\/[a-z]+(-[a-z]+)*$/)
      const name = request.slice('app/'.length)
      const reply = op.reply()
      expect(reply?.channel()?.id()).toBe('toApp')
      const replies = (reply?.messages().all() ?? []).map((m) => typeOf(m.id()))
      expect(replies).toEqual([`frame/${name}-success`, `frame/${name}-error`])
    }
  })

  it('behavior: ready, session-update and approval-update are receive operations on toApp without a reply', () => {
    const events = document.operations().filterByReceive()
    expect(
      events.map((op) => {
        const [message] = op.messages().all()
        return [
          op.id(),
          op.channels().all()[0]?.id(),
          op.reply(),
          message?.id(),
          typeOf(message!.id()),
        ]
      }),
    ).toEqual([
      ['frameReady', 'toApp', undefined, 'FrameReady', 'frame/ready'],
      ['sessionUpdate', 'toApp', undefined, 'SessionUpdate', 'frame/session-update'],
      ['approvalUpdate', 'toApp', undefined, 'ApprovalUpdate', 'frame/approval-update'],
    ])
  })

  it('behavior: names are PascalCase messages and camelCase operations that match the type', () => {
    for (const [op, o] of Object.entries(operations)) {
      expect(op).toMatch(/^[a-z][a-zA-Z]*$/)
      if ((o as Json).action !== 'send') continue
      const request = refName((o as { messages: unknown[] }).messages[0])
      expect(request).toMatch(/^[A-Z][a-zA-Z]*$/)
      const kebab = typeOf(request).replace(/^(app|frame)\//, '')
      const camel = kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
      expect(op).toBe(camel)
      const pascal = camel[0]!.toUpperCase() + camel.slice(1)
      expect(request).toBe(`${pascal}Request`)
      const replies = ((o as Json).reply as { messages: unknown[] }).messages.map(refName)
      expect(replies).toEqual([`${pascal}Success`, `${pascal}Error`])
    }
  })

  it('behavior: every component message belongs to exactly one operation', () => {
    const used = Object.values(operations).flatMap((o) => [
      ...((o as Json).messages as unknown[]),
      ...((((o as Json).reply as Json | undefined)?.messages as unknown[] | undefined) ?? []),
    ])
    const names = used.map(refName).sort()
    expect(names).toEqual(Object.keys(messages).sort())
    expect(new Set(names).size).toBe(names.length)
  })

  it('behavior: every message is a closed { id, type, payload? } with a UUID id and a const type', () => {
    for (const [name, message] of Object.entries(messages)) {
      const payload = obj(obj(message).payload)
      expect(payload.type, name).toBe('object')
      expect(payload.additionalProperties, name).toBe(false)
      const props = obj(payload.properties)
      expect(
        Object.keys(props).filter((k) => k !== 'payload'),
        name,
      ).toEqual(['id', 'type'])
      expect(payload.required, name).toEqual(
        'payload' in props ? ['id', 'type', 'payload'] : ['id', 'type'],
      )
      expect(obj(props.id).pattern, name).toBe(uuidPattern)
      expect(obj(props.type), name).toEqual({ type: 'string', const: typeOf(name) })
    }
    const id = new RegExp(obj(obj(components.schemas).MessageId).pattern as string)
    expect(id.test(crypto.randomUUID())).toBe(true)
    expect(id.test('not-a-uuid')).toBe(false)
  })

  it('behavior: every error reply carries payload { message } with message a string, and an optional integer code', () => {
    const errors = Object.keys(messages).filter((n) => typeOf(n).endsWith('-error'))
    expect(errors).toHaveLength(23)
    for (const name of errors) {
      const body = obj(obj(obj(obj(messages[name]).payload).properties).payload)
      expect(body.type, name).toBe('object')
      expect(body.required, name).toEqual(['message'])
      expect(Object.keys(obj(body.properties)), name).toEqual(['message', 'code'])
      expect(obj(obj(body.properties).message).type, name).toBe('string')
      expect(obj(obj(body.properties).code).type, name).toBe('integer')
    }
  })

  it('behavior: SPEC §5 rules are JSON Schema in the contract', () => {
    const schemas = obj(components.schemas)
    const email = new RegExp(obj(schemas.Email).pattern as string)
    expect(email.test('ada@example.com')).toBe(true)
    expect(email.test('ada@example')).toBe(false)
    expect(email.test('ada example.com')).toBe(false)
    expect(obj(schemas.Otp).type).toBe('string')
    expect(obj(schemas.SocialProvider).enum).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
    ])
    expect(obj(schemas.ThemeMode).enum).toEqual(['light', 'dark'])
    const action = (schema: string) => obj(obj(obj(schemas[schema]).properties).action).enum
    expect(action('ConnectEmailResult')).toEqual(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])
    expect(action('UpdateEmailResult')).toEqual(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'])
    expect(obj(schemas.AuthUser).required).toEqual([
      'email',
      'address',
      'chainId',
      'accounts',
      'preferredAccountType',
      'smartAccountDeployed',
    ])
    expect(obj(schemas.AccountType).enum).toEqual(['eoa', 'smartAccount'])
  })

  it('behavior: schemas keep to the JSON Schema subset of contracts/README.md', () => {
    const used = [
      ...Object.entries(obj(components.schemas)).flatMap(([n, s]) =>
        keywords(s, `#/components/schemas/${n}`),
      ),
      ...Object.entries(messages).flatMap(([n, m]) =>
        keywords(obj(m).payload, `#/components/messages/${n}/payload`),
      ),
    ]
    expect(used.length).toBeGreaterThan(100)
    expect(used.filter(([key]) => !allowedKeywords.has(key))).toEqual([])
    const refs = used.filter(([key]) => key === '$ref').map(([, ref]) => ref)
    expect(refs.filter((ref) => !ref.startsWith('#/components/schemas/'))).toEqual([])
    for (const ref of refs) expect(deref({ $ref: ref }), ref).toBeDefined()
  })
})
