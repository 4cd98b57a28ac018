/** The list of generators: each reads the contracts and returns files for `generated/`. */
import { join } from 'node:path'
import { generateFrame } from './asyncapi/generate.ts'
import { loadDocument } from './document.ts'

/** One file of `generated/`, its path relative to that folder. */
export interface Output {
  readonly path: string
  readonly contents: string
}

/**
 * Runs every generator over the contracts under `root` (a contract that does not exist yet
 * generates nothing). Outputs are sorted by path.
 */
export const generateAll = async (root: string): Promise<Output[]> => {
  const dir = join(root, 'contracts')
  const [api, frame, rpc] = await Promise.all([
    loadDocument(join(dir, 'api.openapi.yaml')),
    loadDocument(join(dir, 'frame.asyncapi.yaml')),
    loadDocument(join(dir, 'wallet-rpc.openrpc.json')),
  ])
  const outputs: Output[] = [
    ...(api ? await (await import('./openapi/generate.ts')).generateApi(api) : []),
    ...(frame ? generateFrame(frame) : []),
    ...(rpc ? (await import('./openrpc/generate.ts')).generateRpc(rpc) : []),
  ]
  return outputs.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}
