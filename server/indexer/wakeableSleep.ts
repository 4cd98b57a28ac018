/**
 * The wait of a polling loop, which `wake()` ends at once (the loop is stopped, or someone
 * waits for its next turn); a `wake()` with no wait under way does nothing.
 *
 * @example
 * import { wakeableSleep } from './wakeableSleep.ts'
 * const pause = wakeableSleep()
 * const waited = pause.sleep(2000)
 * pause.wake() // `waited` resolves now
 */
export const wakeableSleep = () => {
  let wake: (() => void) | undefined
  return {
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      }),
    wake: () => wake?.(),
  }
}
