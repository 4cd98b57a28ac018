import { describe, expect, it } from 'vitest'
import {
  decide,
  decideClose,
  decideOpen,
  goBack,
  type OpenInput,
  pushView,
  type RouterEvent,
  resetView,
} from '../../../../runtime/features/kernel/router.ts'
import type { RouterState, ViewName } from '../../../../runtime/state/types.ts'

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

/** A router on `view` with `history` under it (oldest first, as the back button pops it). */
const on = (view: ViewName, ...history: ViewName[]): RouterState => ({ view, history })

describe('decide: SPEC §2 transitions', () => {
  it.each<[string, RouterEvent, RouterState, RouterState]>([
    [
      "opened: the opening rules' view, alone",
      { type: 'opened', view: 'Account' },
      on('Networks', 'Connect'),
      on('Account'),
    ],
    [
      "closed: the closing rules' view, alone",
      { type: 'closed', view: 'Connect' },
      on('Swap', 'Account'),
      on('Connect'),
    ],
    [
      'navigated: over the current view',
      { type: 'navigated', view: 'Swap' },
      on('Account'),
      on('Swap', 'Account'),
    ],
    [
      'navigated with reset: alone',
      { type: 'navigated', view: 'Account', reset: true },
      on('BuyInProgress', 'Account'),
      on('Account'),
    ],
    ['back: one view down', { type: 'back' }, on('Swap', 'Account'), on('Account')],
    [
      'signInNeeded: SIWXSignMessage alone',
      { type: 'signInNeeded' },
      on('Connect'),
      on('SIWXSignMessage'),
    ],
    ['signedIn: Account alone', { type: 'signedIn' }, on('SIWXSignMessage'), on('Account')],
    [
      'signInDropped: Connect alone',
      { type: 'signInDropped' },
      on('SIWXSignMessage'),
      on('Connect'),
    ],
    [
      'loginStarted: the waiting view over Connect',
      { type: 'loginStarted', view: 'ConnectingSocial' },
      on('Connect'),
      on('ConnectingSocial', 'Connect'),
    ],
    [
      'loginStarted: already waiting, stays',
      { type: 'loginStarted', view: 'ConnectingFarcaster' },
      on('ConnectingFarcaster', 'Connect'),
      on('ConnectingFarcaster', 'Connect'),
    ],
    [
      'loginEnded connected: Account alone',
      { type: 'loginEnded', view: 'ConnectingSocial', connected: true },
      on('ConnectingSocial', 'Connect'),
      on('Account'),
    ],
    [
      'loginEnded failed: Connect alone',
      { type: 'loginEnded', view: 'ConnectingFarcaster', connected: false },
      on('ConnectingFarcaster', 'Connect'),
      on('Connect'),
    ],
    [
      'loginEnded elsewhere (a flow picked its own view): stays',
      { type: 'loginEnded', view: 'ConnectingSocial', connected: true },
      on('UnsupportedChain'),
      on('UnsupportedChain'),
    ],
    [
      'emailStep: the code over EmailLogin',
      { type: 'emailStep', view: 'EmailVerifyOtp' },
      on('EmailLogin', 'Connect'),
      on('EmailVerifyOtp', 'Connect', 'EmailLogin'),
    ],
    [
      'emailLoggedIn on a login step: Account alone',
      { type: 'emailLoggedIn' },
      on('EmailVerifyDevice', 'Connect'),
      on('Account'),
    ],
    [
      'emailLoggedIn elsewhere: stays',
      { type: 'emailLoggedIn' },
      on('SIWXSignMessage'),
      on('SIWXSignMessage'),
    ],
    [
      'unsupportedChain: over the current view',
      { type: 'unsupportedChain' },
      on('Connect'),
      on('UnsupportedChain', 'Connect'),
    ],
    [
      'networkSwitched from UnsupportedChain, connected: Account',
      { type: 'networkSwitched', connected: true },
      on('UnsupportedChain', 'Connect'),
      on('Account'),
    ],
    [
      'networkSwitched from UnsupportedChain, no account: Connect',
      { type: 'networkSwitched', connected: false },
      on('UnsupportedChain'),
      on('Connect'),
    ],
    [
      'networkSwitched elsewhere: stays',
      { type: 'networkSwitched', connected: true },
      on('Networks', 'Account'),
      on('Networks', 'Account'),
    ],
    [
      'networkChanged on the Send preview: back to its form',
      { type: 'networkChanged' },
      on('WalletSendPreview', 'Account', 'WalletSend'),
      on('WalletSend', 'Account'),
    ],
    [
      'networkChanged on a Swap preview not over its form: the form in its place',
      { type: 'networkChanged' },
      on('SwapPreview', 'Account'),
      on('Swap', 'Account'),
    ],
    [
      'networkChanged elsewhere: stays',
      { type: 'networkChanged' },
      on('WalletSend', 'Account'),
      on('WalletSend', 'Account'),
    ],
    [
      'networkPicked in Networks: Connect over it',
      { type: 'networkPicked' },
      on('Networks', 'Account'),
      on('Connect', 'Account', 'Networks'),
    ],
    ['networkPicked elsewhere: stays', { type: 'networkPicked' }, on('Account'), on('Account')],
    [
      'allForgotten on Account: Connect alone',
      { type: 'allForgotten' },
      on('Account'),
      on('Connect'),
    ],
    [
      'allForgotten on ProfileWallets: Connect alone',
      { type: 'allForgotten' },
      on('ProfileWallets', 'Account'),
      on('Connect'),
    ],
    [
      'allForgotten on the sign view (its account is gone): Connect alone',
      { type: 'allForgotten' },
      on('SIWXSignMessage'),
      on('Connect'),
    ],
    [
      'allForgotten on a send preview: Connect alone',
      { type: 'allForgotten' },
      on('WalletSendPreview', 'Account', 'WalletSend'),
      on('Connect'),
    ],
    [
      'allForgotten on Networks: stays, Back no longer leads to Account',
      { type: 'allForgotten' },
      on('Networks', 'Connect', 'Account'),
      on('Networks', 'Connect'),
    ],
    ['allForgotten elsewhere: stays', { type: 'allForgotten' }, on('Networks'), on('Networks')],
    [
      "nameRegistered: the success in the form's place",
      { type: 'nameRegistered' },
      on('RegisterAccountName', 'Account'),
      on('RegisterAccountNameSuccess', 'Account'),
    ],
    [
      'nameFailed: back on the form, in place',
      { type: 'nameFailed' },
      on('RegisterAccountNameSuccess', 'Account'),
      on('RegisterAccountName', 'Account'),
    ],
    [
      'approvalRequested, modal open: over the current view',
      { type: 'approvalRequested', modalOpen: true },
      on('Account'),
      on('ApproveTransaction', 'Account'),
    ],
    [
      'approvalRequested, modal closed: alone',
      { type: 'approvalRequested', modalOpen: false },
      on('Account'),
      on('ApproveTransaction'),
    ],
    [
      'approvalSettled: back where it came from',
      { type: 'approvalSettled' },
      on('ApproveTransaction', 'Account'),
      on('Account'),
    ],
    [
      'buyStarted: BuyInProgress over the form',
      { type: 'buyStarted' },
      on('OnRampProviders', 'Account'),
      on('BuyInProgress', 'Account', 'OnRampProviders'),
    ],
    [
      'connected on ConnectingExternal: Account alone',
      { type: 'connected' },
      on('ConnectingExternal', 'Connect'),
      on('Account'),
    ],
    [
      "connected on WalletConnect's view: Account alone",
      { type: 'connected' },
      on('ConnectingWalletConnectBasic'),
      on('Account'),
    ],
    [
      'connected after the sign-in rule picked its view: stays',
      { type: 'connected' },
      on('SIWXSignMessage'),
      on('SIWXSignMessage'),
    ],
    [
      'connected after UnsupportedChain was shown: stays',
      { type: 'connected' },
      on('UnsupportedChain', 'Connect', 'ConnectingExternal'),
      on('UnsupportedChain', 'Connect', 'ConnectingExternal'),
    ],
    [
      'pickingToken on Swap: SwapSelectToken over it',
      { type: 'pickingToken' },
      on('Swap', 'Account'),
      on('SwapSelectToken', 'Account', 'Swap'),
    ],
    ['pickingToken elsewhere: stays', { type: 'pickingToken' }, on('Account'), on('Account')],
    [
      'tokenPicked in its list: back to the form',
      { type: 'tokenPicked', view: 'WalletSendSelectToken' },
      on('WalletSendSelectToken', 'Account', 'WalletSend'),
      on('WalletSend', 'Account'),
    ],
    [
      'tokenPicked from another view: stays',
      { type: 'tokenPicked', view: 'OnRampTokenSelect' },
      on('OnRampProviders', 'Account'),
      on('OnRampProviders', 'Account'),
    ],
    [
      'transactionSent on its preview: Account alone',
      { type: 'transactionSent', view: 'SwapPreview' },
      on('SwapPreview', 'Account', 'Swap'),
      on('Account'),
    ],
    [
      'transactionSent while the modal shows another view: stays',
      { type: 'transactionSent', view: 'WalletSendPreview' },
      on('Networks', 'Account'),
      on('Networks', 'Account'),
    ],
  ])('%s', (_name, event, from, to) => {
    expect(decide(event, from)).toEqual(to)
  })

  it('behavior: an event that changes nothing keeps the same state (no signal update)', () => {
    const router = on('Networks', 'Connect')
    expect(decide({ type: 'allForgotten' }, router)).toBe(router)
    expect(
      decide({ type: 'loginStarted', view: 'ConnectingSocial' }, on('ConnectingSocial')),
    ).toEqual(on('ConnectingSocial'))
  })
})
