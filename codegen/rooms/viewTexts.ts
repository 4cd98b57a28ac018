/**
 * `react/i18n/<language>.gen.ts`: each view's texts (`react/views/<name>/<x>Texts.ts`, exported
 * as `<x>Texts`, see react/i18n/viewTexts.ts), loaded in Node and copied into one file a
 * language, which that language's catalogue spreads: the chunks stay one a language.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { exportedConsts, filesBelow, header, type RoomOutput, read } from './scan.ts'

const LANGUAGES = ['en', 'es', 'ja', 'ar'] as const

type Texts = Readonly<Record<string, unknown>>

const quote = (value: unknown) => JSON.stringify(value).replaceAll('\u2028', '\\u2028')

/** The four language files, or nothing when there is no `react/views/`. */
export const generateViewTexts = async (root: string): Promise<RoomOutput[]> => {
  const files = await filesBelow(root, 'react/views', /^\w+Texts\.ts$/)
  const catalogue = await read(root, 'react/i18n/en.ts').catch(() => undefined)
  if (catalogue === undefined) return []
  const merged = new Map<string, Record<string, unknown>>(LANGUAGES.map((l) => [l, {}]))
  const owner = new Map<string, string>()
  for (const path of files) {
    const [name] = exportedConsts(await read(root, path), /\w+Texts/)
    if (!name) throw new Error(`${path} must export its <x>Texts (react/i18n/viewTexts.ts)`)
    const module = (await import(pathToFileURL(join(root, path)).href)) as Record<string, Texts>
    const texts = module[name] as Readonly<Record<string, Texts>>
    for (const id of Object.keys(texts.en ?? {})) {
      if (owner.has(id) || catalogue.includes(`'${id}':`))
        throw new Error(`${path}: ${id} is already in ${owner.get(id) ?? 'react/i18n/en.ts'}`)
      owner.set(id, path)
      for (const language of LANGUAGES) merged.get(language)![id] = texts[language]?.[id]
    }
  }
  return LANGUAGES.map((language) => ({
    path: `react/i18n/${language}.gen.ts`,
    contents: [
      header('react/views/<name>/<x>Texts.ts'),
      `\n/** The views' own texts (react/views/<name>/<x>Texts.ts) in ${language}: ${language}.ts spreads them. */\n`,
      `export const ${language}ViewTexts = {\n`,
      ...Object.entries(merged.get(language)!).map(
        ([id, text]) => `  ${quote(id)}: ${quote(text)},\n`,
      ),
      '} as const\n',
    ].join(''),
  }))
}
