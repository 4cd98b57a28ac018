/** One item waiting for the user's yes or no. */
export type PendingItem<T> = {
  /** Unique within its queue, for React keys. */
  readonly key: number
  readonly item: T
  /** Answers it and takes it off the queue. */
  readonly answer: (ok: boolean) => void
}

/** A queue of questions the page shows until the user answers each. */
export type PendingQueue<T> = {
  /** The decision function the wallet calls: resolves when the user answers. */
  readonly decide: (item: T) => Promise<boolean>
  /** What waits now, oldest first. */
  readonly items: () => readonly PendingItem<T>[]
  /** Calls `listener` whenever the queue changes; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void
}

/**
 * Turns the wallet's yes/no callbacks into a list the page renders: each call of `decide`
 * adds an item and waits until its `answer` is clicked.
 *
 * @example
 * import { createPendingQueue } from './createPendingQueue.ts'
 * const proposals = createPendingQueue<MobileWalletProposal>()
 * wallet.onProposal(proposals.decide)
 */
export const createPendingQueue = <T>(): PendingQueue<T> => {
  let items: readonly PendingItem<T>[] = []
  let next = 0
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  return {
    decide: (item) =>
      new Promise<boolean>((resolve) => {
        const key = next++
        const answer = (ok: boolean) => {
          items = items.filter((i) => i.key !== key)
          notify()
          resolve(ok)
        }
        items = [...items, { key, item, answer }]
        notify()
      }),
    items: () => items,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
