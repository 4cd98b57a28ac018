import { createServer } from 'node:net'

// Below Linux's ephemeral range (32768–60999 by default): the kernel hands those to outgoing
// connections, so a port found free there can be taken by any test's fetch before the process
// meant for it binds (a balancer once failed so: "cannot bind socket (Address already in use)").
const LOW = 15_000
const HIGH = 32_767
const TRIES = 50

/** Whether `port` on 127.0.0.1 can be listened on right now. */
const listenable = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host: '127.0.0.1' }, () => server.close(() => resolve(true)))
  })

/**
 * A TCP port on 127.0.0.1 that was free a moment ago, picked at random below the ephemeral
 * range so that no outgoing connection takes it before its process binds.
 *
 * @example
 * import { freePort } from './freePort.ts'
 * const port = await freePort()
 */
export const freePort = async (): Promise<number> => {
  for (let i = 0; i < TRIES; i++) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW + 1))
    if (await listenable(port)) return port
  }
  throw new Error(`no free port on 127.0.0.1 between ${LOW} and ${HIGH} after ${TRIES} tries`)
}
