// Issue 30's met goals that need a browser, in CI: the heap after open that the bench's Latch app
// holds over bare React, no request leaving the page at load or at open, and click → Connect
// within one animation frame. The two apps of bench/apps/ are built from the sources (as the size
// budget test builds them), served on 127.0.0.1 and measured once each by the bench's own run
// (`measureRun`: click, the view painted, a forced GC, `Runtime.getHeapUsage`, every request not
// to 127.0.0.1 blocked and counted). Nothing here asserts a time: the click is held in frames.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { benchApps } from '../../bench/benchApps.ts'
import budgets from '../../bench/budgets.json' with { type: 'json' }
import { checkClickFrames, checkHeap, checkOutbound } from '../../bench/checkBudget.ts'
import { measureRun, type RunResult } from '../../bench/measureRun.ts'
import { hasChromium } from './support/launchChromium.ts'
import { serveBenchApp } from './support/serveBenchApp.ts'

/** Builds `bench/apps/<name>` into `dir`, serves it on 127.0.0.1 and measures one page load. */
const measureApp = async (name: 'bare' | 'latch', dir: string): Promise<RunResult> => {
  const app = benchApps.find((entry) => entry.name === name)!
  const server = await serveBenchApp(name, dir)
  try {
    return await measureRun(app, server.url)
  } finally {
    await server.close()
  }
}

/** The figure CI holds: the apps from the sources, not the tarball (bench/README.md says why). */
const budget = {
  heapOverBareBytes: budgets.heapOverBareFromSourcesBytes,
  clickToViewFrames: budgets.clickToViewFrames,
}

describe.skipIf(!hasChromium)('heap, requests and click frames (bench/budgets.json)', () => {
  let bare: RunResult
  let latch: RunResult

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-heap-apps-'))
    try {
      bare = await measureApp('bare', dir)
      latch = await measureApp('latch', dir)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    console.info(
      `heap after open: latch ${latch.heapBytes} B, bare ${bare.heapBytes} B, over bare ${latch.heapBytes - bare.heapBytes} B (budget ${budget.heapOverBareBytes} B); click → view: latch frame ${latch.clickToViewFrames}, bare frame ${bare.clickToViewFrames}`,
    )
  }, 120_000)

  it('default: the Latch app holds at most its budget over bare React once Connect shows', () => {
    // Both opened: the heap is read with the dialog (bare) and the Connect view (Latch) painted.
    expect(bare.clickToViewMs, 'bare: the dialog was never visible').not.toBeNull()
    expect(latch.clickToViewMs, 'latch: the Connect view was never visible').not.toBeNull()
    expect([...bare.errors, ...latch.errors]).toEqual([])
    expect(checkHeap({ latch: latch.heapBytes, bare: bare.heapBytes }, budget)).toEqual([])
  })

  it('default: no request leaves the Latch app at load or at open (issue 30: 0 / 0)', () => {
    const left = checkOutbound(latch)
    expect(left, left.join('; ')).toEqual([])
  })

  it('default: the Connect view is visible in the first animation frame after the click', () => {
    const late = checkClickFrames(latch.clickToViewFrames, budget)
    expect(late, late.join('; ')).toEqual([])
  })

  it('behavior: the bare app opens its dialog within the same frame bound (the probe counts)', () => {
    // A plain React dialog shown by setState on click: what "one frame" is for this probe.
    expect(checkClickFrames(bare.clickToViewFrames, budget)).toEqual([])
  })

  it('behavior: the heap is read after open and over a real React app, not an empty page', () => {
    // React DOM and a button alone hold more than 1 MB; Latch's runtime loads before the click.
    expect(bare.heapBytes).toBeGreaterThan(1_000_000)
    expect(latch.heapBytes).toBeGreaterThan(bare.heapBytes)
  })

  it('behavior: a heap one byte over its budget fails the check', () => {
    const over = latch.heapBytes - bare.heapBytes
    expect(
      checkHeap({ latch: latch.heapBytes, bare: bare.heapBytes }, { heapOverBareBytes: over - 1 }),
    ).toEqual([
      `heap after open is ${over} B over bare React, over its budget of ${over - 1} B by 1 B`,
    ])
  })
})
