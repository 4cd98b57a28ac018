import { FRAME_APPROVAL_QUEUE_MAX } from '../runtime/constants.ts'
import type { ApprovalAsk } from './describeRequest.ts'

/** The frame's approval UI: one ask at a time, and how many more wait behind it. */
export interface ApprovalUi {
  /** Shows an ask; `decide` is called once, by the visitor's Approve or Reject. */
  readonly show: (ask: ApprovalAsk, decide: (approved: boolean) => void) => void
  /** How many more asks wait behind the one shown. */
  readonly more: (count: number) => void
  readonly hide: () => void
}

/** The visitor's approvals, in arrival order. */
export interface ApprovalQueue {
  /** Waits for the visitor's answer to request `id`; `true` when approved. */
  readonly hold: (id: string, ask: ApprovalAsk) => Promise<boolean>
  /** The ids waiting, the one shown first. */
  readonly waiting: () => readonly string[]
  /** Answers every waiting request with a rejection (the session ended). */
  readonly rejectAll: () => void
  /**
   * The app gave up on request `id`: its ask leaves the UI and it is answered with a
   * rejection; an id not held yet is refused when it comes to `hold`. `true` when it waited.
   */
  readonly withdraw: (id: string) => boolean
}

type Entry = {
  readonly id: string
  readonly ask: ApprovalAsk
  readonly resolve: (approved: boolean) => void
}

/**
 * Holds unsafe requests until the visitor answers them in the frame's own UI, one at a time:
 * a request that arrives while another waits queues behind it. `changed` hears the waiting ids
 * after every change (the page tells the app, which shows the frame while any wait).
 *
 * @example
 * import { makeApprovalQueue } from './approvalQueue.ts'
 * const queue = makeApprovalQueue(ui, (waiting) => port.postMessage(update(waiting)))
 * const approved = await queue.hold(request.id, ask)
 */
export const makeApprovalQueue = (
  ui: ApprovalUi,
  changed: (waiting: readonly string[]) => void,
): ApprovalQueue => {
  const entries: Entry[] = []
  let shown: Entry | undefined
  // Withdrawn before they reached the queue (the frame was still reading the request); kept
  // bounded, since most of them were answered long ago and never come.
  const withdrawnEarly = new Set<string>()

  const render = () => {
    const head = entries[0]
    if (!head) {
      shown = undefined
      ui.hide()
      return
    }
    if (head !== shown) {
      shown = head
      ui.show(head.ask, (approved) => settle(head, approved))
    }
    ui.more(entries.length - 1)
  }

  const settle = (entry: Entry, approved: boolean) => {
    const index = entries.indexOf(entry)
    if (index < 0) return
    entries.splice(index, 1)
    entry.resolve(approved)
    render()
    changed(entries.map((e) => e.id))
  }

  return {
    hold: (id, ask) =>
      new Promise<boolean>((resolve) => {
        if (withdrawnEarly.delete(id)) return resolve(false)
        entries.push({ id, ask, resolve })
        render()
        changed(entries.map((e) => e.id))
      }),
    waiting: () => entries.map((e) => e.id),
    rejectAll: () => {
      if (entries.length === 0) return
      for (const entry of entries.splice(0)) entry.resolve(false)
      render()
      changed([])
    },
    withdraw: (id) => {
      const entry = entries.find((e) => e.id === id)
      if (entry) {
        settle(entry, false)
        return true
      }
      withdrawnEarly.add(id)
      if (withdrawnEarly.size > FRAME_APPROVAL_QUEUE_MAX) {
        const [oldest] = withdrawnEarly
        if (oldest !== undefined) withdrawnEarly.delete(oldest)
      }
      return false
    },
  }
}
