// Loaded on first use of the embedded wallet (authConnector's import()): the frame transport
// and the generated frame schemas stay out of the entry bundle.
import { Effect, Exit, Layer, Scope, Stream } from 'effect'
import { FrameInbound, replies } from '../../../generated/frame/messages.ts'
import type { FrameReplyError } from '../../errors/FrameReplyError.ts'
import type { FrameTransportError } from '../../errors/FrameTransportError.ts'
import { Logger, type LoggerService } from '../../services/Logger.ts'
import { type FrameMessage, FrameTransport, hostOf } from './FrameTransport.ts'

/** Where the frame shows, in viewport pixels (the ApproveTransaction view's slot). */
export interface FramePlace {
  readonly top: number
  readonly left: number
  readonly width: number
  readonly height: number
}

/** The modal's z-index is Z_INDEX (999); the frame shows above it, at the view's place. */
const SHOWN_Z_INDEX = '1000'

/** The mounted frame: requests by type, its unasked events, where it shows, and `close`. */
export interface AuthFrame {
  readonly request: (
    type: string,
    payload?: unknown,
  ) => Effect.Effect<FrameMessage, FrameTransportError | FrameReplyError>
  readonly onEvent: (listener: (message: FrameMessage) => void) => () => void
  /**
   * Shows the frame at `place` (its own approval UI, SPEC §2 ApproveTransaction) and gives it
   * the focus; `undefined` hides it again, and a focus left in it leaves it.
   */
  readonly place: (place: FramePlace | undefined) => void
  readonly close: () => Promise<void>
}

/** What `openAuthFrame` needs. */
export interface AuthFrameOptions {
  /** The frame page, with `projectId` in its query. */
  readonly frameUrl: string
  readonly document: Document
  /** The client's Logger; default a fresh one. */
  readonly logger?: LoggerService | undefined
}

/** The frame's style while hidden: in the page, but zero-sized, transparent and inert. */
const HIDDEN_STYLE = {
  position: 'fixed',
  top: '0',
  left: '0',
  width: '0',
  height: '0',
  border: '0',
  opacity: '0',
  pointerEvents: 'none',
  zIndex: '',
  colorScheme: 'normal',
}

/** The secure frame's element, hidden and out of the tab order, not yet in the page. */
const makeFrameElement = (doc: Document, frameUrl: string): HTMLIFrameElement => {
  const iframe = doc.createElement('iframe')
  iframe.src = frameUrl
  iframe.title = 'Latch secure frame'
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
  Object.assign(iframe.style, HIDDEN_STYLE)
  iframe.dataset.latchFrame = ''
  return iframe
}

/**
 * AuthFrame's `place` for `iframe`: shows it at a place (and focuses it), or hides it (and
 * takes the focus out of it).
 */
export const makePlace = (iframe: HTMLIFrameElement, view: Window): AuthFrame['place'] => {
  let shown = false
  return (place) => {
    if (!place) {
      if (!shown) return
      shown = false
      // A hidden element never keeps the keyboard: keys pressed in it would reach no one. The
      // modal takes it back first (its FrameSlot); without one, it goes to the page.
      if (iframe.ownerDocument.activeElement === iframe) iframe.blur()
      Object.assign(iframe.style, HIDDEN_STYLE)
      iframe.setAttribute('aria-hidden', 'true')
      iframe.tabIndex = -1
      return
    }
    Object.assign(iframe.style, {
      top: `${place.top}px`,
      left: `${place.left}px`,
      width: `${place.width}px`,
      height: `${place.height}px`,
      opacity: '1',
      pointerEvents: 'auto',
      zIndex: SHOWN_Z_INDEX,
    })
    if (shown) return
    shown = true
    iframe.removeAttribute('aria-hidden')
    iframe.tabIndex = 0
    // After the modal's own focus handling for the new view (its effects run after ours),
    // so the keyboard lands in the frame, on its Reject button.
    view.setTimeout(() => {
      if (shown) iframe.focus()
    }, 0)
  }
}

/** The FrameTransport of `options`, made in `scope` (closed again if making it fails). */
const makeTransport = (options: AuthFrameOptions, view: Window, scope: Scope.Closeable) =>
  FrameTransport.make({
    frameUrl: options.frameUrl,
    appOrigin: view.location.origin,
    inbound: FrameInbound,
    replies,
  }).pipe(
    Scope.provide(scope),
    Effect.provide(options.logger ? Layer.succeed(Logger, options.logger) : Logger.layer()),
    Effect.tapError(() => Scope.close(scope, Exit.void)),
  )

/**
 * Puts the secure frame in the page (hidden until it asks the visitor to approve something),
 * and mounts the FrameTransport on it: the ready handshake, then the private MessageChannel.
 */
export const openAuthFrame = (
  options: AuthFrameOptions,
): Effect.Effect<AuthFrame, FrameTransportError> =>
  Effect.gen(function* () {
    const doc = options.document
    const view = doc.defaultView as Window
    const scope = yield* Scope.make()
    const transport = yield* makeTransport(options, view, scope)
    const iframe = makeFrameElement(doc, options.frameUrl)
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
      place: makePlace(iframe, view),
      close,
    } satisfies AuthFrame
  })
