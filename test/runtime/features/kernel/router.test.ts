import { describe, expect, it } from 'vitest'
import {
  decideClose,
  decideOpen,
  goBack,
  type OpenInput,
  pushView,
  resetView,
} from '../../../../runtime/features/kernel/router.ts'

const base: OpenInput = {
  activeNamespace: 'eip155',
  adapters: ['eip155', 'solana'],
  connectedNamespaces: [],
  isMobile: false,
}

describe('decideOpen', () => {
  it.each([
    ['default: disconnected shows Connect', {}, { switchTo: undefined, view: 'Connect' }],
    [
      'default: connected shows Account',
      { connectedNamespaces: ['eip155'] },
      { switchTo: undefined, view: 'Account' },
    ],
    [
      'rule 1: another namespace switches, then Connect when it has no connection',
      { namespace: 'solana', connectedNamespaces: ['eip155'] },
      { switchTo: 'solana', view: 'Connect' },
    ],
    [
      'rule 1: another namespace with a connection shows Account',
      { namespace: 'solana', connectedNamespaces: ['solana'] },
      { switchTo: 'solana', view: 'Account' },
    ],
    [
      'rule 1: the active namespace does not switch',
      { namespace: 'eip155' },
      { switchTo: undefined, view: 'Connect' },
    ],
    [
      'rule 2: no adapters and no address on desktop',
      { adapters: [], view: 'Networks' },
      { switchTo: undefined, view: 'ConnectingWalletConnectBasic' },
    ],
    [
      'rule 2: no adapters and no address on mobile',
      { adapters: [], isMobile: true },
      { switchTo: undefined, view: 'AllWallets' },
    ],
    [
      'rule 2 does not apply once connected',
      { adapters: [], connectedNamespaces: ['eip155'] },
      { switchTo: undefined, view: 'Account' },
    ],
    [
      'rule 3: an explicit view wins over rule 4',
      { view: 'Networks', connectedNamespaces: ['eip155'] },
      { switchTo: undefined, view: 'Networks' },
    ],
  ] as const)('%s', (_name, given, want) => {
    expect(decideOpen({ ...base, ...given })).toEqual(want)
  })
})

describe('decideClose', () => {
  const closeBase = {
    view: 'Account',
    embedded: false,
    connected: true,
    siwxRequired: false,
    hasSession: false,
  } as const
  it.each([
    ['default: resets to Connect', {}, { closed: true, resetTo: 'Connect' }],
    ['embedded and connected: Account', { embedded: true }, { closed: true, resetTo: 'Account' }],
    [
      'embedded and disconnected: Connect',
      { embedded: true, connected: false },
      { closed: true, resetTo: 'Connect' },
    ],
    [
      'sign view, sign-in required, no session: refused',
      { view: 'SIWXSignMessage', siwxRequired: true },
      { closed: false },
    ],
    [
      'approve view, sign-in required, no session: refused',
      { view: 'ApproveTransaction', siwxRequired: true },
      { closed: false },
    ],
    [
      'sign view with a session closes',
      { view: 'SIWXSignMessage', siwxRequired: true, hasSession: true },
      { closed: true, resetTo: 'Connect' },
    ],
    [
      'sign view when sign-in is optional closes',
      { view: 'SIWXSignMessage' },
      { closed: true, resetTo: 'Connect' },
    ],
  ] as const)('%s', (_name, given, want) => {
    expect(decideClose({ ...closeBase, ...given })).toEqual(want)
  })
})

describe('history', () => {
  it('behavior: push then back returns to the previous view', () => {
    const r = pushView(pushView(resetView('Connect'), 'AllWallets'), 'ConnectingExternal')
    expect(r).toEqual({ view: 'ConnectingExternal', history: ['Connect', 'AllWallets'] })
    expect(goBack(goBack(r))).toEqual(resetView('Connect'))
    expect(goBack(resetView('Connect'))).toEqual(resetView('Connect'))
  })
  it('behavior: pushing the current view keeps the stack', () => {
    const r = pushView(resetView('Connect'), 'Connect')
    expect(r.history).toEqual([])
  })
})
