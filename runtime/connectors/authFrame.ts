// Loaded on first use of the embedded wallet (authConnector's import()): the frame transport
// and the generated frame schemas stay out of the entry bundle.
import { Effect, Exit, Scope, Stream } from 'effect'
import { FrameInbound, replies } from '../../generated/frame/messages.ts'
import type { FrameReplyError, FrameTransportError } from '../services/FrameErrors.ts'
import { type FrameMessage, hostOf, make } from '../services/FrameTransport.ts'
import { Logger } from '../services/Logger.ts'

/** The mounted frame: requests by type, its unasked events, and `close`. */
export interface AuthFrame {
  readonly request: (
    type: string,
    payload?: unknown,
  ) => Effect.Effect<FrameMessage, FrameTransportError | FrameReplyError>
  readonly onEvent: (listener: (message: FrameMessage) => void) => () => void
  readonly close: () => Promise<void>
}

/** What `openAuthFrame` needs. */
export interface AuthFrameOptions {
  /** The frame page, with `projectId` in its query. */
  readonly frameUrl: string
  readonly document: Document
}

/**
 * Puts the secure frame in the page (hidden; the frame never shows UI of its own yet), and
 * mounts the FrameTransport on it: the ready handshake, then the private MessageChannel.
 */
export const openAuthFrame = (
  options: AuthFrameOptions,
): Effect.Effect<AuthFrame, FrameTransportError> =>
  Effect.gen(function* () {
    const doc = options.document
    const view = doc.defaultView as Window
    const scope = yield* Scope.make()
    const transport = yield* make({
      frameUrl: options.frameUrl,
      appOrigin: view.location.origin,
      inbound: FrameInbound,
      replies,
    }).pipe(
      Scope.provide(scope),
      Effect.provide(Logger.layer()),
      Effect.tapError(() => Scope.close(scope, Exit.void)),
    )
    const iframe = doc.createElement('iframe')
    iframe.src = options.frameUrl
    iframe.title = 'Latch secure frame'
    iframe.setAttribute('aria-hidden', 'true')
    iframe.tabIndex = -1
    Object.assign(iframe.style, {
      position: 'fixed',
      width: '0',
      height: '0',
      border: '0',
      opacity: '0',
      pointerEvents: 'none',
    })
    iframe.dataset.latchFrame = ''
    const listeners = new Set<(message: FrameMessage) => void>()
    const close = async () => {
      await Effect.runPromise(Scope.close(scope, Exit.void))
      iframe.remove()
    }
    doc.body.append(iframe)
    const host = hostOf(iframe, view)
    if (!host) {
      yield* Effect.promise(close)
      return yield* Effect.die(new Error('the secure frame has no window'))
    }
    yield* transport.mount(host).pipe(Effect.tapError(() => Effect.promise(close)))
    yield* Stream.runForEach(transport.events, (message) =>
      Effect.sync(() => {
        for (const listener of listeners) listener(message)
      }),
    ).pipe(Effect.forkIn(scope))
    return {
      request: (type, payload) =>
        transport.request(
          (payload === undefined ? { type } : { type, payload }) as never,
        ) as unknown as Effect.Effect<FrameMessage, FrameTransportError | FrameReplyError>,
      onEvent: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      close,
    } satisfies AuthFrame
  })
