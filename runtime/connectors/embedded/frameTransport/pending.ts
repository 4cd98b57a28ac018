import { Deferred, Effect, type Fiber } from 'effect'
import { FrameReplyError } from '../../../errors/FrameReplyError.ts'
import type { FrameTransportError } from '../../../errors/FrameTransportError.ts'
import type { FrameHost, FrameListener, FrameMessage, FramePortLike } from './FrameHost.ts'

/** A request waiting for its reply. */
export interface Pending {
  readonly type: string
  readonly success: string
  readonly error: string
  readonly reply: Deferred.Deferred<FrameMessage, FrameReplyError | FrameTransportError>
  readonly timeoutMs: number
  /** The request's timer: its deadline, or none while the visitor decides in the frame. */
  readonly timer: {
    deadline: number
    held: boolean
    /** Done when `deadline` or `held` changes, so the waiting timer looks again. */
    changed: Deferred.Deferred<void>
  }
}

/** The frame the transport is mounted on, with its listeners and port. */
export interface Mounted {
  readonly host: FrameHost
  readonly listener: FrameListener
  /** Clock time of `mount`: the load timeout runs from here. */
  readonly mountedAt: number
  /** Done once the ready event came and FRAME_READY_WAIT_MS passed (or failed to load). */
  readonly ready: Deferred.Deferred<void, FrameTransportError>
  /** Done (with the clock time) when the ready event comes. */
  readonly readyEvent: Deferred.Deferred<number>
  handshake: Fiber.Fiber<void> | undefined
  port: FramePortLike | undefined
  portListener: FrameListener | undefined
}

const encoder = new TextEncoder()

/** UTF-8 bytes of the message's JSON form; undefined when it has none (cycles, bigints…). */
export const sizeOf = (data: unknown): number | undefined => {
  try {
    const json = JSON.stringify(data)
    return json === undefined ? undefined : encoder.encode(json).length
  } catch {
    return undefined
  }
}

/**
 * The frame's list of requests held for the visitor: their timers stop; a request that
 * leaves the list (the visitor answered) gets its whole timeout again from `now`.
 */
export const hold = (pending: ReadonlyMap<string, Pending>, payload: unknown, now: number) => {
  const list = (payload as { readonly waiting?: unknown } | undefined)?.waiting
  const held = new Set(Array.isArray(list) ? list : [])
  for (const [id, entry] of pending) {
    const isHeld = held.has(id)
    if (isHeld === entry.timer.held) continue
    entry.timer.held = isHeld
    if (!isHeld) entry.timer.deadline = now + entry.timeoutMs
    const changed = entry.timer.changed
    entry.timer.changed = Deferred.makeUnsafe()
    Deferred.doneUnsafe(changed, Effect.void)
  }
}

/**
 * Settles the request `message` answers, once (it leaves `pending` first): its success reply,
 * or its error reply as FrameReplyError with the frame's text and code. `other`: a reply of
 * another type for that id; `none`: no request waits for that id.
 */
export const settle = (
  pending: Map<string, Pending>,
  message: FrameMessage,
): 'settled' | 'other' | 'none' => {
  const waiting = pending.get(message.id)
  if (!waiting) return 'none'
  if (message.type === waiting.success) {
    pending.delete(message.id)
    Deferred.doneUnsafe(waiting.reply, Effect.succeed(message))
    return 'settled'
  }
  if (message.type !== waiting.error) return 'other'
  pending.delete(message.id)
  const payload = message.payload as
    | { readonly message?: unknown; readonly code?: unknown }
    | undefined
  const text = typeof payload?.message === 'string' ? payload.message : undefined
  const code = Number.isInteger(payload?.code) ? (payload?.code as number) : undefined
  Deferred.doneUnsafe(
    waiting.reply,
    Effect.fail(FrameReplyError.of(text, { request: waiting.type, reply: message.type, code })),
  )
  return 'settled'
}
