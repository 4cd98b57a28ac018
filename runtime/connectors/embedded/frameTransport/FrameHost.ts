/** Every frame message: `{ id, type, payload? }` (contracts/frame.asyncapi.yaml). */
export interface FrameMessage {
  readonly id: string
  readonly type: string
  readonly payload?: unknown
}

/** The fields of a `message` event the transport reads. */
export interface FrameMessageEvent {
  readonly data: unknown
  readonly origin: string
  readonly source: unknown
}

export type FrameListener = (event: FrameMessageEvent) => void

/** Something that emits `message` events: the app's `window`, or a `MessagePort`. */
export interface FrameEventSource {
  addEventListener(type: 'message', listener: FrameListener): void
  removeEventListener(type: 'message', listener: FrameListener): void
}

/** The frame's window: what `iframe.contentWindow` offers. */
export interface FrameWindowLike {
  postMessage(message: unknown, targetOrigin: string, transfer?: Array<Transferable>): void
}

/** The app's end of the private channel: a `MessagePort`. */
export interface FramePortLike extends FrameEventSource {
  postMessage(message: unknown): void
  start?(): void
  close?(): void
}

/** A `MessageChannel`: the app keeps `port1` and hands `port2` to the frame. */
export interface FrameChannelLike {
  readonly port1: FramePortLike
  readonly port2: Transferable
}

/**
 * Where the frame lives: its window (the only accepted `event.source`, and the target of the
 * first message), the app window's `message` events, and a `MessageChannel` maker. In Node
 * tests, an `EventTarget`, a stub window and node's `MessageChannel`.
 */
export interface FrameHost {
  readonly frame: FrameWindowLike
  readonly window: FrameEventSource
  readonly createChannel: () => FrameChannelLike
}

/**
 * The host of a mounted `<iframe>` in a browser page.
 */
export const hostOf = (
  iframe: HTMLIFrameElement,
  window_: Window = window,
): FrameHost | undefined => {
  const frame = iframe.contentWindow
  if (frame === null) return undefined
  return {
    frame,
    window: window_ as unknown as FrameEventSource,
    createChannel: () => new MessageChannel() as unknown as FrameChannelLike,
  }
}
