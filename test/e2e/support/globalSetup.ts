import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startPlayground } from '../../../playground/start.ts'
import { hasChromium } from './launchChromium.ts'

/** What the global setup hands the browser tests (`inject('playground')`). */
export type ProvidedPlayground = {
  readonly appUrl: string
  readonly apiUrl: string
  /** The dev WalletConnect relay the page pairs through. */
  readonly relayUrl: string
  readonly chains: ReadonlyArray<{ readonly chainId: number; readonly url: string }>
  /** The secure frame (embedded wallet). */
  readonly frameUrl: string
  /** The dev inbox (`GET /messages`). */
  readonly mailUrl: string
  readonly oidcUrl: string
  /** The dev Farcaster auth relay (its approve page: `/~/siwf`). */
  readonly farcasterUrl: string
  /** The local Solana chain: its JSON-RPC URL, dev keys and dev SPL mint. */
  readonly solana: { readonly url: string; readonly keys: readonly string[]; readonly mint: string }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** `undefined` when Chromium is absent (the browser suites skip) or LATCH_E2E_PLAYGROUND=0. */
    playground: ProvidedPlayground | undefined
    /**
     * Write the visual baselines that are missing or differ (test/e2e/visual.test.ts):
     * `LATCH_UPDATE_SCREENSHOTS=1`, or vitest's `--update` (`npm run test:screenshots -- --update`).
     */
    updateScreenshots: boolean
  }
}

const dataRoot = join(import.meta.dirname, '..', '..', '..', '.latch-data')

/**
 * Starts the same stack as `npm start` on free ports (its own PGlite folder and Vite cache
 * under `.latch-data/`, so reruns skip initdb and prebundling) and stops it after the run.
 * Starts nothing when Chromium is absent, nor with `LATCH_E2E_PLAYGROUND=0`: the visual suite
 * (`npm run test:screenshots`) needs only its own gallery, and the stack takes 15 s to start.
 */
export default async function setup(project: TestProject) {
  project.provide(
    'updateScreenshots',
    process.env.LATCH_UPDATE_SCREENSHOTS === '1' ||
      project.config.snapshotOptions.updateSnapshot === 'all',
  )
  if (!hasChromium || process.env.LATCH_E2E_PLAYGROUND === '0') {
    project.provide('playground', undefined)
    return
  }
  const playground = await startPlayground({
    ports: {
      app: 0,
      api: 0,
      chains: [0, 0],
      relay: 0,
      frame: 0,
      mail: 0,
      smtp: 0,
      oidc: 0,
      farcaster: 0,
      onramp: 0,
      solana: 0,
    },
    // LATCH_E2E_DB names another folder, so a second run beside this one (or after a crash
    // left this one's database damaged) does not share its PGlite files.
    dataDir: join(dataRoot, process.env.LATCH_E2E_DB ?? 'e2e-db'),
    viteCacheDir: join(dataRoot, 'vite-e2e'),
  })
  project.provide('playground', {
    appUrl: playground.appUrl,
    apiUrl: playground.apiUrl,
    relayUrl: playground.relayUrl ?? '',
    chains: playground.chains.map((chain) => ({ chainId: chain.chainId, url: chain.url })),
    frameUrl: playground.frameUrl,
    mailUrl: playground.mailUrl,
    oidcUrl: playground.oidcUrl,
    farcasterUrl: playground.farcasterUrl,
    solana: {
      url: playground.solana.url,
      keys: playground.solana.keys,
      mint: playground.solana.mint,
    },
  })
  return () => playground.stop()
}
