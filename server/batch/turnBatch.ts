type Waiter<K, V> = {
  readonly key: K
  readonly resolve: (value: V) => void
  readonly reject: (error: unknown) => void
}

/**
 * Gathers the calls of one event-loop turn and answers them with one `load` (DataLoader's
 * idea; the session reads of `server/storage/sessionReads.ts` and the balance reads of
 * `server/chain/balanceReads.ts` go through it): the keys asked before the turn
 * ends go out together after it (`setImmediate`), at most `max` a call, and each caller gets
 * the value at its key's position. Keys are not merged: every call is answered by a read made
 * after it was asked. A failed `load` fails every call of its batch.
 *
 * @example
 * import { turnBatch } from './turnBatch.ts'
 * const double = turnBatch(async (keys: readonly number[]) => keys.map((k) => k * 2), 100)
 * const [a, b] = await Promise.all([double(1), double(2)])
 */
export const turnBatch = <K, V>(
  load: (keys: readonly K[]) => Promise<readonly V[]>,
  max: number,
): ((key: K) => Promise<V>) => {
  let pending: Waiter<K, V>[] = []
  const run = (batch: readonly Waiter<K, V>[]) =>
    load(batch.map((w) => w.key)).then(
      (values) => {
        batch.forEach((w, i) => {
          w.resolve(values[i] as V)
        })
      },
      (error: unknown) => {
        for (const w of batch) w.reject(error)
      },
    )
  const flush = () => {
    const all = pending
    pending = []
    for (let start = 0; start < all.length; start += max) void run(all.slice(start, start + max))
  }
  return (key) =>
    new Promise<V>((resolve, reject) => {
      if (pending.length === 0) setImmediate(flush)
      pending.push({ key, resolve, reject })
    })
}
