import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Raw, gzip (level 9) and brotli (quality 11) byte counts of one file. */
export type CompressedSize = {
  readonly raw: number
  readonly gzip: number
  readonly brotli: number
}

/**
 * The bytes a browser downloads for `content` served compressed: gzip at level 9 and brotli at
 * quality 11, the settings a CDN uses for static assets.
 *
 * @example
 * import { compressedSize } from './bench/compressedSize.ts'
 * compressedSize('export const a = 1').gzip // 38
 */
export const compressedSize = (content: string | Uint8Array): CompressedSize => {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content
  return {
    raw: bytes.byteLength,
    gzip: gzipSync(bytes, { level: 9 }).byteLength,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }).byteLength,
  }
}

/** The sum of several sizes. */
export const sumSizes = (sizes: ReadonlyArray<CompressedSize>): CompressedSize =>
  sizes.reduce(
    (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  )
