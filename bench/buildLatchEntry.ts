import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Rolldown } from 'vite'
import { build } from 'vite'
import { type CompressedSize, compressedSize, sumSizes } from './compressedSize.ts'
import { staticClosure } from './staticClosure.ts'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

/** One JS file of a build with its sizes. */
export type ChunkSize = CompressedSize & { readonly file: string }

/** What an app pays for Latch: the entry (before first paint) and everything reachable. */
export type LatchBundleSizes = {
  /** The two entry chunks and their static imports, as the browser loads them at start. */
  readonly entry: CompressedSize
  /** How many files `entry` is. */
  readonly entryFiles: number
  /** Every chunk, lazy ones included (WalletConnect, Solana, heavy views). */
  readonly total: CompressedSize
  /**
   * What a visitor loads to connect with an injected wallet or WalletConnect: the entry, then
   * the runtime, the modal, the WalletConnect view and its SDK, and their static imports (not
   * Solana, swaps, sends, e-mail or social login, which load on their own use).
   */
  readonly connect: CompressedSize
  /** How many files `connect` is. */
  readonly connectFiles: number
  /** The file names of the entry (`entry`'s files), to mark them in a per-chunk listing. */
  readonly entryFileNames: ReadonlyArray<string>
  readonly chunks: ReadonlyArray<ChunkSize>
  /**
   * What the entry is made of: bytes per package (`runtime`, `react`, `generated` for this
   * repository's folders), as rendered before minification, largest first.
   */
  readonly entryMakeup: ReadonlyArray<{ readonly name: string; readonly bytes: number }>
  /** Every module rendered into the entry's files (absolute ids), what loads before paint. */
  readonly entryModules: ReadonlyArray<string>
}

/**
 * The modules of `ids` from packages the entry must not carry (Effect, viem and what viem and
 * the connectors bring): they belong in the lazily loaded runtime.
 *
 * @example
 * import { heavyModules } from './bench/buildLatchEntry.ts'
 * heavyModules(['/app/node_modules/effect/dist/Data.js', '/app/react/ConnectButton.tsx'])
 * // ['/app/node_modules/effect/dist/Data.js']
 */
export const heavyModules = (ids: ReadonlyArray<string>): ReadonlyArray<string> =>
  ids.filter((id) =>
    /node_modules\/(effect|viem|ox|abitype|@noble|@scure|@walletconnect|@solana|@wallet-standard)\//.test(
      id,
    ),
  )

/** `effect`, `@noble/curves`, or this repository's top folder (`runtime`, `react`…). */
export const packageOf = (id: string): string => {
  const inModules = id.split('node_modules/').pop()!
  if (inModules !== id) {
    const parts = inModules.split('/')
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
  }
  return id.startsWith(repoRoot) ? id.slice(repoRoot.length + 1).split('/')[0]! : id
}

/** The modules whose chunks the connect path loads lazily (see `LatchBundleSizes.connect`). */
const connectPathModules = [
  /\/runtime\/client\.ts$/,
  /\/react\/LatchModalPortal\.tsx$/,
  /\/react\/views\/connect\/ConnectingWalletConnectView\.tsx$/,
  /\/node_modules\/@walletconnect\/universal-provider\/dist\/index\.js$/,
]

/** The modules left to the app: React is on the page before Latch arrives. */
export const latchExternals = [/^react(\/.*)?$/, /^react-dom(\/.*)?$/]

/**
 * The chunks of `latch` (runtime/index.ts) and `latch/react` (react/index.ts) built as an app's
 * bundler would ship them: one minified ES build in memory, with only React and React DOM
 * external, so every other dependency (effect, signals, viem…) is in them. `sourcemap` adds each
 * chunk's map (`chunk.map`), for accounting by module (`bench/chunkContents.ts`).
 *
 * @example
 * import { buildLatchChunks } from './bench/buildLatchEntry.ts'
 * const chunks = await buildLatchChunks()
 * chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName) // ['latch.js', 'latch-react.js']
 */
