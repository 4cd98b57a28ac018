/**
 * The script every benchmarked page gets before its own (`addInitScript`), as plain JS text
 * (so no bundler helper leaks in). It defines `window.__bench`:
 *
 * - `find(path)`: the first visible element matching a selector path, each step searched in
 *   the document and in every open shadow root under the previous match (so
 *   `['wui-connect-button', 'button']` reaches AppKit's button through its shadow roots);
 * - `watch(path)`: starts checking each animation frame from the very start of the page and
 *   records in `buttonAt` the `performance.now()` (ms since navigation start) of the first frame
 *   where the element is visible, and in `buttonFrame` that frame's number: the page's first
 *   animation frame is 1, and each later one is numbered by the 60 Hz interval, counted from the
 *   first frame's start, in which its callback ran (not by its timestamp: a frame that waited
 *   for a busy main thread keeps the time it was due), so the frames a busy main thread missed
 *   count too (a 100 ms task before the button costs it 6 frames: the user saw 6 without it).
 *   A button committed in a task between frames (React's render, a script) is seen, laid out
 *   and painted in the next frame; one added by a later callback of the same frame is seen in
 *   the frame after;
 * - `clickAndWait(button, view, timeoutMs)`: clicks the button and resolves with `{ ms, frames }`:
 *   the ms until the first frame where the view is visible and that frame's number, counting
 *   the animation frames that began after the click from 1 (`frames: 1` is the very next frame:
 *   the view is in the DOM and laid out in that frame's callback, so it paints in it). Both are
 *   `-1` on timeout and `-2` when the button is not there.
 *
 * A frame is the unit because a view the user can see is one that made it into a frame.
 */
export const pageProbe = `
(() => {
  const deepAll = (root, selector, out) => {
    for (const el of root.querySelectorAll(selector)) out.push(el)
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) deepAll(el.shadowRoot, selector, out)
    return out
  }
  const visible = (el) => {
    const rect = el.getBoundingClientRect()
    return rect.width > 0 && rect.height > 0 && el.checkVisibility({ visibilityProperty: true })
  }
  const find = (path) => {
    let scopes = [document]
    for (const selector of path) {
      const next = []
      for (const scope of scopes) {
        deepAll(scope, selector, next)
        if (scope.shadowRoot) deepAll(scope.shadowRoot, selector, next)
      }
      scopes = next
      if (scopes.length === 0) return undefined
    }
    return scopes.find(visible)
  }
  const frameMs = 1000 / 60
  const bench = {
    buttonAt: undefined,
    buttonFrame: undefined,
    find,
    watch(path) {
      let first
      const check = (time) => {
        const now = performance.now()
        const frame = first === undefined ? 1 : 1 + Math.floor((now - first) / frameMs)
        first ??= time
        if (document.documentElement && find(path)) {
          bench.buttonFrame = frame
          bench.buttonAt = now
        } else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    },
    clickAndWait(button, view, timeoutMs) {
      const target = find(button)
      if (!target) return Promise.resolve({ ms: -2, frames: -2 })
      return new Promise((resolve) => {
        const start = performance.now()
        let frames = 0
        const check = () => {
          const now = performance.now()
          frames += 1
          if (find(view)) resolve({ ms: now - start, frames })
          else if (now - start > timeoutMs) resolve({ ms: -1, frames: -1 })
          else requestAnimationFrame(check)
        }
        target.click()
        requestAnimationFrame(check)
      })
    },
  }
  window.__bench = bench
})()
`
