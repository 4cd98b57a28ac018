/**
 * The script the playground page gets before its own (`addInitScript`) for `viewTimings.ts`,
 * as plain JS text. It defines `window.__views`:
 *
 * - every `fetch` answer's body read (`json`, `text`, `arrayBuffer`) is stamped with
 *   `performance.now()` when it resolves: when the data arrived in the page;
 * - every trusted `click`, `input` and `keydown` is stamped with its `timeStamp`: the action;
 * - `arm()` forgets both, then `waitFor(selector, timeoutMs)` checks each animation frame for
 *   a visible element matching `selector` inside the modal's shadow root and resolves with
 *   `{ actionAt, shownAt, dataAt }`: the last action, the first frame with the element, and the
 *   last answer read between the two (`null` when none: the data was there before the action),
 *   all in ms since navigation start.
 */
export const viewProbe = `
(() => {
  const state = { actions: [], answers: [] }
  const stamp = (name) => {
    const read = Response.prototype[name]
    Response.prototype[name] = function (...args) {
      return read.apply(this, args).then((value) => {
        state.answers.push(performance.now())
        return value
      })
    }
  }
  for (const name of ['json', 'text', 'arrayBuffer']) stamp(name)
  for (const type of ['click', 'input', 'keydown'])
    document.addEventListener(type, (event) => {
      if (event.isTrusted) state.actions.push(event.timeStamp)
    }, true)
  const visible = (el) => {
    const rect = el.getBoundingClientRect()
    return rect.width > 0 && rect.height > 0 && el.checkVisibility({ visibilityProperty: true })
  }
  const find = (selector) => {
    const root = document.querySelector('[data-latch-host]')?.shadowRoot
    if (!root) return null
    for (const el of root.querySelectorAll(selector)) if (visible(el)) return el
    return null
  }
  window.__views = {
    arm() {
      state.actions.length = 0
      state.answers.length = 0
    },
    waitFor(selector, timeoutMs) {
      return new Promise((resolve) => {
        const started = performance.now()
        const frame = () => {
          const now = performance.now()
          if (find(selector)) {
            const actionAt = state.actions.length > 0 ? state.actions[state.actions.length - 1] : null
            const before = state.answers.filter((at) => at <= now && (actionAt === null || at >= actionAt))
            resolve({
              actionAt,
              shownAt: now,
              dataAt: before.length > 0 ? before[before.length - 1] : null,
            })
          } else if (now - started > timeoutMs) resolve(null)
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      })
    },
  }
})();
`
