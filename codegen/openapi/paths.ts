/**
 * The openapi-typescript step (types `paths`, `components`, `operations` for openapi-fetch).
 * openapi-typescript loads the TypeScript compiler and Redocly, about 3 s here, so its output is
 * cached by the hash of the document and its version; a run with an unchanged contract skips it.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Document } from '../document.ts'

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Where cached outputs live (under node_modules, so a fresh checkout starts cold). */
export const cacheDir = join(repo, 'node_modules', '.cache', 'latch-codegen')

const version = async (): Promise<string> => {
  const pkg = await readFile(
    join(repo, 'node_modules', 'openapi-typescript', 'package.json'),
    'utf8',
  )
  return (JSON.parse(pkg) as { version: string }).version
}

/** The openapi-typescript source for `doc` (without the file header). */
export const pathsSource = async (doc: Document): Promise<string> => {
  const key = createHash('sha256')
    .update(`${await version()}\n${JSON.stringify(doc)}`)
    .digest('hex')
  const file = join(cacheDir, `paths-${key}.ts`)
  const cached = await readFile(file, 'utf8').catch(() => undefined)
  if (cached !== undefined) return cached
  const { default: openapiTS, astToString } = await import('openapi-typescript')
  const ast = await openapiTS(structuredClone(doc) as never, { alphabetize: true })
  const source = astToString(ast)
  // The cache only saves time: a read-only node_modules still generates, just slower.
  await mkdir(cacheDir, { recursive: true })
    .then(() => writeFile(file, source))
    .catch(() => undefined)
  return source
}
