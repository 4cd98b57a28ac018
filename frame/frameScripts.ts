/**
 * The frame's two browser programs, as file names in this folder for a bundler: the frame page
 * and the approval popup (F7). The server bundles and serves them (`bundleFramePage`).
 *
 * @example
 * import { frameScripts } from './frameScripts.ts'
 * const entry = new URL(`../../frame/${frameScripts.frame}`, import.meta.url)
 */
export const frameScripts = {
  frame: 'main.ts',
  approvalPopup: 'approvalPopupMain.ts',
} as const
