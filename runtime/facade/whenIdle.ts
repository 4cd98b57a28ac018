/** How long an idle callback may wait for a quiet moment before it runs anyway. */
const IDLE_DEADLINE_MS = 2000

/**
 * Runs `task` once the page is idle after its first paint (`requestIdleCallback`, else a frame
 * then a macrotask); returns a cancel function. Outside a browser (SSR, Node) it schedules
 * nothing and touches no browser global.
 */
export const whenIdle = (task: () => void): (() => void) => {
  const view = typeof window === 'undefined' ? undefined : window
  if (view === undefined || typeof document === 'undefined') return () => {}
  if (typeof view.requestIdleCallback === 'function') {
    const id = view.requestIdleCallback(task, { timeout: IDLE_DEADLINE_MS })
    return () => view.cancelIdleCallback(id)
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame =
    typeof view.requestAnimationFrame === 'function'
      ? view.requestAnimationFrame(() => {
          timer = setTimeout(task, 0)
        })
      : undefined
  if (frame === undefined) timer = setTimeout(task, 0)
  return () => {
    if (frame !== undefined) view.cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}
