import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A frontend of the balancer: its port and the servers behind it (ports on 127.0.0.1). */
export type Balanced = {
  readonly name: string
  readonly port: number
  readonly servers: readonly number[]
}

/** HAProxy running (its process id, for CPU accounting); `stop` ends it. */
export type RunningHaproxy = { readonly pid: number; readonly stop: () => Promise<void> }

// Debian installs it in /usr/sbin, which a non-root PATH may lack.
const haproxy = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy'

/** Whether Debian's haproxy is installed. */
export const haproxyAvailable = (): boolean => {
  try {
    execFileSync(haproxy, ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/**
 * Starts HAProxy (Debian's package) in the foreground on 127.0.0.1: one round-robin frontend
 * per `Balanced`, each server health-checked on `GET /readyz` every 500 ms, a failed
 * connection retried on another server.
 *
 * @example
 * import { startHaproxy } from './startHaproxy.ts'
 * const lb = await startHaproxy([{ name: 'api', port: 8080, servers: [8787, 8797] }])
 * await lb.stop()
 */
export const startHaproxy = async (frontends: readonly Balanced[]): Promise<RunningHaproxy> => {
  const dir = mkdtempSync(join(tmpdir(), 'latch-haproxy-'))
  const config = [
    'global',
    '  maxconn 512',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    // A check's whole time (else `inter`, 500 ms, which a loaded machine's /readyz can miss).
    '  timeout check 3s',
    '  retries 3',
    '  option redispatch',
    '  retry-on conn-failure empty-response response-timeout',
    ...frontends.flatMap(({ name, port, servers }) => [
      `frontend ${name}`,
      `  bind 127.0.0.1:${port}`,
      `  default_backend ${name}_servers`,
      `backend ${name}_servers`,
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      ...servers.map((p, i) => `  server s${i} 127.0.0.1:${p} check inter 500 fall 1 rise 1`),
    ]),
  ].join('\n')
  writeFileSync(join(dir, 'haproxy.cfg'), `${config}\n`)
  const child: ChildProcess = spawn(haproxy, ['-db', '-f', join(dir, 'haproxy.cfg')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let log = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString()
  })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, 500)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`haproxy exited (${code}): ${log}`))
    })
  })
  return {
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
