/**
 * `react/views/views.gen.ts`: every `react/views/<folder>/<Name>View.tsx` exporting `<Name>View`
 * as a lazy view named `<Name>`, but those `react/views/registry.tsx` imports itself (the eager
 * views, the preloaded one, a view made from another).
 */
import { filesBelow, header, importPath, type RoomOutput, read } from './scan.ts'

const folder = 'react/views'
const out = `${folder}/views.gen.ts`

const entry = (path: string, component: string, name: string): string => {
  const load = `() => import('${importPath(folder, path)}').then((m) => ({ default: m.${component} }))`
  const line = `  ${name}: { View: lazy(${load}) },\n`
  const body = load.slice('() => '.length)
  return line.length <= 100
    ? line
    : `  ${name}: {\n    View: lazy(() =>\n      ${body},\n    ),\n  },\n`
}

/** The generated registry of lazy views, or nothing when there is no `react/views/`. */
export const generateViews = async (root: string): Promise<RoomOutput[]> => {
  const files = await filesBelow(root, folder, /^[A-Z]\w*View\.tsx$/)
  if (files.length === 0) return []
  const registry = await read(root, `${folder}/registry.tsx`).catch(() => '')
  const lazyOnes = files.filter((path) => !registry.includes(`'${importPath(folder, path)}'`))
  const entries = await Promise.all(
    lazyOnes.map(async (path) => {
      const component = path.slice(path.lastIndexOf('/') + 1, -'.tsx'.length)
      const source = await read(root, path)
      if (!new RegExp(`^export (?:const|function) ${component}\\b`, 'm').test(source))
        throw new Error(`${path} must export ${component} (react/views/<folder>/<Name>View.tsx)`)
      return entry(path, component, component.slice(0, -'View'.length))
    }),
  )
  const contents = [
    header('react/views/<folder>/<Name>View.tsx'),
    "import { type ComponentType, lazy } from 'react'\n",
    "import type { ViewName } from '../../runtime/index.ts'\n\n",
    '/**\n',
    ' * The views `registry.tsx` does not import itself, by their router name (the file name less\n',
    ' * `View`): each loads on first use, a chunk of its own, behind a spinner.\n',
    ' */\n',
    'export const lazyViews = {\n',
    ...entries,
    '} satisfies Partial<Record<ViewName, { readonly View: ComponentType }>>\n',
  ].join('')
  return [{ path: out, contents }]
}
