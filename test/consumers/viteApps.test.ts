import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { serveStatic } from '../../bench/serveStatic.ts'
import { buildConsumer } from './support/buildConsumer.ts'
import { connectInChromium } from './support/connectInChromium.ts'
import { installConsumer } from './support/installConsumer.ts'
import { latchTarball } from './support/latchTarball.ts'

const playground = inject('playground')

// Apps a user writes, built against the packed tarball (test/consumers/apps): each installs it,
// type-checks against its .d.ts, builds with Vite and connects the dev wallet in Chromium.
describe.skipIf(!playground)('consumer apps: Vite', () => {
  it.each([
    ['vite-react19', '19.'],
    ['vite-react18', '18.'],
  ])(
    'behavior: %s installs the tarball, builds and connects',
    { timeout: 600_000 },
    async (name, react) => {
      const chainUrl = playground?.chains[0]?.url ?? ''
      const started = performance.now()
      const tarball = latchTarball()
      const packMs = Math.round(performance.now() - started)
      const app = installConsumer(name, tarball)
      const buildMs = await buildConsumer(app.dir, { VITE_CHAIN_URL: chainUrl })
      const installed = join(app.dir, 'node_modules', 'react', 'package.json')
      expect((JSON.parse(readFileSync(installed, 'utf8')) as { version: string }).version).toMatch(
        new RegExp(`^${react}`),
      )
      const server = await serveStatic(join(app.dir, 'dist'))
      const opened = performance.now()
      try {
        const run = await connectInChromium(server.url, chainUrl)
        expect(run.errors).toEqual([])
        expect(run.blocked).toEqual([])
      } finally {
        await server.close()
      }
      const browserMs = Math.round(performance.now() - opened)
      console.info(
        `${name}: pack ${packMs} ms, install ${app.installMs} ms (${app.cached ? 'cached' : 'fresh'}), build ${buildMs} ms, Chromium ${browserMs} ms`,
      )
    },
  )
})
