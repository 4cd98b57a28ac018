import { Deferred, Effect, Exit, Fiber } from 'effect'
import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_WAIT_MS } from '../../../constants.ts'
import { FrameTransportError } from '../../../errors/FrameTransportError.ts'
import type { FrameHost } from './FrameHost.ts'
import type { Mounted } from './pending.ts'
import { detach, sleepUntil, type TransportCore, windowListener } from './transportCore.ts'

const transportError = FrameTransportError.of

/** Detaches the frame, fails readiness and every waiting request ('Request was aborted'). */
export const unmount = (core: TransportCore): Effect.Effect<void> =>
  Effect.suspend(() => {
    const state = core.mounted
    if (state === undefined) return Effect.void
    detach(core, state)
    Deferred.doneUnsafe(state.ready, Effect.fail(transportError('Aborted')))
    for (const [id, waiting] of core.pending) {
      core.pending.delete(id)
      Deferred.doneUnsafe(waiting.reply, Effect.fail(transportError('Aborted', waiting.type)))
    }
    return state.handshake ? Fiber.interrupt(state.handshake) : Effect.void
  })

/**
 * The ready handshake: the ready event within FRAME_LOAD_TIMEOUT_MS, then
 * FRAME_READY_WAIT_MS. A frame that never loads is detached, so it can be mounted again.
 */
const handshake = (core: TransportCore, state: Mounted) =>
  Effect.raceFirst(
    Deferred.await(state.readyEvent),
    Effect.andThen(
      sleepUntil(core.clock, state.mountedAt + FRAME_LOAD_TIMEOUT_MS),
      Effect.fail(transportError('LoadFailed')),
    ),
  ).pipe(
    Effect.flatMap((readyAt) => sleepUntil(core.clock, readyAt + FRAME_READY_WAIT_MS)),
    Effect.exit,
    Effect.flatMap((exit) =>
      Effect.andThen(
        Deferred.done(state.ready, exit),
        Effect.sync(() => {
          if (Exit.isFailure(exit)) detach(core, state)
        }),
      ),
    ),
  )

/** Listens to `host` and waits until it is ready; mounting again waits for the same readiness. */
export const mount = (
  core: TransportCore,
  host: FrameHost,
): Effect.Effect<void, FrameTransportError> =>
  Effect.suspend(() => {
    if (core.mounted) return Deferred.await(core.mounted.ready)
    const state: Mounted = {
      host,
      listener: windowListener(core, host),
      mountedAt: core.clock.currentTimeMillisUnsafe(),
      ready: Deferred.makeUnsafe(),
      readyEvent: Deferred.makeUnsafe(),
      handshake: undefined,
      port: undefined,
      portListener: undefined,
    }
    core.mounted = state
    host.window.addEventListener('message', state.listener)
    // The handshake belongs to the transport, not to whoever called mount first.
    state.handshake = core.run(handshake(core, state))
    return Deferred.await(state.ready)
  })
