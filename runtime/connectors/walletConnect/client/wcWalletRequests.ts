import { WALLETCONNECT_SESSION_EXTEND_S } from '../../../constants.ts'
import type { WcSessionKeeper } from './wcSessionKeeper.ts'
import type { WcIncoming } from './wcTransport.ts'
import type { WcClientEvents, WcEmit, WcRpcError, WcSessionNamespace } from './wcTypes.ts'

const methodNotFound: WcRpcError = { code: -32601, message: 'Method not found' }

/**
 * The answer to one request of the wallet on the session (or its pairing), after doing what it
 * asks: pings are answered, `wc_sessionUpdate` replaces the namespaces, `wc_sessionExtend`
 * (which names no expiry) gives the session seven days from now as on the wallet,
 * `wc_sessionEvent` is told to the listeners, `wc_sessionDelete` ends the session.
 */
export const answerWallet = (
  incoming: WcIncoming,
  keeper: WcSessionKeeper,
  emit: WcEmit,
): { result: unknown } | { error: WcRpcError } => {
  const current = keeper.current()
  const onSession = current?.session.topic === incoming.topic
  const params = incoming.params as Record<string, unknown>
  switch (incoming.method) {
    case 'wc_sessionPing':
    case 'wc_pairingPing':
    case 'wc_pairingDelete':
      return { result: true }
    case 'wc_sessionUpdate':
      if (onSession)
        keeper.change({ namespaces: params.namespaces as Record<string, WcSessionNamespace> })
      return { result: true }
    case 'wc_sessionExtend':
      if (onSession && current) {
        const expiry = Math.floor(keeper.clock.now() / 1000) + WALLETCONNECT_SESSION_EXTEND_S
        keeper.keep({ ...current, session: { ...current.session, expiry } })
      }
      return { result: true }
    case 'wc_sessionEvent':
      if (onSession)
        queueMicrotask(() => emit('session_event', params as WcClientEvents['session_event']))
      return { result: true }
    case 'wc_sessionDelete':
      if (onSession) queueMicrotask(() => keeper.end('session_delete'))
      return { result: true }
    default:
      return { error: methodNotFound }
  }
}
