import { FrameRequest } from '../generated/frame/zod.ts'

/** SPEC-free limit of our design (runtime FRAME_MESSAGE_MAX_BYTES): 1 MiB of JSON. */
export const FRAME_GATE_MAX_BYTES = 1_048_576

/** Keys that could reach an object's prototype when a handler copies a payload. */
const POISONED_KEYS = new Set(['__proto__', 'constructor', 'prototype'])
const MAX_DEPTH = 32
const MESSAGE_ID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/

/** The request types of the contract, read off the generated validator. */
export const REQUEST_TYPES: ReadonlySet<string> = new Set(
  FrameRequest.options.map((option) => option.shape.type.value as string),
)

/** `app/<name>` → `frame/<name>-success` / `-error` (contracts/frame.asyncapi.yaml). */
export const replyTypes = (requestType: string) => {
  const name = requestType.slice('app/'.length)
  return { success: `frame/${name}-success`, error: `frame/${name}-error` }
}

/** What the gate decided about one message. */
export type GateVerdict =
  /** Not answered at all: wrong origin or source, no envelope to answer. */
  | { readonly kind: 'drop'; readonly why: string }
  /** Answered with the request's error reply; never handled. */
  | {
      readonly kind: 'reject'
      readonly id: string
      readonly replyType: string
      readonly message: string
    }
  /** A request of the contract, decoded; the only verdict a handler ever sees. */
  | { readonly kind: 'accept'; readonly request: FrameRequest }

const jsonSize = (data: unknown): number | undefined => {
  try {
    const text = JSON.stringify(data)
    return text === undefined ? undefined : new TextEncoder().encode(text).length
  } catch {
    return undefined
  }
}

/** `true` when a poisoned key sits anywhere in the value, or it nests past MAX_DEPTH. */
const poisoned = (value: unknown, depth = 0): boolean => {
  if (typeof value !== 'object' || value === null) return false
  if (depth > MAX_DEPTH) return true
  for (const key of Object.keys(value)) {
    if (POISONED_KEYS.has(key)) return true
    if (poisoned((value as Record<string, unknown>)[key], depth + 1)) return true
  }
  return false
}

/**
 * Checks one message's content (the port's messages, and the window's after the origin and
 * source checks): JSON under `maxBytes`, no prototype keys at any depth, an envelope with a
 * UUID id and a request type of the contract, then the generated validator. A message with a
 * valid id and type that fails later gets that request's error reply; anything else is dropped.
 *
 * @example
 * import { checkMessage } from './gate.ts'
 * checkMessage({ id: crypto.randomUUID(), type: 'app/get-chain-id' }).kind // 'accept'
 */
export const checkMessage = (data: unknown, maxBytes = FRAME_GATE_MAX_BYTES): GateVerdict => {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { kind: 'drop', why: 'not an object' }
  const size = jsonSize(data)
  if (size === undefined) return { kind: 'drop', why: 'not JSON' }
  const { id, type } = data as { readonly id?: unknown; readonly type?: unknown }
  if (typeof id !== 'string' || !MESSAGE_ID.test(id)) return { kind: 'drop', why: 'no id' }
  if (typeof type !== 'string' || !REQUEST_TYPES.has(type))
    return { kind: 'drop', why: 'unknown type' }
  const reject = (message: string): GateVerdict => ({
    kind: 'reject',
    id,
    replyType: replyTypes(type).error,
    message,
  })
  if (size > maxBytes) return reject('Message too large')
  if (poisoned(data)) return reject('Invalid input')
  const decoded = FrameRequest.safeParse(data)
  if (!decoded.success) return reject('Invalid input')
  return { kind: 'accept', request: decoded.data }
}

/** The fields of a window `message` event the gate reads. */
export interface GateEvent {
  readonly origin: string
  readonly source: unknown
  readonly data: unknown
  readonly ports: readonly unknown[]
}

/** Who may talk to the frame through the window. */
export interface GateContext {
  /** The project's allowed origins, exact (`https://app.example.com`). */
  readonly allowedOrigins: ReadonlySet<string>
  /** The frame's `window.parent`: the only accepted `event.source`. */
  readonly parent: unknown
  readonly maxBytes?: number
}

/**
 * Checks a window `message` (the handshake, before the private port): the exact origin is
 * one the project allows, the source is the frame's parent, one `MessagePort` rides along
 * (replies go over it); then `checkMessage`. Failing the first three is never answered.
 *
 * @example
 * import { checkWindowEvent } from './gate.ts'
 * const verdict = checkWindowEvent(event, { allowedOrigins: new Set(['http://127.0.0.1:5173']), parent: window.parent })
 */
export const checkWindowEvent = (event: GateEvent, context: GateContext): GateVerdict => {
  if (typeof event.origin !== 'string' || !context.allowedOrigins.has(event.origin))
    return { kind: 'drop', why: 'origin not allowed' }
  if (event.source === null || event.source !== context.parent)
    return { kind: 'drop', why: 'not the parent window' }
  if (!Array.isArray(event.ports) || event.ports.length !== 1)
    return { kind: 'drop', why: 'no private port' }
  return checkMessage(event.data, context.maxBytes)
}
