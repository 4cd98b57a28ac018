import { describe, expect, test } from 'vitest'
import budgets from '../../bench/budgets.json' with { type: 'json' }
import {
  checkButtonFrames,
  checkClickFrames,
  checkHeap,
  checkOutbound,
  checkViews,
} from '../../bench/checkBudget.ts'

const views = (dataToFrameMs: number) => ({
  account: { actionMs: 300, dataToFrameMs },
  swapQuote: { actionMs: 90, dataToFrameMs },
  sendConfirmed: { actionMs: 200, dataToFrameMs },
  activity: { actionMs: 28, dataToFrameMs },
})

describe('checkViews', () => {
  test('default: views within a frame of their data hold every budget', () => {
    expect(checkViews(views(16), budgets)).toEqual([])
  })

  test('behavior: a step one ms over its own budget fails, the others hold', () => {
    const over = { ...views(0), swapQuote: { actionMs: 90, dataToFrameMs: 18 } }
    expect(checkViews(over, budgets)).toEqual([
      'swapQuote: 18 ms from its data to the frame, over its budget of 17 ms',
    ])
  })
})

describe('checkHeap', () => {
  const bare = 1_740_000

  test('default: a heap after open at its budget over bare React holds', () => {
    expect(checkHeap({ latch: bare + budgets.heapOverBareBytes, bare }, budgets)).toEqual([])
  })

  test('behavior: one byte over the budget fails; a missing figure is not checked', () => {
    const latch = bare + budgets.heapOverBareBytes + 1
    expect(checkHeap({ latch, bare }, budgets)).toEqual([
      `heap after open is ${latch - bare} B over bare React, over its budget of ${budgets.heapOverBareBytes} B by 1 B`,
    ])
    expect(checkHeap({ latch, bare: null }, budgets)).toEqual([])
  })

  test('behavior: the budget is the measured heap, under issue 30’s goal of 2 MiB (met; bench/README.md)', () => {
    expect(budgets.targets.heapOverBareBytes).toBe(2 * 1024 * 1024)
    // 2,056,460 B measured on 2026-11-27 once viem left the runtime (median of 3 runs); after the
    // session's merges, on a quiet machine, 2,066,192 B (median of 5, spread 5.2 KB), plus ~5.8 KB.
    expect(budgets.heapOverBareBytes).toBeLessThanOrEqual(2_066_192 + 5_808)
    expect(budgets.heapOverBareBytes).toBeLessThanOrEqual(budgets.targets.heapOverBareBytes)
  })

  test('behavior: CI’s figure (apps from the sources) is its measure, under the tarball app’s', () => {
    // 2,041,120 B the highest of 4 runs of test/e2e/heapBudget.test.ts on 2026-11-27; after
    // session 15's fixes 2,056,632 and 2,057,140 B, plus ~1.9 KB for the spread.
    expect(budgets.heapOverBareFromSourcesBytes).toBeLessThanOrEqual(2_057_140 + 1_860)
    expect(budgets.heapOverBareFromSourcesBytes).toBeLessThan(budgets.heapOverBareBytes)
  })
})

describe('checkClickFrames', () => {
  test('default: the view in the first frame after the click holds "one frame"', () => {
    expect(budgets.clickToViewFrames).toBe(1)
    expect(checkClickFrames(1, budgets)).toEqual([])
  })

  test('behavior: the view first seen in the second frame fails', () => {
    expect(checkClickFrames(2, budgets)).toEqual([
      'click → connect view took 2 frames, over its budget of 1',
    ])
  })

  test('behavior: a view never seen fails', () => {
    expect(checkClickFrames(null, budgets)).toEqual([
      'click → connect view: the view was never visible',
    ])
  })
})

describe('checkButtonFrames', () => {
  test('default: the Latch button within its budget of frames after bare React’s holds', () => {
    const frames = { latch: 9 + budgets.buttonOverBareFrames, bare: 9 }
    expect(checkButtonFrames(frames, budgets)).toEqual([])
    expect(checkButtonFrames({ latch: 8, bare: 9 }, budgets)).toEqual([])
  })

  test('behavior: one frame more fails, with both frames', () => {
    expect(checkButtonFrames({ latch: 12, bare: 10 }, { buttonOverBareFrames: 1 })).toEqual([
      "button visible in frame 12, 2 frames after bare React's 10, over its budget of 1",
    ])
  })

  test('behavior: a button never seen fails', () => {
    expect(checkButtonFrames({ latch: null, bare: 9 }, budgets)).toEqual([
      'button visible: the Latch button was never visible',
    ])
    expect(checkButtonFrames({ latch: 9, bare: null }, budgets)).toEqual([
      'button visible: the bare React button was never visible',
    ])
  })
})

describe('checkOutbound', () => {
  test('default: nothing blocked at load or at open holds', () => {
    expect(checkOutbound({ blockedAtLoad: {}, blockedAtOpen: {} })).toEqual([])
  })

  test('behavior: each phase with a blocked request fails with its hosts', () => {
    expect(
      checkOutbound({
        blockedAtLoad: { 'pulse.walletconnect.org': 1, 'api.web3modal.org': 2 },
        blockedAtOpen: { 'relay.walletconnect.org': 1 },
      }),
    ).toEqual([
      'at load: 3 requests left the page (api.web3modal.org ×2, pulse.walletconnect.org ×1)',
      'at open: 1 request left the page (relay.walletconnect.org ×1)',
    ])
  })
})
