import { renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Printed on stderr by the guard once it is loaded, so a test can tell it ran. */
export const PRISM_GUARD_ACTIVE = 'LATCH-NETWORK-GUARD active'

/** Printed on stderr by the guard, followed by the host, for every refused connection or lookup. */
export const PRISM_NETWORK_VIOLATION = 'LATCH-NETWORK-VIOLATION'

// Plain CommonJS: it is preloaded with `node --require` into prism, which runs untranspiled.
const source = `'use strict'
const net = require('node:net')
const dns = require('node:dns')
const local = new Set(['127.0.0.1', 'localhost', '::1', '::ffff:127.0.0.1'])
const report = (what) => process.stderr.write(${JSON.stringify(PRISM_NETWORK_VIOLATION)} + ' ' + what + '\\n')
const connect = net.Socket.prototype.connect
net.Socket.prototype.connect = function (...args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0]
  const options = typeof first === 'object' && first !== null ? first : { port: first, host: args[1] }
  if (options.path === undefined) {
    const host = options.host === undefined ? 'localhost' : String(options.host)
    if (!local.has(host)) {
      report(host + ':' + String(options.port))
      process.nextTick(() => this.destroy(new Error('blocked by the Latch network guard: ' + host)))
      return this
    }
  }
  return connect.apply(this, args)
}
const lookup = dns.lookup
dns.lookup = function (hostname, ...rest) {
  if (!local.has(String(hostname))) report('dns ' + String(hostname))
  return lookup.call(this, hostname, ...rest)
}
process.stderr.write(${JSON.stringify(PRISM_GUARD_ACTIVE)} + '\\n')
`

/**
 * Writes a `node --require` preload into `dir` that refuses every TCP connection and reports
 * every DNS lookup of a host other than 127.0.0.1/localhost, printing `PRISM_NETWORK_VIOLATION`
 * lines on stderr. Returns the file's path.
 */
export const writePrismNetworkGuard = (dir: string): string => {
  const path = join(dir, 'network-guard.cjs')
  // Write then rename: a prism starting beside this call never reads a half-written file.
  const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`
  writeFileSync(partial, source)
  renameSync(partial, path)
  return path
}
