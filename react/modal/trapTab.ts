import { focusables } from './focusables.ts'

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last focusable element Tab wraps to
 * the first, from the first Shift+Tab wraps to the last; focus found outside is pulled in.
 * Focus on an element inside that Tab never stops at (a preview's region, the dialog itself)
 * moves to the next focusable element after it (Shift+Tab: the one before), wrapping at the
 * ends. Returns whether it moved focus (the caller then prevents the default).
 */
export const trapTab = (
  container: HTMLElement,
  active: Element | null,
  backwards: boolean,
): boolean => {
  const items = focusables(container)
  const first = items[0]
  const last = items.at(-1)
  if (!first || !last) {
    container.focus()
    return true
  }
  if (active !== null && !items.includes(active as HTMLElement) && container.contains(active)) {
    const after = (el: HTMLElement) =>
      (active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    const next = backwards ? items.findLast((el) => !after(el)) : items.find(after)
    ;(next ?? (backwards ? last : first)).focus()
    return true
  }
  const inside = active !== null && items.includes(active as HTMLElement)
  if (backwards && (!inside || active === first)) {
    last.focus()
    return true
  }
  if (!backwards && (!inside || active === last)) {
    first.focus()
    return true
  }
  return false
}
