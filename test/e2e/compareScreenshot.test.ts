import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PNG } from 'pngjs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { compareScreenshot } from './support/compareScreenshot.ts'

/** A 100 × 100 grey image, with `paint` pixels (from the top-left, row by row) in red. */
const image = (paint = 0, size = 100) => {
  const png = new PNG({ width: size, height: size })
  for (let i = 0; i < size * size; i++) {
    const red = i < paint
    png.data.set(red ? [255, 0, 0, 255] : [200, 200, 200, 255], i * 4)
  }
  return PNG.sync.write(png)
}

let dir: string
let dirs: { baselines: string; results: string }
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'latch-compare-'))
  dirs = { baselines: join(dir, 'baselines'), results: join(dir, 'results') }
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('compareScreenshot (the visual suite’s pixel comparison)', () => {
  it('behavior: a missing baseline fails, naming it and the actual image, and writes no baseline', () => {
    const result = compareScreenshot('Connect-dark', image(), { update: false, ...dirs })
    expect(result.pass).toBe(false)
    if (result.pass) return
    expect(result.message).toContain('no baseline')
    expect(result.message).toContain('Connect-dark.png')
    expect(result.message).toContain('npm run test:screenshots -- --update')
    expect(existsSync(join(dirs.baselines, 'Connect-dark.png'))).toBe(false)
    expect(existsSync(join(dirs.results, 'Connect-dark-actual.png'))).toBe(true)
  })

  it('behavior: with update a missing baseline is written', () => {
    expect(compareScreenshot('Connect-dark', image(), { update: true, ...dirs })).toEqual({
      pass: true,
      written: true,
    })
    expect(readFileSync(join(dirs.baselines, 'Connect-dark.png'))).toEqual(image())
  })

  it('behavior: up to 0.5 % of the pixels apart passes and leaves the baseline alone', () => {
    compareScreenshot('Account-light', image(), { update: true, ...dirs })
    const result = compareScreenshot('Account-light', image(50), { update: false, ...dirs })
    expect(result).toEqual({ pass: true, written: false })
    expect(readFileSync(join(dirs.baselines, 'Account-light.png'))).toEqual(image())
  })

  it('behavior: update records a change under the allowed share, and leaves an identical image alone', () => {
    compareScreenshot('Account-light', image(), { update: true, ...dirs })
    expect(compareScreenshot('Account-light', image(), { update: true, ...dirs })).toEqual({
      pass: true,
      written: false,
    })
    expect(compareScreenshot('Account-light', image(50), { update: true, ...dirs })).toEqual({
      pass: true,
      written: true,
    })
    expect(readFileSync(join(dirs.baselines, 'Account-light.png'))).toEqual(image(50))
  })

  it('behavior: more apart fails with the share, a diff and the actual image; update rewrites it', () => {
    compareScreenshot('Account-light', image(), { update: true, ...dirs })
    const result = compareScreenshot('Account-light', image(300), { update: false, ...dirs })
    expect(result.pass).toBe(false)
    if (result.pass) return
    expect(result.message).toContain('300 pixels (3.00 %) differ')
    expect(result.message).toContain('Account-light-diff.png')
    expect(existsSync(join(dirs.results, 'Account-light-diff.png'))).toBe(true)
    expect(existsSync(join(dirs.results, 'Account-light-actual.png'))).toBe(true)
    expect(compareScreenshot('Account-light', image(300), { update: true, ...dirs }).pass).toBe(
      true,
    )
    expect(readFileSync(join(dirs.baselines, 'Account-light.png'))).toEqual(image(300))
  })

  it('behavior: another size fails', () => {
    compareScreenshot('Swap-rtl', image(), { update: true, ...dirs })
    const result = compareScreenshot('Swap-rtl', image(0, 120), { update: false, ...dirs })
    expect(result.pass).toBe(false)
    if (!result.pass) expect(result.message).toContain('120×120 px')
  })
})
