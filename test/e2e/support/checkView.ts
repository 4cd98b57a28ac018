import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { saveScreenshot } from './saveScreenshot.ts'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** One axe-core violation, reduced to what a failure message needs. */
export type AxeViolation = {
  readonly id: string
  readonly impact: string | null
  readonly help: string
  readonly targets: readonly string[]
}

type Axe = {
  run: (
    context: unknown,
    options: unknown,
  ) => Promise<{
    violations: Array<{
      id: string
      impact?: string | null
      help: string
      nodes: Array<{ target: unknown[] }>
    }>
  }>
}

/**
 * Runs axe-core (injected into the page once) against the modal inside its shadow root and
 * returns the serious and critical violations: WCAG 2.x A/AA and best-practice rules.
 */
export const axeViolations = async (modal: Locator): Promise<AxeViolation[]> => {
  const page = modal.page()
  const injected = await page.evaluate(() => 'axe' in window)
  if (!injected) await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: Axe }).axe
    const result = await axe.run(
      { include: [{ fromShadowDom: ['[data-latch-host]', '[data-testid="latch-modal"]'] }] },
      { resultTypes: ['violations'] },
    )
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.map((n) => JSON.stringify(n.target)),
      }))
  })
}

/**
 * Checks the view the modal shows in both themes: for dark and light in turn it sets the
 * theme the way `themeMode` does (`data-theme` on the root inside the shadow root), expects
 * no serious or critical axe-core violation, and saves `test-results/e2e/<label>-<theme>.png`
 * (`label` is the view's name unless given, e.g. `Connect-ar`). The page's own theme is put
 * back afterwards.
 *
 * @example
 * import { checkView } from './support/checkView.ts'
 * await checkView(p.modal, 'Connect')
 */
export const checkView = async (modal: Locator, view: string, label = view): Promise<void> => {
  await modal.locator(`[data-latch-view="${view}"]`).waitFor()
  const root = modal.page().locator('[data-latch-host] .latch-root')
  const original = await root.getAttribute('data-theme')
  try {
    for (const theme of ['dark', 'light'] as const) {
      await root.evaluate((el, value) => el.setAttribute('data-theme', value), theme)
      expect(await axeViolations(modal), `axe on ${label} (${theme})`).toEqual([])
      await saveScreenshot(modal, label, theme)
    }
  } finally {
    await root.evaluate((el, value) => el.setAttribute('data-theme', value ?? 'dark'), original)
  }
}

/** What one axe-core rule found on the page: the failing elements and how many passed. */
export type AxeRuleResult = {
  readonly violations: readonly string[]
  readonly passes: number
  readonly incomplete: readonly string[]
}

/**
 * Runs one axe-core rule (e.g. `color-contrast`) over elements of the page itself, outside the
 * modal: each `include` selector is one element to check. A violation reads as the element and
 * axe's summary (for contrast: the colours and the ratio found).
 */
export const axeRule = async (
  page: Page,
  rule: string,
  include: readonly string[],
): Promise<AxeRuleResult> => {
  const injected = await page.evaluate(() => 'axe' in window)
  if (!injected) await page.addScriptTag({ content: axeSource })
  return page.evaluate(
    async ({ rule, include }) => {
      type Node = { target: unknown[]; failureSummary?: string }
      type Result = { nodes: Node[] }
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: unknown,
              options: unknown,
            ) => Promise<{ violations: Result[]; passes: Result[]; incomplete: Result[] }>
          }
        }
      ).axe
      const result = await axe.run(
        { include: include.map((selector) => [selector]) },
        { runOnly: { type: 'rule', values: [rule] } },
      )
      const describe = (node: Node) =>
        `${JSON.stringify(node.target)}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`
      return {
        violations: result.violations.flatMap((r) => r.nodes.map(describe)),
        passes: result.passes.reduce((n, r) => n + r.nodes.length, 0),
        incomplete: result.incomplete.flatMap((r) => r.nodes.map(describe)),
      }
    },
    { rule, include },
  )
}
