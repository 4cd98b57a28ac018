/** contracts/frame.asyncapi.yaml → generated/frame/messages.ts (Effect Schema) and generated/frame/zod.ts. */
import { type Document, finalRef, header, objectAt, resolvePointer } from '../document.ts'
import type { Output } from '../generate.ts'
import { declarations, helperSource, type NamedSchema } from '../schema/declarations.ts'
import { quote } from '../schema/printing.ts'
import { effectUnion, entries, zodUnion } from '../unionSource.ts'
import { frameModel } from './message.ts'

const contract = 'frame.asyncapi.yaml'

const nameOf = (ref: string): string | undefined => {
  const m = /^#\/components\/(schemas|messages)\/([^/]+)$/.exec(ref)
  return m?.[2]
}

const hasPayload = (doc: Document, schema: unknown, path: string): boolean => {
  const ref = finalRef(doc, schema, path)
  const resolved = ref === undefined ? schema : resolvePointer(doc, ref, path)
  return 'payload' in objectAt(resolved, 'properties', path)
}

/** Generates the frame message files from the AsyncAPI document. */
export const generateFrame = (doc: Document): Output[] => {
  const model = frameModel(doc)
  const schemas: NamedSchema[] = [
    ...Object.entries(objectAt(objectAt(doc, 'components', '#'), 'schemas', '#/components')).map(
      ([name, schema]) => ({ name, schema, path: `#/components/schemas/${name}` }),
    ),
    ...model.messages.map((m) => ({
      name: m.name,
      schema:
        m.description === undefined
          ? m.schema
          : { ...(m.schema as object), description: m.description },
      path: m.path,
    })),
  ]
  const ctx = { nameOf, resolve: (ref: string, path: string) => resolvePointer(doc, ref, path) }
  const requests = model.exchanges.map((e) => e.request)
  const replies = model.exchanges.flatMap((e) => [e.success, e.error])
  const typeOf = new Map(model.messages.map((m) => [m.name, m.type]))
  const payloadType = (name: string, ts: (n: string) => string): string =>
    hasPayload(
      doc,
      model.messages.find((m) => m.name === name)?.schema,
      `#/components/messages/${name}/payload`,
    )
      ? `${ts(name)}['payload']`
      : 'undefined'

  const effect = declarations('effect', schemas, ctx)
  const effectSource = [
    header(contract),
    "import { Schema } from 'effect'\n",
    ...effect.helpers.map((h) => `${helperSource('effect', h)}\n`),
    effect.source,
    effectUnion('FrameRequest', 'Every request the app sends to the frame.', requests),
    effectUnion('FrameReply', 'Every success or error reply the frame sends back.', replies),
    effectUnion(
      'FrameEvent',
      'The messages the frame sends unasked (ready, session update).',
      model.events,
    ),
    effectUnion(
      'FrameInbound',
      'Everything the app may receive from the frame: replies and events.',
      [...replies, ...model.events],
    ),
    `/** For each request type, the types of its success and error replies. */\nexport const replies = {\n${entries(
      model.exchanges.map((e) => [
        typeOf.get(e.request)!,
        `{ success: ${quote(typeOf.get(e.success)!)}, error: ${quote(typeOf.get(e.error)!)} }`,
      ]),
    )}} as const\n`,
    `/** A request message type. */\nexport type FrameRequestType = keyof typeof replies\n`,
    `/** For each request type, the payload the request carries. */\nexport interface FrameRequestPayloads {\n${model.exchanges
      .map(
        (e) =>
          `  readonly ${quote(typeOf.get(e.request)!)}: ${payloadType(e.request, (n) => `${n}`)}\n`,
      )
      .join('')}}\n`,
    `/** For each request type, the payload of its success reply. */\nexport interface FrameSuccessPayloads {\n${model.exchanges
      .map(
        (e) =>
          `  readonly ${quote(typeOf.get(e.request)!)}: ${payloadType(e.success, (n) => `${n}`)}\n`,
      )
      .join('')}}\n`,
  ].join('\n')

  const zod = declarations('zod', schemas, ctx)
  const zodSource = [
    header(contract),
    "import { z } from 'zod'\n",
    zod.source,
    zodUnion('FrameRequest', 'Every request the app sends to the frame.', requests),
    zodUnion('FrameReply', 'Every success or error reply the frame sends back.', replies),
    zodUnion(
      'FrameEvent',
      'The messages the frame sends unasked (ready, session update).',
      model.events,
    ),
    zodUnion('FrameInbound', 'Everything the app may receive from the frame: replies and events.', [
      ...replies,
      ...model.events,
    ]),
  ].join('\n')
  return [
    { path: 'frame/messages.ts', contents: effectSource },
    { path: 'frame/zod.ts', contents: zodSource },
  ]
}
