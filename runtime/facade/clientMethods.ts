import type { LatchClient } from '../client.ts'

/** The names of the client's methods (not `state`, `config`, `runtime`, `ready`). */
type MethodName = {
  [K in keyof LatchClient]: LatchClient[K] extends (...args: never[]) => unknown ? K : never
}[keyof LatchClient]

/** The methods the thin client forwards to the loaded one; `destroy` is its own. */
export type ForwardedMethod = Exclude<MethodName, 'destroy'>

/** `'async'` for a method returning a Promise (queued calls settle it), `'sync'` for the rest. */
export type MethodKind<F> = F extends (...args: never[]) => Promise<unknown> ? 'async' : 'sync'

/**
 * Every LatchClient method the thin `createLatch` forwards, with its kind. The type makes this
 * list exactly the interface's: a method added to LatchClient (runtime/client.ts) and missing
 * here, one listed that the interface lacks, or a wrong kind is a compile error. Adding a
 * client method is one line here: `name: 'async'` (returns a Promise) or `name: 'sync'`.
 */
export const CLIENT_METHODS: {
  readonly [K in ForwardedMethod]: MethodKind<LatchClient[K]>
} = {
  open: 'async',
  close: 'async',
  back: 'sync',
  navigate: 'sync',
  connect: 'async',
  disconnect: 'async',
  switchNetwork: 'async',
  signIn: 'async',
  cancelSignIn: 'async',
  request: 'async',
  loadWallets: 'async',
  loadActivity: 'async',
  loadTokens: 'async',
  rejectPendingRequests: 'async',
  updateSend: 'async',
  resetSend: 'async',
  loadSendTokens: 'async',
  send: 'async',
  loadSwapTokens: 'async',
  updateSwap: 'async',
  swap: 'async',
  searchName: 'sync',
  registerName: 'async',
  switchConnection: 'async',
  connectEmail: 'async',
  submitEmailOtp: 'async',
  resendEmailCode: 'async',
  loadAccountEmail: 'async',
  updateEmail: 'async',
  submitUpdateEmailOtp: 'async',
  resendUpdateEmailCode: 'async',
  resetEmailUpdate: 'async',
  connectSocial: 'async',
  cancelSocial: 'sync',
  connectFarcaster: 'async',
  cancelFarcaster: 'sync',
  placeFrame: 'sync',
  loadOnrampOptions: 'async',
  updateOnramp: 'async',
  buyCrypto: 'async',
  sendCalls: 'async',
  getCallsStatus: 'async',
  getCapabilities: 'async',
  grantPermissions: 'async',
  revokePermissions: 'async',
  setPreferredAccountType: 'async',
}
