import { type Clock, Deferred, Effect } from 'effect'
import type { FrameReplyError } from '../../../errors/FrameReplyError.ts'
import { FrameTransportError } from '../../../errors/FrameTransportError.ts'
import { installYieldableErrors } from '../../../errors/yieldable.ts'
import type { FrameMessage } from './FrameHost.ts'
import type { FrameRequestOptions } from './FrameTransportService.ts'
import type { Pending } from './pending.ts'
import { post, sleepUntil, type TransportCore } from './transportCore.ts'

// Latch errors are Effect values in this module (yield*, pipe): see yieldable.ts.
installYieldableErrors()

const transportError = FrameTransportError.of

/** A request as sent: a message without its `id`. */
type RequestInput = { readonly type: string }

/** Fails with `iframe_request_timeout` at the deadline, never while the request is held. */
const timeout = (clock: Clock.Clock, entry: Pending): Effect.Effect<never, FrameTransportError> =>
  Effect.suspend(() => {
    const { changed, held, deadline } = entry.timer
    const wait = held
      ? Deferred.await(changed)
      : Effect.raceFirst(
          Deferred.await(changed),
          Effect.andThen(
            sleepUntil(clock, deadline),
            Effect.fail(transportError('RequestTimeout', entry.type)),
          ),
        )
    return Effect.andThen(wait, timeout(clock, entry))
  })

/**
 * Tells the frame the app gave up on request `id` (no reply came: interrupted or timed
 * out), in the background: a request still waiting for the visitor's approval must not
 * stay on screen, nor be signed by a late Approve.
 */
const withdraw = (core: TransportCore, type: string, id: string) => {
  if (type === core.cancelType || core.replies[core.cancelType] === undefined) return
  const cancel = { type: core.cancelType, payload: { requestId: id } }
  core.run(Effect.ignore(request(core, cancel)))
}

/** A new request waiting for its reply, its timer running from now. */
const pendingOf = (
  core: TransportCore,
  type: string,
  replies: { readonly success: string; readonly error: string },
  requestOptions: FrameRequestOptions | undefined,
): Pending => {
  const timeoutMs = requestOptions?.timeoutMs ?? core.timeouts[type] ?? core.defaultTimeoutMs
  return {
    type,
    success: replies.success,
    error: replies.error,
    reply: Deferred.makeUnsafe<FrameMessage, FrameReplyError | FrameTransportError>(),
    timeoutMs,
    timer: {
      deadline: core.clock.currentTimeMillisUnsafe() + timeoutMs,
      held: false,
      changed: Deferred.makeUnsafe(),
    },
  }
}

/** Sends `input` with a fresh id once the frame is ready, and waits for its reply, once. */
export const request = (
  core: TransportCore,
  input: RequestInput,
  requestOptions?: FrameRequestOptions,
): Effect.Effect<FrameMessage, FrameTransportError | FrameReplyError> =>
  Effect.gen(function* () {
    const type = input.type
    const state = core.mounted
    if (state === undefined) return yield* transportError('IframeNotSet', type)
    yield* Deferred.await(state.ready)
    const replies = core.replies[type]
    if (replies === undefined) return yield* Effect.die(new Error(`No replies for ${type}`))
    const id = crypto.randomUUID()
    const entry = pendingOf(core, type, replies, requestOptions)
    core.pending.set(id, entry)
    return yield* Effect.try({
      try: () => post(core, state, { ...input, id } as FrameMessage),
      catch: (cause) => transportError('PostFailed', type, cause),
    }).pipe(
      Effect.andThen(Effect.raceFirst(Deferred.await(entry.reply), timeout(core.clock, entry))),
      // Settled once: however the wait ends, a later reply with this id is dropped.
      Effect.ensuring(
        Effect.sync(() => {
          if (core.pending.delete(id) && core.mounted === state) withdraw(core, type, id)
        }),
      ),
    )
  })
