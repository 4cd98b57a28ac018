import type { Locator, Page } from 'playwright-core'
import { createPublicClient, formatUnits, http } from 'viem'
import { expect, inject, onTestFinished } from 'vitest'
import { devAccounts } from '../../../playground/chain/index.ts'
import { formatBalance } from '../../../react/format/formatBalance.ts'
import type { ProvidedPlayground } from './globalSetup.ts'
import { type BrowserSession, launchChromium } from './launchChromium.ts'

/** The dev wallet's account: anvil dev account 0. */
export const devAddress = devAccounts[0]?.address ?? '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The playground the global setup started; throws when Chromium was absent. */
export const playground = (): ProvidedPlayground => {
  const value = inject('playground')
  if (!value) throw new Error('the e2e global setup did not start the playground')
  return value
}

/** The demo page in a fresh Chromium, with locators for the modal in its shadow root. */
export type PlaygroundPage = BrowserSession & {
  /** `[data-testid="latch-modal"]` (Playwright's CSS pierces the open shadow root). */
  readonly modal: Locator
  /** `[data-latch-view="<name>"]` inside the modal. */
  readonly view: (name: string) => Locator
  /** `[data-testid="latch-connect-button"]`. */
  readonly connectButton: Locator
  /** Fails the test when any request tried to leave 127.0.0.1 (also checked at the end). */
  readonly expectNoExternalRequests: () => void
}

/**
 * Opens the demo page (`query` such as `?autoApprove=1`) in a fresh Chromium profile; the
 * browser closes when the test ends, after checking that no request left 127.0.0.1.
 *
 * @example
 * import { openPlayground } from './support/openPlayground.ts'
 * const { page, connectButton } = await openPlayground('?autoApprove=1')
 */
export const openPlayground = async (query = ''): Promise<PlaygroundPage> => {
  const { appUrl } = playground()
  const session = await launchChromium()
  const expectNoExternalRequests = () =>
    expect(session.blocked, 'requests that tried to leave 127.0.0.1').toEqual([])
  onTestFinished(async ({ task }) => {
    await session.close()
    if (task.result?.state !== 'fail') expectNoExternalRequests()
  })
  await session.page.goto(`${appUrl}/${query}`)
  const modal = session.page.locator('[data-testid="latch-modal"]')
  return {
    ...session,
    modal,
    view: (name) => modal.locator(`[data-latch-view="${name}"]`),
    connectButton: session.page.locator('[data-testid="latch-connect-button"]'),
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
