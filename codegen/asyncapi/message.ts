/** AsyncAPI 3 messages and operations → the frame's message list and request → reply map. */
import { type Document, finalRef, objectAt, resolvePointer } from '../document.ts'
import { CodegenError } from '../schema/CodegenError.ts'

/** One message of `components/messages`, with its payload schema and the `type` constant it carries. */
export interface Message {
  readonly name: string
  readonly type: string
  readonly schema: unknown
  readonly path: string
  readonly description: string | undefined
}

/** A request with its success and error replies (message names). */
export interface Exchange {
  readonly operation: string
  readonly request: string
  readonly success: string
  readonly error: string
}

/** What the generator needs from an AsyncAPI document. */
export interface FrameModel {
  readonly messages: readonly Message[]
  readonly exchanges: readonly Exchange[]
  /** Messages of `receive` operations without a reply (sent by the frame unasked). */
  readonly events: readonly string[]
}

const messagePrefix = '#/components/messages/'

/** The `type` constant a message payload declares. */
export const messageType = (doc: Document, payload: unknown, path: string): string => {
  const ref = finalRef(doc, payload, path)
  const schema = ref === undefined ? payload : resolvePointer(doc, ref, path)
  const type = (objectAt(schema, 'properties', path).type ?? {}) as Record<string, unknown>
  const typeRef = finalRef(doc, type, `${path}/properties/type`)
  const resolved = (typeRef === undefined ? type : resolvePointer(doc, typeRef, path)) as Record<
    string,
    unknown
  >
  if (typeof resolved.const !== 'string')
    throw new CodegenError(
      `${path}/properties/type`,
      'a message payload needs a string `const` type',
    )
  return resolved.const
}

const messageName = (doc: Document, value: unknown, path: string): string => {
  const ref = finalRef(doc, value, path)
  if (ref === undefined || !ref.startsWith(messagePrefix))
    throw new CodegenError(path, `expected a $ref to ${messagePrefix}<Name>`)
  return ref.slice(messagePrefix.length)
}

const list = (value: unknown, path: string): unknown[] => {
  if (!Array.isArray(value)) throw new CodegenError(path, 'expected a list')
  return value
}

/** Reads the messages and operations of an AsyncAPI 3 document (conventions of contracts/README.md). */
export const frameModel = (doc: Document): FrameModel => {
  const components = objectAt(doc, 'components', '#')
  const messages = Object.entries(objectAt(components, 'messages', '#/components'))
    .map(([name, m]): Message => {
      const path = `${messagePrefix}${name}`
      const payload = (m as Record<string, unknown>).payload
      if (payload === undefined) throw new CodegenError(path, 'a message needs a payload')
      const description =
        (m as Record<string, unknown>).summary ?? (m as Record<string, unknown>).description
      return {
        name,
        type: messageType(doc, payload, `${path}/payload`),
        schema: payload,
        path: `${path}/payload`,
        description: typeof description === 'string' ? description : undefined,
      }
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  const exchanges: Exchange[] = []
  const events: string[] = []
  for (const [op, raw] of Object.entries(objectAt(doc, 'operations', '#'))) {
    const path = `#/operations/${op}`
    const o = raw as Record<string, unknown>
    const sent = list(o.messages, `${path}/messages`).map((m, i) =>
      messageName(doc, m, `${path}/messages/${i}`),
    )
    if (o.reply === undefined) {
      if (o.action !== 'receive')
        throw new CodegenError(path, 'an operation without reply must be a receive (an event)')
      events.push(...sent)
      continue
    }
    if (o.action !== 'send')
      throw new CodegenError(`${path}/action`, 'a request operation must be a send')
    const replies = list(
      (o.reply as Record<string, unknown>).messages,
      `${path}/reply/messages`,
    ).map((m, i) => messageName(doc, m, `${path}/reply/messages/${i}`))
    const [request] = sent
    if (sent.length !== 1 || request === undefined)
      throw new CodegenError(`${path}/messages`, 'a request operation sends exactly one message')
    const byType = new Map(messages.map((m) => [m.name, m.type]))
    const success = replies.find((r) => byType.get(r)?.endsWith('-success'))
    const error = replies.find((r) => byType.get(r)?.endsWith('-error'))
    if (replies.length !== 2 || success === undefined || error === undefined)
      throw new CodegenError(`${path}/reply`, 'a reply lists one *-success and one *-error message')
    exchanges.push({ operation: op, request, success, error })
  }
  exchanges.sort((a, b) => (a.request < b.request ? -1 : a.request > b.request ? 1 : 0))
  return { messages, exchanges, events: [...new Set(events)].sort() }
}
