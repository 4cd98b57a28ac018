import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { createLatch, type LatchClient } from '../../runtime/client.ts'
import { defineNetwork, type Network } from '../../runtime/networks.ts'
import { resolveOptions } from '../../runtime/services/config/resolveOptions.ts'
import type { WritableState } from '../../runtime/state/createState.ts'
import type { Namespace, ViewName } from '../../runtime/state/types.ts'

// Bounded, not seeded: a client per run, up to MAX_COMMANDS steps each.
const RUNS = 60
const MAX_COMMANDS = 25

const unreachable = { http: ['http://127.0.0.1:9/'] }
const networks: Record<'eip155' | 'solana', Network> = {
  eip155: defineNetwork({
    id: 31337,
    chainNamespace: 'eip155',
    name: 'Test Chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: unreachable, chainDefault: unreachable },
  }),
  solana: defineNetwork({
    id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    chainNamespace: 'solana',
    name: 'Test Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: unreachable, chainDefault: unreachable },
  }),
}
const namespaces = Object.keys(networks) as ('eip155' | 'solana')[]
const addresses = {
  eip155: '0x000000000000000000000000000000000000dEaD',
  solana: '11111111111111111111111111111111',
}

const views: readonly ViewName[] = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'EmailLogin',
  'UpdateEmailWallet',
  'ProfileWallets',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'SIWXSignMessage',
  'ApproveTransaction',
  'Networks',
]

/** How one client is set up; fixed for a run. */
interface Setup {
  readonly adapters: readonly Namespace[]
  readonly mobile: boolean
  readonly siwxRequired: boolean
}

/**
 * SPEC §2 written out again, as plainly as possible, independent of `runtime/features/kernel/router.ts`:
 * the modal's open flag, its view and the views behind it, and what the rules read.
 */
interface Model {
  readonly setup: Setup
  open: boolean
  view: ViewName
  history: ViewName[]
  active: Namespace
  connected: Set<Namespace>
}

interface Real {
  readonly latch: LatchClient
  readonly state: WritableState
}

const expectSame = (model: Model, real: Real, step: string) => {
  expect(
    {
      open: real.state.modal.value.open,
      view: real.state.router.value.view,
      history: real.state.router.value.history,
      active: real.state.network.value.chainNamespace,
    },
    step,
  ).toEqual({ open: model.open, view: model.view, history: model.history, active: model.active })
}

type Step = fc.AsyncCommand<Model, Real>

class Open implements Step {
  constructor(
    readonly namespace: Namespace | undefined,
    readonly view: ViewName | undefined,
  ) {}
  check = () => true
  async run(m: Model, r: Real) {
    await r.latch.open({ namespace: this.namespace, view: this.view })
    // Rule 1: another namespace than the active one switches to it — when the app lists a
    // network there to switch to; a namespace it does not list (bitcoin here) is not given.
    const listed = this.namespace !== undefined && this.namespace in networks
    const switched = listed && this.namespace !== m.active
    if (switched) m.active = this.namespace as Namespace
    if (!switched && m.setup.adapters.length === 0 && m.connected.size === 0)
      // Rule 2: WalletConnect-only and nobody connected.
      m.view = m.setup.mobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
    // Rule 3: an explicit view; rule 4: Account when connected, otherwise Connect.
    else m.view = this.view ?? (m.connected.has(m.active) ? 'Account' : 'Connect')
    m.history = []
    m.open = true
    expectSame(m, r, this.toString())
  }
  toString = () => `open(${JSON.stringify({ namespace: this.namespace, view: this.view })})`
}

class Close implements Step {
  constructor(readonly embedded: boolean) {}
  check = () => true
  async run(m: Model, r: Real) {
    const closed = await r.latch.close({ embedded: this.embedded })
    const guarded = m.view === 'SIWXSignMessage' || m.view === 'ApproveTransaction'
    // No session ever exists here, so a required sign-in always guards the two views.
    if (guarded && m.setup.siwxRequired) {
      expect(closed, this.toString()).toBe(false)
      expect(r.state.modal.value.shake, 'a refused close shakes').toBe(true)
    } else {
      expect(closed, this.toString()).toBe(true)
      m.view = this.embedded && m.connected.has(m.active) ? 'Account' : 'Connect'
      m.history = []
      m.open = this.embedded
    }
    expectSame(m, r, this.toString())
  }
  toString = () => `close(${JSON.stringify({ embedded: this.embedded })})`
}

