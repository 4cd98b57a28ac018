// The secure frame's script, bundled by server/frame/bundleFramePage.ts and served from the
// frame's own origin. Security model: server/frame/SECURITY.md.
import type { FrameConfig } from './FrameConfig.ts'
import { makeFrameWallet } from './frameWallet.ts'
import { checkMessage, checkWindowEvent, type GateVerdict, replyTypes } from './gate.ts'
import { indexedDbVault } from './sessionVault.ts'

const config = JSON.parse(
  document.getElementById('latch-frame-config')?.textContent ?? '{}',
) as FrameConfig
const allowedOrigins = new Set(config.allowedOrigins)
const wallet = makeFrameWallet(config, {
  fetch: globalThis.fetch.bind(globalThis),
  vault: indexedDbVault(),
})
let port: MessagePort | undefined

const answer = async (target: MessagePort, verdict: GateVerdict) => {
  if (verdict.kind === 'drop') return
  if (verdict.kind === 'reject') {
    target.postMessage({
      id: verdict.id,
      type: verdict.replyType,
      payload: { message: verdict.message },
    })
    return
  }
  const { id, type } = verdict.request
  const replies = replyTypes(type)
  const result = await wallet(verdict.request)
  target.postMessage(
    result.ok
      ? {
          id,
          type: replies.success,
          ...(result.payload === undefined ? {} : { payload: result.payload }),
        }
      : { id, type: replies.error, payload: { message: result.message } },
  )
}

window.addEventListener('message', (event) => {
  // After the handshake only the private port is heard.
  if (port) return
  const verdict = checkWindowEvent(
    { origin: event.origin, source: event.source, data: event.data, ports: event.ports },
    { allowedOrigins, parent: window.parent },
  )
  if (verdict.kind === 'drop') return
  const [handedOver] = event.ports
  if (!handedOver) return
  port = handedOver
  port.onmessage = (message) => {
    if (port) void answer(port, checkMessage(message.data))
  }
  void answer(port, verdict)
})

// The ready event goes to each allowed origin by name: only an allowed parent receives it.
if (window.parent !== window)
  for (const origin of allowedOrigins)
    window.parent.postMessage({ id: crypto.randomUUID(), type: 'frame/ready' }, origin)
