/** Reads a V8 `.cpuprofile` (`node --cpu-prof`) and says where the time went. */

type ProfileNode = {
  readonly id: number
  readonly callFrame: {
    readonly functionName: string
    readonly url: string
    readonly lineNumber: number
  }
}

/** A `.cpuprofile` as V8 writes it. */
export type CpuProfile = {
  readonly nodes: readonly ProfileNode[]
  readonly startTime: number
  readonly endTime: number
  readonly samples: readonly number[]
  readonly timeDeltas: readonly number[]
}

/** Sample hits per node id, only those taken within `[from, to]` (µs, the profile's clock). */
const hitsWithin = (profile: CpuProfile, from: number, to: number): Map<number, number> => {
  const hits = new Map<number, number>()
  let at = profile.startTime
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0
    if (at >= from && at <= to) hits.set(id, (hits.get(id) ?? 0) + 1)
  })
  return hits
}

/** A share of the profile's busy time (idle left out). */
export type Share = { readonly name: string; readonly percent: number }

/** Which part of the stack a frame belongs to: a package, a Node module, our folders, V8. */
const categoryOf = (frame: ProfileNode['callFrame']): string => {
  const { url, functionName } = frame
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return pkg[1] ?? url
  if (url.startsWith('node:internal/deps/')) return url.split('/')[2] ?? url
  if (url.startsWith('node:')) {
    const module = url.replace(/^node:(internal\/)?/, '').split('/')[0] ?? url
    return `node:${module.replace(/^_/, '').split('_')[0] ?? module}`
  }
  const ours = /\/(server|generated|bench)\/(?:([^/]+)\/)?/.exec(url)
  if (ours) return `latch ${ours[1]}${ours[2] && !ours[2].includes('.') ? `/${ours[2]}` : ''}`
  return url
}

const shares = (totals: Map<string, number>, busy: number, top: number): Share[] =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, hits]) => ({ name, percent: Math.round((hits / busy) * 1000) / 10 }))

/**
 * The profile's busy time (idle excluded) within a window (µs on the profile's clock, which
 * is `process.hrtime`'s: startup left out) by category (package, Node module, our folders,
 * GC) and by function, largest first.
 *
 * @example
 * import { summarizeProfile } from './cpuProfileSummary.ts'
 * summarizeProfile({ nodes: [], startTime: 0, endTime: 0, samples: [], timeDeltas: [] }, 5, [0, 1]).byCategory // []
 */
export const summarizeProfile = (
  profile: CpuProfile,
  top: number,
  window: readonly [number, number],
) => {
  const byCategory = new Map<string, number>()
  const byFunction = new Map<string, number>()
  const within = hitsWithin(profile, window[0], window[1])
  let busy = 0
  for (const node of profile.nodes) {
    const hits = within.get(node.id) ?? 0
    if (hits === 0 || node.callFrame.functionName === '(idle)') continue
    busy += hits
    const category = categoryOf(node.callFrame)
    byCategory.set(category, (byCategory.get(category) ?? 0) + hits)
    const name = `${node.callFrame.functionName || '(anonymous)'} (${category})`
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits)
  }
  const idle = profile.nodes
    .filter((n) => n.callFrame.functionName === '(idle)')
    .reduce((sum, n) => sum + (within.get(n.id) ?? 0), 0)
  return {
    busyPercent: Math.round((busy / Math.max(1, busy + idle)) * 100),
    byCategory: shares(byCategory, Math.max(1, busy), top),
    byFunction: shares(byFunction, Math.max(1, busy), top),
  }
}