export const buildLatchChunks = async (
  options: { readonly sourcemap?: boolean } = {},
): Promise<ReadonlyArray<Rolldown.OutputChunk>> => {
  // Vite reads `process.env.NODE_ENV` for its production switches (React's JSX without the dev
  // runtime's source info, the `production` export condition); under vitest it is `test`, so
  // the build would measure development code. Set for the build, as `vite build` sets it.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  const result = await build({
    configFile: false,
    root: repoRoot,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      sourcemap: options.sourcemap ?? false,
      reportCompressedSize: false,
      copyPublicDir: false,
      lib: {
        entry: {
          latch: join(repoRoot, 'runtime', 'index.ts'),
          'latch-react': join(repoRoot, 'react', 'index.ts'),
        },
        formats: ['es'],
      },
      rolldownOptions: {
        external: latchExternals,
        // Minified as an app's production build ships it. Vite's library mode, which this build
        // borrows for its two entries, minifies an ES build without removing whitespace and
        // keeps /*#__PURE__*/ comments (for the app's own bundler to read), about 10 % more
        // gzip than what reaches a browser.
        output: { minify: true, comments: false },
      },
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
  return chunks
}

/**
 * The files of `chunks` that load before the button paints (`entry`: the entry chunks and their
 * static imports) and those a visitor loads to connect (`connect`: the entry, then the chunks of
 * the runtime, the modal, the WalletConnect view and SDK, and their static imports).
 */
export const latchPaths = (
  chunks: ReadonlyArray<Rolldown.OutputChunk>,
): { readonly entry: ReadonlyArray<string>; readonly connect: ReadonlyArray<string> } => {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const importsOf = (file: string) =>
    (byFile.get(file)?.imports ?? []).filter((name) => byFile.has(name))
  const entry = staticClosure(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    importsOf,
  )
  const connectRoots = chunks
    .filter((chunk) =>
      Object.keys(chunk.modules).some((id) => connectPathModules.some((path) => path.test(id))),
    )
    .map((chunk) => chunk.fileName)
  return { entry, connect: staticClosure([...entry, ...connectRoots], importsOf) }
}

/**
 * Builds Latch as an app ships it (`buildLatchChunks`) and sizes it: the entry, the connect path
 * and everything. Takes a few seconds.
 *
 * @example
 * import { buildLatchEntry } from './bench/buildLatchEntry.ts'
 * const sizes = await buildLatchEntry()
 * sizes.entry.gzip // bytes before the connect button can paint
 */
export const buildLatchEntry = async (): Promise<LatchBundleSizes> => {
  const chunks = await buildLatchChunks()
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const sized = chunks.map((chunk) => ({ file: chunk.fileName, ...compressedSize(chunk.code) }))
  const sizeOf = new Map(sized.map((chunk) => [chunk.file, chunk]))
  const { entry: entryFiles, connect: connectFiles } = latchPaths(chunks)
  const makeup = new Map<string, number>()
  const entryModules: string[] = []
  for (const file of entryFiles)
    for (const [id, module] of Object.entries(byFile.get(file)!.modules)) {
      if (module.renderedLength === 0) continue
      entryModules.push(id)
      makeup.set(packageOf(id), (makeup.get(packageOf(id)) ?? 0) + module.renderedLength)
    }
  return {
    entry: sumSizes(entryFiles.map((file) => sizeOf.get(file)!)),
    entryFiles: entryFiles.length,
    total: sumSizes(sized),
    connect: sumSizes(connectFiles.map((file) => sizeOf.get(file)!)),
    connectFiles: connectFiles.length,
    entryFileNames: entryFiles,
    chunks: sized,
    entryMakeup: [...makeup]
      .map(([name, bytes]) => ({ name, bytes }))
      .sort((a, b) => b.bytes - a.bytes),
    entryModules,
  }
}
