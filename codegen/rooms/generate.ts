/**
 * The lists the rooms keep by convention, generated from their folders (as TanStack Router
 * generates `routeTree.gen.ts` from its route files): each `*.gen.ts` sits in the room and layer
 * of the list it replaces (docs/architecture.md, "Generated lists").
 */
import { generateFeatureActions, generateFeatureStates } from './featureLists.ts'
import { generateLazyFlows } from './lazyFlows.ts'
import { generateMethodKinds } from './methodKinds.ts'
import type { RoomOutput } from './scan.ts'
import { generateViews } from './views.ts'
import { generateViewTexts } from './viewTexts.ts'

/** The rooms where generated lists live: a `*.gen.ts` there that nothing generates is stale. */
export const ROOMS = ['runtime', 'react'] as const

/** Every generated list under `root`, sorted by path. */
export const generateRooms = async (root: string): Promise<RoomOutput[]> => {
  const outputs = (
    await Promise.all([
      generateViews(root),
      generateViewTexts(root),
      generateFeatureStates(root),
      generateFeatureActions(root),
      generateLazyFlows(root),
      generateMethodKinds(root),
    ])
  ).flat()
  return outputs.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}
