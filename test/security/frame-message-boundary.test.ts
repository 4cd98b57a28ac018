import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApprovalAsk } from '../../frame/approvalAsk.ts'
import { makeApprovalQueue } from '../../frame/approvalQueue.ts'
import { checkMessage, type GateVerdict } from '../../frame/gate.ts'
import { FRAME_TAKEN, handshakeListener } from '../../frame/handshake.ts'

// Round 11, the secure frame's message boundary as a script on the app's page plays it (the
// r3 review drove the gate with 14 events; these are the paths it did not try). Real gate,
// real handshake listener, real approval queue, real MessageChannels (Node's); the window is
// the only stand-in: an event is what a browser would dispatch.
const APP = 'http://127.0.0.1:5173'
const parent = { name: 'the frame’s parent window' }
const context = { allowedOrigins: new Set([APP]), parent }
const request = (type = 'app/get-chain-id') => ({ id: crypto.randomUUID(), type })

const opened: MessagePort[] = []
afterEach(() => {
  for (const port of opened.splice(0)) port.close()
})

/** A channel as the app (or a script on its page) makes one: it keeps port1, hands over port2. */
const channel = () => {
  const { port1, port2 } = new MessageChannel()
  opened.push(port1, port2)
  const heard: unknown[] = []
  port1.onmessage = (event) => heard.push(event.data)
  return { mine: port1, handed: port2, heard }
}
/** Long enough for a MessagePort delivery, which is a task away. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100))

describe('frame boundary: who holds the frame', () => {
  it('attack: a script that hands over a second channel after the ready event is refused on it, for good; the first keeps the frame', async () => {
    const accepted: { origin: string; first: GateVerdict }[] = []
    const listen = handshakeListener<MessagePort>(context, (port, origin, first) => {
      accepted.push({ origin, first })
      port.onmessage = () => undefined
    })
    const runtime = channel()
    const first = request()
    listen({ origin: APP, source: parent, data: first, ports: [runtime.handed] })
    expect(accepted).toEqual([{ origin: APP, first: { kind: 'accept', request: first } }])
    // The second channel: same page, same origin, same parent window.
    const script = channel()
    const second = request('app/sign-out')
    listen({ origin: APP, source: parent, data: second, ports: [script.handed] })
    const later = request('app/get-chain-id')
    script.mine.postMessage(later)
    await vi.waitFor(() => expect(script.heard).toHaveLength(2))
    expect(accepted).toHaveLength(1)
    expect(script.heard).toEqual([
      { id: second.id, type: 'frame/sign-out-error', payload: { message: FRAME_TAKEN } },
      { id: later.id, type: 'frame/get-chain-id-error', payload: { message: FRAME_TAKEN } },
    ])
  })

  it('rule: a window message that fails the window checks is never answered, even with a port', async () => {
    const listen = handshakeListener<MessagePort>(context, () => {
      throw new Error('must not accept')
    })
    const stranger = channel()
    for (const event of [
      { origin: 'http://127.0.0.1:5174', source: parent },
      { origin: APP, source: { name: 'another frame of the app' } },
      { origin: APP, source: null },
    ])
      listen({ ...event, data: request(), ports: [stranger.handed] })
    await settle()
    expect(stranger.heard).toEqual([])
  })
})

describe('frame boundary: what the frame takes as a request', () => {
  it('rule: the frame’s own message types (replies, ready, approval update) sent to it are dropped, unanswered', () => {
    const id = crypto.randomUUID()
    for (const type of [
      'frame/rpc-request-success',
      'frame/rpc-request-error',
      'frame/ready',
      'frame/approval-update',
      'frame/connect-otp-success',
    ])
      expect(checkMessage({ id, type, payload: { waiting: [], result: '0x1' } }).kind, type).toBe(
        'drop',
      )
  })

  it('rule: a __proto__ key deep in a payload (as JSON.parse makes one) or nesting past 32 levels is refused', () => {
    const id = crypto.randomUUID()
    const poisoned = JSON.parse(
      `{"id":"${id}","type":"app/rpc-request","payload":{"method":"eth_call","params":[{"a":{"b":{"__proto__":{"polluted":true}}}}]}}`,
    )
    expect(checkMessage(poisoned)).toMatchObject({ kind: 'reject', message: 'Invalid input' })
    let deep: unknown = '0x'
    for (let i = 0; i < 40; i++) deep = [deep]
    const nested = { id, type: 'app/rpc-request', payload: { method: 'eth_call', params: [deep] } }
    expect(checkMessage(nested)).toMatchObject({ kind: 'reject', message: 'Invalid input' })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('frame boundary: an approval decides only the ask it showed', () => {
  const ask = (title: string): ApprovalAsk => ({ method: 'personal_sign', title, rows: [] })

  it('attack: a request replayed under the id of one waiting is a second ask; approving the first never approves it', async () => {
    const shown: { ask: ApprovalAsk; decide: (approved: boolean) => void }[] = []
    const queue = makeApprovalQueue(
      {
        show: (a, decide) => shown.push({ ask: a, decide }),
        more: () => undefined,
        hide: () => undefined,
      },
      () => undefined,
    )
    const id = crypto.randomUUID()
    const honest = queue.hold(id, ask('Sign "hello"'))
    const replayed = queue.hold(id, ask('Sign "transfer everything"'))
    expect(shown.map((s) => s.ask.title)).toEqual(['Sign "hello"'])
    shown[0]?.decide(true)
    // A second press of the same button (or a late click) finds nothing more to approve.
    shown[0]?.decide(true)
    expect(await honest).toBe(true)
    expect(shown.map((s) => s.ask.title)).toEqual(['Sign "hello"', 'Sign "transfer everything"'])
    expect(queue.waiting()).toEqual([id])
    shown[1]?.decide(false)
    expect(await replayed).toBe(false)
  })
})
