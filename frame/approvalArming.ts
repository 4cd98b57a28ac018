/** How the visitor pressed Approve: the keyboard, a mouse or pen, or a touch. */
export type PressKind = 'keyboard' | 'mouse' | 'touch'

/** What the arming reads and where it says whether Approve is armed. */
export interface ArmingOptions {
  /** How long each condition must have held (FRAME_APPROVAL_ARM_MS). */
  readonly armMs: number
  /** Hears every change of the armed state (the button's `disabled`). */
  readonly onChange: (armed: boolean) => void
  /** The clock in ms; default `Date.now`. */
  readonly now?: () => number
}

/** The approval's arming: what resets it, and whether a press counts. */
export interface Arming {
  /** The approval is really seen (IO v2, or top level) or not. */
  readonly seen: (seen: boolean) => void
  /** The visitor has (or has not yet) scrolled through everything the ask says. */
  readonly readAll: (read: boolean) => void
  /** The frame's window got or lost the focus. */
  readonly focus: (focused: boolean) => void
  /** The pointer came into, or left, the frame's document. */
  readonly pointer: (inside: boolean) => void
  /** Whether a press of this kind approves now. */
  readonly accepts: (kind: PressKind) => boolean
  readonly armed: () => boolean
  readonly stop: () => void
}

/**
 * Approve's arming against clickjacking (F7): Approve is armed only once the approval has been
 * seen and read through, and `armMs` has passed since the last reset. Becoming seen, losing the
 * focus and the pointer coming in reset it (a page that moves the frame under the cursor or
 * steals the focus starts the wait over). A press counts only when armed and: from a mouse or
 * pen, the pointer has been in the frame for `armMs` (a frame slid under a still cursor saw no
 * pointer come in: double-clickjacking); from the keyboard, the frame has had the focus for
 * `armMs` (a page that moves the focus in just before a key: keyjacking).
 *
 * @example
 * import { makeArming } from './approvalArming.ts'
 * const arming = makeArming({ armMs: 500, onChange: (armed) => (button.disabled = !armed) })
 * arming.seen(true)
 */
export const makeArming = (options: ArmingOptions): Arming => {
  const now = options.now ?? Date.now
  let seen = false
  let read = true
  let armed = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let focusedSince: number | undefined
  let pointerSince: number | undefined

  const set = (next: boolean) => {
    if (next === armed) return
    armed = next
    options.onChange(armed)
  }
  /** Disarms, and arms again after `armMs` if the approval is still seen and read. */
  const reset = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    set(false)
    if (!seen || !read) return
    timer = setTimeout(() => {
      timer = undefined
      set(seen && read)
    }, options.armMs)
  }
  const held = (since: number | undefined) => since !== undefined && now() - since >= options.armMs

  return {
    seen: (next) => {
      if (next === seen) return
      seen = next
      reset()
    },
    readAll: (next) => {
      if (next === read) return
      read = next
      reset()
    },
    focus: (focused) => {
      if (focused) focusedSince ??= now()
      else {
        focusedSince = undefined
        reset()
      }
    },
    pointer: (inside) => {
      if (!inside) pointerSince = undefined
      else if (pointerSince === undefined) {
        pointerSince = now()
        reset()
      }
    },
    accepts: (kind) =>
      armed &&
      (kind === 'keyboard' ? held(focusedSince) : kind === 'mouse' ? held(pointerSince) : true),
    armed: () => armed,
    stop: () => {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    },
  }
}
