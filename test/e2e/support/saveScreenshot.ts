import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator } from 'playwright-core'

/** Where the e2e suite leaves its screenshots (gitignored `test-results/`). */
export const screenshotDir = join(import.meta.dirname, '..', '..', '..', 'test-results', 'e2e')

/**
 * Saves a screenshot of the modal as a test artifact: `test-results/e2e/<view>-<theme>.png`.
 *
 * @example
 * import { saveScreenshot } from './support/saveScreenshot.ts'
 * await saveScreenshot(p.modal, 'Connect', 'dark')
 */
export const saveScreenshot = async (
  modal: Locator,
  view: string,
  theme: 'light' | 'dark',
): Promise<string> => {
  mkdirSync(screenshotDir, { recursive: true })
  const path = join(screenshotDir, `${view}-${theme}.png`)
  await modal.screenshot({ path, animations: 'disabled' })
  return path
}
