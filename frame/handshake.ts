import {
  checkMessage,
  checkWindowEvent,
  type GateContext,
  type GateEvent,
  type GateVerdict,
  replyTypes,
} from './gate.ts'

/**
 * What a second channel hears: the frame already talks to one channel of this page. Any
 * script on the app's page passes the window checks (the app's origin, the parent window), so
 * the first to hand over a port — Latch's runtime, or a script that raced it after the ready
 * event — holds the frame; the other is told so at once instead of waiting out its timeouts.
 */
export const FRAME_TAKEN = 'The secure frame is already connected to another channel of this page'

/** The end of a `MessageChannel` the app handed over (a browser `MessagePort`). */
export interface HandshakePort {
  postMessage(message: unknown): void
  onmessage: ((event: MessageEvent) => void) | null
}

/** Answers a message on a refused port with its request's error reply, or nothing. */
const refuse = (port: HandshakePort, data: unknown) => {
  const verdict = checkMessage(data)
  if (verdict.kind === 'drop') return
  const [id, type] =
    verdict.kind === 'accept'
      ? [verdict.request.id, replyTypes(verdict.request.type).error]
      : [verdict.id, verdict.replyType]
  port.postMessage({ id, type, payload: { message: FRAME_TAKEN } })
}

/**
 * The frame's window listener for the handshake (server/frame/SECURITY.md, the message gate):
 * the first message that passes `checkWindowEvent` hands over the private port, which `accept`
 * gets with the parent's origin and that message's verdict. Every later one that passes (a
 * second channel from the same page) is refused over its own port, for good: each of its
 * requests gets its error reply with FRAME_TAKEN, and nothing of it reaches the wallet.
 * Messages that fail the window checks are never answered.
 *
 * @example
 * import { handshakeListener } from './handshake.ts'
 * const listen = handshakeListener({ allowedOrigins, parent: window.parent }, (port) => use(port))
 * window.addEventListener('message', (event) => listen(event))
 */
export const handshakeListener = <P extends HandshakePort>(
  context: GateContext,
  accept: (port: P, origin: string, first: GateVerdict) => void,
) => {
  let taken = false
  return (event: GateEvent): void => {
    const verdict = checkWindowEvent(event, context)
    if (verdict.kind === 'drop') return
    const [port] = event.ports as readonly P[]
    if (!port) return
    if (!taken) {
      taken = true
      accept(port, event.origin, verdict)
      return
    }
    refuse(port, event.data)
    port.onmessage = (message) => refuse(port, message.data)
  }
}
