/**
 * Runs `task` once the browser has painted the next frame (the frame's callbacks, then a
 * macrotask), so work the user need not see in that frame does not hold it back; returns a
 * function that cancels it, for an effect's cleanup. Without `requestAnimationFrame` it runs
 * after a macrotask. A hidden tab paints no frames, so there it waits until the tab shows.
 */
export const afterPaint = (task: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          timer = setTimeout(task, 0)
        })
      : undefined
  if (frame === undefined) timer = setTimeout(task, 0)
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}
