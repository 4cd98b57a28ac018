/**
 * The last step of `npm run build`: the declarations tsc emitted into `dist/types/` keep the
 * source's `./x.ts` / `./x.tsx` specifiers (`allowImportingTsExtensions`); an app's TypeScript
 * without that option (and Node's own resolution, which `attw` checks) wants `./x.js`. Rewrites
 * every relative `.ts`/`.tsx` specifier of each `.d.ts` to `.js`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const relativeTsSpecifier = /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+?)\.tsx?(['"])/g

const declarationsUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory()
      ? declarationsUnder(path)
      : name.endsWith('.d.ts')
        ? [path]
        : []
  })

const files = declarationsUnder(join(import.meta.dirname, '..', 'dist', 'types'))
for (const file of files) {
  const source = readFileSync(file, 'utf8')
  const rewritten = source.replace(relativeTsSpecifier, '$1$2.js$3')
  if (rewritten !== source) writeFileSync(file, rewritten)
}
console.log(`dist/types: ${files.length} declaration files`)
