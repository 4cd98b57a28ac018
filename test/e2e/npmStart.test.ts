import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterEach, describe, expect, it } from 'vitest'

const repoRoot = join(import.meta.dirname, '..', '..')
const packageJson = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
}
const appLine = /^http:\/\/127\.0\.0\.1:\d+$/

const refused = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url)
    const socket = connect({ host: hostname, port: Number(port) })
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })

describe('npm start (node --import tsx playground/start.ts)', () => {
  let child: ChildProcess | undefined
  // tsx runs the script in a child process: signal the whole process group, as a terminal's
  // Ctrl-C does, so nothing is left behind even when the test fails.
  const signalGroup = (signal: NodeJS.Signals) => {
    if (child?.pid === undefined) return
    try {
      process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
  afterEach(() => signalGroup('SIGKILL'))

  it('default: prints each address on its own line, serves the page, and Ctrl-C stops it all', async () => {
    // What package.json's start script runs, in this test's Node: one process, no tsx parent
    // (tsx's parent SIGKILLs a child that does not answer a relayed Ctrl-C within 60 ms, so a
    // busy playground exited 130 with nothing cleaned up).
    expect(packageJson.scripts.start).toBe('node --import tsx playground/start.ts')
    child = spawn(process.execPath, ['--import', 'tsx', 'playground/start.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: '0',
        API_PORT: '0',
        CHAIN_PORT: '0',
        CHAIN2_PORT: '0',
        RELAY_PORT: '0',
        FRAME_PORT: '0',
        MAIL_PORT: '0',
        SMTP_PORT: '0',
        OIDC_PORT: '0',
        SOLANA_PORT: '0',
        FARCASTER_PORT: '0',
        ONRAMP_PORT: '0',
        // Its own PGlite folder: the suite's stack holds `.latch-data/e2e-db` open.
        LATCH_DATA_DIR: join(repoRoot, '.latch-data', 'e2e-cli-db'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve))
    let stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const lines: string[] = []
    await new Promise<void>((resolve, reject) => {
      createInterface({ input: child!.stdout! }).on('line', (line) => {
        lines.push(line)
        if (appLine.test(line)) resolve()
      })
      void exited.then((code) => reject(new Error(`npm start exited (${code}): ${stderr}`)))
    })

    expect(lines.map((line) => line.replace(/:\d+(\/frame)?$/, ':<port>$1'))).toEqual([
      'Chain: http://127.0.0.1:<port>',
      'Chain: http://127.0.0.1:<port>',
      'Solana: http://127.0.0.1:<port>',
      'API: http://127.0.0.1:<port>',
      'Frame: http://127.0.0.1:<port>/frame',
      'Mail: http://127.0.0.1:<port>',
      'OIDC: http://127.0.0.1:<port>',
      'Onramp: http://127.0.0.1:<port>',
      'Farcaster: http://127.0.0.1:<port>',
      'Relay: ws://127.0.0.1:<port>',
      'http://127.0.0.1:<port>',
    ])
    // A newcomer's first screen: no third-party warnings (the dev OpenID provider used to print
    // four 'oidc-provider WARNING' lines); at most one line of our own about it.
    expect(`${lines.join('\n')}\n${stderr}`).not.toContain('oidc-provider WARNING')
    expect(stderr.split('\n').filter((line) => line.includes('OIDC')).length).toBeLessThanOrEqual(1)
    const urls = lines.map((line) => line.replace(/^[A-Za-z]+: /, ''))
    const [chain, , , api, frame, mail, oidc, onramp, farcaster, , app] = urls as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ]
    expect((await fetch(frame)).status).toBe(200)
    expect(await (await fetch(`${mail}/messages`)).json()).toEqual([])
    const discovery = (await (await fetch(`${oidc}/.well-known/openid-configuration`)).json()) as {
      issuer: string
      code_challenge_methods_supported: string[]
    }
    expect(discovery.issuer).toBe(oidc)
    expect(discovery.code_challenge_methods_supported).toContain('S256')
    expect((await fetch(farcaster)).status).toBe(200)
    expect((await fetch(`${onramp}/buy.js`)).status).toBe(200)

    const page = await fetch(app)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<div id="root"></div>')
    const chains = await fetch(
      `${api}/v1/supported-chains?projectId=latch-playground&st=latch-react&sv=0.1.0`,
    )
    expect(chains.status).toBe(200)
    expect(JSON.stringify(await chains.json())).toContain('eip155:31338')
    const chainId = await fetch(chain, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(await chainId.json()).toMatchObject({ result: '0x7a69' })

    signalGroup('SIGINT')
    expect(await exited).toBe(0)
    for (const url of urls) expect(await refused(url.replace(/^ws:/, 'http:')), url).toBe(true)
    // Nothing of the group is left: no anvil, no server, no Vite.
    const groupAlive = () => {
      try {
        process.kill(-(child?.pid ?? 0), 0)
        return true
      } catch {
        return false
      }
    }
    await expect.poll(groupAlive, { timeout: 5_000 }).toBe(false)
    // Under a loaded machine the stack took 62.6 s to come up (measured with 8 suites running).
  }, 150_000)
})
