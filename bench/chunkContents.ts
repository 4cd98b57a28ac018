import { buildAppChunks } from './buildLatchApp.ts'
import { packageOf } from './buildLatchEntry.ts'
import { compressedSize } from './compressedSize.ts'

/** One source of a chunk and the minified characters the chunk's source map gives it. */
export type ModuleShare = { readonly source: string; readonly chars: number }

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** The fields of one source map segment (base64 VLQ, as the Source Map v3 format writes them). */
const decodeSegment = (text: string): number[] => {
  const fields: number[] = []
  let value = 0
  let shift = 0
  for (const char of text) {
    const digit = base64.indexOf(char)
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return fields
}

/**
 * How many characters of a minified chunk each source accounts for, from the chunk's source
 * map: each segment's span (to the next segment or the line's end) goes to its source;
 * characters before a line's first segment, or in a segment without a source, to `(unmapped)`.
 *
 * @example
 * import { moduleShares } from './bench/chunkContents.ts'
 * moduleShares('ab', { sources: ['a.ts'], mappings: 'AAAA' }) // [{ source: 'a.ts', chars: 2 }]
 */
export const moduleShares = (
  code: string,
  map: { readonly sources: ReadonlyArray<string | null>; readonly mappings: string },
): ReadonlyArray<ModuleShare> => {
  const chars = new Map<string, number>()
  const add = (source: string, count: number): void => {
    if (count > 0) chars.set(source, (chars.get(source) ?? 0) + count)
  }
  const lines = code.split('\n')
  let sourceIndex = 0
  map.mappings.split(';').forEach((line, lineIndex) => {
    const length = lines[lineIndex]?.length ?? 0
    let column = 0
    const segments: Array<{ column: number; source: string }> = []
    for (const text of line.split(',')) {
      if (text === '') continue
      const fields = decodeSegment(text)
      column += fields[0]!
      if (fields.length >= 4) sourceIndex += fields[1]!
      segments.push({
        column,
        source: fields.length >= 4 ? (map.sources[sourceIndex] ?? '(unmapped)') : '(unmapped)',
      })
    }
    add('(unmapped)', Math.min(segments[0]?.column ?? length, length))
    for (const [i, segment] of segments.entries())
      add(segment.source, (segments[i + 1]?.column ?? length) - segment.column)
  })
  for (let i = map.mappings.split(';').length; i < lines.length; i++)
    add('(unmapped)', lines[i]!.length)
  return [...chars]
    .map(([source, count]) => ({ source, chars: count }))
    .sort((a, b) => b.chars - a.chars)
}

/**
 * The package a source belongs to, with the packages it is nested in when npm could not hoist
 * it (`@walletconnect/utils › @noble/curves`), so two copies of one library show apart; this
 * repository's own files by top folder (`runtime`, `react`, `generated`).
 *
 * @example
 * import { packagePath } from './bench/chunkContents.ts'
 * packagePath('../node_modules/ox/node_modules/@noble/hashes/esm/sha3.js') // 'ox › @noble/hashes'
 */
export const packagePath = (source: string): string => {
  const parts = source.split('node_modules/').slice(1)
  if (parts.length === 0) return packageOf(source.replace(/^(\.\.\/)+/, '/'))
  return parts
    .map((part) => {
      const [scope, name] = part.split('/')
      return scope!.startsWith('@') ? `${scope}/${name}` : scope!
    })
    .join(' › ')
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/**
 * Prints what the connect path (with `--entry` what loads before the button paints, with `--all`
 * every chunk) of the bench's Latch app (`buildAppChunks`: React bundled, as an app ships it) is
 * made of: per
 * chunk its gzip size and its top modules, then the whole path by package, each with its share
 * of the gzip bytes (a module's minified characters × its chunk's gzip ÷ raw ratio).
 *
 *   npx tsx bench/chunkContents.ts            # the connect path, top 12 modules per chunk
 *   npx tsx bench/chunkContents.ts --entry --top 60
 *   npx tsx bench/chunkContents.ts --all --top 30
 */
const main = async () => {
  const args = process.argv.slice(2)
  const top = Number(args[args.indexOf('--top') + 1]) || 12
  const { chunks, entryFiles, connectFiles } = await buildAppChunks('latch', { sourcemap: true })
  const shown = args.includes('--all')
    ? chunks.map((chunk) => chunk.fileName)
    : args.includes('--entry')
      ? entryFiles
      : connectFiles
  const byPackage = new Map<string, number>()
  let total = 0
  const rows = chunks
    .filter((chunk) => shown.includes(chunk.fileName))
    .map((chunk) => ({ chunk, gzip: compressedSize(chunk.code).gzip }))
    .sort((a, b) => b.gzip - a.gzip)
  for (const { chunk, gzip } of rows) {
    total += gzip
    const ratio = gzip / chunk.code.length
    const shares = chunk.map ? moduleShares(chunk.code, chunk.map) : []
    console.log(`\n${chunk.fileName}  ${kib(gzip)} gzip`)
    for (const share of shares.slice(0, top))
      console.log(
        `  ${kib(share.chars * ratio).padStart(10)}  ${share.source.replace(/^.*?node_modules\//, '')}`,
      )
    for (const share of shares) {
      const name = packagePath(share.source)
      byPackage.set(name, (byPackage.get(name) ?? 0) + share.chars * ratio)
    }
  }
  console.log(`\nBy package (${kib(total)} gzip in ${rows.length} files):`)
  for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]))
    if (bytes >= 512) console.log(`  ${kib(bytes).padStart(10)}  ${name}`)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
