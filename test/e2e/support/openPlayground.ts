import type { Locator, Page } from 'playwright-core'
import { createPublicClient, formatUnits, http } from 'viem'
import { afterAll, expect, inject, onTestFinished } from 'vitest'
import { devAccounts } from '../../../playground/chain/index.ts'
import { formatBalance } from '../../../react/format/formatBalance.ts'
import type { ProvidedPlayground } from './globalSetup.ts'
import { type BrowserSession, launchChromium } from './launchChromium.ts'

/** The dev wallet's account: anvil dev account 0. */
export const devAddress = devAccounts[0]?.address ?? '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The playground the global setup started; throws when Chromium was absent. */
export const playground = (): ProvidedPlayground => {
  const value = inject('playground')
  if (!value)
    throw new Error('the e2e global setup did not start the playground (LATCH_E2E_PLAYGROUND=0?)')
  return value
}

/** The demo page in its own tab, with locators for the modal in its shadow root. */
export type PlaygroundPage = {
  readonly page: Page
  /** URLs this test tried to reach outside 127.0.0.1 (all blocked). */
  readonly blocked: () => readonly string[]
  /** Page errors and console errors of this tab. */
  readonly errors: readonly string[]
  /** `[data-testid="latch-modal"]` (Playwright's CSS pierces the open shadow root). */
  readonly modal: Locator
  /** `[data-latch-view="<name>"]` inside the modal. */
  readonly view: (name: string) => Locator
  /** `[data-testid="latch-connect-button"]`. */
  readonly connectButton: Locator
  /** Fails the test when any request tried to leave 127.0.0.1 (also checked at the end). */
  readonly expectNoExternalRequests: () => void
}

// One Chromium per test file (a fresh --user-data-dir each), one tab per test: the tabs share
// the HTTP cache, which roughly halves a page load, while storage is wiped before each test.
let shared: Promise<BrowserSession> | undefined
afterAll(async () => {
  if (shared) await (await shared).close()
  shared = undefined
})

/**
 * Opens the demo page (`query` such as `?autoApprove=1`) in a new tab of this file's Chromium,
 * with the page origin's storage wiped first; the tab closes when the test ends, after checking
 * that no request left 127.0.0.1.
 *
 * @example
 * import { openPlayground } from './support/openPlayground.ts'
 * const { page, connectButton } = await openPlayground('?autoApprove=1')
 */
export const openPlayground = async (query = ''): Promise<PlaygroundPage> => {
  const { appUrl } = playground()
  shared ??= launchChromium()
  const session = await shared
  const cdp = await session.context.newCDPSession(session.page)
  await cdp.send('Storage.clearDataForOrigin', {
    origin: appUrl,
    storageTypes: 'local_storage,session_storage,indexeddb,cache_storage,service_workers',
  })
  await cdp.detach()
  const page = await session.context.newPage()
  const from = session.blocked.length
  const blocked = () => session.blocked.slice(from)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  const expectNoExternalRequests = () =>
    expect(blocked(), 'requests that tried to leave 127.0.0.1').toEqual([])
  onTestFinished(async ({ task }) => {
    await page.close().catch(() => undefined)
    if (task.result?.state !== 'fail') expectNoExternalRequests()
  })
  await page.goto(`${appUrl}/${query}`)
  const modal = page.locator('[data-testid="latch-modal"]')
  return {
    page,
    blocked,
    errors,
    modal,
    view: (name) => modal.locator(`[data-latch-view="${name}"]`),
    connectButton: page.locator('[data-testid="latch-connect-button"]'),
    expectNoExternalRequests,
  }
}

/** The balance the Account view should show: what anvil holds, formatted as the modal does. */
export const anvilBalanceText = async (chainUrl: string, address = devAddress): Promise<string> => {
  const client = createPublicClient({ transport: http(chainUrl) })
  const wei = await client.getBalance({ address: address as `0x${string}` })
  return `${formatBalance(formatUnits(wei, 18))} ETH`
}

/** Connects the dev wallet through the modal (the page was opened with `?autoApprove=1`). */
export const connectDevWallet = async (p: PlaygroundPage): Promise<void> => {
  await p.connectButton.click()
  await p.view('Connect').waitFor()
  await p.view('Connect').locator('[data-latch-connector="dev.latch.wallet"]').click()
}

/** Where keyboard focus is: whether it sits inside the Latch modal, and on what. */
export const focusInModal = (page: Page) =>
  page.evaluate(() => {
    const host = document.activeElement
    const inner = host?.shadowRoot?.activeElement ?? null
    return {
      inside:
        host?.hasAttribute('data-latch-host') === true &&
        inner !== null &&
        inner.closest('[data-testid="latch-modal"]') !== null,
      connector: inner?.getAttribute('data-latch-connector') ?? null,
    }
  })
