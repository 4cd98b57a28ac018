// The reporter runs in this (main) process: fill Map.groupBy here too on Node 20.
import './test/setup/polyfills.ts'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

const serverConditions = defaultServerConditions.filter((condition) => condition !== 'module')

export default defineConfig({
  // `import 'latch'` inside the repo loads the source (package.json's "latch-source" condition).
  resolve: { conditions: ['latch-source', ...defaultClientConditions] },
  // Without Vite's 'module' condition in Node, as vitest resolves by default: with it, the
  // WalletConnect suite's pairing never completed (every test timed out, bisected to c0528d1).
  ssr: { resolve: { conditions: ['latch-source', ...serverConditions] } },
  test: {
    // CI sums these JSON reports into its closing 'N passed, N failed' line (LATCH_TEST_REPORT
    // names another file, as CI's Node 22/24 smoke runs do: a CLI --outputFile does not win).
    reporters: process.env.CI
      ? [
          'default',
          ['json', { outputFile: process.env.LATCH_TEST_REPORT ?? 'test-results/unit.json' }],
        ]
      : ['default'],
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'test/consumers/**', 'node_modules/**'],
    setupFiles: ['./test/setup/polyfills.ts', './test/setup/failOnActWarnings.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // Setup that builds a database (PGlite + migrations) takes seconds on a loaded machine.
    hookTimeout: 60_000,
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
})
