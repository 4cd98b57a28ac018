/**
 * Views that answer in a frame: in headless Chromium against the playground (`startPlayground`
 * on free ports, its demo page built for production by `servePlaygroundBuild`), four steps a
 * visitor takes, each timed in the page by `viewProbe.ts`:
 *
 * - `account`: the dev wallet's click in Connect → Account showing its tokens (the LDT row);
 * - `swapQuote`: "1" typed into Swap's amount (LDT → ETH) → the quote shown;
 * - `sendConfirmed`: Send preview's confirm → Account again (the receipt read);
 * - `activity`: the Activity tab → the first transaction in the list.
 *
 * For each: `actionMs` (action → first frame with the view) and `dataToFrameMs` (from the later
 * of the action and the last answer read after it → that frame: the part Latch owns, since the
 * local server answers in ~10 ms; equal to `actionMs` when the data was there before the
 * action). Each run is a new visitor (a fresh context: storage and HTTP cache empty, so lazy
 * chunks load on first use, as they do for a visitor); the first run warms the server and
 * is not counted.
 *
 *   npx tsx bench/viewTimings.ts --runs 5      # prints the medians as JSON
 */
import { join } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { devAccounts } from '../playground/chain/index.ts'
import { startPlayground } from '../playground/start.ts'
import { servePlaygroundBuild } from '../test/e2e/support/servePlaygroundBuild.ts'
import { chromiumArgs, chromiumPath } from './measureRun.ts'
import { median } from './median.ts'
import { viewProbe } from './viewProbe.ts'

/** The four steps, in the order a visitor takes them. */
export const viewSteps = ['account', 'swapQuote', 'sendConfirmed', 'activity'] as const
export type ViewStep = (typeof viewSteps)[number]

/** One step's timing in one run (ms). */
export type StepTiming = { readonly actionMs: number; readonly dataToFrameMs: number }

/** The medians over the counted runs, per step. */
export type ViewTimings = Readonly<
  Record<ViewStep, { readonly actionMs: number | null; readonly dataToFrameMs: number | null }>
>

