/**
 * `npm run build`, its first step: the library build of the package's entry points into `dist/`
 * (tsc then writes their declarations into `dist/types/`, see tsconfig.build.json).
 *
 * One ES module per entry of package.json "exports" (`latch`, `latch/networks`, `latch/effect`,
 * `latch/react`, `latch/constants`, `latch/wagmi`), shared code split into chunks, lazy imports
 * (WalletConnect, Solana, heavy views) kept lazy, minified. No source maps: the tarball stays
 * what an app installs, and the app's bundler maps its own output.
 *
 * Every package of "dependencies" and "peerDependencies" stays external (React, effect, viem, the
 * signals, WalletConnect, @solana/kit…): the app's bundler resolves them once for the whole page,
 * so a Latch build never ships a second copy of React or effect beside the app's own. What an app
 * really pays for Latch, dependencies included, is measured by `bench/buildLatchEntry.ts` (the
 * bench's app built from the sources, the budget check of `npm test`) and by `npm run bench`
 * against the peers (the same app from the packed tarball).
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import pkg from './package.json' with { type: 'json' }

const root = dirname(fileURLToPath(import.meta.url))

/** `react` and every subpath (`react/jsx-runtime`) of each dependency. */
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)].map(
  (name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:/.*)?$`),
)

export default defineConfig({
  root,
  publicDir: false,
  // React's production JSX runtime whatever NODE_ENV says (vitest runs the build with 'test'):
  // jsxDEV exists only in React's development build, so an app's production build would crash.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  build: {
    outDir: join(root, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    lib: {
      entry: {
        index: join(root, 'runtime', 'index.ts'),
        networks: join(root, 'runtime', 'networks.ts'),
        effect: join(root, 'runtime', 'effect.ts'),
        react: join(root, 'react', 'index.ts'),
        constants: join(root, 'runtime', 'constants.ts'),
        wagmi: join(root, 'wagmi', 'index.ts'),
      },
      formats: ['es'],
    },
    rolldownOptions: { external },
  },
})
