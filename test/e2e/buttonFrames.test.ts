// Issue 30's "button visible ≤ bare React + 15 ms", held in CI in animation frames: the bench's
// Latch app (README's quick start) and its bare React app, both built from the sources as the
// size budget test builds them, served on 127.0.0.1 and each loaded several times in one
// Chromium, alternating (`bench/buttonLoads.ts`), each load giving the frame it first showed its
// button in (`pageProbe`: the page's first frame is 1, frames on the 60 Hz grid, the ones a busy
// main thread missed included); one frame is ~16.7 ms, the goal's 15 ms. The figure held is the
// fastest load of each (`fastestFrame`): on this shared machine the medians swing by ten frames
// from run to run and cannot hold one frame (bench/README.md has the numbers); the medians are
// printed beside it. No ms is asserted.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { benchApps } from '../../bench/benchApps.ts'
import budgets from '../../bench/budgets.json' with { type: 'json' }
import { type ButtonLoad, measureButtonLoads } from '../../bench/buttonLoads.ts'
import { checkButtonFrames } from '../../bench/checkBudget.ts'
import { fastestFrame } from '../../bench/fastestFrame.ts'
import { median } from '../../bench/median.ts'
import type { StaticServer } from '../../bench/serveStatic.ts'
import { hasChromium } from './support/launchChromium.ts'
import { serveBenchApp } from './support/serveBenchApp.ts'

/** Loads of each app; odd, so the median is one load's frame. */
const loads = 15

const describeLoads = (name: string, list: ReadonlyArray<ButtonLoad | null>): string =>
  `${name} frames [${list.map((load) => load?.frame ?? '—').join(', ')}] ms [${list.map((load) => (load ? Math.round(load.ms) : '—')).join(', ')}]`

describe.skipIf(!hasChromium)(
  'button visible in frames, over bare React (bench/budgets.json)',
  () => {
    let bare: ReadonlyArray<ButtonLoad | null>
    let latch: ReadonlyArray<ButtonLoad | null>
    let frames: { readonly latch: number | null; readonly bare: number | null }

    beforeAll(async () => {
      const dir = mkdtempSync(join(tmpdir(), 'latch-button-apps-'))
      const servers: StaticServer[] = []
      try {
        const targets = []
        for (const name of ['bare', 'latch'] as const) {
          const server = await serveBenchApp(name, dir)
          servers.push(server)
          targets.push({ app: benchApps.find((entry) => entry.name === name)!, url: server.url })
        }
        const results = await measureButtonLoads(targets, loads)
        bare = results.bare ?? []
        latch = results.latch ?? []
      } finally {
        await Promise.all(servers.map((server) => server.close()))
        rmSync(dir, { recursive: true, force: true })
      }
      frames = { latch: fastestFrame(latch), bare: fastestFrame(bare) }
      const medianOf = (list: ReadonlyArray<ButtonLoad | null>) =>
        median(list.map((load) => load?.frame ?? null))
      console.info(
        `button frame of ${loads} loads: fastest latch ${frames.latch}, bare ${frames.bare} (budget +${budgets.buttonOverBareFrames}); median latch ${medianOf(latch)}, bare ${medianOf(bare)}; ${describeLoads('latch', latch)}; ${describeLoads('bare', bare)}`,
      )
    }, 180_000)

    it('default: the Latch button shows within its budget of frames after bare React’s', () => {
      const late = checkButtonFrames(frames, budgets)
      expect(late, late.join('; ')).toEqual([])
    })

    it('behavior: every load of both apps showed its button', () => {
      expect(bare.length).toBe(loads)
      expect(latch.length).toBe(loads)
      expect([...bare, ...latch].filter((load) => load === null)).toEqual([])
    })

    it('behavior: the frames count the page loading its scripts, not just the first paint', () => {
      // React's button is committed after the module scripts load and run, frames after the
      // page's first (the empty document): a probe that saw it in frame 1 would measure nothing.
      expect(frames.bare).toBeGreaterThan(1)
    })

    it('behavior: a button one frame past the budget fails the check', () => {
      const bareFrame = frames.bare ?? 1
      const late = bareFrame + budgets.buttonOverBareFrames + 1
      expect(checkButtonFrames({ latch: late, bare: bareFrame }, budgets)).toEqual([
        `button visible in frame ${late}, ${late - bareFrame} frames after bare React's ${bareFrame}, over its budget of ${budgets.buttonOverBareFrames}`,
      ])
    })
  },
)
