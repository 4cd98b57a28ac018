import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildAppChunks } from './buildLatchApp.ts'
import { type CompressedSize, compressedSize, sumSizes } from './compressedSize.ts'
import { staticClosure } from './staticClosure.ts'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

/** One JS file of a build with its sizes. */
export type ChunkSize = CompressedSize & { readonly file: string }

/**
 * What an app pays for Latch (the bench's Latch app, `bench/apps/latch/main.tsx`, over the bare
 * React app): the entry (before first paint), the connect path and everything reachable. The
 * three sizes are the Latch app's files minus the bare app's one file (React and React DOM).
 */
export type LatchBundleSizes = {
  /** The bare app's JS (React, React DOM, a button): what the sizes below are over. */
  readonly bare: CompressedSize
  /** The app's entry chunk and its static imports, as the browser loads them at start. */
  readonly entry: CompressedSize
  /** How many files the Latch app's entry is. */
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
  /** Every module rendered into the entry's files (absolute ids) but React's: Latch's part. */
  readonly entryModules: ReadonlyArray<string>
  /**
   * Every module rendered into the runtime's chunk (`runtime/client.ts`) and its static imports:
   * what the app loads at first idle, before the click, and holds in its heap once Connect shows.
   */
  readonly runtimeModules: ReadonlyArray<string>
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

const minus = (a: CompressedSize, b: CompressedSize): CompressedSize => ({
  raw: a.raw - b.raw,
  gzip: a.gzip - b.gzip,
  brotli: a.brotli - b.brotli,
})

/** React's own packages: the bare app has them too, so they are not Latch's makeup. */
const isReact = (id: string): boolean =>
  /node_modules\/(react|react-dom|scheduler)\//.test(id) || id.includes('vite/modulepreload')

/**
 * Builds the bench's bare and Latch apps as an app ships them, from the sources
 * (`buildAppChunks`: what README.md's quick start imports, React bundled, minified), and sizes
 * what Latch adds over bare React: the entry, the connect path and everything. A few seconds.
 *
 * @example
 * import { buildLatchEntry } from './bench/buildLatchEntry.ts'
 * const sizes = await buildLatchEntry()
 * sizes.entry.gzip // bytes Latch adds before the connect button can paint
 */
export const buildLatchEntry = async (): Promise<LatchBundleSizes> => {
  const bareBuild = await buildAppChunks('bare')
  const { chunks, entryFiles, connectFiles } = await buildAppChunks('latch')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const sized = chunks.map((chunk) => ({ file: chunk.fileName, ...compressedSize(chunk.code) }))
  const sizeOf = new Map(sized.map((chunk) => [chunk.file, chunk]))
  const bare = sumSizes(bareBuild.chunks.map((chunk) => compressedSize(chunk.code)))
  const makeup = new Map<string, number>()
  const entryModules: string[] = []
  for (const file of entryFiles)
    for (const [id, module] of Object.entries(byFile.get(file)!.modules)) {
      if (module.renderedLength === 0 || isReact(id)) continue
      entryModules.push(id)
      // Vite's and rolldown's own helpers are virtual modules (`\0vite/preload-helper.js`).
      const name = id.startsWith('\0') ? '(bundler helpers)' : packageOf(id)
      makeup.set(name, (makeup.get(name) ?? 0) + module.renderedLength)
    }
  const runtimeRoots = chunks
    .filter((chunk) => Object.keys(chunk.modules).some((id) => id.endsWith('/runtime/client.ts')))
    .map((chunk) => chunk.fileName)
  const runtimeFiles = staticClosure(runtimeRoots, (file) => byFile.get(file)?.imports ?? [])
  const runtimeModules = runtimeFiles.flatMap((file) =>
    Object.entries(byFile.get(file)?.modules ?? {})
      .filter(([, module]) => module.renderedLength > 0)
      .map(([id]) => id),
  )
  return {
    bare,
    entry: minus(sumSizes(entryFiles.map((file) => sizeOf.get(file)!)), bare),
    entryFiles: entryFiles.length,
    total: minus(sumSizes(sized), bare),
    connect: minus(sumSizes(connectFiles.map((file) => sizeOf.get(file)!)), bare),
    connectFiles: connectFiles.length,
    entryFileNames: entryFiles,
    chunks: sized,
    entryMakeup: [...makeup]
      .map(([name, bytes]) => ({ name, bytes }))
      .sort((a, b) => b.bytes - a.bytes),
    entryModules,
    runtimeModules,
  }
}
