/** How long the closing animation runs (styles.ts `latch-*-out`), plus a margin. */
const CLOSE_MS = 160

/**
 * Leaves a still copy of the closing overlay in its place, which fades out and removes itself:
 * the modal's close animation, without keeping the real dialog (and its views, whose state has
 * moved on: the router already reset to Connect) mounted any longer. The copy is inert and
 * hidden from assistive technology, and carries none of the test hooks (`data-testid`,
 * `data-latch-*`) or ids, so nothing finds it but the eye. Nothing under reduced motion.
 */
export const leaveGhost = (overlay: HTMLElement): void => {
  const view = overlay.ownerDocument.defaultView
  if (view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
  const ghost = overlay.cloneNode(true) as HTMLElement
  for (const element of [ghost, ...ghost.querySelectorAll('*')])
    for (const { name } of [...element.attributes])
      if (name === 'id' || name === 'data-testid' || name.startsWith('data-latch-'))
        element.removeAttribute(name)
  ghost.setAttribute('aria-hidden', 'true')
  ghost.setAttribute('inert', '')
  ghost.setAttribute('data-closing', '')
  overlay.after(ghost)
  const remove = () => ghost.remove()
  ghost.addEventListener('animationend', remove, { once: true })
  view?.setTimeout(remove, CLOSE_MS + 100)
}
