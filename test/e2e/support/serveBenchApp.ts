import { join } from 'node:path'
import { buildAppChunks } from '../../../bench/buildLatchApp.ts'
import { type StaticServer, serveStatic } from '../../../bench/serveStatic.ts'

/**
 * Builds `bench/apps/<name>` from the sources (`buildAppChunks`, as the size budget test builds
 * it) into `dir/<name>` and serves it on 127.0.0.1; `close` the server when done.
 *
 * @example
 * import { serveBenchApp } from './support/serveBenchApp.ts'
 * const server = await serveBenchApp('latch', mkdtempSync(join(tmpdir(), 'latch-apps-')))
 * // … measureRun(app, server.url)
 * await server.close()
 */
export const serveBenchApp = async (name: 'bare' | 'latch', dir: string): Promise<StaticServer> => {
  const outDir = join(dir, name)
  await buildAppChunks(name, { outDir })
  return serveStatic(outDir)
}
