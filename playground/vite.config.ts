import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { InlineConfig } from 'vite'
import { defaultPlaygroundConfig, type PlaygroundConfig } from './app/playgroundConfig.ts'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Options of `playgroundViteConfig`. */
export type PlaygroundViteOptions = {
  /** The port of the dev server on 127.0.0.1. */
  readonly port: number
  /** What the page is told (chains, Data API, relay). */
  readonly playground: PlaygroundConfig
  /** Vite's dependency cache; default `.latch-data/vite`. */
  readonly cacheDir?: string
}

/**
 * The Vite configuration of the demo page: React, the page in `playground/app/`, the `latch`
 * package entry points resolved to this repository's sources, only 127.0.0.1, and the
 * playground's addresses baked in as `__LATCH_PLAYGROUND__`.
 *
 * @example
 * import { createServer } from 'vite'
 * import { playgroundViteConfig } from './vite.config.ts'
 * const server = await createServer(playgroundViteConfig({ port: 5173, playground }))
 * await server.listen()
 */
export const playgroundViteConfig = (options: PlaygroundViteOptions): InlineConfig => ({
  configFile: false,
  root: join(repoRoot, 'playground', 'app'),
  cacheDir: options.cacheDir ?? join(repoRoot, '.latch-data', 'vite'),
  logLevel: 'warn',
  clearScreen: false,
  plugins: [react()],
  define: { __LATCH_PLAYGROUND__: JSON.stringify(options.playground) },
  resolve: {
    // The page imports Latch by its package name, as an app would.
    alias: [
      { find: /^latch$/, replacement: join(repoRoot, 'runtime', 'index.ts') },
      { find: /^latch\/networks$/, replacement: join(repoRoot, 'runtime', 'networks.ts') },
      { find: /^latch\/react$/, replacement: join(repoRoot, 'react', 'index.ts') },
      { find: /^latch\/constants$/, replacement: join(repoRoot, 'runtime', 'constants.ts') },
    ],
  },
  // Every dependency the page can reach, lazy views and connectors included, is bundled at
  // start: a dependency found later makes Vite reload the page mid-test.
  optimizeDeps: {
    include: [
      '@noble/ciphers/chacha',
      '@noble/curves/ed25519',
      '@noble/hashes/hkdf',
      '@noble/hashes/sha2',
      '@noble/hashes/utils',
      '@preact/signals-core',
      '@solana/kit',
      '@wallet-standard/app',
      '@walletconnect/sign-client',
      'effect',
      'openapi-fetch',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'uqr',
      'viem',
      'viem/accounts',
      'viem/chains',
      'viem/siwe',
    ],
  },
  server: {
    host: '127.0.0.1',
    port: options.port,
    strictPort: true,
    fs: { allow: [repoRoot] },
    // Transform the page and its imports at start, so the first visit does not wait for it.
    warmup: { clientFiles: ['./main.tsx', './mobileWallet/main.tsx'] },
  },
})

export default playgroundViteConfig({ port: 5173, playground: defaultPlaygroundConfig })
