import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Rolldown } from 'vite'
import { build } from 'vite'
import { staticClosure } from './staticClosure.ts'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The package names the bench's Latch app imports, resolved to the sources they are built from
 * (the `latch-source` condition of package.json "exports"): the same graph as the tarball's
 * `dist/`, without `npm run build` first.
 */
export const latchSourceAliases = [
  { find: /^latch$/, replacement: join(repoRoot, 'runtime', 'index.ts') },
  { find: /^latch\/networks$/, replacement: join(repoRoot, 'runtime', 'networks.ts') },
  { find: /^latch\/react$/, replacement: join(repoRoot, 'react', 'index.ts') },
]

/** The modules whose chunks the connect path loads lazily (see `AppBuild.connect`). */
const connectPathModules = [
  /\/runtime\/client\.ts$/,
  /\/react\/LatchModalPortal\.tsx$/,
  /\/ConnectingWalletConnectView\.tsx$/,
  // Latch's WalletConnect client (it replaced @walletconnect/universal-provider, issue 30).
  /\/runtime\/connectors\/walletConnect\/client\/wcSignClient\.ts$/,
]

/** One app of `bench/apps/` built for production in memory. */
export type AppBuild = {
  readonly chunks: ReadonlyArray<Rolldown.OutputChunk>
  /** The entry chunk and its static imports: what loads before the button can paint. */
  readonly entryFiles: ReadonlyArray<string>
  /**
   * What a visitor loads to connect with an injected wallet or WalletConnect: the entry, then
   * the chunks of the runtime, the modal, the WalletConnect view and SDK, and their static
   * imports (not Solana, swaps, sends, e-mail or social login).
   */
  readonly connectFiles: ReadonlyArray<string>
}

/**
 * Builds `bench/apps/<app>` as `vite build` would (React plugin, minified, `NODE_ENV`
 * production, its index.html as the input) but in memory, with `latch`, `latch/networks` and
 * `latch/react` read from the sources (`latchSourceAliases`). `sourcemap` adds each chunk's map;
 * `outDir` also writes the app there (index.html and assets), to serve it to a browser.
 *
 * @example
 * import { buildAppChunks } from './bench/buildLatchApp.ts'
 * const { entryFiles } = await buildAppChunks('latch')
 */
export const buildAppChunks = async (
  app: string,
  options: { readonly sourcemap?: boolean; readonly outDir?: string } = {},
): Promise<AppBuild> => {
  // Under vitest NODE_ENV is `test`: Vite would build React's JSX with the dev runtime and pick
  // the `development` export conditions. Set for the build, as `vite build` sets it.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  const result = await build({
    configFile: false,
    root: join(repoRoot, 'bench', 'apps', app),
    logLevel: 'silent',
    mode: 'production',
    plugins: [react()],
    resolve: { dedupe: ['react', 'react-dom'], alias: latchSourceAliases },
    build: {
      write: options.outDir !== undefined,
      ...(options.outDir === undefined ? {} : { outDir: options.outDir, emptyOutDir: true }),
      sourcemap: options.sourcemap ?? false,
      reportCompressedSize: false,
      copyPublicDir: false,
      chunkSizeWarningLimit: 100_000,
    },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  })
  const outputs = Array.isArray(result) ? result : [result]
  const chunks: Rolldown.OutputChunk[] = []
  for (const output of outputs)
    if ('output' in output)
      for (const item of output.output) if (item.type === 'chunk') chunks.push(item)
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const importsOf = (file: string) =>
    (byFile.get(file)?.imports ?? []).filter((name) => byFile.has(name))
  const entryFiles = staticClosure(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    importsOf,
  )
  const connectRoots = chunks
    .filter((chunk) =>
      Object.keys(chunk.modules).some((id) => connectPathModules.some((path) => path.test(id))),
    )
    .map((chunk) => chunk.fileName)
  return {
    chunks,
    entryFiles,
    connectFiles: staticClosure([...entryFiles, ...connectRoots], importsOf),
  }
}
