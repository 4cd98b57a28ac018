/**
 * The two lists of the features' declarations, each in the layer of the list it replaces:
 * `runtime/features/featureStates.gen.ts` (state: every `export const <x>Feature` of a
 * `features/<name>/<x>State.ts`) and `runtime/features/featureActions.gen.ts` (actions: every
 * `export const <x>Actions` of a `features/<name>/<x>Actions.ts`), both in the folders' order.
 */
import {
  exportedConsts,
  filesBelow,
  header,
  importPath,
  names,
  type RoomOutput,
  read,
} from './scan.ts'

const folder = 'runtime/features'

/** A declaration a feature's file exports: the file and the const's name. */
export interface Declared {
  readonly path: string
  readonly name: string
}

/** Every `export const <x><suffix>` of the `features/<name>/<x><suffix>.ts` files, in path order. */
export const declared = async (
  root: string,
  suffix: 'Feature' | 'Actions',
): Promise<Declared[]> => {
  const file = suffix === 'Feature' ? 'State' : 'Actions'
  const paths = await filesBelow(root, folder, new RegExp(`^\\w+${file}\\.ts$`))
  const found = await Promise.all(
    paths.map(async (path) =>
      exportedConsts(await read(root, path), new RegExp(`\\w+${suffix}`)).map((name) => ({
        path,
        name,
      })),
    ),
  )
  return found.flat()
}

const imports = (list: readonly Declared[]) =>
  list.map(({ path, name }) => names('import', [name], importPath(folder, path))).join('')

const states = (list: readonly Declared[]) =>
  [
    header('runtime/features/<name>/<x>State.ts'),
    imports(list),
    '\n/**\n',
    " * Every feature's part of the state, one entry a feature: each `featureState(…)` a\n",
    ' * `features/<name>/<x>State.ts` exports as `<x>Feature`. state/features.ts builds the\n',
    ' * slices and view names from it.\n',
    ' */\n',
    'export const FEATURE_STATE = [\n',
    ...list.map((d) => `  ${d.name},\n`),
    '] as const\n',
  ].join('')

const actions = (list: readonly Declared[]) =>
  [
    header('runtime/features/<name>/<x>Actions.ts'),
    imports(list),
    '\n/**\n',
    " * Every client method, from each feature's `features/<name>/<x>Actions.ts` (its\n",
    ' * `<x>Actions`): actions/registry.ts builds the client, its types and analytics from it.\n',
    ' */\n',
    'export const ACTIONS = {\n',
    ...list.map((d) => `  ...${d.name},\n`),
    '}\n',
  ].join('')

/** The state list, or nothing when no feature declares its state. */
export const generateFeatureStates = async (root: string): Promise<RoomOutput[]> => {
  const list = await declared(root, 'Feature')
  return list.length > 0 ? [{ path: `${folder}/featureStates.gen.ts`, contents: states(list) }] : []
}

/** The actions list, or nothing when no feature declares actions. */
export const generateFeatureActions = async (root: string): Promise<RoomOutput[]> => {
  const list = await declared(root, 'Actions')
  return list.length > 0
    ? [{ path: `${folder}/featureActions.gen.ts`, contents: actions(list) }]
    : []
}
