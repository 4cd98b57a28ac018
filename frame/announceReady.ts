/** SPEC §8 'parent is not set': the frame page runs with no app around it (opened on its own). */
export const PARENT_NOT_SET = 'parent is not set'

/** What `announceReady` needs of the page's window. */
export interface FrameWindow {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void } | null
}

/**
 * Sends the frame's ready event to each allowed origin by name, so only an allowed parent
 * receives it. A page with no parent (opened as a tab, not in an app's iframe) has nobody to
 * talk to: it fails with SPEC §8's 'parent is not set', for the page to show.
 *
 * @example
 * import { announceReady } from './announceReady.ts'
 * const problem = announceReady(window, ['https://app.example'], () => crypto.randomUUID())
 */
export const announceReady = (
  window: FrameWindow,
  allowedOrigins: Iterable<string>,
  newId: () => string,
): typeof PARENT_NOT_SET | undefined => {
  const parent = window.parent
  // A top-level window is its own parent.
  if (!parent || (parent as unknown) === window) return PARENT_NOT_SET
  for (const origin of allowedOrigins)
    parent.postMessage({ id: newId(), type: 'frame/ready' }, origin)
  return undefined
}