class Back implements Step {
  check = () => true
  async run(m: Model, r: Real) {
    r.latch.back()
    const previous = m.history.pop()
    if (previous !== undefined) m.view = previous
    expectSame(m, r, this.toString())
  }
  toString = () => 'back()'
}

class Navigate implements Step {
  constructor(
    readonly view: ViewName,
    readonly reset: boolean,
  ) {}
  check = () => true
  async run(m: Model, r: Real) {
    r.latch.navigate(this.view, { reset: this.reset })
    if (this.reset) m.history = []
    else if (this.view !== m.view) m.history.push(m.view)
    m.view = this.view
    expectSame(m, r, this.toString())
  }
  toString = () => `navigate(${this.view}, ${JSON.stringify({ reset: this.reset })})`
}

/** A wallet connecting or disconnecting under the modal (what the connect flow leaves in state). */
class Flip implements Step {
  constructor(readonly namespace: 'eip155' | 'solana') {}
  check = () => true
  async run(m: Model, r: Real) {
    const { [this.namespace]: existing, ...rest } = r.state.connections.value
    r.state.connections.value = existing
      ? rest
      : {
          ...rest,
          [this.namespace]: {
            connectorId: 'property',
            accounts: [{ type: 'eoa', address: addresses[this.namespace] }],
            caipNetworkId: networks[this.namespace].caipNetworkId,
          },
        }
    if (existing) m.connected.delete(this.namespace)
    else m.connected.add(this.namespace)
    if (this.namespace === r.state.network.value.chainNamespace)
      r.state.account.value = {
        ...r.state.account.value,
        status: existing ? 'disconnected' : 'connected',
      }
    expectSame(m, r, this.toString())
  }
  toString = () => `flip(${this.namespace})`
}

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })
const commands = fc.commands(
  [
    fc
      .tuple(
        optional(fc.constantFrom<Namespace>(...namespaces, 'bitcoin')),
        optional(fc.constantFrom(...views)),
      )
      .map(([namespace, view]) => new Open(namespace, view)),
    fc.boolean().map((embedded) => new Close(embedded)),
    fc.constant(new Back()),
    fc.tuple(fc.constantFrom(...views), fc.boolean()).map(([v, reset]) => new Navigate(v, reset)),
    fc.constantFrom(...namespaces).map((namespace) => new Flip(namespace)),
  ],
  { maxCommands: MAX_COMMANDS },
)

const setups: fc.Arbitrary<Setup> = fc.record({
  adapters: fc.constantFrom<readonly Namespace[]>([], ['eip155', 'solana'], ['eip155']),
  mobile: fc.boolean(),
  siwxRequired: fc.boolean(),
})

const realMatchMedia = globalThis.matchMedia
afterEach(() => {
  globalThis.matchMedia = realMatchMedia
})

describe('router against a model of SPEC §2', () => {
  it('property: open, close, back, navigate and connection flips keep state.router and state.modal as the rules say', async () => {
    await fc.assert(
      fc.asyncProperty(setups, commands, async (setup, steps) => {
        globalThis.matchMedia = ((query: string) => ({
          matches: setup.mobile,
          media: query,
        })) as unknown as typeof globalThis.matchMedia
        const latch = createLatch(
          resolveOptions({
            projectId: 'property',
            networks: [networks.eip155, networks.solana],
            adapters: setup.adapters,
            siwx: setup.siwxRequired ? { required: true } : undefined,
          }),
          {},
        )
        try {
          await latch.ready
          const model: Model = {
            setup,
            open: false,
            view: 'Connect',
            history: [],
            active: 'eip155',
            connected: new Set(),
          }
          const real: Real = { latch, state: latch.state as unknown as WritableState }
          expectSame(model, real, 'initial state')
          await fc.asyncModelRun(() => ({ model, real }), steps)
        } finally {
          await latch.destroy()
        }
      }),
      { numRuns: RUNS },
    )
  })
})
