import type { ACTIONS, ActionName, ClientActions } from '../actions/registry.ts'
import type { LatchClient } from '../LatchClient.ts'

/** The methods the thin client forwards to the loaded one: every action; `destroy` is its own. */
export type ForwardedMethod = ActionName

/**
 * Each action's kind, as the registry (runtime/actions/registry.ts) lists it: the type makes this table
 * exactly the registry's, so a method added there and missing here, one listed here that the
 * registry lacks, or a wrong kind is a compile error. It is a table of its own because the
 * registry's code belongs to the runtime's chunk: the entry carries only names and kinds.
 */
export const CLIENT_METHODS: { readonly [K in ActionName]: (typeof ACTIONS)[K]['kind'] } = {
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

/** What the thin client's forwarding needs from it. */
export interface Forwarding {
  /** The loaded client, once it is there. */
  readonly loaded: () => LatchClient | undefined
  /** Runs `call` on the loaded client once it arrives, or `fail` if it cannot load. */
  readonly enqueue: (call: (client: LatchClient) => void, fail: (error: unknown) => void) => void
}

/**
 * The thin client's forwarding, for every action of the registry (actions/registry.ts): each
 * method calls the loaded client's, or waits for it. An `async` method answers a Promise that a
 * queued call settles; a `sync` one answers at once and runs once the client is there.
 */
export const forwardMethods = ({ loaded, enqueue }: Forwarding): ClientActions => {
  const forward = (name: ForwardedMethod) => {
    const kind = CLIENT_METHODS[name]
    return (...args: unknown[]): unknown => {
      const call = (target: LatchClient) =>
        (target[name] as (...a: unknown[]) => unknown).apply(target, args)
      const client = loaded()
      if (client) return call(client)
      if (kind === 'sync') return enqueue(call, () => undefined)
      return new Promise((resolve, reject) => {
        enqueue((target) => {
          try {
            resolve(call(target))
          } catch (error) {
            reject(error)
          }
        }, reject)
      })
    }
  }
  return Object.fromEntries(
    (Object.keys(CLIENT_METHODS) as ForwardedMethod[]).map((name) => [name, forward(name)]),
  ) as unknown as ClientActions
}
