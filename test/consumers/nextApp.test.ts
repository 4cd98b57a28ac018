import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { buildConsumer } from './support/buildConsumer.ts'
import { connectInChromium } from './support/connectInChromium.ts'
import { installConsumer } from './support/installConsumer.ts'
import { latchTarball } from './support/latchTarball.ts'

const playground = inject('playground')

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

/** `next start` on 127.0.0.1, resolved once it answers. */
const startNext = async (dir: string): Promise<{ url: string; child: ChildProcess }> => {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'),
      'start',
      '-H',
      '127.0.0.1',
      '-p',
      `${port}`,
    ],
    { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' },
  )
  const url = `http://127.0.0.1:${port}`
  await expect
    .poll(
      () =>
        fetch(url).then(
          (res) => res.status,
          () => 0,
        ),
      { timeout: 60_000, interval: 250 },
    )
    .toBe(200)
  return { url, child }
}

// A Next.js App Router app: server components (layout, page) around a client component holding
// LatchProvider, built by `next build` against the packed tarball and served by `next start`.
describe.skipIf(!playground)('consumer apps: Next.js', () => {
  it('behavior: next-app-router installs the tarball, builds, hydrates without warning and connects', {
    timeout: 900_000,
  }, async () => {
    const chainUrl = playground?.chains[0]?.url ?? ''
    const app = installConsumer('next-app-router', latchTarball())
    const buildMs = await buildConsumer(app.dir, { NEXT_PUBLIC_CHAIN_URL: chainUrl })
    const { url, child } = await startNext(app.dir)
    const opened = performance.now()
    try {
      const html = await (await fetch(url)).text()
      // Server-rendered: the ConnectButton is in the HTML before any script runs.
      expect(html).toContain('data-testid="latch-connect-button"')
      const run = await connectInChromium(url, chainUrl)
      expect(run.errors).toEqual([])
      expect(run.warnings.filter((text) => /hydrat/i.test(text))).toEqual([])
      expect(run.blocked).toEqual([])
    } finally {
      child.kill()
    }
    console.info(
      `next-app-router: install ${app.installMs} ms (${app.cached ? 'cached' : 'fresh'}), build ${buildMs} ms, Chromium ${Math.round(performance.now() - opened)} ms`,
    )
  })
})
