/**
 * `runtime/facade/clientMethods.gen.ts`: each client method's kind, read off its action by
 * loading the features' actions modules in Node (codegen runs under tsx), so the entry's thin
 * client knows which methods answer a Promise without importing any action code.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { declared } from './featureLists.ts'
import { header, type RoomOutput } from './scan.ts'

/** What the generator reads of an action: its kind. */
interface Kinded {
  readonly kind: 'async' | 'sync'
}

/** The method kinds' table, or nothing when no feature declares actions. */
export const generateMethodKinds = async (root: string): Promise<RoomOutput[]> => {
  const lists = await declared(root, 'Actions')
  if (lists.length === 0) return []
  const rows: string[] = []
  const seen = new Map<string, string>()
  for (const { path, name } of lists) {
    const module = (await import(pathToFileURL(join(root, path)).href)) as Record<
      string,
      Record<string, Kinded>
    >
    for (const [method, action] of Object.entries(module[name] ?? {})) {
      if (action.kind !== 'async' && action.kind !== 'sync')
        throw new Error(`${path}: ${name}.${method} is no action (its kind is ${action.kind})`)
      const first = seen.get(method)
      if (first) throw new Error(`client method ${method} is declared twice: ${first}, ${path}`)
      seen.set(method, path)
      rows.push(`  ${method}: '${action.kind}',\n`)
    }
  }
  const contents = [
    header('the kinds of runtime/features/<name>/<x>Actions.ts'),
    "\n/** Each client method's kind: `async` answers a Promise, `sync` nothing (clientMethods.ts). */\n",
    'export const METHOD_KINDS = {\n',
    ...rows,
    '} as const\n',
  ].join('')
  return [{ path: 'runtime/facade/clientMethods.gen.ts', contents }]
}
