import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { AppResult } from '../../bench/benchResults.ts'
import { keepPeers } from '../../bench/keepPeers.ts'

const app = (name: string, notes: string[] = []) =>
  ({
    name,
    label: name,
    notes,
    versions: {},
    status: 'ok',
    sizes: null,
    runs: [],
    median: null,
  }) as AppResult

const previousFile = (apps: AppResult[]) => {
  const file = join(mkdtempSync(join(tmpdir(), 'latch-keep-peers-')), 'latest.json')
  writeFileSync(file, JSON.stringify({ date: '2026-11-25T12:08:32.102Z', apps }))
  return file
}

describe('keepPeers', () => {
  test('default: the apps this run left out come from the committed run, with its date and bare app', () => {
    const file = previousFile([app('latch'), app('bare'), app('appkit')])
    const apps = keepPeers([app('latch'), app('bare')], file)
    expect(apps.map((a) => a.name)).toEqual(['latch', 'bare', 'appkit'])
    expect(apps[2]!.notes).toEqual(['figures from the run of 2026-11-25T12:08:32.102Z'])
    expect(apps[2]!.baseline?.name).toBe('bare')
  })

  test('behavior: an app kept before keeps its first date, and nothing is kept without a file', () => {
    const old = { ...app('appkit', ['figures from the run of 2026-11-01']), baseline: app('bare') }
    const apps = keepPeers([app('latch')], previousFile([old]))
    expect(apps[1]).toEqual(old)
    expect(keepPeers([app('latch')], '/nonexistent/latest.json').map((a) => a.name)).toEqual([
      'latch',
    ])
  })
})
