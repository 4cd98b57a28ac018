// The secure frame's script, bundled by server/frame/bundleFramePage.ts and served from the
// frame's own origin. Security model: server/frame/SECURITY.md.
import { FRAME_APPROVAL_ARM_MS } from '../runtime/constants.ts'
import { announceReady } from './announceReady.ts'
import { answerRequest } from './answerRequest.ts'
import { makeApprovalQueue } from './approvalQueue.ts'
import { domApprovalUi, focusApprovalOnFocus } from './approvalUi.ts'
import type { FrameConfig } from './FrameConfig.ts'
import { applyFrameTheme } from './frameTheme.ts'
import { makeFrameWallet } from './frameWallet.ts'
import { checkMessage, type GateVerdict } from './gate.ts'
import { handshakeListener } from './handshake.ts'
import { indexedDbVault } from './sessionVault.ts'
import { makeSocialInbox, SOCIAL_CALLBACK_TYPE } from './socialInbox.ts'

const config = JSON.parse(
  document.getElementById('latch-frame-config')?.textContent ?? '{}',
) as FrameConfig
const allowedOrigins = new Set(config.allowedOrigins)
let port: MessagePort | undefined
/** The parent's origin as the browser reported it at the handshake. */
let appOrigin: string | undefined
let appName: string | undefined

// Unsafe requests wait here for the visitor, who answers in UI only this origin can reach.
const approvals = makeApprovalQueue(
  domApprovalUi(document, {
    appOrigin: () => appOrigin,
    appName: () => appName,
    armMs: FRAME_APPROVAL_ARM_MS,
  }),
  (waiting) =>
    port?.postMessage({
      id: crypto.randomUUID(),
      type: 'frame/approval-update',
      payload: { waiting },
    }),
)
focusApprovalOnFocus(document)

// Issue 26: the social callback page (same origin) posts the provider's return here, never to
// the app's page; only the login this frame started takes it.
const socialInbox = makeSocialInbox()
window.addEventListener('message', (event) => {
  if (event.origin !== window.location.origin) return
  const data = event.data as { type?: unknown; uri?: unknown } | null
  if (data?.type === SOCIAL_CALLBACK_TYPE && typeof data.uri === 'string')
    socialInbox.deliver(data.uri)
})

const wallet = makeFrameWallet(config, {
  socialReturn: socialInbox.wait,
  fetch: globalThis.fetch.bind(globalThis),
  vault: indexedDbVault(config.projectId),
  approvals,
  onTheme: (theme) => applyFrameTheme(document, theme),
  onDappData: (data) => {
    appName = typeof data.metadata?.name === 'string' ? data.metadata.name : undefined
  },
})

const answer = (target: MessagePort, verdict: GateVerdict) => answerRequest(wallet, target, verdict)

// The first channel from the parent holds the frame; a second one is refused (handshake.ts).
window.addEventListener(
  'message',
  handshakeListener<MessagePort>(
    { allowedOrigins, parent: window.parent },
    (handedOver, origin, first) => {
      port = handedOver
      appOrigin = origin
      port.onmessage = (message) => {
        if (port) void answer(port, checkMessage(message.data))
      }
      void answer(port, first)
    },
  ),
)

// The ready event goes to each allowed origin by name: only an allowed parent receives it.
const problem = announceReady(window, allowedOrigins, () => crypto.randomUUID())
if (problem) {
  // Opened on its own: say so on the page rather than stay blank.
  const notice = document.createElement('p')
  notice.setAttribute('role', 'alert')
  notice.dataset.latchFrameProblem = ''
  notice.textContent = problem
  document.body.append(notice)
  console.error(problem)
}
