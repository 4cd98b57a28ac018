// Browser tests (test/e2e): the playground stack in a global setup, Debian's Chromium driven
// by playwright-core. Run with `vitest run -c vitest.e2e.config.ts`; without /usr/bin/chromium
// the browser suites skip.
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
          ['json', { outputFile: process.env.LATCH_TEST_REPORT ?? 'test-results/e2e.json' }],
        ]
      : ['default'],
    // test/consumers: apps a user writes, each installing the packed tarball (issue 15).
    include: ['test/e2e/**/*.test.ts', 'test/consumers/**/*.test.ts'],
    setupFiles: ['./test/setup/polyfills.ts'],
    globalSetup: ['./test/e2e/support/globalSetup.ts'],
    environment: 'node',
    // One shared stack and one browser at a time: the files share chain state.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // A loaded machine renders slowly; Playwright actions wait up to 15 s as well.
    expect: { poll: { timeout: 10_000 } },
  },
})
