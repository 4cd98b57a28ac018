// bench/pageProbe.ts through bench/measureRun.ts, on a page whose view shows a known number of
// animation frames after the click: proves what `clickToViewFrames` counts (frame 1 is the first
// frame after the click) and that a request leaving the page is counted, with its host, at open.
// The page is served on 127.0.0.1; the outbound request is aborted by the run before any network.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BenchApp } from '../../bench/benchApps.ts'
import { checkClickFrames, checkOutbound } from '../../bench/checkBudget.ts'
import { measureRun } from '../../bench/measureRun.ts'
import { type StaticServer, serveStatic } from '../../bench/serveStatic.ts'
import { hasChromium } from './support/launchChromium.ts'

/** `?wait=N` adds the view in the Nth animation frame after the click (0: in the click handler); `&leave` fetches off 127.0.0.1. */
const page = `<!doctype html><button id="open">Open</button><script>
const query = new URLSearchParams(location.search)
const show = (n) => {
  if (n > 0) return requestAnimationFrame(() => show(n - 1))
  const view = document.createElement('div')
  view.id = 'view'
  view.textContent = 'Connect'
  document.body.append(view)
}
document.getElementById('open').onclick = () => {
  show(Number(query.get('wait')))
  if (query.has('leave')) fetch('https://relay.example.com/v1').catch(() => undefined)
}
</script>`

const app: BenchApp = {
  name: 'probe',
  label: 'Probe',
  packages: [],
  install: undefined,
  button: ['#open'],
  view: ['#view'],
}

describe.skipIf(!hasChromium)('bench pageProbe: click → view in animation frames', () => {
  let dir: string
  let server: StaticServer

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'latch-probe-page-'))
    writeFileSync(join(dir, 'index.html'), page)
    server = await serveStatic(dir)
  })

  afterAll(async () => {
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('default: a view shown by the click handler itself is seen in frame 1', async () => {
    const run = await measureRun(app, `${server.url}?wait=0`)
    expect(run.clickToViewFrames).toBe(1)
    expect(checkClickFrames(run.clickToViewFrames, { clickToViewFrames: 1 })).toEqual([])
    expect(checkOutbound(run)).toEqual([])
  }, 30_000)

  it('behavior: a view added in the third frame after the click is seen in frame 3, over one', async () => {
    const run = await measureRun(app, `${server.url}?wait=3&leave`)
    expect(run.clickToViewFrames).toBe(3)
    expect(checkClickFrames(run.clickToViewFrames, { clickToViewFrames: 1 })).toEqual([
      'click → connect view took 3 frames, over its budget of 1',
    ])
    expect(checkOutbound(run)).toEqual(['at open: 1 request left the page (relay.example.com ×1)'])
  }, 30_000)
})
