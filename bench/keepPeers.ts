import { existsSync, readFileSync } from 'node:fs'
import type { AppResult, BenchResults } from './benchResults.ts'

/**
 * The apps of this run, then those of the committed run at `previousFile` that this run left
 * out (`--only latch,bare`), each noted with the date it was measured and given that run's bare
 * React app as its `baseline`: the peers' figures stay side by side with Latch's, each over the
 * bare app of its own run, without reinstalling and rerunning them.
 *
 * @example
 * import { keepPeers } from './bench/keepPeers.ts'
 * const apps = keepPeers(measured, 'bench/results/latest.json')
 */
export const keepPeers = (
  measured: ReadonlyArray<AppResult>,
  previousFile: string,
): ReadonlyArray<AppResult> => {
  if (!existsSync(previousFile)) return measured
  const previous = JSON.parse(readFileSync(previousFile, 'utf8')) as BenchResults
  const names = new Set(measured.map((app) => app.name))
  const bare = previous.apps.find((app) => app.name === 'bare')
  const kept = previous.apps
    .filter((app) => !names.has(app.name))
    .map((app) => {
      // Kept once already: its note and baseline are those of the run that measured it.
      if (app.notes.some((note) => note.startsWith('figures from the run of '))) return app
      return {
        ...app,
        notes: [...app.notes, `figures from the run of ${previous.date}`],
        ...(bare ? { baseline: bare } : {}),
      }
    })
  return [...measured, ...kept]
}
