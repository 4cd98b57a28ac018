import { describe, expect, test } from 'vitest'
import type { AppResult } from '../../bench/benchResults.ts'
import { formatGoals, issueGoals } from '../../bench/issueGoals.ts'

const app = (
  name: string,
  firstPaint: number,
  button: number,
  heap: number,
  buttonFrame?: number,
): AppResult => ({
  name,
  label: name,
  versions: {},
  status: 'ok',
  notes: [],
  sizes: {
    firstPaint: { raw: 0, gzip: firstPaint, brotli: 0 },
    firstPaintFiles: 1,
    total: { raw: 0, gzip: firstPaint * 2, brotli: 0 },
    totalFiles: 2,
  },
  runs: [],
  median: {
    navToButtonMs: button,
    buttonFrame,
    clickToViewMs: 10,
    heapBytes: heap,
    blockedAtLoad: 0,
    blockedAtOpen: 0,
    hostsAtLoad: [],
    hostsAtOpen: [],
  },
})

describe('issueGoals', () => {
  test('default: each figure over bare React, with the goal', () => {
    const rows = issueGoals([app('latch', 80_000, 200, 3e6), app('bare', 70_000, 190, 1e6)])
    const entry = rows.find((row) => row.label === 'entry added, gzip')!
    expect(entry.values).toEqual({ latch: 10_000 })
    expect(entry.goal).toBe(20 * 1024)
    expect(rows.find((row) => row.label === 'button visible, over bare React')!.values).toEqual({
      latch: 10,
    })
  })

  test('behavior: an app kept from an earlier run is taken over the bare app of that run', () => {
    const kept = {
      ...app('rainbowkit', 300_000, 500, 8e6),
      baseline: app('bare', 60_000, 100, 1e6),
    }
    const rows = issueGoals([app('latch', 80_000, 200, 3e6), app('bare', 70_000, 190, 1e6), kept])
    expect(rows.find((row) => row.label === 'entry added, gzip')!.values).toEqual({
      latch: 10_000,
      rainbowkit: 240_000,
    })
  })

  test('behavior: the table says whether Latch meets each goal', () => {
    const apps = [app('latch', 100_000, 200, 3e6), app('bare', 70_000, 190, 1e6)]
    const lines = formatGoals(issueGoals(apps), apps)
    expect(lines.find((line) => line.startsWith('| entry added'))).toBe(
      '| entry added, gzip | 29.3 KiB | ≤ 20.0 KiB | no |',
    )
    expect(lines.find((line) => line.startsWith('| click'))).toBe(
      '| click → wallet list | 10 ms | ≤ 16 ms | yes |',
    )
  })

  test('behavior: the button in frames over bare React, against one frame; missing from old runs', () => {
    const apps = [app('latch', 80_000, 200, 3e6, 14), app('bare', 70_000, 190, 1e6, 12)]
    const lines = formatGoals(issueGoals(apps), apps)
    expect(lines.find((line) => line.startsWith('| button visible, frames'))).toBe(
      '| button visible, frames over bare React | 2 | ≤ 1 | no |',
    )
    const old = [app('latch', 80_000, 200, 3e6), app('bare', 70_000, 190, 1e6)]
    expect(
      issueGoals(old).find((row) => row.label === 'button visible, frames over bare React')!.values,
    ).toEqual({ latch: null })
  })
})
