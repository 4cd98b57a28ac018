import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { en } from '../../../react/i18n/en.ts'
import { t } from '../../../react/i18n/t.ts'

const reactDir = join(import.meta.dirname, '../../../react')

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : []
  })

/** Every `t('…')` id written in react/. */
const usedIds = (): string[] =>
  sources(reactDir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => m[1] as string),
  )

describe('en catalogue', () => {
  it('default: holds every id react/ asks for', () => {
    const ids = usedIds()
    expect(ids.length).toBeGreaterThan(30)
    expect(ids.filter((id) => !(id in en))).toEqual([])
  })

  it('default: every view title the dialog builds from a view name exists', () => {
    for (const view of [
      'Connect',
      'AllWallets',
      'ConnectingExternal',
      'Account',
      'Networks',
      'UnsupportedChain',
      'SIWXSignMessage',
      'ApproveTransaction',
    ]) {
      expect(en).toHaveProperty(`view.${view}`)
    }
  })

  it('parameters: t fills placeholders and leaves unknown ones', () => {
    expect(t('connecting.waiting', { name: 'Latch Dev Wallet' })).toMatchInlineSnapshot(
      `"Continue in Latch Dev Wallet"`,
    )
    expect(t('connecting.waiting')).toBe('Continue in {name}')
    expect(t('connecting.waiting', { other: 1 })).toBe('Continue in {name}')
  })

  it('parameters: a second catalogue replaces the text', () => {
    const de = { ...en, 'button.connect': 'Wallet verbinden' }
    expect(t('button.connect', undefined, de)).toBe('Wallet verbinden')
  })
})
