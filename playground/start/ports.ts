import { createServer as createNetServer } from 'node:net'

export const host = '127.0.0.1'

/** The ports `startPlayground` listens on; `0` picks a free one (tests). */
export type PlaygroundPorts = {
  /** The demo page (Vite); `npm start`: `$PORT` or 5173. */
  readonly app: number
  /** The reference Data API; default 8787. */
  readonly api: number
  /** The two anvil chains (31337, 31338); default 8545 and 8546. */
  readonly chains: readonly [number, number]
  /** The dev WalletConnect relay; default 8790. */
  readonly relay: number
  /** The secure-frame page and its auth service; default 8788. */
  readonly frame: number
  /** The dev inbox (`Mail:`); default 8791. */
  readonly mail?: number
  /** The dev OpenID provider standing in for the social logins (`OIDC:`); default 8792. */
  readonly oidc?: number
  /** The dev Farcaster auth relay with its approve page (`Farcaster:`); default 8793. */
  readonly farcaster?: number
  /** The dev SMTP sink the auth service mails through; default 2525. */
  readonly smtp?: number
  /** The dev onramp provider's purchase page (`Onramp:`); default 8794. */
  readonly onramp?: number
  /** The local Solana chain's JSON-RPC (`Solana:`); default 8899. */
  readonly solana?: number
}

/** Each port's default (`npm start`'s), and its environment variable there. */
const defaults = {
  app: [5173, 'PORT'],
  api: [8787, 'API_PORT'],
  relay: [8790, 'RELAY_PORT'],
  frame: [8788, 'FRAME_PORT'],
  mail: [8791, 'MAIL_PORT'],
  smtp: [2525, 'SMTP_PORT'],
  oidc: [8792, 'OIDC_PORT'],
  onramp: [8794, 'ONRAMP_PORT'],
  farcaster: [8793, 'FARCASTER_PORT'],
  solana: [8899, 'SOLANA_PORT'],
} as const satisfies Record<Exclude<keyof PlaygroundPorts, 'chains'>, readonly [number, string]>

type PortName = keyof typeof defaults

/** Every single port (all but the chains'), each as `pick` says from its name, default and variable. */
const eachPort = (
  pick: (name: PortName, port: number, variable: string) => number,
): Omit<PlaygroundPorts, 'chains'> =>
  Object.fromEntries(
    (Object.entries(defaults) as [PortName, readonly [number, string]][]).map(
      ([name, [port, variable]]) => [name, pick(name, port, variable)],
    ),
  ) as Omit<PlaygroundPorts, 'chains'>

/** What each port is for, in a `PortInUseError`. */
const services = {
  api: 'reference server (API)',
  frame: 'secure-frame page',
  mail: 'dev inbox',
  smtp: 'dev SMTP sink',
  onramp: 'dev onramp provider',
  oidc: 'dev OpenID provider',
  farcaster: 'dev Farcaster relay',
  solana: 'local Solana chain',
} as const

/** A port on 127.0.0.1 is taken; the message names it and what needed it. */
export class PortInUseError extends Error {
  override readonly name = 'PortInUseError'
  constructor(
    readonly port: number,
    readonly service: string,
  ) {
    super(
      `Port ${port} on ${host} is already in use, so the ${service} cannot start: stop what holds it or choose another port`,
    )
  }
}

const probe = (port: number): Promise<number | undefined> =>
  new Promise((resolve) => {
    const server = createNetServer()
    server.once('error', () => resolve(undefined))
    server.listen({ port, host, exclusive: true }, () => {
      const address = server.address()
      const bound = typeof address === 'object' && address ? address.port : port
      server.close(() => resolve(bound))
    })
  })

/** A free port when `port` is 0; else `port`, after checking that it is free. */
const claim = async (port: number, service: string): Promise<number> => {
  const bound = await probe(port)
  if (bound === undefined) throw new PortInUseError(port, service)
  return bound
}

/** The ports asked for, each absent one at its default. */
export const portsWanted = (ports: Partial<PlaygroundPorts> = {}): PlaygroundPorts => ({
  ...eachPort((name, port) => ports[name] ?? port),
  chains: ports.chains ?? [8545, 8546],
})

/**
 * Checks every port before anything starts, so a taken one fails at once with a
 * `PortInUseError` naming it; answers the demo page's port, fixed now (its origin goes into the
 * server's CORS list). The others are only checked (a fixed port) or left to the service (0).
 */
export const claimPorts = async (wanted: PlaygroundPorts, withRelay: boolean): Promise<number> => {
  const appPort = await claim(wanted.app, 'demo page')
  if (wanted.api !== 0) await claim(wanted.api, services.api)
  for (const port of wanted.chains) if (port !== 0) await claim(port, 'local chain')
  if (withRelay && wanted.relay !== 0) await claim(wanted.relay, 'dev WalletConnect relay')
  if (wanted.frame !== 0) await claim(wanted.frame, services.frame)
  for (const name of ['mail', 'smtp', 'onramp', 'oidc', 'farcaster', 'solana'] as const) {
    const port = wanted[name]
    if (port) await claim(port, services[name])
  }
  return appPort
}

const envPort = (name: string, fallback: number): number => {
  const value = process.env[name]
  if (value === undefined || value === '') return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`${name} must be a port number (0-65535), got '${value}'`)
  return port
}

/** `npm start`'s ports: each from its environment variable (`PORT`, `API_PORT`, …), else its default. */
export const portsFromEnv = (): PlaygroundPorts => ({
  ...eachPort((_, port, variable) => envPort(variable, port)),
  chains: [envPort('CHAIN_PORT', 8545), envPort('CHAIN2_PORT', 8546)],
})
