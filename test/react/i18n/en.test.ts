import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { enViewTexts } from '../../../react/i18n/en.gen.ts'
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

/** A file's home for the texts' rule: its views folder (`views/send`), or `react` for the rest. */
const homeOf = (file: string) => /^views\/\w+(?=\/)/.exec(relative(reactDir, file))?.[0] ?? 'react'

/** Each views folder's own texts (`views/<folder>/<x>Texts.ts`): the folder, its English ids. */
const folderTexts = async () => {
  const found: [home: string, ids: string[]][] = []
  for (const file of sources(join(reactDir, 'views')).filter((f) => /Texts\.ts$/.test(f))) {
    const module = (await import(file)) as Record<string, { en: object }>
    for (const texts of Object.values(module)) found.push([homeOf(file), Object.keys(texts.en)])
  }
  return found
}

describe('where a text lives (en.ts header)', () => {
  it('rule: a text only one views folder shows is in its <x>Texts.ts, a shared one in the catalogues', async () => {
    const files = sources(reactDir)
      .filter((file) => !file.includes('/i18n/') && !/Texts\.ts$/.test(file))
      .map((file) => [homeOf(file), readFileSync(file, 'utf8')] as const)
    const homesNaming = (id: string) =>
      new Set(files.filter(([, text]) => text.includes(`'${id}'`)).map(([home]) => home))
    const texts = await folderTexts()
    expect(texts.length).toBeGreaterThan(5)
    const wrong: string[] = []
    for (const [home, ids] of texts)
      for (const id of ids) {
        const others = [...homesNaming(id)].filter((other) => other !== home)
        if (others.length > 0)
          wrong.push(`${id}: in ${home}'s texts, shown by ${others.join(', ')}`)
      }
    for (const id of Object.keys(en).filter((id) => !(id in enViewTexts))) {
      const [only, ...more] = homesNaming(id)
      if (only?.startsWith('views/') && more.length === 0)
        wrong.push(`${id}: only ${only} shows it`)
    }
    expect(wrong).toEqual([])
  })
})
