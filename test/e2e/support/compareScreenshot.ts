import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

const repoRoot = join(import.meta.dirname, '..', '..', '..')

/** The committed baselines: `<view>-<variant>.png`. */
export const baselineDir = join(repoRoot, 'test', 'e2e', '__screenshots__')

/** Where a failed comparison leaves the actual image and the diff (gitignored). */
export const visualResultsDir = join(repoRoot, 'test-results', 'visual')

/**
 * pixelmatch's per-pixel colour distance (0–1) under which two pixels count as equal: at 0.1 its
 * default, a text or background colour changed by a few units (a rounding in the rasteriser)
 * passes, a theme colour changed on purpose does not. Anti-aliased edges are told apart by
 * pixelmatch itself and never count.
 */
const PIXEL_THRESHOLD = 0.1

/** The share of a view's pixels that may differ: 0.5 %, a glyph or two, not a changed colour. */
const ALLOWED_DIFF_SHARE = 0.005

/** What a comparison found; `message` says it for a failure. */
export type Comparison =
  | { readonly pass: true; readonly written: boolean }
  | { readonly pass: false; readonly message: string }

const rel = (path: string) => relative(repoRoot, path)

const decode = (png: Buffer) => PNG.sync.read(png)

/**
 * Compares a screenshot with its baseline `__screenshots__/<name>.png`. The same size and at
 * most ALLOWED_DIFF_SHARE of the pixels apart passes. Otherwise it fails, with the actual image
 * and a diff (differing pixels red over a faded baseline) under `test-results/visual/`, named in
 * the message; a missing baseline fails too, so CI never writes one. With `update` a baseline
 * that is missing or differs in any pixel is written instead (an identical one is left alone,
 * so a refresh touches only the views that changed).
 *
 * @example
 * import { compareScreenshot } from './support/compareScreenshot.ts'
 * const result = compareScreenshot('Connect-dark', await modal.screenshot(), { update: false })
 * if (!result.pass) throw new Error(result.message)
 */
export const compareScreenshot = (
  name: string,
  actual: Buffer,
  {
    update,
    baselines = baselineDir,
    results = visualResultsDir,
  }: {
    readonly update: boolean
    /** The baselines' folder; `baselineDir` unless a test of this function says otherwise. */
    readonly baselines?: string
    /** Where failures leave their images; `visualResultsDir` by default. */
    readonly results?: string
  },
): Comparison => {
  const baseline = join(baselines, `${name}.png`)
  const actualPath = join(results, `${name}-actual.png`)
  const diffPath = join(results, `${name}-diff.png`)
  const write = (): Comparison => {
    mkdirSync(baselines, { recursive: true })
    writeFileSync(baseline, actual)
    return { pass: true, written: true }
  }
  const keepActual = () => {
    mkdirSync(results, { recursive: true })
    writeFileSync(actualPath, actual)
  }
  const refresh = 'refresh on purpose with `npm run test:screenshots -- --update`'

  if (!existsSync(baseline)) {
    if (update) return write()
    keepActual()
    return {
      pass: false,
      message: `${name}: no baseline ${rel(baseline)} (actual image: ${rel(actualPath)}); ${refresh}`,
    }
  }
  const expected = decode(readFileSync(baseline))
  const got = decode(actual)
  if (expected.width !== got.width || expected.height !== got.height) {
    if (update) return write()
    keepActual()
    return {
      pass: false,
      message: `${name}: ${got.width}×${got.height} px, the baseline ${rel(baseline)} is ${expected.width}×${expected.height} (actual image: ${rel(actualPath)}); ${refresh}`,
    }
  }
  const diff = new PNG({ width: got.width, height: got.height })
  const differing = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, {
    threshold: PIXEL_THRESHOLD,
  })
  const share = differing / (got.width * got.height)
  // A refresh records every real change, even one under the allowed share (a sign moved beside
  // its number), so baselines do not drift from the look; rendering noise stays under the
  // per-pixel threshold and leaves the file alone.
  if (update && differing > 0) return write()
  if (share <= ALLOWED_DIFF_SHARE) return { pass: true, written: false }
  keepActual()
  writeFileSync(diffPath, PNG.sync.write(diff))
  return {
    pass: false,
    message: `${name}: ${differing} pixels (${(share * 100).toFixed(2)} %) differ from ${rel(baseline)}, over the ${ALLOWED_DIFF_SHARE * 100} % allowed; diff: ${rel(diffPath)}, actual: ${rel(actualPath)}; ${refresh}`,
  }
}
