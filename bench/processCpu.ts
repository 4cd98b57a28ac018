/**
 * CPU time of other processes (the servers, PostgreSQL's backends, HAProxy), read from Linux's
 * `/proc/<pid>/stat`, so a bench can charge each request what every process spent on it.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/**
 * User + system CPU milliseconds a process has used so far; 0 once it is gone. Resolution is
 * one clock tick (10 ms on Linux), so measure over thousands of requests.
 *
 * @example
 * import { processCpuMs } from './processCpu.ts'
 * const before = processCpuMs(process.pid)
 */
export const processCpuMs = (pid: number): number => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const utime = Number(fields[11])
    const stime = Number(fields[12])
    return ((utime + stime) / ticksPerSecond) * 1000
  } catch {
    return 0
  }
}

/** CPU milliseconds of several processes together. */
export const totalCpuMs = (pids: readonly number[]): number =>
  pids.reduce((sum, pid) => sum + processCpuMs(pid), 0)

const parentOf = (pid: number): number | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return undefined
  }
}

/**
 * A process and its children now (PostgreSQL's postmaster and its backends and workers):
 * `pid` given as any of the children, e.g. a backend's `pg_backend_pid()`.
 *
 * @example
 * import { familyOf } from './processCpu.ts'
 * const pids = familyOf(12345)
 */
export const familyOf = (childPid: number): number[] => {
  const parent = parentOf(childPid)
  if (!parent) return []
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => parentOf(pid) === parent)
  return [parent, ...children]
}