const timeoutMs = 30_000
const notLoopback = /^(?!(?:data|blob):)(?![a-z]+:\/\/127\.0\.0\.1(?::\d+)?(?:[/?#]|$))/i

type Probe = { actionAt: number | null; shownAt: number; dataAt: number | null } | null

/** Arms the probe, runs `act`, and waits for `selector` in the modal. */
const timed = async (page: Page, act: () => Promise<void>, selector: string) => {
  await page.evaluate('window.__views.arm()')
  const shown = page.evaluate(
    `window.__views.waitFor(${JSON.stringify(selector)}, ${timeoutMs})`,
  ) as Promise<Probe>
  await act()
  const probe = await shown
  if (!probe || probe.actionAt === null) throw new Error(`${selector} never showed`)
  return {
    actionMs: probe.shownAt - probe.actionAt,
    dataToFrameMs: probe.shownAt - Math.max(probe.actionAt, probe.dataAt ?? probe.actionAt),
  }
}

const view = (page: Page, name: string) =>
  page.locator(`[data-testid="latch-modal"] [data-latch-view="${name}"]`)

/** One visitor: connect, swap quote, send, Activity, each step timed. */
const visit = async (page: Page, url: string): Promise<Record<ViewStep, StepTiming>> => {
  await page.goto(`${url}/?autoApprove=1&siwx=0`)
  await page.locator('[data-testid="latch-connect-button"]').click()
  await view(page, 'Connect').waitFor({ timeout: timeoutMs })
  const account = await timed(
    page,
    () => view(page, 'Connect').locator('[data-latch-connector="dev.latch.wallet"]').click(),
    '[data-latch-view="Account"] [data-latch-token]:not([data-latch-token="native"])',
  )
  await view(page, 'Account').locator('[data-latch-feature="swaps"]').click()
  const swap = view(page, 'Swap')
  for (const [side, symbol] of [
    ['from', 'LDT'],
    ['to', 'ETH'],
  ] as const) {
    await swap.locator(`[data-latch-swap-token-button="${side}"]`).click({ timeout: timeoutMs })
    await view(page, 'SwapSelectToken')
      .locator(`[data-latch-swap-option="${symbol}"]`)
      .click({ timeout: timeoutMs })
  }
  await swap.locator('[data-latch-swap-token-button="to"][data-latch-swap-symbol="ETH"]').waitFor()
  const swapQuote = await timed(
    page,
    () => swap.locator('[data-latch-swap-amount]').fill('1'),
    '[data-latch-view="Swap"] [data-latch-swap-quote]',
  )
  await page.keyboard.press('Escape')
  await page.locator('[data-testid="latch-connect-button"]').click()
  await view(page, 'Account').locator('[data-latch-feature="send"]').click({ timeout: timeoutMs })
  const send = view(page, 'WalletSend')
  await send.locator('[data-latch-send-amount]').fill('0.001')
  await send.locator('[data-latch-send-receiver]').fill(devAccounts[1]!.address)
  await send.locator('[data-latch-send-preview]:enabled').click()
  const sendConfirmed = await timed(
    page,
    () => view(page, 'WalletSendPreview').locator('[data-latch-send-confirm]').click(),
    '[data-latch-view="Account"]',
  )
  const activity = await timed(
    page,
    () => view(page, 'Account').locator('[data-latch-tab="activity"]').click(),
    '[data-latch-view="Transactions"] [data-latch-transaction]',
  )
  return { account, swapQuote, sendConfirmed, activity }
}

/**
 * Starts the playground, builds its page, and times `runs` visitors after one warm-up run, each
 * in a fresh browser context (new storage, the HTTP cache of the warm-up's context not shared).
 *
 * @example
 * import { measureViewTimings } from './bench/viewTimings.ts'
 * const { medians } = await measureViewTimings(5)
 * medians.swapQuote.dataToFrameMs // ms from the quote's answer to the frame that shows it
 */
export const measureViewTimings = async (
  runs: number,
  log: (line: string) => void = () => undefined,
): Promise<{ medians: ViewTimings; runs: ReadonlyArray<Record<ViewStep, StepTiming>> }> => {
  const root = join(import.meta.dirname, '..', '.latch-data')
  const stack = await startPlayground({
    ports: { app: 0, api: 0, chains: [0, 0], relay: 0, frame: 0, mail: 0, smtp: 0, oidc: 0 },
    dataDir: join(root, 'bench-views-db'),
    viteCacheDir: join(root, 'vite-bench-views'),
  })
  const built = await servePlaygroundBuild(
    {
      ...stack,
      relayUrl: stack.relayUrl ?? '',
      chains: stack.chains.map((chain) => ({ chainId: chain.chainId, url: chain.url })),
      solana: { url: stack.solana.url, keys: stack.solana.keys, mint: stack.solana.mint },
    },
    {},
  )
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] })
  const done: Array<Record<ViewStep, StepTiming>> = []
  try {
    for (let run = 0; run <= runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1200, height: 800 } })
      await context.route(notLoopback, (route) => route.abort('blockedbyclient'))
      await context.addInitScript(viewProbe)
      try {
        const timing = await visit(await context.newPage(), built.url)
        log(`run ${run}${run === 0 ? ' (warm-up)' : ''}: ${JSON.stringify(timing)}`)
        if (run > 0) done.push(timing)
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
    await built.close()
    await stack.stop()
  }
  const medians = Object.fromEntries(
    viewSteps.map((step) => [
      step,
      {
        actionMs: median(done.map((run) => run[step].actionMs)),
        dataToFrameMs: median(done.map((run) => run[step].dataToFrameMs)),
      },
    ]),
  ) as ViewTimings
  return { medians, runs: done }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--runs')
  const { medians } = await measureViewTimings(at > 0 ? Number(process.argv[at + 1]) : 5, (line) =>
    console.log(`[views] ${line}`),
  )
  console.log(JSON.stringify(medians, null, 2))
}
