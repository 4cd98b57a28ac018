import { useEffect, useState, useSyncExternalStore } from 'react'
import type {
  MobileWallet,
  MobileWalletProposal,
  MobileWalletRequest,
} from '../../mobileWallet/createMobileWallet.ts'
import { createPendingQueue, type PendingQueue } from './createPendingQueue.ts'

type SessionRow = { readonly topic: string; readonly peer: string }

const readSessions = (wallet: MobileWallet): SessionRow[] =>
  wallet.client.session.getAll().map((s) => ({ topic: s.topic, peer: s.peer.metadata.name }))

const sameSessions = (a: readonly SessionRow[], b: readonly SessionRow[]) =>
  a.length === b.length && a.every((row, i) => row.topic === b[i]?.topic)

const usePending = <T,>(queue: PendingQueue<T>) =>
  useSyncExternalStore(queue.subscribe, queue.items, queue.items)

/** The sessions the wallet holds, refreshed on its events and every half second. */
const useSessions = (wallet: MobileWallet): SessionRow[] => {
  const [sessions, setSessions] = useState(() => readSessions(wallet))
  useEffect(() => {
    const refresh = () =>
      setSessions((current) => {
        const next = readSessions(wallet)
        return sameSessions(current, next) ? current : next
      })
    // sign-client has no wallet-side "settled" event: approvals land a moment after the answer.
    const timer = setInterval(refresh, 500)
    wallet.client.on('session_delete', refresh)
    wallet.client.on('session_expire', refresh)
    return () => {
      clearInterval(timer)
      wallet.client.off('session_delete', refresh)
      wallet.client.off('session_expire', refresh)
    }
  }, [wallet])
  return sessions
}

const describeParams = (params: unknown): string => {
  const text = JSON.stringify(params)
  return text.length > 400 ? `${text.slice(0, 400)}…` : text
}

/**
 * The dev mobile wallet's page: plays a phone wallet over WalletConnect. Paste a `wc:` URI
 * and pair, approve or reject the session proposal, then each request, and disconnect.
 */
export const MobileWalletPage = ({ wallet }: { readonly wallet: MobileWallet }) => {
  const [queues] = useState(() => ({
    proposals: createPendingQueue<MobileWalletProposal>(),
    requests: createPendingQueue<MobileWalletRequest>(),
  }))
  useEffect(() => {
    const restoreProposal = wallet.onProposal(queues.proposals.decide)
    const restoreRequest = wallet.onRequest(queues.requests.decide)
    return () => {
      restoreProposal()
      restoreRequest()
    }
  }, [wallet, queues])
  const proposals = usePending(queues.proposals)
  const requests = usePending(queues.requests)
  const sessions = useSessions(wallet)
  const [uri, setUri] = useState('')
  const [status, setStatus] = useState<string | undefined>()
  const [pairing, setPairing] = useState(false)

  const pair = async () => {
    setPairing(true)
    setStatus(undefined)
    try {
      await wallet.pair(uri.trim())
      setUri('')
      setStatus('Paired: waiting for the session proposal')
    } catch (error) {
      setStatus(`Pairing failed: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setPairing(false)
    }
  }

  const disconnect = async (topic?: string) => {
    try {
      await wallet.disconnect(topic)
      setStatus('Disconnected')
    } catch (error) {
      setStatus(`Disconnect failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  return (
    <>
      <header className="bar">
        <strong className="brand">Latch Dev Mobile Wallet</strong>
        <span className="muted" data-testid="mobile-address">
          {wallet.address}
        </span>
      </header>
      <main className="grid">
        <section className="card">
          <h2>Pair</h2>
          <label htmlFor="mobile-pair-uri" className="muted">
            WalletConnect URI (wc:…)
          </label>
          <textarea
            id="mobile-pair-uri"
            data-testid="mobile-pair-uri"
            rows={4}
            style={{ width: '100%', boxSizing: 'border-box' }}
            value={uri}
            onChange={(event) => setUri(event.target.value)}
          />
          <div className="row">
            <button
              type="button"
              className="button"
              data-testid="mobile-pair"
              disabled={pairing || !uri.trim().startsWith('wc:')}
              onClick={() => void pair()}
            >
              Pair
            </button>
          </div>
          {status && (
            <p role="status" data-testid="mobile-status">
              {status}
            </p>
          )}
        </section>

        <section className="card">
          <h2>Session proposal</h2>
          {proposals.length === 0 && <p className="muted">None pending.</p>}
          {proposals.map(({ key, item, answer }) => (
            <div key={key} data-testid="mobile-proposal">
              <p>
                <strong>{item.name}</strong> asks for {item.chains.join(', ')}
              </p>
              <div className="row">
                <button
                  type="button"
                  className="button"
                  data-testid="mobile-approve-session"
                  onClick={() => answer(true)}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className="button"
                  data-testid="mobile-reject-session"
                  onClick={() => answer(false)}
                >
                  Reject
                </button>
              </div>
            </div>
          ))}
        </section>

        <section className="card">
          <h2>Requests</h2>
          {requests.length === 0 && <p className="muted">None pending.</p>}
          {requests.map(({ key, item, answer }) => (
            <div key={key} data-testid="mobile-request" data-method={item.method}>
              <p>
                <strong>{item.method}</strong> on {item.chainId}
              </p>
              <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {describeParams(item.params)}
              </pre>
              <div className="row">
                <button
                  type="button"
                  className="button"
                  data-testid="mobile-approve-request"
                  onClick={() => answer(true)}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className="button"
                  data-testid="mobile-reject-request"
                  onClick={() => answer(false)}
                >
                  Reject
                </button>
              </div>
            </div>
          ))}
        </section>

        <section className="card">
          <h2>Sessions</h2>
          {sessions.length === 0 && <p className="muted">No session.</p>}
          <ul data-testid="mobile-sessions">
            {sessions.map((s) => (
              <li key={s.topic} data-topic={s.topic}>
                {s.peer}{' '}
                <button type="button" className="button" onClick={() => void disconnect(s.topic)}>
                  Disconnect
                </button>
              </li>
            ))}
          </ul>
          {sessions.length > 0 && (
            <button
              type="button"
              className="button"
              data-testid="mobile-disconnect"
              onClick={() => void disconnect()}
            >
              Disconnect all
            </button>
          )}
        </section>
      </main>
    </>
  )
}
