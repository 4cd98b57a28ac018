/**
 * `npm run bench` (`tsx bench/run.ts`): Latch side by side with a bare React app, Reown AppKit,
 * RainbowKit and ConnectKit, on this machine, offline.
 *
 * 1. installs the peers' pinned versions into `bench/apps/<app>/node_modules` (only here, never
 *    by the root `npm install`), builds all five apps with Vite for production and measures
 *    their JS (before first paint and in total, gzip and brotli);
 * 2. serves each `dist/` on 127.0.0.1 and loads it in headless Chromium, alternating apps, with
 *    every request not to 127.0.0.1 blocked and counted: navigation → button (ms, and the
 *    animation frame it showed in), click → connect view, JS heap after a forced GC, outbound requests at load and at open;
 * 2b. times four views against the playground (`viewTimings.ts`: click → Account with tokens,
 *    swap quote, send confirmed, Activity list);
 * 3. builds the Latch app from the sources (the `npm test` budget check) and checks
 *    `bench/budgets.json`;
 * 4. runs the vitest micro-benchmarks (`bench/*.bench.ts`);
 * 5. writes `bench/results/latest.json` and `bench/results/latest.md` and prints the table.
 *
 * Flags: `--runs N` (browser runs per app, default 7, at least 5 for the committed results),
 * `--only latch,bare` (the other apps' figures are kept from the committed results, with their
 * date), `--skip-install`, `--skip-micro`, `--skip-views`. Exits 1 when a budget is broken.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { cpus, totalmem } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { benchApps } from './benchApps.ts'
import type { AppResult, BenchResults, BrowserMedians } from './benchResults.ts'
import { buildApp } from './buildApp.ts'
import { buildLatchEntry } from './buildLatchEntry.ts'
import {
  type Budgets,
  checkBudget,
  checkButtonFrames,
  checkHeap,
  checkViews,
} from './checkBudget.ts'
import { fastestFrame } from './fastestFrame.ts'
import { formatResults } from './formatResults.ts'
import { keepPeers } from './keepPeers.ts'
import { chromiumPath, measureRun, type RunResult } from './measureRun.ts'
import { median } from './median.ts'
import { exec, install, installedVersion, latchVersion, type Prepared } from './prepareApps.ts'
import { serveStatic } from './serveStatic.ts'
import { measureViewTimings, type ViewTimings } from './viewTimings.ts'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
const appsDir = join(repoRoot, 'bench', 'apps')
const resultsDir = join(repoRoot, 'bench', 'results')

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    only: { type: 'string' },
    'skip-install': { type: 'boolean', default: false },
    'skip-micro': { type: 'boolean', default: false },
    'skip-views': { type: 'boolean', default: false },
  },
})
const runs = Number(flags.runs)
const only = flags.only?.split(',')
const apps = benchApps.filter((app) => !only || only.includes(app.name))

const log = (line: string): void => console.log(`[bench] ${line}`)

const prepare = async (entry: Prepared): Promise<Prepared> => {
  if (entry.status !== 'ok') return entry
  log(`${entry.app.name}: vite build`)
  try {
    return { ...entry, sizes: await buildApp(entry.dir) }
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
    return { ...entry, status: `not measured: vite build failed (${message})` }
  }
}

const hostsOf = (results: ReadonlyArray<RunResult>, key: 'blockedAtLoad' | 'blockedAtOpen') =>
  [...new Set(results.flatMap((run) => Object.keys(run[key])))].sort()

const sumOf = (tally: Readonly<Record<string, number>>): number =>
  Object.values(tally).reduce((a, b) => a + b, 0)

const mediansOf = (results: ReadonlyArray<RunResult>): BrowserMedians | null =>
  results.length === 0
    ? null
    : {
        navToButtonMs: median(results.map((run) => run.navToButtonMs)),
        buttonFrame: median(results.map((run) => run.buttonFrame ?? null)),
        clickToViewMs: median(results.map((run) => run.clickToViewMs)),
        heapBytes: median(results.map((run) => run.heapBytes)),
        blockedAtLoad: median(results.map((run) => sumOf(run.blockedAtLoad))),
        blockedAtOpen: median(results.map((run) => sumOf(run.blockedAtOpen))),
        hostsAtLoad: hostsOf(results, 'blockedAtLoad'),
        hostsAtOpen: hostsOf(results, 'blockedAtOpen'),
      }

const started = performance.now()

// 1. Installs in parallel (network), then builds one at a time (CPU).
const installed = await Promise.all(
  apps.map(async (app): Promise<Prepared> => {
    const dir = join(appsDir, app.name)
    const notes: string[] = []
    const status = await install(app, dir, notes, { skipInstall: flags['skip-install'], log })
    return { app, dir, notes, status, sizes: null }
  }),
)
const prepared: Prepared[] = []
for (const entry of installed) prepared.push(await prepare(entry))

// 2. Browser runs, alternating apps (the order rotates each round).
const measurable = prepared.filter((entry) => entry.sizes !== null)
const runsOf = new Map<string, Array<RunResult | { error: string }>>()
if (!existsSync(chromiumPath)) {
  for (const entry of measurable) entry.notes.push(`no browser runs: ${chromiumPath} is missing`)
} else {
  const servers = new Map(
    await Promise.all(
      measurable.map(
        async (entry) => [entry.app.name, await serveStatic(join(entry.dir, 'dist'))] as const,
      ),
    ),
  )
  for (let round = 0; round < runs; round++) {
    const order = measurable.map((_, i) => measurable[(i + round) % measurable.length]!)
    for (const entry of order) {
      const server = servers.get(entry.app.name)!
      const list = runsOf.get(entry.app.name) ?? []
      runsOf.set(entry.app.name, list)
      try {
        const run = await measureRun(entry.app, server.url)
        list.push(run)
        log(
          `run ${round + 1}/${runs} ${entry.app.name}: button ${run.navToButtonMs?.toFixed(0)} ms (frame ${run.buttonFrame}), view ${run.clickToViewMs?.toFixed(0)} ms, heap ${(run.heapBytes / 1048576).toFixed(1)} MiB, blocked ${sumOf(run.blockedAtLoad)}+${sumOf(run.blockedAtOpen)}`,
        )
      } catch (error) {
        list.push({ error: error instanceof Error ? error.message.split('\n')[0]! : String(error) })
        log(`run ${round + 1}/${runs} ${entry.app.name}: failed (${String(error).split('\n')[0]})`)
      }
    }
  }
  await Promise.all([...servers.values()].map((server) => server.close()))
}

// 2b. Views that answer in a frame, against the playground.
let views: ViewTimings | null = null
if (!flags['skip-views'] && existsSync(chromiumPath) && apps.some((app) => app.name === 'latch')) {
  log('views: the playground, click → Account, quote, send, Activity')
  try {
    views = (await measureViewTimings(runs, (line) => log(`views ${line}`))).medians
  } catch (error) {
    log(`views: failed (${String(error).split('\n')[0]})`)
  }
}

// 3. Latch alone against its budgets.
log('latch alone: library build for the budgets')
const budgets = JSON.parse(
  await readFile(join(repoRoot, 'bench', 'budgets.json'), 'utf8'),
) as Budgets
const { entryModules: _modules, ...latchLibrary } = await buildLatchEntry()

// 4. Micro-benchmarks.
let micro = 'skipped (--skip-micro)'
if (!flags['skip-micro']) {
  log('micro-benchmarks: vitest bench --run')
  const { code, output } = await exec('npx', ['vitest', 'bench', '--run'], {
    echo: true,
    env: { NO_COLOR: '1', FORCE_COLOR: '0' },
  })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colours
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '')
  micro = plain
    .split('\n')
    .filter((line) => /^\s+(name|\S.*\s[\d,.]+\s+[\d.]+\s)/.test(line) || /✓|×/.test(line))
    .filter((line) => !line.includes('npm warn'))
    .join('\n')
  if (code !== 0) micro += `\n(vitest bench exited ${code})`
}

// 5. Results.
const appResults: AppResult[] = []
for (const entry of prepared) {
  const list = runsOf.get(entry.app.name) ?? []
  const ok = list.filter((run): run is RunResult => !('error' in run))
  const versions: Record<string, string> =
    entry.app.name === 'latch' ? { latch: await latchVersion() } : {}
  for (const name of entry.app.packages) versions[name] = await installedVersion(entry.dir, name)
  const notes = [...entry.notes]
  const errors = [...new Set(ok.flatMap((run) => run.errors))]
  if (errors.length > 0) notes.push(`page errors: ${errors.join(' / ')}`)
  if (ok.some((run) => run.clickToViewMs === null))
    notes.push(
      `connect view not visible within 20 s in ${ok.filter((run) => run.clickToViewMs === null).length} of ${ok.length} runs`,
    )
  if (list.length > ok.length) notes.push(`${list.length - ok.length} runs failed`)
  appResults.push({
    name: entry.app.name,
    label: entry.app.label,
    versions,
    status: entry.status,
    notes,
    sizes: entry.sizes,
    runs: list,
    median: mediansOf(ok),
  })
}
const medianOf = (name: string) => appResults.find((app) => app.name === name)?.median
const latchClick = medianOf('latch')?.clickToViewMs ?? null
// The button's budget holds the fastest run of each (`fastestFrame`), as CI does.
const runsOfApp = (name: string) =>
  (runsOf.get(name) ?? []).map((run) => ('error' in run ? null : { frame: run.buttonFrame }))
const buttonFrames = {
  latch: fastestFrame(runsOfApp('latch')),
  bare: fastestFrame(runsOfApp('bare')),
}
const budgetFailures = [
  ...checkBudget(latchLibrary, budgets),
  ...(buttonFrames.latch !== null && buttonFrames.bare !== null
    ? checkButtonFrames(buttonFrames, budgets)
    : []),
  ...checkHeap({ latch: medianOf('latch')?.heapBytes, bare: medianOf('bare')?.heapBytes }, budgets),
  ...(views ? checkViews(views, budgets) : []),
  ...(latchClick !== null && latchClick > budgets.clickToViewMs
    ? [
        `click → view is ${Math.round(latchClick)} ms, over its budget of ${budgets.clickToViewMs} ms`,
      ]
    : []),
]
const chromium = existsSync(chromiumPath)
  ? execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  : 'none'
const results: BenchResults = {
  date: new Date().toISOString(),
  machine: {
    cpu: cpus()[0]?.model ?? 'unknown',
    cpus: cpus().length,
    memoryGiB: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    chromium,
  },
  runsPerApp: runs,
  apps: keepPeers(appResults, join(resultsDir, 'latest.json')),
  views,
  latchLibrary,
  budgets,
  budgetFailures,
  micro,
}
await mkdir(resultsDir, { recursive: true })
await writeFile(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`)
const markdown = formatResults(results)
await writeFile(join(resultsDir, 'latest.md'), markdown)
console.log(`\n${markdown}`)
log(
  `done in ${((performance.now() - started) / 60_000).toFixed(1)} min; bench/results/latest.{json,md}`,
)
if (budgetFailures.length > 0) process.exitCode = 1
