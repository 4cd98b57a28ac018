import { describe, expect, it } from 'vitest'
import { followFrameApproval } from '../../../../runtime/features/kernel/frameApproval.ts'
import { mainnet } from '../../../../runtime/networks.ts'
import { createState } from '../../../../runtime/state/createState.ts'

/** An auth connector's approval events, sent by the test as the frame would. */
const fakeAuth = () => {
  const listeners = new Set<(waiting: readonly string[]) => void>()
  return {
    auth: {
      onApproval: (listener: (waiting: readonly string[]) => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    frameSays: (...waiting: string[]) => {
      for (const listener of listeners) listener(waiting)
    },
    listening: () => listeners.size,
  }
}

const setup = () => {
  const state = createState(mainnet)
  const frame = fakeAuth()
  const closes: number[] = []
  const stop = followFrameApproval({
    auth: frame.auth,
    state,
    close: async () => {
      closes.push(1)
      state.modal.value = { ...state.modal.value, open: false }
      state.router.value = { view: 'Account', history: [] }
    },
  })
  return { state, frame, closes, stop }
}

describe('followFrameApproval', () => {
  it('default: a closed modal opens on ApproveTransaction and closes again once answered', () => {
    const { state, frame, closes } = setup()
    frame.frameSays('a')
    expect(state.modal.value.open).toBe(true)
    expect(state.router.value).toEqual({ view: 'ApproveTransaction', history: [] })
    expect(state.frameApproval.value).toEqual({ waiting: 1 })
    frame.frameSays()
    expect(state.frameApproval.value).toEqual({ waiting: 0 })
    expect(closes).toHaveLength(1)
    expect(state.modal.value.open).toBe(false)
  })

  it('behavior: an open modal goes to ApproveTransaction and back to its view', () => {
    const { state, frame, closes } = setup()
    state.modal.value = { ...state.modal.value, open: true }
    state.router.value = { view: 'Account', history: [] }
    frame.frameSays('a')
    expect(state.router.value).toEqual({ view: 'ApproveTransaction', history: ['Account'] })
    // A second request queues in the frame: the view stays, the count grows.
    frame.frameSays('a', 'b')
    expect(state.router.value.history).toEqual(['Account'])
    expect(state.frameApproval.value).toEqual({ waiting: 2 })
    frame.frameSays('b')
    expect(state.router.value.view).toBe('ApproveTransaction')
    frame.frameSays()
    expect(state.router.value).toEqual({ view: 'Account', history: [] })
    expect(closes).toEqual([])
  })

  it('behavior: closed while a request waits, opening again shows it', () => {
    const { state, frame } = setup()
    frame.frameSays('a')
    state.modal.value = { ...state.modal.value, open: false }
    state.router.value = { view: 'Account', history: [] }
    state.modal.value = { ...state.modal.value, open: true }
    expect(state.router.value.view).toBe('ApproveTransaction')
  })

  it('behavior: stop unsubscribes', () => {
    const { frame, stop, state } = setup()
    stop()
    expect(frame.listening()).toBe(0)
    frame.frameSays('a')
    expect(state.modal.value.open).toBe(false)
  })
})
